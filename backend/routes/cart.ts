// The cart calls (shopping.md §7 "Cart", docs/decisions/014-shopping-loop.md): GET cart/view, POST
// cart/add, update, delete, empty, update-cart-info, update-infos, add-all-from-wishlist, GET
// cart/purchase-restriction and GET delivery-fee/view. Every write answers the whole cart. Bodies are JSON as 014 writes them; a
// form-encoded body is read as one item (productId, quantity, itemId, accept_alternatives, use_wpid,
// infos[<option>]) for clients that post plain forms.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { cartOfSession, lockCart, type CartRow } from '../cart/carts';
import { feeBands, feeView } from '../cart/fees';
import { addItems, deleteItems, emptyCart, setCartInfo, updateItemInfos, updateItems } from '../cart/lines';
import { purchaseRestrictions } from '../cart/purchase-restriction';
import { CART_REFUSALS } from '../cart/messages';
import { cartView, goodsCentsOf, pricedLines } from '../cart/view';
import { addGiftCode, certificateWire, removeGiftCode, usableCertificate } from '../cart/gift-codes';
import { invalidCodeMessage } from '../../domain/gift-codes';
import { renewLockedSlotHold } from '../slots/holds';
import { vouchedClientAddress } from '../accounts/client-address';
import { requestOrigin } from '../ebsn/origin';
import { parseNestedJson, readBody } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, failMany, ok } from '../ebsn/envelope';
import { present } from '../ebsn/null-free';
import { ensureSession } from '../ebsn/session';
import { bodyId, lenientFlagParam, safeText, textParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { invoiceProblems, normaliseInvoice } from '../../domain/invoice';
import { round3 } from '../../domain/quantity';
import { isReadableNote } from '../../domain/validators';
import type { Tx } from '../cart/carts';
import { addListToCart } from '../lists/items';

/** longest order comment kept (the courier's note, not a letter) */
export const ORDER_COMMENT_MAX = 500;
/** lines one call may touch */
const MAX_ITEMS = 100;

const id = bodyId;

// quantities: pieces, or kg / l for loose goods, 3 decimals at most (spec §4)
const quantity = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,6}([.,]\d+)?$/, 'deve essere un numero')
      .transform((v) => Number(v.replace(',', '.'))),
  ])
  .pipe(
    z
      .number()
      .finite()
      .min(0)
      .max(10_000)
      .refine((n) => round3(n) === n, 'può avere al massimo 3 decimali'),
  );

const flagString = z.union([z.enum(['true', 'false']), z.boolean().transform((b) => (b ? 'true' : 'false'))]);

const lineInfosInput = z
  .record(z.string().max(60), z.union([safeText(100), z.boolean().transform(String), z.number().transform(String)]))
  .refine((o) => Object.keys(o).length <= 20, 'contiene troppi valori')
  .refine((o) => o.accept_alternatives === undefined || o.accept_alternatives === 'true' || o.accept_alternatives === 'false', {
    message: "accept_alternatives deve essere 'true' o 'false'",
  });

const addBody = z.object({
  items: z
    .array(
      z.object({
        productId: id,
        quantity: quantity.refine((n) => n > 0, 'deve essere maggiore di zero'),
        infos: lineInfosInput.optional(),
        // the server decides package mode from the quantity; accepted because clients send it
        is_package: flagString.optional(),
        use_wpid: z
          .union([
            z.number(),
            z
              .string()
              .trim()
              .regex(/^-?\d{1,10}$/, 'deve essere un numero intero')
              .transform(Number),
          ])
          .pipe(z.number().int().min(-1).max(MAX_ID))
          .refine((n) => n !== 0, 'non è valido')
          .optional(),
      }),
    )
    .min(1)
    .max(MAX_ITEMS),
});
const updateBody = z.object({
  items: z
    .array(z.object({ itemId: id, quantity }))
    .min(1)
    .max(MAX_ITEMS),
});
const deleteBody = z.object({
  items: z
    .array(z.object({ itemId: id }))
    .min(1)
    .max(MAX_ITEMS),
});
const infosBody = z.object({
  items: z
    .array(z.object({ itemId: id, infos: z.object({ accept_alternatives: flagString }).strict('solo accept_alternatives può cambiare') }))
    .min(1)
    .max(MAX_ITEMS),
});
const CART_PROPERTIES = ['order_comment', 'need_invoice', 'invoice_data'] as const;
/** the invoice data as a JSON string of domain/invoice's fields: 13 of at most 100 characters */
const INVOICE_DATA_MAX = 3000;
// a value is a note for people (the order's comment) or data the storefront wrote (the invoice's JSON):
// neither holds control or direction characters but a note's line breaks and tabs
const cartInfoBody = z.object({
  property: safeText(60),
  value: z.union([safeText(INVOICE_DATA_MAX).refine(isReadableNote, 'contiene caratteri non validi'), z.boolean().transform(String)]),
});

