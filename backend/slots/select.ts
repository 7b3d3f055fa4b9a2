// timeslot/select: choosing a cart's slot. The calendar, the date, the day's closing, the cart's
// products' restrictions are checked, then the cart takes its unit of the slot (./holds.ts), all under
// the cart's lock and the slot's; a refusal says why, in the spec's words.
import { eq } from 'drizzle-orm';
import { CART_STATUS_LOCKED, lockCart, type Tx } from '../cart/carts';
import { cart } from '../db/schema';
import { restrictionFlags, restrictionReason, shopDate, weekDayOf } from '../../domain/timeslots';
import { cartRestrictions, isClosedDay, isPastSlot, offeredDates, slotOfCalendar } from './calendar';
import { inTransaction, takeUnit, type HoldConfig } from './holds';
import { shopNow } from '../clock';

/** Refusals of timeslot/select: the code the storefront translates, the spec-style Italian text. */
export const SLOT_REFUSALS = {
  notLogged: { code: 'error.cart.notLogged', error: "E' necessario autenticarsi per visualizzare il carrello" },
  noAddress: {
    code: 'error.cart.noAddress',
    error: "Per scegliere la fascia oraria seleziona prima il servizio e l'indirizzo di consegna o il punto di ritiro.",
  },
  locked: { code: 'error.cart.locked', error: 'Il carrello è in fase di pagamento: non è possibile cambiare la fascia oraria.' },
  closed: { code: 'error.timeslot.closed', error: "La fascia oraria scelta non è disponibile in questa data, scegline un'altra." },
  past: { code: 'error.timeslot.past', error: "La fascia oraria scelta è già chiusa agli ordini, scegline un'altra." },
  full: { code: 'error.timeslot.full', error: "La fascia oraria scelta non è più disponibile, scegline un'altra." },
  leadTime: {
    code: 'error.timeslot.leadTime',
    error: 'Alcuni prodotti nel carrello richiedono un tempo di preparazione maggiore: scegli una fascia oraria successiva.',
  },
  lockDay: { code: 'error.timeslot.lockDay', error: 'Alcuni prodotti nel carrello non sono disponibili per la fascia oraria scelta' },
  lockCutoff: {
    code: 'error.timeslot.lockCutoff',
    error: 'Alcuni prodotti nel carrello non sono più ordinabili per la fascia oraria scelta',
  },
} as const;

export type SlotRefusal = (typeof SLOT_REFUSALS)[keyof typeof SLOT_REFUSALS];

export type SelectOutcome = { ok: true } | { ok: false; refusal: SlotRefusal };

/**
 * timeslot/select: the cart takes one unit of the slot on that date, or is told why not. The whole
 * decision runs under the cart's lock and the slot's, so what was checked is what is taken.
 */
export async function selectSlot(
  db: Tx,
  cartId: number,
  choice: { date: string; timeslotId: number },
  config: HoldConfig,
  now: Date = shopNow(),
): Promise<SelectOutcome> {
  return inTransaction(db, async (tx) => {
    const row = await lockCart(tx, cartId);
    if (!row) return { ok: false, refusal: SLOT_REFUSALS.noAddress };
    if (row.cartStatusId === CART_STATUS_LOCKED) return { ok: false, refusal: SLOT_REFUSALS.locked };
    if (row.warehouseId === null || row.deliveryServiceId === null) return { ok: false, refusal: SLOT_REFUSALS.noAddress };

    const found = await slotOfCalendar(tx, row.warehouseId, row.deliveryServiceId, choice.timeslotId);
    if (!found) return { ok: false, refusal: SLOT_REFUSALS.closed };
    const { calendar, slot } = found;
    if (choice.date < shopDate(now)) return { ok: false, refusal: SLOT_REFUSALS.past };
    const offered = offeredDates(calendar, now).includes(choice.date);
    if (
      !offered ||
      !slot.weekDays.includes(weekDayOf(choice.date)) ||
      (await isClosedDay(tx, row.warehouseId, row.deliveryServiceId, choice.date))
    ) {
      return { ok: false, refusal: SLOT_REFUSALS.closed };
    }
    if (isPastSlot(calendar, slot, choice.date, now)) return { ok: false, refusal: SLOT_REFUSALS.past };

    const flags = restrictionFlags(
      { date: choice.date, beginTime: slot.beginTime, deliveryDayPeriodId: slot.deliveryDayPeriodId },
      await cartRestrictions(tx, row.id),
      now,
    );
    const restricted = restrictionReason(flags);
    if (restricted) return { ok: false, refusal: SLOT_REFUSALS[restricted] };

    if (!(await takeUnit(tx, row, slot, choice.date, now, config))) return { ok: false, refusal: SLOT_REFUSALS.full };
    await tx.update(cart).set({ timeslotDate: choice.date, timeslotId: slot.id, updatedAt: now }).where(eq(cart.id, row.id));
    return { ok: true };
  });
}
