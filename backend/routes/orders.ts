// Checkout and orders (shopping.md §7 "Checkout", account.md §7 "Orders", decision 024):
// POST checkout/buy, checkout/prepare, order/payment, order/delete, order/modify,
// order/modify-payment-type and order/reserve, GET order/list
// (with its filters), order/view and order/list-retry-payment. A customer's calls only; every order
// read is by its owner. buy takes the checkout's key from `checkout_key` or the Idempotency-Key
// header: the same key again answers the same order. Bodies are JSON or a plain form, as the cart's.
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { cartOfSession } from '../cart/carts';
import { cart as cartTable } from '../db/schema';
import { cartView } from '../cart/view';
import { parseNestedJson, readBody, withoutEmpty } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, ok } from '../ebsn/envelope';
import {
  bodyId,
  clampedIntParam,
  dateParam,
  floatParam,
  intParam,
  lenientFlagParam,
  safeText,
  textParam,
  validQuery,
} from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { buy } from '../orders/checkout';
import { CHECKOUT_REFUSALS, ORDER_INFOS, ORDER_REFUSALS } from '../orders/messages';
import { cancelOrder } from '../orders/cancel';
import { modifyOrder } from '../orders/modify';
import { changePaymentType } from '../orders/payment-type';
import { addNote, listNotes, noteWire, updateNote } from '../orders/notes';
import { listOrders, ordersToPay, viewOrder, viewOrderByToken, type OrderFilters } from '../orders/orders';
import { reserveParking } from '../orders/parking';
import { prepareCheckout } from '../orders/prepare';
import { payAgain } from '../orders/unpaid';
import { openPaymentOf, paymentRedirect } from '../payments/provider';
import {
  MAX_ORDERS_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
  PARKING_DISTANCE_MAX_METRES,
  PARKING_INFO_MAX,
  RATING_MAX,
  RATING_NOTE_MAX,
} from '../../domain/orders';
import { DEFAULT_PAYMENT_TYPE_ID } from '../../domain/payments';
import { isReadableNote } from '../../domain/validators';

/** the types a chain offers at the checkout: cards (12, 13), wallets (22, 27), cash at delivery (1), paying at pickup (10) */
const PAYMENT_TYPES = [1, 10, 12, 13, 22, 27] as const;

const id = bodyId;

// a checkout key: what the storefront puts in its form (random, URL-safe), not free text
const checkoutKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'non è una chiave valida');

const buyBody = z.object({
  checkout_key: checkoutKey.optional(),
  payment_type_id: id.optional(),
  user_payment_auth_id: id.optional(),
  // the provider's extra data, as a JSON string (shopping.md §7); kept for the payment step
  payment_data: z
    .string()
    .max(2000)
    .refine((v) => parseNestedJson(v) !== undefined, 'deve essere JSON')
    .optional(),
});

const orderBody = z.object({ order_id: id });

// order/modify-payment-type (account.md §7): the new type, a saved card, the provider's extra data
const paymentTypeBody = buyBody.omit({ checkout_key: true }).extend({ order_id: id, payment_type_id: id });

// a rating note (account.md §7): 1 to 5 stars and an optional text
const noteFields = {
  rating: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/, 'deve essere un numero intero')
        .transform(Number),
    ])
    .pipe(z.number().int('deve essere un numero intero').min(1).max(RATING_MAX)),
  body: safeText(RATING_NOTE_MAX)
    .transform((v) => v.trim())
    .optional(),
};
const noteAddBody = z.object({ order_id: id, ...noteFields });
const noteUpdateBody = z.object({ noteId: id, ...noteFields });
const noteListBody = z.object({ order_id: id.optional() });

// checkout/prepare: buy's payment choice, so that it is checked too; nothing else of buy's body
const prepareBody = z.object({ payment_type_id: id.optional(), user_payment_auth_id: id.optional() });

// order/reserve (account.md §3): how far the customer still is, in metres (a phone's fractions of a
// metre are rounded away), and how the staff will recognise them
const reserveBody = z.object({
  order_id: id,
  // a form sends the number as text; anything else than digits stays text and is refused as such
  distance: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\s*-?\d{1,9}(\.\d{1,6})?\s*$/.test(v) ? Number(v) : v),
      z.number().min(0).max(PARKING_DISTANCE_MAX_METRES),
    )
    .transform(Math.round),
  reservation_info: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'è obbligatorio')
    .refine((v) => v.length <= PARKING_INFO_MAX, `può contenere al massimo ${PARKING_INFO_MAX} caratteri`)
    // one line or a few for a person to read: no control or direction characters (NUL cannot even be stored)
    .refine(isReadableNote, 'contiene caratteri non validi'),
});

