// The wish list calls (shopping.md §7 "Wish lists"; decision 026): GET wishlist/list (page, pageSize)
// and wishlist/view (list_id, calculate_stock, wishlist_type_id); POST wishlist/insert, update,
// delete, select, confirm, add_prod, update_prods, delete_prods; and ours, POST wishlist/share and
// wishlist/unshare (a READ grant to another customer). A customer's calls only: a guest gets the
// cart's "not logged" refusal. Every write checks that the list is the customer's own. Bodies are
// JSON, or a plain form (list fields, and one item as flat fields for the *_prods calls).
// cart/add-all-from-wishlist is a cart call and lives with them (routes/cart.ts), through the cart's gate.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Tx } from '../cart/carts';
import { readBody, withoutEmpty } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, ok } from '../ebsn/envelope';
import { present } from '../ebsn/null-free';
import { bodyId, clampedIntParam, intParam, lenientFlagParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { visibleAddress } from '../places/addresses';
import { round3 } from '../../domain/quantity';
import { isReadableLine } from '../../domain/validators';
import { addListItems, deleteListItems, updateListItems } from '../lists/items';
import { createList, defaultList, deleteList, readableList, renameList, selectDefaultList, shareList, unshareList } from '../lists/lists';
import { LIST_NAME_MAX, LIST_REFUSALS, MAX_LIST_ITEMS } from '../lists/messages';
import { listPage, listView } from '../lists/wire';

/** lists per page unless asked (a customer has at most 50 of their own) */
export const LISTS_PAGE_SIZE = 20;
const MAX_LISTS_PAGE_SIZE = 100;

const id = bodyId;

// a list's name: trimmed, 1 to 60 characters, one line for a person to read
const listName = z
  .string({ invalid_type_error: 'deve essere un testo' })
  .max(1000)
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, 'è obbligatorio')
  .refine((v) => v.length <= LIST_NAME_MAX, `può contenere al massimo ${LIST_NAME_MAX} caratteri`)
  .refine(isReadableLine, 'contiene caratteri non validi');

// how much: pieces, or kg / l for loose goods, 3 decimals at most (as the cart)
const amount = (max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,7}([.,]\d+)?$/, 'deve essere un numero')
        .transform((v) => Number(v.replace(',', '.'))),
    ])
    .pipe(
      z
        .number()
        .finite()
        .min(0)
        .max(max)
        .refine((n) => round3(n) === n, 'può avere al massimo 3 decimali'),
    );
const quantity = amount(10_000);
const positive = <T extends z.ZodTypeAny>(schema: T) => schema.refine((n: number) => n > 0, 'deve essere maggiore di zero');

const itemInfos = z
  .record(
    z.string().max(60),
    z.union([
      z
        .string()
        .max(100)
        .refine((v) => !v.includes('\u0000'), 'contiene caratteri non validi'),
      z.boolean().transform(String),
      z.number().transform(String),
    ]),
  )
  .refine((o) => Object.keys(o).length <= 20, 'contiene troppi valori')
  .refine((o) => o.accept_alternatives === undefined || o.accept_alternatives === 'true' || o.accept_alternatives === 'false', {
    message: "accept_alternatives deve essere 'true' o 'false'",
  });

const items = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1).max(MAX_LIST_ITEMS);

const addBody = z.object({
  wishlistId: id,
  items: items(
    z
      .object({
        productId: id,
        quantity: positive(quantity).optional(),
        // grams (or millilitres) of a loose good, as the list answers it
        weight: positive(amount(10_000_000)).optional(),
        infos: itemInfos.optional(),
      })
      .refine((i) => i.quantity === undefined || i.weight === undefined, 'indica la quantità oppure il peso'),
  ),
});
const updateBody = z.object({ wishlistId: id, items: items(z.object({ itemId: id, quantity })) });
const deleteBody = z.object({
  wishlistId: id,
  items: items(
    z
      .object({ itemId: id.optional(), productId: id.optional(), quantity: quantity.optional() })
      .refine((i) => i.itemId !== undefined || i.productId !== undefined, 'indica itemId o productId'),
  ),
});

const nameBody = z.object({ name: listName });
const listBody = z.object({ list_id: id });
const renameBody = z.object({ list_id: id, name: listName });
const confirmBody = z.object({ list_id: id, address_id: id });
const email = z
  .string()
  .max(254)
  .transform((v) => v.trim())
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'deve essere un indirizzo e-mail valido');
const shareBody = z.object({ list_id: id, e_mail: email, grant: z.enum(['READ']).optional() });
const unshareBody = z.object({ list_id: id, e_mail: email });

const listQuery = z.object({
  page: intParam(1, 10_000),
  pageSize: clampedIntParam(1, MAX_LISTS_PAGE_SIZE),
  page_size: clampedIntParam(1, MAX_LISTS_PAGE_SIZE),
});
const viewQuery = z.object({
  // absent: the customer's default list
  list_id: intParam(1, MAX_ID),
  // accepted as live clients send them; every list is answered whole, with availability
  calculate_stock: lenientFlagParam,
  wishlist_type_id: intParam(0, MAX_ID),
});

