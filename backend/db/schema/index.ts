// The backend's tables, one file per area. Money in integer cents; times as timestamptz (UTC).
export * from './catalog';
export * from './stores';
export * from './content';
export * from './sessions';
export * from './accounts';
export * from './cart';
export * from './places';
export * from './slots';
export * from './orders';
export * from './lists';
export * from './clock';
export * from './staff';
export * from './meal-tickets';
