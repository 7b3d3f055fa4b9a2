// cart/purchase-restriction (shopping.md §7): for every product of the cart that a rule restricts
// (minimum, maximum, multiple, daily maximum, lead time, day lock, cutoff) or that is unavailable,
// the rule and what the customer may still add.
import type { Database } from '../db/client';
import { present } from '../ebsn/null-free';
import { orderedForDay } from '../orders/ordered';
import { dailyMaximum, round3 } from '../../domain/quantity';
import type { CartRow } from './carts';
import { minAcqOf, rulesOf } from './lines';
import { pricedLines } from './view';

/** the restrictions of the cart's products; a shopper without a cart has none */
export async function purchaseRestrictions(db: Database, row: CartRow | undefined) {
  const lines = row ? await pricedLines(db, row.id) : [];
  // every product of the cart that something restricts, with what restricts it
  const byProduct = new Map<number, ReturnType<typeof restriction>>();
  // what the customer's orders for the cart's day already hold counts towards MAXACQ_DAY too
  const ordered =
    row?.userId && row.timeslotDate
      ? await orderedForDay(
          db,
          row.userId,
          lines.map((l) => l.item.productId),
          row.timeslotDate,
        )
      : new Map<number, number>();
  function restriction(facts: NonNullable<(typeof lines)[number]['facts']>, held: number) {
    const rules = rulesOf(facts);
    const maxAcqDay = dailyMaximum(facts.infos);
    return present({
      productId: facts.id,
      name: facts.name,
      quantity: round3(held),
      minAcq: minAcqOf(facts) ?? null,
      maxAcq: rules.kind !== 'Sfuso' ? (rules.max ?? null) : null,
      qtyMult: rules.kind !== 'Sfuso' && rules.step > 1 ? rules.step : null,
      qtyLocked: rules.locked || null,
      maxAcqDay: maxAcqDay ?? null,
      // what the customer may still add for the cart's day, their orders for that day included
      remainingForDay: maxAcqDay !== undefined ? Math.max(0, round3(maxAcqDay - held - (ordered.get(facts.id) ?? 0))) : null,
      available: facts.available,
      leadTime: facts.infos.LEAD_TIME ?? null,
      dayLock: facts.infos.DAY_LOCK ?? null,
      productLockCutoff: facts.infos.PRODUCT_LOCK_CUTOFF ?? null,
    });
  }
  const held = new Map<number, number>();
  for (const { item } of lines) held.set(item.productId, (held.get(item.productId) ?? 0) + Number(item.quantity));
  for (const { facts } of lines) {
    if (!facts || byProduct.has(facts.id)) continue;
    const r = restriction(facts, held.get(facts.id) ?? 0);
    const restricted = Object.keys(r).some((k) => !['productId', 'name', 'quantity', 'available'].includes(k)) || !facts.available;
    if (restricted) byProduct.set(facts.id, r);
  }
  return present({
    deliveryDate: row?.timeslotDate ?? null,
    deliveryServiceId: row?.deliveryServiceId ?? null,
    products: [...byProduct.values()],
  });
}