const viewQuery = z.object({ order_id: intParam(1, MAX_ID).pipe(z.number({ required_error: 'è obbligatorio' })) });
const tokenQuery = viewQuery.extend({
  access_token: textParam(100).pipe(z.string({ required_error: 'è obbligatorio' }).regex(/^[A-Za-z0-9_-]+$/, 'non è valido')),
});
// order/list's filters (account.md §3): the listing parameters' rules (ebsn-wire.md): a page size out
// of range is brought into it, a value of the wrong kind is an error
const listQuery = z
  .object({
    page: intParam(1, 10_000),
    page_size: clampedIntParam(1, MAX_ORDERS_PAGE_SIZE),
    fetch_detail: lenientFlagParam,
    show_pending: lenientFlagParam,
    // modified orders replace their original only with order/modify; until then there is none to hide
    show_replaced: lenientFlagParam,
    from_date: dateParam,
    to_date: dateParam,
    from_gross_total: floatParam(0, 1_000_000),
    to_gross_total: floatParam(0, 1_000_000),
    order_type: intParam(1, MAX_ID),
    order_id: intParam(1, MAX_ID),
    warehouse_id: intParam(1, MAX_ID),
    shipping_address_id: intParam(1, MAX_ID),
    from_delivery_date: dateParam,
    to_delivery_date: dateParam,
  })
  .transform((q): OrderFilters => ({
    page: q.page ?? 1,
    pageSize: q.page_size ?? ORDERS_PAGE_SIZE,
    fetchDetail: q.fetch_detail,
    showPending: q.show_pending,
    fromDate: q.from_date,
    toDate: q.to_date,
    fromGrossCents: q.from_gross_total === undefined ? undefined : Math.round(q.from_gross_total * 100),
    toGrossCents: q.to_gross_total === undefined ? undefined : Math.round(q.to_gross_total * 100),
    orderType: q.order_type,
    orderId: q.order_id,
    warehouseId: q.warehouse_id,
    shippingAddressId: q.shipping_address_id,
    fromDeliveryDate: q.from_delivery_date,
    toDeliveryDate: q.to_delivery_date,
  }));

