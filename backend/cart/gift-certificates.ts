// A customer's gift certificates in their own area (account.md §3 "listed with optional history",
// §7 giftcertificate/list and list-manual-assigned). The cart decides what a code is worth
// (gift-codes.ts); this module only reads what the customer holds and what they did with it:
// - a certificate is the customer's when the shop gave it to them (manual) or they used it on an
//   order; a row left by a cancelled order (its code given back, never given by the shop) is neither;
// - without history: the ones still in hand (not used); with history: the used ones too, each with
//   its uses (one per customer and code, as the cart allows);
// - `usable` is the cart's own rule (domain giftProblem), so the list never promises a code that
//   cart-giftcertificate/add_code would refuse.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerOrder, giftCertificate, userGiftCertificate } from '../db/schema';
import { present } from '../ebsn/null-free';
import { giftDiscountCents, giftProblem, type GiftProblem } from '../../domain/gift-codes';
import { euros } from './fees';
import { certificateWire } from './gift-codes';
import { adjustmentsOf } from '../orders/adjustments';
import { shopNow } from '../clock';

type Reader = Pick<Database, 'select'>;
type CertRow = typeof giftCertificate.$inferSelect;
type MineRow = typeof userGiftCertificate.$inferSelect;

export type CertificateListOptions = { manualOnly: boolean; showHistory: boolean; now?: Date };

/** why a certificate cannot be used now, in the words the storefront can key on */
const REASONS: Record<GiftProblem, string> = {
  unknown: 'inactive',
  expired: 'expired',
  notYet: 'notYet',
  used: 'used',
  minimumSpend: 'minimumSpend',
};

/**
 * What each code took off each order, where it can be known: the line the order kept for it
 * (order_adjustment). An order placed before those lines were kept has only the sum of its codes:
 * with one code the sum is its share; with several, each code's share is recomputed from the order's
 * goods and believed only when the shares add up to the kept sum (a code changed since, or a sum
 * capped at the goods, leaves them unknown).
 */
async function discountsByUse(db: Reader, userId: number, orderIds: number[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!orderIds.length) return out;
  const orders = await db
    .select({ id: customerOrder.id, goodsCents: customerOrder.goodsCents, adjustmentsCents: customerOrder.adjustmentsCents })
    .from(customerOrder)
    .where(and(eq(customerOrder.userId, userId), inArray(customerOrder.id, orderIds)));
  const uses = await db
    .select({ orderId: userGiftCertificate.orderId, cert: giftCertificate })
    .from(userGiftCertificate)
    .innerJoin(giftCertificate, eq(giftCertificate.id, userGiftCertificate.giftCertificateId))
    .where(
      and(eq(userGiftCertificate.userId, userId), inArray(userGiftCertificate.orderId, orderIds), isNotNull(userGiftCertificate.usedAt)),
    );
  const kept = await adjustmentsOf(db, orderIds);
  for (const order of orders) {
    const lines = kept.get(order.id)?.filter((l) => l.giftCertificateId !== null);
    if (lines?.length) {
      for (const l of lines) out.set(`${order.id}:${l.giftCertificateId}`, l.amountCents);
      continue;
    }
    const certs = uses.filter((u) => u.orderId === order.id).map((u) => u.cert);
    if (certs.length === 1) {
      out.set(`${order.id}:${certs[0]!.id}`, order.adjustmentsCents);
      continue;
    }
    const shares = certs.map((cert) => giftDiscountCents(cert, order.goodsCents));
    if (shares.reduce((sum, s) => sum + s, 0) !== order.adjustmentsCents) continue;
    certs.forEach((cert, i) => out.set(`${order.id}:${cert.id}`, shares[i]!));
  }
  return out;
}

function certificateEntry(mine: MineRow, cert: CertRow, now: Date) {
  const problem = giftProblem(cert, now, mine.usedAt !== null);
  return present({
    userGiftCertificateId: mine.id,
    giftCertificate: present({ ...certificateWire(cert), validFrom: cert.validFrom?.toISOString() }),
    manual: mine.manual,
    usable: problem === null,
    notUsableReason: problem === null ? undefined : REASONS[problem],
    // the use, as the earlier answer had it (the storefront's order adjustment link)
    orderId: mine.orderId ?? undefined,
    usedAt: mine.usedAt?.toISOString(),
  });
}

/** giftcertificate/list and list-manual-assigned: this customer's certificates, oldest given first. */
export async function customerCertificates(db: Reader, userId: number, options: CertificateListOptions) {
  const now = options.now ?? shopNow();
  const rows = await db
    .select({ mine: userGiftCertificate, cert: giftCertificate })
    .from(userGiftCertificate)
    .innerJoin(giftCertificate, eq(giftCertificate.id, userGiftCertificate.giftCertificateId))
    .where(
      and(
        eq(userGiftCertificate.userId, userId),
        options.manualOnly
          ? eq(userGiftCertificate.manual, true)
          : or(eq(userGiftCertificate.manual, true), isNotNull(userGiftCertificate.usedAt)),
        options.showHistory ? undefined : sql`${userGiftCertificate.usedAt} is null`,
      ),
    )
    .orderBy(userGiftCertificate.id);
  if (!options.showHistory) return rows.map(({ mine, cert }) => certificateEntry(mine, cert, now));

  const orderIds = [...new Set(rows.flatMap(({ mine }) => (mine.usedAt && mine.orderId !== null ? [mine.orderId] : [])))];
  const discounts = await discountsByUse(db, userId, orderIds);
  return rows.map(({ mine, cert }) => {
    const key = `${mine.orderId}:${cert.id}`;
    const use = mine.usedAt
      ? present({
          orderId: mine.orderId ?? undefined,
          usedAt: mine.usedAt.toISOString(),
          amount: discounts.has(key) ? euros(discounts.get(key)!) : undefined,
        })
      : undefined;
    return { ...certificateEntry(mine, cert, now), history: use ? [use] : [] };
  });
}
