// The cart's chosen slot held to its products' restrictions (LEAD_TIME, DAY_LOCK, PRODUCT_LOCK_CUTOFF;
// shopping.md §4, §8), as the slot screen holds every other slot to them: cart/add refuses a product
// that cannot come in the chosen slot, the cart marks a line that no longer can (its cutoff passed
// while it waited), and checkout/buy and prepare refuse such a cart whatever the storefront sent.
import { eq } from 'drizzle-orm';
import type { CartRow, Tx } from '../cart/carts';
import { timeslot } from '../db/schema';
import { productSlotRestriction, type ProductSlotRestriction, type SlotAt } from '../../domain/timeslots';

/** codes as timeslot/select's refusals name the same restrictions */
export const RESTRICTION_CODES = {
  leadTime: 'error.timeslot.leadTime',
  lockCutoff: 'error.timeslot.lockCutoff',
  lockDay: 'error.timeslot.lockDay',
} as const;

/** What the line says (the product's name is beside it). The lead time as the product page words it. */
export function restrictionText(r: ProductSlotRestriction): string {
  if (r.reason === 'leadTime') return `Da ordinare con almeno ${r.hours} ore di anticipo: non può arrivare nella fascia oraria scelta.`;
  if (r.reason === 'lockCutoff') return `Per la fascia oraria scelta andava ordinato entro le ${r.time} del giorno prima.`;
  // spec §8's words for a product the chosen service and day cannot have
  return 'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato.';
}

/** cart/add's refusal: the product is not added, and the shopper is told what would let it in */
export function addRefusal(name: string, r: ProductSlotRestriction) {
  return {
    code: RESTRICTION_CODES[r.reason],
    error: `${name}: ${restrictionText(r)} Scegli un'altra fascia oraria per aggiungerlo al carrello.`,
  };
}

/** The cart's chosen slot with what the rules need of it, or undefined without one. */
export async function chosenSlot(db: Tx, row: Pick<CartRow, 'timeslotDate' | 'timeslotId'>): Promise<SlotAt | undefined> {
  if (!row.timeslotDate || row.timeslotId === null) return undefined;
  const [slot] = await db
    .select({ beginTime: timeslot.beginTime, deliveryDayPeriodId: timeslot.deliveryDayPeriodId })
    .from(timeslot)
    .where(eq(timeslot.id, row.timeslotId))
    .limit(1);
  return slot ? { date: row.timeslotDate, ...slot } : undefined;
}

export type LineRestriction = ProductSlotRestriction & { code: string; message: string };

/** The restriction of one product on the chosen slot, worded, or undefined (no slot, or it suits). */
export function lineRestriction(
  infos: Record<string, string> | null | undefined,
  slot: SlotAt | undefined,
  now: Date,
): LineRestriction | undefined {
  const found = slot ? productSlotRestriction(infos, slot, now) : undefined;
  return found ? { ...found, code: RESTRICTION_CODES[found.reason], message: restrictionText(found) } : undefined;
}