export function orderRoutes(deps: Deps) {
  const { db, config } = deps;
  const customerId = (c: Context<AppEnv>) => c.get('session')?.userId ?? -1;

  return (
    new Hono<AppEnv>()
      .post('/checkout/buy', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const body = await readBody(c, buyBody, { form: withoutEmpty });
        const headerKey = checkoutKey.safeParse(c.req.header('idempotency-key') ?? '');
        const key = body.checkout_key ?? (headerKey.success ? headerKey.data : undefined);
        const paymentTypeId = body.payment_type_id ?? DEFAULT_PAYMENT_TYPE_ID;
        if (!(PAYMENT_TYPES as readonly number[]).includes(paymentTypeId)) {
          return fail(c, CHECKOUT_REFUSALS.paymentType);
        }
        const cart = await cartOfSession(db, c.get('session'), { anonymousCart: false, create: false });
        if (!cart) return fail(c, CHECKOUT_REFUSALS.emptyCart);
        const outcome = await buy(
          db,
          cart.id,
          // without a key the buy still happens once per cart's content: a second finds the cart empty
          { userId, checkoutKey: key ?? crypto.randomUUID(), paymentTypeId, userPaymentAuthId: body.user_payment_auth_id },
          config,
        );
        if (!outcome.ok) return fail(c, outcome.refusal);
        // paid online: where to send the shopper (again, for a repeated buy whose payment still waits)
        const open = await openPaymentOf(db, outcome.orderId);
        return ok(c, { ...(await viewOrder(db, userId, outcome.orderId)), ...(open ? paymentRedirect(open, config) : {}) });
      })

      // buy's checks without buying: the first refusal buy would answer, or the cart that would be bought
      .post('/checkout/prepare', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const body = await readBody(c, prepareBody, { form: withoutEmpty });
        const paymentTypeId = body.payment_type_id ?? DEFAULT_PAYMENT_TYPE_ID;
        if (!(PAYMENT_TYPES as readonly number[]).includes(paymentTypeId)) {
          return fail(c, CHECKOUT_REFUSALS.paymentType);
        }
        const cart = await cartOfSession(db, c.get('session'), { anonymousCart: false, create: false });
        if (!cart) return fail(c, CHECKOUT_REFUSALS.emptyCart);
        const outcome = await prepareCheckout(db, cart.id, { userId, paymentTypeId, userPaymentAuthId: body.user_payment_auth_id }, config);
        if (!outcome.ok) return fail(c, outcome.refusal);
        return ok(c, await cartView(db, outcome.cart, { config }));
      })

      // pay again: the unpaid order's payment to finish, and where to send the shopper for it
      .post('/order/payment', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const { order_id: orderId } = await readBody(c, orderBody);
        const outcome = await payAgain(db, userId, orderId);
        return ok(c, { ...(await viewOrder(db, userId, orderId)), ...paymentRedirect(outcome.payment, config) });
      })

      .get('/order/list', validQuery(listQuery), async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        return ok(c, await listOrders(db, userId, c.req.valid('query')));
      })

      .get('/order/list-retry-payment', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        return ok(c, await ordersToPay(db, userId));
      })

      // cancel: the customer's own order, until the shop starts preparing it
      .post('/order/delete', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const { order_id: orderId } = await readBody(c, orderBody);
        await cancelOrder(db, userId, orderId, config);
        return ok(c, await viewOrder(db, userId, orderId));
      })

      // modify: the order comes back as the customer's cart until it is bought again (decision 025)
      .post('/order/modify', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const { order_id: orderId } = await readBody(c, orderBody);
        const cart = await cartOfSession(db, c.get('session'), { anonymousCart: false, create: true });
        if (!cart) return fail(c, CHECKOUT_REFUSALS.notLogged);
        await modifyOrder(db, userId, cart.id, orderId);
        const [row] = await db.select().from(cartTable).where(eq(cartTable.id, cart.id)).limit(1);
        return ok(c, await cartView(db, row, { config }));
      })

      // pay a placed order another way, until the shop starts preparing it (decision 025)
      .post('/order/modify-payment-type', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const body = await readBody(c, paymentTypeBody, { form: withoutEmpty });
        if (!(PAYMENT_TYPES as readonly number[]).includes(body.payment_type_id)) {
          return fail(c, CHECKOUT_REFUSALS.paymentType);
        }
        await changePaymentType(
          db,
          userId,
          body.order_id,
          { paymentTypeId: body.payment_type_id, userPaymentAuthId: body.user_payment_auth_id },
          config,
        );
        const open = await openPaymentOf(db, body.order_id);
        return ok(c, { ...(await viewOrder(db, userId, body.order_id)), ...(open ? paymentRedirect(open, config) : {}) });
      })

      // the customer on the way to collect a pickup order: the staff see how far and whom to look for
      .post('/order/reserve', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const body = await readBody(c, reserveBody, { form: withoutEmpty });
        const outcome = await reserveParking(db, userId, body.order_id, {
          distanceMetres: body.distance,
          reservationInfo: body.reservation_info,
        });
        const info = outcome.replaced ? ORDER_INFOS.parkingUpdated : ORDER_INFOS.parkingReserved;
        return ok(c, await viewOrder(db, userId, body.order_id), { infos: [info] });
      })

      // the guest view: the token of the order's confirmation e-mail is the key, no login
      .get('/token-order/view', validQuery(tokenQuery), async (c) => {
        const { order_id: orderId, access_token: token } = c.req.valid('query');
        const order = await viewOrderByToken(db, orderId, token);
        if (!order) return fail(c, ORDER_REFUSALS.notFound);
        // what a guest reads of it: no way to act on it without logging in
        return ok(c, { ...order, isEditable: false, isDeletable: false, isPayable: false });
      })

      // rating notes: the customer's own arrived orders, one note each
      .post('/note/order/add', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const body = await readBody(c, noteAddBody, { form: withoutEmpty });
        const outcome = await addNote(db, userId, body.order_id, body.rating, body.body ?? '');
        return ok(c, noteWire(outcome.note));
      })
      .post('/note/order/update', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const body = await readBody(c, noteUpdateBody, { form: withoutEmpty });
        const outcome = await updateNote(db, userId, body.noteId, body.rating, body.body ?? '');
        return ok(c, noteWire(outcome.note));
      })
      .post('/note/list', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const body = await readBody(c, noteListBody, { form: withoutEmpty });
        return ok(c, { notes: await listNotes(db, userId, body.order_id) });
      })

      .get('/order/view', validQuery(viewQuery), async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return fail(c, CHECKOUT_REFUSALS.notLogged);
        const order = await viewOrder(db, userId, c.req.valid('query').order_id);
        if (!order) return fail(c, ORDER_REFUSALS.notFound);
        return ok(c, order);
      })
  );
}
