// What gift codes took off an order, line by line (issue 24): the rows the checkout kept
// (order_adjustment), read for the order's answers and its confirmation e-mail. An order placed
// before the lines were kept, with several codes, has only their sum: it reads as one line without a
// code, so the lines always add up to what the order took off.
import { inArray } from 'drizzle-orm';
import { euros } from '../cart/fees';
import type { Database } from '../db/client';
import { orderAdjustment } from '../db/schema';

type Reader = Pick<Database, 'select'>;

export type AdjustmentLine = { giftCertificateId: number | null; code: string; name: string; amountCents: number };

/** the kept lines of these orders, by order id, in the order the codes were applied */
export async function adjustmentsOf(db: Reader, orderIds: number[]): Promise<Map<number, AdjustmentLine[]>> {
  const out = new Map<number, AdjustmentLine[]>();
  if (!orderIds.length) return out;
  const rows = await db
    .select()
    .from(orderAdjustment)
    .where(inArray(orderAdjustment.orderId, [...new Set(orderIds)]))
    .orderBy(orderAdjustment.id);
  for (const row of rows) {
    const lines = out.get(row.orderId) ?? [];
    lines.push({ giftCertificateId: row.giftCertificateId, code: row.code, name: row.name, amountCents: row.amountCents });
    out.set(row.orderId, lines);
  }
  return out;
}

/** the order's lines, with what they leave unexplained of the order's sum as one line without a code */
export function adjustmentLines(totalCents: number, kept: AdjustmentLine[] = []): AdjustmentLine[] {
  const rest = totalCents - kept.reduce((sum, l) => sum + l.amountCents, 0);
  return rest > 0 ? [...kept, { giftCertificateId: null, code: '', name: '', amountCents: rest }] : kept;
}

/** orderAdjustmentSummary of an order, shaped as the cart's (each code with what it took off) */
export function orderAdjustmentWire(totalCents: number, kept: AdjustmentLine[] | undefined) {
  return {
    orderAdjustments: adjustmentLines(totalCents, kept).map((l) => ({
      giftCertificate: l.code ? { giftCertificateId: l.giftCertificateId ?? undefined, code: l.code, name: l.name } : undefined,
      amount: euros(l.amountCents),
      applied: true,
    })),
    totalAdjustment: euros(totalCents),
  };
}
