// The wish list calls of the commerce API (shopping.md §3 "Wish list", §6, §7 "Wish lists";
// docs/decisions/026-wish-lists.md): wishlist/list, view, insert, update, delete, select, add_prod,
// update_prods, delete_prods, our share and unshare (a READ grant to another customer),
// and cart/add-all-from-wishlist, which answers the cart as cart/add does. An item's product is the
// listing's product, as a cart line's; a product no longer sold may come back as its id alone.
import { z } from 'zod';
import { cartSchema } from './cart.server';
import { ebsn, type ApiContext } from './client.server';
import { EbsnError } from './errors';
import { productSchema } from './schemas';

const num = z.coerce.number();

/** the refusal of a list the customer may not read: another customer's reads as one that never was */
export const LIST_NOT_FOUND = 'error.wishlist.notFound';

// no name of anyone is read (issue 26): a shared list says it is read-only, not whose it is
const sharingSchema = z.object({ grant: z.string() }).passthrough();

export const wishlistSummarySchema = z
  .object({
    id: num,
    listId: num.optional(),
    name: z.string(),
    size: num.default(0),
    isDefault: z.boolean().optional(),
    // only on a list shared with the reader: READ is not editable (spec §6)
    sharingData: sharingSchema.optional(),
  })
  .passthrough();
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;

const infosSchema = z.record(z.string(), z.coerce.string()).optional();

export const wishlistItemSchema = z
  .object({ itemId: num, product: productSchema, quantity: num, weight: num.optional(), infos: infosSchema })
  .passthrough();
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** a product no longer sold: the listing's product when it is still known, its id alone when it is gone */
export const inactiveItemSchema = z
  .object({
    itemId: num,
    product: productSchema.partial().required({ productId: true }),
    quantity: num,
    weight: num.optional(),
    infos: infosSchema,
  })
  .passthrough();
export type InactiveWishlistItem = z.infer<typeof inactiveItemSchema>;

export const wishlistSchema = wishlistSummarySchema
  .extend({
    // the owner's view only: the addresses the list is shared with
    sharedWith: z.array(z.object({ email: z.string(), grant: z.string() }).passthrough()).optional(),
    wishlistItems: z.array(wishlistItemSchema).default([]),
    wishlistInactiveItems: z.array(inactiveItemSchema).default([]),
  })
  .passthrough();
export type Wishlist = z.infer<typeof wishlistSchema>;

const wishlistPageSchema = z.object({
  personalList: z.array(wishlistSummarySchema).default([]),
  page: z.object({ selPage: num, totPages: num, totItems: num }).passthrough().optional(),
});
export type WishlistPage = z.infer<typeof wishlistPageSchema>;

/** Whether the reader may change the list: not one shared with them READ (spec §6). */
export function isEditable(list: Pick<WishlistSummary, 'sharingData'>): boolean {
  return list.sharingData?.grant !== 'READ';
}

/** Whether a refusal is the one of a list the customer may not read (or that does not exist). */
export function isListNotFound(error: unknown): boolean {
  return error instanceof EbsnError && error.messages.some((m) => m.code === LIST_NOT_FOUND);
}

/** wishlist/list: the customer's own lists (the default first) and then those shared with them. */
export async function listWishlists(api: ApiContext, { page = 1, pageSize = 100 }: { page?: number; pageSize?: number } = {}) {
  const { data } = await ebsn(api, { path: 'wishlist/list', query: { page, pageSize }, schema: wishlistPageSchema });
  return data;
}

/** wishlist/view: one list with its items, the ones no longer sold apart. */
export async function viewWishlist(api: ApiContext, listId: number): Promise<Wishlist> {
  const { data } = await ebsn(api, {
    path: 'wishlist/view',
    query: { list_id: listId, calculate_stock: 'true' },
    schema: wishlistSchema,
  });
  return data;
}

async function post(api: ApiContext, path: string, json: unknown) {
  const { data } = await ebsn(api, { path: `wishlist/${path}`, method: 'POST', json, schema: wishlistSchema });
  return data;
}

/** wishlist/insert: a new empty list (the customer's first becomes the default). */
export const createWishlist = (api: ApiContext, name: string) => post(api, 'insert', { name });
/** wishlist/update: a new name. */
export const renameWishlist = (api: ApiContext, listId: number, name: string) => post(api, 'update', { list_id: listId, name });
/** wishlist/select: the customer's default list. */
export const selectDefaultWishlist = (api: ApiContext, listId: number) => post(api, 'select', { list_id: listId });

/** wishlist/delete: the list goes; the answer is the customer's lists as they are now. */
export async function deleteWishlist(api: ApiContext, listId: number): Promise<WishlistPage> {
  const { data } = await ebsn(api, { path: 'wishlist/delete', method: 'POST', json: { list_id: listId }, schema: wishlistPageSchema });
  return data;
}

export type WishlistAddItem = { productId: number; quantity?: number; weight?: number; infos?: Record<string, string> };

/** wishlist/add_prod: products in (a product already there with the same options has its quantity raised). */
export const addToWishlist = (api: ApiContext, listId: number, items: WishlistAddItem[]) =>
  post(api, 'add_prod', { wishlistId: listId, items });
/** wishlist/update_prods: absolute quantities (0 removes). */
export const updateWishlistItems = (api: ApiContext, listId: number, items: Array<{ itemId: number; quantity: number }>) =>
  post(api, 'update_prods', { wishlistId: listId, items });
/** wishlist/delete_prods: whole items out. */
export const deleteWishlistItems = (api: ApiContext, listId: number, items: Array<{ itemId: number }>) =>
  post(api, 'delete_prods', { wishlistId: listId, items });
/** wishlist/share (ours): the list read-only for an e-mail address, which is invited by e-mail. */
export const shareWishlist = (api: ApiContext, listId: number, email: string) =>
  post(api, 'share', { list_id: listId, e_mail: email, grant: 'READ' });
/** wishlist/unshare (ours): that address no longer reads the list. */
export const unshareWishlist = (api: ApiContext, listId: number, email: string) => post(api, 'unshare', { list_id: listId, e_mail: email });

/**
 * cart/add-all-from-wishlist: every active item into the cart, through the cart's gate (address, then
 * slot). The whole answer, cart and messages, as addToCart: a success is told only without messages.
 */
export const addAllFromWishlist = (api: ApiContext, listId: number) =>
  ebsn(api, { path: 'cart/add-all-from-wishlist', method: 'POST', json: { list_id: listId }, schema: cartSchema });
