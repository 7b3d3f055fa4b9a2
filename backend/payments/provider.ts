// The simulated card provider (decision 024): it behaves as a hosted payment page does. checkout/buy
// opens a payment for the order; the shopper types a card on the provider's page; the provider settles
// the payment once and sends the shopper back to the shop with a signed result; the shop's feedback
// call checks the signature and reads the outcome, as often as it is asked. Test cards are Stripe's:
// 4242 4242 4242 4242 approved, 4000 0000 0000 0002 declined, 4000 0027 6000 3184 asks for a second
// confirmation first. Money in cents; the amount asked is the order's pre-authorised amount.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { customerOrder, payment } from '../db/schema';
import { cardBrand, normaliseCardNumber } from '../../domain/card-brand';
import { ORDER_STATUS } from '../../domain/orders';
import { expiryOf, saveCard } from './saved-cards';
import { sendOrderPlaced } from '../orders/mails';

export type PaymentRow = typeof payment.$inferSelect;
type ProviderConfig = Pick<AppConfig, 'paymentProviderUrl' | 'paymentProviderSecret' | 'shopUrl'>;

export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002', confirm: '4000002760003184' } as const;

/** a payment waiting for the shopper: the page can still take a card */
const OPEN = ['requires_action', 'requires_confirmation'];

/** checkout/buy, inside its transaction: the order's payment, waiting for the card. */
export async function openPayment(tx: Tx, order: { id: number; userId: number; amountCents: number }): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payment)
    .values({
      orderId: order.id,
      userId: order.userId,
      amountCents: order.amountCents,
      status: 'requires_action',
      clientSecret: randomBytes(24).toString('base64url'),
    })
    .returning();
  return row;
}

/** The order's payment still waiting for the shopper, if any (a repeated buy answers it again). */
export async function openPaymentOf(db: Pick<Database, 'select'>, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.orderId, orderId), inArray(payment.status, OPEN)))
    .limit(1);
  return row;
}

/** Where the shop sends the shopper to pay, as the order's `paymentUrl` and `paymentParameters`. */
export function paymentRedirect(row: PaymentRow, config: ProviderConfig) {
  return {
    paymentUrl: `${config.paymentProviderUrl}/pay/session/${row.id}`,
    // posted by an auto-submitted form (shopping.md §4 "Payment redirect", mode 'post')
    paymentParameters: { mode: 'post' as const, params: { client_secret: row.clientSecret } },
  };
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The payment behind a page's address and secret; undefined for a wrong pair (the same answer as none). */
export async function paymentForPage(db: Pick<Database, 'select'>, paymentId: number, clientSecret: string) {
  const [row] = await db.select().from(payment).where(eq(payment.id, paymentId)).limit(1);
  return row && sameText(row.clientSecret, clientSecret) ? row : undefined;
}

export type CardInput = { number: string; expiry: string; cvc: string };
export type CardProblem = 'number' | 'expiry' | 'expired' | 'cvc';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** What is wrong with a typed card, field by field (the page shows each next to its field). */
export function cardProblems(card: CardInput, now: Date): Partial<Record<keyof CardInput, CardProblem>> {
  const problems: Partial<Record<keyof CardInput, CardProblem>> = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) problems.number = 'number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.expiry = 'expiry';
  else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) problems.expiry = 'expired';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'cvc';
  return problems;
}

export type Outcome = 'succeeded' | 'failed' | 'requires_confirmation';

/** The test cards' answers; any other valid number is declined, as a provider in test mode does. */
export function outcomeOfCard(number: string): Outcome {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.approved) return 'succeeded';
  if (digits === TEST_CARDS.confirm) return 'requires_confirmation';
  return 'failed';
}

/**
 * Settles the payment with a card (or the second step's confirmation): under the order's row lock,
 * then the payment's (the order first, as the unpaid-order sweep takes them), only while the payment
 * is open, so a double submit settles it once. A success makes the order 'Ordinato'; a failure leaves
 * the order waiting for another payment; an order no longer waiting (cancelled meanwhile) is not
 * charged. Answers the payment as it now is.
 */