/** invoice_data: the JSON of the invoice form, checked by the form's own rules; normalised as kept */
function invoiceValue(
  value: string,
): { ok: true; value: string } | { ok: false; errors: Array<{ code: string; error: string; field: string }> } {
  // a JSON text of its own: half of a UTF-16 pair escaped in it would be kept and refused by the database
  const parsed = parseNestedJson(value)?.value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return {
      ok: false,
      errors: [{ code: 'error.validation', error: 'I dati per la fattura devono essere un oggetto JSON.', field: 'invoice_data' }],
    };
  }
  const data = normaliseInvoice(parsed as Record<string, unknown>);
  const problems = Object.entries(invoiceProblems(data));
  if (problems.length)
    return { ok: false, errors: problems.map(([field, error]) => ({ code: 'error.invoice.field', error: error!, field })) };
  return { ok: true, value: JSON.stringify(data) };
}
const viewQuery = z.object({ show_sectors: lenientFlagParam });
const wishlistBody = z.object({ list_id: id });
// a gift code as typed: what GIFT_CODE allows once trimmed; anything else is refused as not valid
const giftCodeText = safeText(60).refine((v) => v.trim().length > 0, 'è obbligatorio');
const giftQuery = z.object({ code: textParam(60).pipe(giftCodeText) });
const giftBody = z.object({ code: giftCodeText });

/** a form body as the one item it describes: flat fields, options as infos[<parameterName>] */
function formAsItem(form: Record<string, string>) {
  const infos: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const option = /^infos\[(.+)\]$/.exec(key);
    if (option) infos[option[1]] = value;
  }
  if (form.accept_alternatives !== undefined) infos.accept_alternatives = form.accept_alternatives;
  return present({
    productId: form.productId ?? form.product_id,
    itemId: form.itemId ?? form.item_id,
    quantity: form.quantity,
    use_wpid: form.use_wpid,
    is_package: form.is_package,
    infos: Object.keys(infos).length ? infos : null,
  });
}

const oneItem = { form: (form: Record<string, string>) => ({ items: [formAsItem(form)] }) };

