// The whole catalogue, in the order the top-level categories are shown.
import { FRESH } from './catalog-fresh';
import { GROCERY } from './catalog-grocery';
import { NONFOOD } from './catalog-nonfood';

export const CATALOG = [...FRESH, ...GROCERY, ...NONFOOD];