export async function settle(
  db: Database,
  paymentId: number,
  outcome: Outcome,
  config: Pick<AppConfig, 'shopUrl'>,
  card?: CardInput,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [{ orderId }] = await tx.select({ orderId: payment.orderId }).from(payment).where(eq(payment.id, paymentId)).limit(1);
    const [order] =
      orderId === null ? [] : await tx.select().from(customerOrder).where(eq(customerOrder.id, orderId)).for('update').limit(1);
    const [row] = await tx.select().from(payment).where(eq(payment.id, paymentId)).for('update').limit(1);
    if (!OPEN.includes(row.status)) return row;
    if (row.purpose === 'order' && order?.orderStatusId !== ORDER_STATUS.validatingPayment) outcome = 'failed';
    // the second step confirms what the first one began; a new card starts over
    if (row.status === 'requires_confirmation' && card) return row;
    const digits = card ? normaliseCardNumber(card.number) : undefined;
    let [next] = await tx
      .update(payment)
      .set({
        status: outcome,
        ...(digits && card ? { cardLast4: digits.slice(-4), cardBrand: cardBrand(digits), cardExpiry: expiryOf(card.expiry) } : {}),
        settledAt: outcome === 'requires_confirmation' ? null : new Date(),
      })
      .where(eq(payment.id, paymentId))
      .returning();
    if (outcome === 'succeeded' && row.purpose === 'card') next = await saveCard(tx, next);
    if (outcome === 'succeeded' && order) {
      const [placed] = await tx
        .update(customerOrder)
        .set({ orderStatusId: ORDER_STATUS.ordered, updatedAt: new Date() })
        .where(and(eq(customerOrder.id, order.id), eq(customerOrder.orderStatusId, ORDER_STATUS.validatingPayment)))
        .returning();
      if (placed) await sendOrderPlaced(tx, config, placed);
    }
    return next;
  });
}

/** The signature of a result: over the payment, its outcome and its secret, with the provider's key. */
export function resultSignature(
  paymentId: number,
  status: string,
  clientSecret: string,
  config: Pick<ProviderConfig, 'paymentProviderSecret'>,
) {
  return createHmac('sha256', config.paymentProviderSecret).update(`${paymentId}|${status}|${clientSecret}`).digest('base64url');
}

/** Where the provider sends the shopper back once the payment is settled: the shop's result route, signed. */
export function returnUrl(row: PaymentRow, config: ProviderConfig): string {
  const status = row.status === 'succeeded' ? 'succeeded' : 'failed';
  const route = status === 'succeeded' ? 'payment-completed' : 'payment-error';
  // built from the configured shop address only: nothing in a request can choose where money results go
  const url = new URL(row.purpose === 'card' ? '/profile/payment-method' : `/cart/${route}/${row.orderId}`, config.shopUrl);
  url.searchParams.set('redirect_status', status);
  url.searchParams.set('payment_id', String(row.id));
  url.searchParams.set('payment_intent_client_secret', row.clientSecret);
  url.searchParams.set('signature', resultSignature(row.id, status, row.clientSecret, config));
  return url.href;
}

export type Feedback = { redirectStatus: string; paymentId: number; clientSecret: string; signature: string };

/**
 * payment-feedback-recurrent: the result the shopper came back with, checked (signature, owner, the
 * payment's real state) and read; replaying it changes nothing. Undefined for anything forged or
 * another customer's.
 */
export async function readFeedback(db: Database, userId: number, feedback: Feedback, config: ProviderConfig) {
  const [row] = await db.select().from(payment).where(eq(payment.id, feedback.paymentId)).limit(1);
  if (!row || row.userId !== userId || !sameText(row.clientSecret, feedback.clientSecret)) return undefined;
  const expected = resultSignature(row.id, feedback.redirectStatus, row.clientSecret, config);
  if (!sameText(expected, feedback.signature)) return undefined;
  // the signature says what the page told the shopper; the row says what happened: they agree
  const settled = row.status === 'succeeded' ? 'succeeded' : row.status === 'failed' ? 'failed' : undefined;
  if (settled !== feedback.redirectStatus) return undefined;
  return row;
}
