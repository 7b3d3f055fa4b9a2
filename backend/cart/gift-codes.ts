// Gift codes on the cart (shopping.md §5, §7 cart-giftcertificate; decision 024): a code is checked
// (known, active, in its dates, not used before by this customer, and when the shop gave it to
// customers, given to this one: theirs alone), carried by the cart, and worth its discount on the
// cart's goods while they reach its minimum spend. The checkout applies them to the order, keeps what
// each took off (order_adjustment) and records each use, one per customer; a cancelled order gives
// its codes back.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from './carts';
import type { Database } from '../db/client';
import { cart, cartGiftCode, giftCertificate, orderAdjustment, userGiftCertificate } from '../db/schema';
import { euros } from './fees';
import { refuse } from '../ebsn/refusal';
import { CART_REFUSALS } from './messages';
import { writableCart } from './lines';
import { giftDiscountCents, giftProblem, invalidCodeMessage, splitDiscountCents } from '../../domain/gift-codes';
import { shopNow } from '../clock';
import { preparedQuery } from '../db/prepared';

type CertRow = typeof giftCertificate.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** a code as typed: trimmed, at most 40 characters of letters, digits and dashes */
export const GIFT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

async function certificateOf(db: Reader, code: string): Promise<CertRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCertificate)
    .where(sql`upper(${giftCertificate.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row;
}

/** The codes this customer has used; a use by the order the cart is modifying is the cart's own. */
async function usedBy(db: Reader, userId: number, certIds: number[], cartId?: number): Promise<Set<number>> {
  if (!certIds.length || userId <= 0) return new Set();
  const [editing] = cartId ? await db.select({ orderId: cart.editingOrderId }).from(cart).where(eq(cart.id, cartId)).limit(1) : [];
  const rows = await db
    .select({ id: userGiftCertificate.giftCertificateId, orderId: userGiftCertificate.orderId })
    .from(userGiftCertificate)
    .where(
      and(
        eq(userGiftCertificate.userId, userId),
        inArray(userGiftCertificate.giftCertificateId, certIds),
        isNotNull(userGiftCertificate.usedAt),
      ),
    );
  return new Set(rows.filter((r) => editing?.orderId == null || r.orderId !== editing.orderId).map((r) => r.id));
}

/**
 * The codes the shop gave to customers other than this one and not to this one: to anyone else they
 * read as no code at all (the spec's invalid-code message), so a personal code cannot be passed on.
 */
async function othersCodes(db: Reader, userId: number, certIds: number[]): Promise<Set<number>> {
  if (!certIds.length) return new Set();
  const rows = await db
    .select({ id: userGiftCertificate.giftCertificateId, mine: sql<boolean>`bool_or(${userGiftCertificate.userId} = ${userId})` })
    .from(userGiftCertificate)
    .where(and(eq(userGiftCertificate.manual, true), inArray(userGiftCertificate.giftCertificateId, certIds)))
    .groupBy(userGiftCertificate.giftCertificateId);
  return new Set(rows.filter((r) => !r.mine).map((r) => r.id));
}

export function certificateWire(row: CertRow) {
  return {
    giftCertificateId: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    amount: row.kind === 'amount' ? euros(row.value) : undefined,
    percent: row.kind === 'percent' ? row.value : undefined,
    minimumSpend: euros(row.minimumSpendCents),
    validTo: row.validTo?.toISOString(),
  };
}

/** cart-giftcertificate/check: the code's certificate when this customer may use it now, else undefined. */
export async function usableCertificate(db: Reader, userId: number, code: string, now: Date = shopNow(), cartId?: number) {
  if (!GIFT_CODE.test(code.trim())) return undefined;
  const cert = await certificateOf(db, code);
  if (cert && (await othersCodes(db, userId, [cert.id])).has(cert.id)) return undefined;
  const used = cert ? (await usedBy(db, userId, [cert.id], cartId)).has(cert.id) : false;
  return giftProblem(cert, now, used) === null ? cert : undefined;
}

/** cart-giftcertificate/add_code, in the cart's write transaction: the cart carries the code (once). */
export async function addGiftCode(tx: Tx, cartId: number, userId: number, code: string, now: Date = shopNow()): Promise<void> {
  await writableCart(tx, cartId);
  const cert = await usableCertificate(tx, userId, code, now, cartId);
  if (!cert) refuse(CART_REFUSALS.giftCode(invalidCodeMessage(code.trim())));
  await tx.insert(cartGiftCode).values({ cartId, giftCertificateId: cert.id }).onConflictDoNothing();
}

/** cart-giftcertificate/remove_code: the cart no longer carries it (a code it does not carry is no error). */
export async function removeGiftCode(tx: Tx, cartId: number, code: string): Promise<void> {
  await writableCart(tx, cartId);
  const cert = GIFT_CODE.test(code.trim()) ? await certificateOf(tx, code) : undefined;
  if (cert) await tx.delete(cartGiftCode).where(and(eq(cartGiftCode.cartId, cartId), eq(cartGiftCode.giftCertificateId, cert.id)));
}

export type CartAdjustment = { cert: CertRow; discountCents: number };

// every view of a customer's cart reads them (backend/db/prepared.ts)
const cartCertificates = preparedQuery('cart_certificates', (db: Reader, name) =>
  db
    .select({ cert: giftCertificate })
    .from(cartGiftCode)
    .innerJoin(giftCertificate, eq(giftCertificate.id, cartGiftCode.giftCertificateId))
    .where(eq(cartGiftCode.cartId, sql.placeholder('cartId')))
    .orderBy(cartGiftCode.createdAt)
    .prepare(name),
);

/**
 * The cart's codes and what each takes off goods worth `goodsCents` now: a code out of its dates,
 * used since (on another order) or not this customer's takes nothing; together they never take more
 * than the goods, the later codes giving way, so each code's line and the total agree.
 */
export async function cartAdjustments(db: Reader, cartId: number, userId: number, goodsCents: number, now: Date = shopNow()) {
  if (cartId <= 0) return { adjustments: [] as CartAdjustment[], totalCents: 0 };
  const certs = await cartCertificates(db).execute({ cartId });
  const ids = certs.map((c) => c.cert.id);
  const used = await usedBy(db, userId, ids, cartId);
  const others = await othersCodes(db, userId, ids);
  const shares = splitDiscountCents(
    certs.map(({ cert }) =>
      giftProblem(cert, now, used.has(cert.id)) === null && !others.has(cert.id) ? giftDiscountCents(cert, goodsCents) : 0,
    ),
    goodsCents,
  );
  const adjustments = certs.map(({ cert }, i) => ({ cert, discountCents: shares[i]! }));
  return { adjustments, totalCents: shares.reduce((sum, d) => sum + d, 0) };
}

/** The cart's orderAdjustmentSummary on the wire. */
export function adjustmentSummary(adjustments: CartAdjustment[], totalCents: number) {
  return {
    orderAdjustments: adjustments.map((a) => ({
      giftCertificate: certificateWire(a.cert),
      amount: euros(a.discountCents),
      applied: a.discountCents > 0,
    })),
    totalAdjustment: euros(totalCents),
  };
}

/**
 * Inside buy's transaction: each code that took something off is used by this customer on this order,
 * and the order keeps what each took off (a modified order's lines replaced by the new ones).
 */
export async function useGiftCodes(tx: Tx, cartId: number, userId: number, orderId: number, adjustments: CartAdjustment[], now: Date) {
  const taken = adjustments.filter((x) => x.discountCents > 0);
  await tx.delete(orderAdjustment).where(eq(orderAdjustment.orderId, orderId));
  if (taken.length) {
    await tx
      .insert(orderAdjustment)
      .values(
        taken.map((a) => ({ orderId, giftCertificateId: a.cert.id, code: a.cert.code, name: a.cert.name, amountCents: a.discountCents })),
      );
  }
  for (const a of taken) {
    await tx
      .insert(userGiftCertificate)
      .values({ userId, giftCertificateId: a.cert.id, orderId, usedAt: now })
      .onConflictDoUpdate({
        target: [userGiftCertificate.userId, userGiftCertificate.giftCertificateId],
        set: { orderId, usedAt: now },
      });
  }
  await tx.delete(cartGiftCode).where(eq(cartGiftCode.cartId, cartId));
}

/** Inside a cancellation: the order's codes can be used again. */
export async function giveBackGiftCodes(tx: Tx, orderId: number) {
  await tx.update(userGiftCertificate).set({ orderId: null, usedAt: null }).where(eq(userGiftCertificate.orderId, orderId));
}
