// Delivery fee bands (table delivery_fee_band) and delivery-fee/view (docs/decisions/014-shopping-loop.md
// "Fee"). Only home delivery (service 2) has a fee (shopping.md §9).
import { asc, eq } from 'drizzle-orm';
import { deliveryFeeBand } from '../db/schema';
import { present } from '../ebsn/null-free';
import { deliveryFeeCents, nextCheaperBand, type FeeBand } from '../../domain/delivery-fee';
import { hasDeliveryFee } from '../../domain/services';
import type { Tx } from './carts';

export const euros = (cents: number) => Math.round(cents) / 100;

export type FeeBandRow = FeeBand & { shortDescr: string };

export async function feeBands(db: Tx, serviceId: number | null | undefined): Promise<FeeBandRow[]> {
  if (!hasDeliveryFee(serviceId)) return [];
  return db
    .select({
      id: deliveryFeeBand.id,
      fromCents: deliveryFeeBand.fromCents,
      toCents: deliveryFeeBand.toCents,
      feeCents: deliveryFeeBand.feeCents,
      shortDescr: deliveryFeeBand.shortDescr,
    })
    .from(deliveryFeeBand)
    .where(eq(deliveryFeeBand.deliveryServiceId, serviceId!))
    .orderBy(asc(deliveryFeeBand.fromCents));
}

/** the fee a cart of this service pays on these goods: 0 for Drive and locker, and for no goods */
export async function cartDeliveryFeeCents(db: Tx, serviceId: number | null | undefined, goodsCents: number): Promise<number> {
  return deliveryFeeCents(await feeBands(db, serviceId), goodsCents);
}

/** delivery-fee/view's data: the bands (upper ends shown as the last cent included), the cart's fee and the next cheaper band */
export function feeView(bands: FeeBandRow[], goodsCents: number) {
  const next = nextCheaperBand(bands, goodsCents);
  return present({
    deliveryFeeRows: bands.map((b) => ({
      deliveryFeeRowId: b.id,
      range: present({ from: euros(b.fromCents), to: b.toCents === null ? null : euros(b.toCents - 1) }),
      fee: euros(b.feeCents),
      shortDescr: b.shortDescr,
    })),
    deliveryFee: euros(deliveryFeeCents(bands, goodsCents)),
    goodsTotal: euros(goodsCents),
    nextBand: next ? { threshold: euros(next.thresholdCents), fee: euros(next.feeCents), missing: euros(next.missingCents) } : null,
  });
}
