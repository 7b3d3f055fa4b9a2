// Saved cards (shopping.md §3 "Payment authorisation", §9 pre-billed amounts; decision 024): a
// customer saves a card on the provider's page, which charges the type's test amount (1.01 EUR for
// type 12, nothing for 22 and 27) and gives it back at once; the authorisation it leaves
// (userPaymentAuthId, masked number, brand, expiry, active) pays later orders off-session ('Cassa
// veloce'), with no page. Every read and change is by owner.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import type { Database } from '../db/client';
import { payment, userPaymentAuth } from '../db/schema';
import { prebilledCents } from '../../domain/payments';

type PaymentRow = typeof payment.$inferSelect;
export type AuthRow = typeof userPaymentAuth.$inferSelect;

/** 'MM/YY' of a typed expiry the card page accepted ('1/34', '01 / 34') */
export function expiryOf(typed: string): string {
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(typed.trim());
  return match ? `${match[1].padStart(2, '0')}/${match[2]}` : typed.trim().slice(0, 5);
}

/** Past its month: a card that expires 11/26 pays until the end of November 2026. */
export function isExpired(expireDate: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expireDate);
  if (!match) return true;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

export function authWire(row: AuthRow) {
  return {
    userPaymentAuthId: row.id,
    paymentTypeId: row.paymentTypeId,
    creditCard: row.creditCard,
    brand: row.brand,
    expireDate: row.expireDate,
    active: row.active && !isExpired(row.expireDate),
  };
}

/** payment-type/add-auth: the provider's payment that saves a card, waiting for it. */
export async function openCardSetup(db: Pick<Database, 'insert'>, userId: number, paymentTypeId: number): Promise<PaymentRow> {
  const [row] = await db
    .insert(payment)
    .values({
      userId,
      purpose: 'card',
      paymentTypeId,
      amountCents: prebilledCents(paymentTypeId) ?? 0,
      status: 'requires_action',
      clientSecret: randomBytes(24).toString('base64url'),
    })
    .returning();
  return row;
}

/** Inside settle's transaction, a saving payment that succeeded: the authorisation, and the test amount given back. */
export async function saveCard(tx: Tx, row: PaymentRow): Promise<PaymentRow> {
  const [auth] = await tx
    .insert(userPaymentAuth)
    .values({
      userId: row.userId,
      paymentTypeId: row.paymentTypeId ?? 12,
      providerToken: randomBytes(24).toString('base64url'),
      creditCard: `**** **** **** ${row.cardLast4 ?? '0000'}`,
      brand: row.cardBrand ?? 'generic',
      expireDate: row.cardExpiry ?? '',
    })
    .returning();
  const [next] = await tx
    .update(payment)
    .set({ userPaymentAuthId: auth.id, reversedAt: new Date() })
    .where(eq(payment.id, row.id))
    .returning();
  return next;
}

/** payment-type/list-auth: the customer's saved methods, newest first, of one type when asked. */
export async function listAuths(db: Pick<Database, 'select'>, userId: number, paymentTypeId?: number) {
  const rows = await db
    .select()
    .from(userPaymentAuth)
    .where(
      and(
        eq(userPaymentAuth.userId, userId),
        isNull(userPaymentAuth.deletedAt),
        paymentTypeId === undefined ? undefined : eq(userPaymentAuth.paymentTypeId, paymentTypeId),
      ),
    )
    .orderBy(desc(userPaymentAuth.id));
  return rows.map(authWire);
}

/** payment-type/delete-auth: the customer's own method, no longer offered (kept for the orders it paid). */
export async function deleteAuth(db: Pick<Database, 'update'>, userId: number, authId: number): Promise<boolean> {
  const rows = await db
    .update(userPaymentAuth)
    .set({ active: false, deletedAt: new Date() })
    .where(and(eq(userPaymentAuth.id, authId), eq(userPaymentAuth.userId, userId), isNull(userPaymentAuth.deletedAt)))
    .returning({ id: userPaymentAuth.id });
  return rows.length > 0;
}

/** The customer's method to charge now: theirs, not deleted, active and not expired; undefined otherwise. */
export async function chargeableAuth(tx: Pick<Database, 'select'>, userId: number, authId: number, now: Date = new Date()) {
  const [row] = await tx
    .select()
    .from(userPaymentAuth)
    .where(and(eq(userPaymentAuth.id, authId), eq(userPaymentAuth.userId, userId), isNull(userPaymentAuth.deletedAt)))
    .limit(1);
  return row && row.active && !isExpired(row.expireDate, now) ? row : undefined;
}

/** Inside buy's transaction: the order paid off-session with the saved method, settled at once. */
export async function chargeSavedCard(tx: Tx, order: { id: number; userId: number; amountCents: number }, auth: AuthRow) {
  const [row] = await tx
    .insert(payment)
    .values({
      orderId: order.id,
      userId: order.userId,
      purpose: 'order',
      paymentTypeId: auth.paymentTypeId,
      amountCents: order.amountCents,
      status: 'succeeded',
      clientSecret: randomBytes(24).toString('base64url'),
      cardLast4: auth.creditCard.slice(-4),
      cardBrand: auth.brand,
      cardExpiry: auth.expireDate,
      userPaymentAuthId: auth.id,
      settledAt: new Date(),
    })
    .returning();
  return row;
}