export function cartRoutes(deps: Deps) {
  const { db, config } = deps;

  /** A cart that is not one for this shopper yet: what view and the fee answer before the first add. */
  const noCart = (): CartRow => ({
    id: 0,
    userId: null,
    sessionTokenHash: null,
    editingOrderId: null,
    mealTicketTypeId: null,
    deliveryServiceId: null,
    addressId: null,
    warehouseId: null,
    timeslotDate: null,
    timeslotId: null,
    cartStatusId: 1,
    infos: {},
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });

  const loggedOrAnonymous = (c: Context<AppEnv>) => (c.get('session')?.userId ?? -1) > 0 || config.anonymousCart;

  async function sessionCart(c: Context<AppEnv>, create: boolean): Promise<CartRow | undefined> {
    return cartOfSession(db, c.get('session'), { anonymousCart: config.anonymousCart, create });
  }

  /**
   * A write on the shopper's cart, in one transaction; answers the whole cart, or the refusal.
   * `gated` (cart/add): the spec's order, logged in, then an address, then a slot, unless the
   * anonymous-cart setting is on (spec §4: then none of the three is asked).
   */
  async function write(c: Context<AppEnv>, run: (tx: Tx, cartId: number) => Promise<CartRow | void>, gated = false) {
    if (!loggedOrAnonymous(c)) return fail(c, CART_REFUSALS.notLogged);
    // a guest's first write (ANONYMOUS_CART) is what makes the session its cart belongs to
    await ensureSession(c, deps);
    const row = await sessionCart(c, true);
    if (!row) return fail(c, CART_REFUSALS.notLogged);
    if (gated && !config.anonymousCart) {
      if (!row.addressId) return fail(c, CART_REFUSALS.noAddress);
      if (!row.timeslotDate || row.timeslotId === null) return fail(c, CART_REFUSALS.noTimeslot);
    }
    const holdConfig = { ...config, clientAddress: vouchedClientAddress(requestOrigin(c), config) };
    const fresh = await db.transaction(async (tx) => {
      // the changes of lines answer the cart's row as they left it (cart/lines.ts touch); the others
      // are read back
      const left = await run(tx, row.id);
      // A move toward a checkout: the slot keeps its place SLOT_HOLD_MINUTES more, or takes one now
      // that the cart has something in it (slots/holds.ts HOLD_MOVES). In the change's transaction,
      // under the cart's lock, on the cart as the change left it: one commit, not two.
      const changed = left ?? (await lockCart(tx, row.id))!;
      const held = await renewLockedSlotHold(tx, changed, holdConfig);
      return held === 'cleared' ? { ...changed, timeslotDate: null, timeslotId: null } : changed;
    });
    return ok(c, await cartView(db, fresh, { showSectors: showSectors(c), config }));
  }

  const showSectors = (c: Context<AppEnv>) => {
    const parsed = viewQuery.safeParse({ show_sectors: c.req.query('show_sectors') });
    return parsed.success ? parsed.data.show_sectors === true : false;
  };

  return (
    new Hono<AppEnv>()
      .get('/cart/view', validQuery(viewQuery), async (c) => {
        if (!loggedOrAnonymous(c)) return fail(c, CART_REFUSALS.notLogged);
        const found = await sessionCart(c, false);
        // a read: it does not renew the slot's hold (slots/holds.ts HOLD_MOVES); cartView drops a
        // lapsed slot that has no room left
        const row = found ?? noCart();
        return ok(c, await cartView(db, row, { showSectors: c.req.valid('query').show_sectors === true, config }));
      })

      .post('/cart/add', validQuery(viewQuery), async (c) => {
        const body = await readBody(c, addBody, oneItem);
        return write(
          c,
          (tx, cartId) =>
            addItems(
              tx,
              cartId,
              body.items.map((i) => ({ productId: i.productId, quantity: i.quantity, infos: i.infos, useWpid: i.use_wpid })),
            ),
          true,
        );
      })

      // every active item of a wish list (the customer's own or one shared with them), through
      // cart/add's gate and path (backend/lists/items.ts addListToCart; decision 026)
      .post('/cart/add-all-from-wishlist', validQuery(viewQuery), async (c) => {
        const { list_id: listId } = await readBody(c, wishlistBody);
        const userId = c.get('session')?.userId ?? -1;
        if (userId <= 0) return fail(c, CART_REFUSALS.notLogged);
        return write(c, (tx, cartId) => addListToCart(tx, cartId, userId, listId), true);
      })

      .post('/cart/update', validQuery(viewQuery), async (c) => {
        const body = await readBody(c, updateBody, oneItem);
        return write(c, (tx, cartId) => updateItems(tx, cartId, body.items));
      })

      .post('/cart/delete', validQuery(viewQuery), async (c) => {
        const body = await readBody(c, deleteBody, oneItem);
        return write(c, (tx, cartId) =>
          deleteItems(
            tx,
            cartId,
            body.items.map((i) => i.itemId),
          ),
        );
      })

      .post('/cart/empty', validQuery(viewQuery), async (c) => write(c, (tx, cartId) => emptyCart(tx, cartId)))

      // gift codes (shopping.md §7 cart-giftcertificate): a customer's, on their cart
      .get('/cart-giftcertificate/check', validQuery(giftQuery), async (c) => {
        const userId = c.get('session')?.userId ?? -1;
        if (userId <= 0) return fail(c, CART_REFUSALS.notLogged);
        const code = c.req.valid('query').code;
        const cert = await usableCertificate(db, userId, code);
        if (!cert) return fail(c, CART_REFUSALS.giftCode(invalidCodeMessage(code.trim())));
        return ok(c, { giftCertificate: certificateWire(cert) });
      })
      .post('/cart-giftcertificate/add_code', validQuery(viewQuery), async (c) => {
        const { code } = await readBody(c, giftBody);
        const userId = c.get('session')?.userId ?? -1;
        if (userId <= 0) return fail(c, CART_REFUSALS.notLogged);
        return write(c, (tx, cartId) => addGiftCode(tx, cartId, userId, code));
      })
      .post('/cart-giftcertificate/remove_code', validQuery(viewQuery), async (c) => {
        const { code } = await readBody(c, giftBody);
        return write(c, (tx, cartId) => removeGiftCode(tx, cartId, code));
      })

      .post('/cart/update-infos', validQuery(viewQuery), async (c) => {
        const body = await readBody(c, infosBody, oneItem);
        return write(c, (tx, cartId) => updateItemInfos(tx, cartId, body.items));
      })

      .post('/cart/update-cart-info', validQuery(viewQuery), async (c) => {
        const body = await readBody(c, cartInfoBody);
        const property = body.property as (typeof CART_PROPERTIES)[number];
        if (!CART_PROPERTIES.includes(property)) return fail(c, CART_REFUSALS.property(body.property), 400);
        let value = body.value;
        if (property === 'need_invoice') {
          if (value !== 'true' && value !== 'false') {
            return fail(c, { code: 'error.validation', error: `Il parametro "value" deve essere 'true' o 'false' per need_invoice.` }, 400);
          }
        } else if (property === 'invoice_data') {
          const invoice = invoiceValue(value);
          if (!invoice.ok) return failMany(c, invoice.errors, 400);
          value = invoice.value;
        } else {
          value = value.trim();
          if (value.length > ORDER_COMMENT_MAX) {
            return fail(
              c,
              { code: 'error.validation', error: `Il parametro "value" può contenere al massimo ${ORDER_COMMENT_MAX} caratteri.` },
              400,
            );
          }
        }
        return write(c, (tx, cartId) => setCartInfo(tx, cartId, property, value));
      })

      .get('/cart/purchase-restriction', async (c) => {
        if (!loggedOrAnonymous(c)) return fail(c, CART_REFUSALS.notLogged);
        const row = await sessionCart(c, false);
        return ok(c, await purchaseRestrictions(db, row));
      })

      .get('/delivery-fee/view', async (c) => {
        const row = loggedOrAnonymous(c) ? await sessionCart(c, false) : undefined;
        const bands = await feeBands(db, row?.deliveryServiceId);
        const goods = row ? goodsCentsOf(await pricedLines(db, row.id)) : 0;
        return ok(c, feeView(bands, goods));
      })
  );
}