/** a *_prods body: JSON as the spec writes it, or a form of one item (wishlistId, productId, itemId, quantity, weight, infos[<option>]) */
function formAsItems(form: Record<string, string>) {
  const infos: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const option = /^infos\[(.+)\]$/.exec(key);
    if (option) infos[option[1]] = value;
  }
  if (form.accept_alternatives !== undefined) infos.accept_alternatives = form.accept_alternatives;
  const item = present({
    productId: form.productId || undefined,
    itemId: form.itemId || undefined,
    quantity: form.quantity || undefined,
    weight: form.weight || undefined,
    infos: Object.keys(infos).length ? infos : null,
  });
  return { wishlistId: form.wishlistId || undefined, items: [item] };
}

export function wishlistRoutes(deps: Deps) {
  const { db } = deps;
  const customerId = (c: Context<AppEnv>) => c.get('session')?.userId ?? -1;
  const notLogged = (c: Context<AppEnv>) => fail(c, LIST_REFUSALS.notLogged);

  /** one write in one transaction; a refusal answers its message and keeps nothing */
  async function write<T>(c: Context<AppEnv>, run: (tx: Tx) => Promise<T>, answer: (result: T) => Promise<unknown>) {
    const result = await db.transaction((tx) => run(tx));
    return ok(c, await answer(result));
  }

  /** the list as the customer reads it now (after a write on it) */
  async function viewOf(userId: number, listId: number) {
    const access = await readableList(db, userId, listId);
    return access ? listView(db, access) : null;
  }

  const firstPage = (userId: number) => listPage(db, userId, 1, LISTS_PAGE_SIZE);

  return (
    new Hono<AppEnv>()
      .get('/wishlist/list', validQuery(listQuery), async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const q = c.req.valid('query');
        return ok(c, await listPage(db, userId, q.page ?? 1, q.pageSize ?? q.page_size ?? LISTS_PAGE_SIZE));
      })

      .get('/wishlist/view', validQuery(viewQuery), async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const listId = c.req.valid('query').list_id;
        if (listId === undefined) {
          const list = await defaultList(db, userId);
          if (!list) return fail(c, LIST_REFUSALS.noDefault);
          return ok(c, await listView(db, { list, own: true }));
        }
        const access = await readableList(db, userId, listId);
        if (!access) return fail(c, LIST_REFUSALS.notFound);
        return ok(c, await listView(db, access));
      })

      .post('/wishlist/insert', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const { name } = await readBody(c, nameBody, { form: withoutEmpty });
        return write(
          c,
          (tx) => createList(tx, userId, name),
          (list) => viewOf(userId, list.id),
        );
      })

      .post('/wishlist/update', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, renameBody, { form: withoutEmpty });
        return write(
          c,
          (tx) => renameList(tx, userId, body.list_id, body.name),
          () => viewOf(userId, body.list_id),
        );
      })

      // answers the customer's lists as they are now (page 1)
      .post('/wishlist/delete', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, listBody, { form: withoutEmpty });
        return write(
          c,
          (tx) => deleteList(tx, userId, body.list_id),
          () => firstPage(userId),
        );
      })

      .post('/wishlist/select', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, listBody, { form: withoutEmpty });
        return write(
          c,
          (tx) => selectDefaultList(tx, userId, body.list_id),
          () => viewOf(userId, body.list_id),
        );
      })

      // confirm (address_id, list_id): the spec names it without saying what it does. Ours: the list
      // is confirmed for a delivery address: both must be the customer's to use (their own list or
      // one shared with them; their own home address or a pickup point open to them), and the answer
      // is the list with the address id, its items apart from the ones no longer sold. Nothing is
      // stored: the cart's address stays the cart's (user-address/select) (decision 026).
      .post('/wishlist/confirm', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, confirmBody, { form: withoutEmpty });
        const access = await readableList(db, userId, body.list_id);
        if (!access) return fail(c, LIST_REFUSALS.notFound);
        const place = await visibleAddress(db, userId, body.address_id);
        if (!place) return fail(c, LIST_REFUSALS.addressNotFound);
        return ok(c, { ...(await listView(db, access)), addressId: place.id });
      })

      .post('/wishlist/add_prod', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, addBody, { form: formAsItems });
        return write(
          c,
          (tx) => addListItems(tx, userId, body.wishlistId, body.items),
          () => viewOf(userId, body.wishlistId),
        );
      })

      .post('/wishlist/update_prods', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, updateBody, { form: formAsItems });
        return write(
          c,
          (tx) => updateListItems(tx, userId, body.wishlistId, body.items),
          () => viewOf(userId, body.wishlistId),
        );
      })

      .post('/wishlist/delete_prods', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, deleteBody, { form: formAsItems });
        return write(
          c,
          (tx) => deleteListItems(tx, userId, body.wishlistId, body.items),
          () => viewOf(userId, body.wishlistId),
        );
      })

      // ours (decisions 026, 051): the owner shares a list read-only with an e-mail address, which is
      // invited by e-mail; answered alike whoever has the address
      .post('/wishlist/share', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, shareBody, { form: withoutEmpty });
        return write(
          c,
          (tx) => shareList(tx, deps.config, userId, body.list_id, body.e_mail),
          () => viewOf(userId, body.list_id),
        );
      })
      .post('/wishlist/unshare', async (c) => {
        const userId = customerId(c);
        if (userId <= 0) return notLogged(c);
        const body = await readBody(c, unshareBody, { form: withoutEmpty });
        return write(
          c,
          (tx) => unshareList(tx, userId, body.list_id, body.e_mail),
          () => viewOf(userId, body.list_id),
        );
      })
  );
}
