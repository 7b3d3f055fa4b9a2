// The order pages' words and the shell's (docs/decisions/004-translations.md): only /profile/orders
// and its detail carry them.
import common from '#strings/common.json';
import orders from '#strings/orders.json';
import { createTranslator } from './translator';

export const tOrders = createTranslator(orders, common);

/**
 * An order's status as the shopper reads it: in Italian the chain's own words (`orderStatusDescr`),
 * which the spec's names stand in for when an answer has none; in English the spec's statuses in
 * English, by id (the chain writes its descriptions in Italian only), the chain's words for an id
 * the spec does not name.
 */
export function orderStatusName(statusId: number, descr: string | undefined): string {
  const named = (orders.statusNames as Record<string, string>)[String(statusId)];
  if (__LOCALE__ === 'it' && descr) return descr;
  return named ?? descr ?? orders.statusNames.other;
}
