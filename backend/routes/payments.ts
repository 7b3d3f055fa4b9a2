// The simulated card provider's pages under /pay/ (a foreign site to the shop: HTML, no session, the
// payment's client secret as the only key) and the shop's feedback call that reads a result the
// shopper came back with (shopping.md §7 "payment-feedback-recurrent"). Decision 024.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readForm } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, ok } from '../ebsn/envelope';
import { intParam, textParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { CHECKOUT_REFUSALS } from '../orders/messages';
import { viewOrder } from '../orders/orders';
import { cardPage, confirmPage, missingPage, pagePolicy } from '../payments/pages';
import { listAuths } from '../payments/saved-cards';
import { cardProblems, outcomeOfCard, paymentForPage, readFeedback, returnUrl, settle, type CardInput } from '../payments/provider';

const FEEDBACK_REFUSED = { code: 'error.payment.invalidResult', error: "L'esito del pagamento non è valido." };

const sessionId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

const feedbackQuery = z.object({
  redirect_status: textParam(20).pipe(z.enum(['succeeded', 'failed'])),
  payment_id: intParam(1, MAX_ID).pipe(z.number()),
  payment_intent_client_secret: textParam(100).pipe(z.string()),
  signature: textParam(100).pipe(z.string()),
});

export function paymentRoutes(deps: Deps) {
  const { db, config } = deps;

  const html = (c: Context, body: string, status: 200 | 404 | 422 = 200) => {
    c.header('Content-Security-Policy', pagePolicy(config.shopUrl));
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(body, status);
  };

  /** the payment a page is about, from the address and the secret the shop handed over */
  async function sessionPayment(c: Context, secret: string | undefined) {
    const id = sessionId.safeParse(c.req.param('paymentId'));
    if (!id.success || !secret || secret.length > 100) return undefined;
    return paymentForPage(db, id.data, secret);
  }

  /** what the page shows for a payment in its state: the form, the second step, or back to the shop */
  function show(c: Context, row: NonNullable<Awaited<ReturnType<typeof sessionPayment>>>) {
    if (row.status === 'requires_action') return html(c, cardPage(row));
    if (row.status === 'requires_confirmation') return html(c, confirmPage(row));
    return c.redirect(returnUrl(row, config), 303);
  }

  return (
    new Hono<AppEnv>()
      // mode 'get' of paymentParameters: the shopper's browser navigates here
      .get('/pay/session/:paymentId', async (c) => {
        const row = await sessionPayment(c, c.req.query('client_secret'));
        return row ? show(c, row) : html(c, missingPage(), 404);
      })

      // mode 'post' (the shop's auto-submitted form), and every step of the page's own forms
      .post('/pay/session/:paymentId', async (c) => {
        const form = await readForm(c);
        const row = await sessionPayment(c, form.client_secret);
        if (!row) return html(c, missingPage(), 404);
        const step = form.step;
        if (step === 'card' && row.status === 'requires_action') {
          const card: CardInput = { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' };
          const problems = cardProblems(card, new Date());
          if (Object.keys(problems).length) return html(c, cardPage(row, card, problems), 422);
          return show(c, await settle(db, row.id, outcomeOfCard(card.number), config, card));
        }
        if (step === 'cancel' && row.status === 'requires_action') return show(c, await settle(db, row.id, 'failed', config));
        if ((step === 'confirm' || step === 'refuse') && row.status === 'requires_confirmation') {
          return show(c, await settle(db, row.id, step === 'confirm' ? 'succeeded' : 'failed', config));
        }
        // arriving from the shop, or a step replayed after the payment moved on: the page as it now is
        return show(c, row);
      })
  );
}

/** payment-feedback-recurrent, under /ebsn/api: the customer's own result, checked, and the order it paid. */
export function paymentFeedbackRoutes(deps: Deps) {
  const { db, config } = deps;
  return new Hono<AppEnv>().get('/payment-feedback-recurrent', validQuery(feedbackQuery), async (c) => {
    const userId = c.get('session')?.userId ?? -1;
    if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
    const q = c.req.valid('query');
    const row = await readFeedback(
      db,
      userId,
      { redirectStatus: q.redirect_status, paymentId: q.payment_id, clientSecret: q.payment_intent_client_secret, signature: q.signature },
      config,
    );
    if (!row) return fail(c, FEEDBACK_REFUSED);
    const paid = { paymentId: row.id, status: row.status, purpose: row.purpose };
    // a payment that saved a card answers the card it saved; an order's, the order
    if (row.orderId === null) {
      const [auth] = row.userPaymentAuthId
        ? (await listAuths(db, userId)).filter((a) => a.userPaymentAuthId === row.userPaymentAuthId)
        : [];
      return ok(c, { payment: paid, ...(auth ? { userPaymentAuth: auth } : {}) });
    }
    return ok(c, { payment: paid, order: await viewOrder(db, userId, row.orderId) });
  });
}
