// Order states as the customer reads them (account.md §2 Orders) and what each allows.

/** Status labels 1 to 18: the spec names their meaning in English, these are the Italian words for it; 14 to 17 have none. */
export const ORDER_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'In validazione',
  2: 'In validazione',
  3: 'Ordinato',
  4: 'In preparazione',
  5: 'In preparazione',
  6: 'Quasi pronto',
  7: 'In consegna',
  8: 'Consegnato',
  9: 'Consegnato parzialmente',
  10: 'Annullato',
  11: 'Invalidato',
  12: 'Non ritirato',
  13: 'Fallito',
  18: 'In consegna',
};

export const ORDER_STATUS = {
  validating: 1,
  validatingPayment: 2,
  ordered: 3,
  preparing: 4,
  delivered: 8,
  partlyDelivered: 9,
  cancelled: 10,
  invalidated: 11,
  failed: 13,
} as const;

/** The label of a status; the generic 'In lavorazione' for the ids without one. */
export function orderStatusLabel(statusId: number): string {
  return ORDER_STATUS_LABELS[statusId] ?? 'In lavorazione';
}

/** Picked up for preparation and not yet almost ready (statuses 4 and 5, 'In preparazione'). */
export function isInPreparation(statusId: number): boolean {
  return statusId === 4 || statusId === 5;
}

/** An order the customer received, all of it or part (statuses 8 and 9). */
export const RECEIVED_STATUSES: readonly number[] = [ORDER_STATUS.delivered, ORDER_STATUS.partlyDelivered];

/** Orders can be modified or cancelled until they are picked up for preparation (status 4). */
export const CHANGEABLE_STATUSES: readonly number[] = [1, 2, 3];

export function isChangeable(statusId: number): boolean {
  return CHANGEABLE_STATUSES.includes(statusId);
}

/** Order lists come 12 to a page, page 1 first. */
export const ORDERS_PAGE_SIZE = 12;

/** Still on its way to the customer: not yet delivered, collected, cancelled or failed (the list's `show_pending`). */
export function isPending(statusId: number): boolean {
  return (statusId >= 1 && statusId <= 7) || statusId === 18;
}

/** The statuses `isPending` holds, for a query. */
export const PENDING_STATUSES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 18];

/** An order list page is at most this long, whatever page_size asks. */
export const MAX_ORDERS_PAGE_SIZE = 50;

/** An order can be rated once it has arrived: delivered, partly delivered. */
export function isRateable(statusId: number): boolean {
  return statusId === 8 || statusId === 9;
}

/** A rating is 1 to 5 stars; its note at most this long. */
export const RATING_MAX = 5;
export const RATING_NOTE_MAX = 1000;

/**
 * Parking reservations (account.md §2 Orders, §3): the customer of an order collected at a store
 * (Drive, service 1) or a locker (service 4) says they are on the way, so the staff can bring the
 * shopping out or keep a bay free.
 */
export const PARKING_SERVICES: readonly number[] = [1, 4];

/**
 * How far the customer still is, in whole metres, as a phone measures it from its position to the
 * pickup point (the unit of the spec's other distances, such as the stores' proximity). Beyond
 * 100 km nobody is arriving yet.
 */
export const PARKING_DISTANCE_MAX_METRES = 100_000;

/** How the staff recognise the customer (plate, car, colour): one short line, not a letter. */
export const PARKING_INFO_MAX = 200;

/**
 * The order can still be collected: on its way (`isPending`), and not an online payment still
 * waiting (status 2), which the shop cannot hand over and cancels if it never comes.
 */
export function isAwaitingCollection(statusId: number): boolean {
  return isPending(statusId) && statusId !== ORDER_STATUS.validatingPayment;
}
