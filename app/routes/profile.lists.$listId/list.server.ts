// What a wish list's page reads of the list, and what its forms do; a refusal saying the list is not
// there (another customer's) is the page not found, the others are said back on the page.
import type { EbsnError } from '~/ebsn/errors';
import {
  deleteWishlistItems,
  isEditable,
  isListNotFound,
  shareWishlist,
  unshareWishlist,
  updateWishlistItems,
  viewWishlist,
  type Wishlist,
} from '~/ebsn/wishlist.server';
import { tLists as t } from '~/i18n/lists';
import { quantityLabel, shownQuantity, storedQuantity } from '~/lib/cart-quantity';
import { failure, notFound, type FailureOptions } from '~/lib/failures.server';
import { idOf } from '~/lib/ids';
import { addAllToCart, flashOutcome } from '~/lib/pending-add.server';
import { flashMessage, goTo, type Shopper } from '~/lib/shopper.server';

/** The list of the address: an id in range, or the page is not found. */
export function listIdOf(param: string | undefined): number {
  return idOf(param) ?? notFound();
}

export const listPath = (listId: number) => `/profile/lists/${listId}`;

/** What the page shows of a list. */
function listPage(list: Wishlist) {
  return {
    id: list.id,
    name: list.name,
    isDefault: list.isDefault === true,
    // the owner's view carries no sharingData; READ is not editable (spec §6)
    own: !list.sharingData,
    editable: isEditable(list),
    items: list.wishlistItems.map((item) => ({
      itemId: item.itemId,
      name: item.product.name,
      brand: item.product.shortDescr ?? null,
      pack: item.product.description ?? null,
      slug: item.product.slug,
      shown: shownQuantity(item.quantity, item.product.productInfos),
      label: quantityLabel(item.quantity, item.product.productInfos),
    })),
    inactive: list.wishlistInactiveItems.map((item) => ({
      itemId: item.itemId,
      name: item.product.name ?? t('list.unknownProduct', { productId: item.product.productId }),
      slug: item.product.slug ?? null,
      label: quantityLabel(item.quantity, item.product.productInfos),
    })),
    // the addresses only: never whose they are (issue 26, decision 051)
    sharedWith: (list.sharedWith ?? []).map((share) => share.email),
  };
}

export async function readList(shopper: Shopper, request: Request, listId: number) {
  try {
    return listPage(await viewWishlist(shopper.api, listId));
  } catch (error) {
    // another customer's list, or none: the same answer
    if (isListNotFound(error)) notFound();
    return failure(error, request, shopper);
  }
}

/**
 * A refusal of the backend: the list not there is a 404; otherwise its words on the list's page (or,
 * for everything to the cart without an address or a slot, the step it asks for, the add waiting).
 */
export function listRefused(shopper: Shopper, request: Request, error: EbsnError, options: FailureOptions) {
  if (isListNotFound(error)) notFound();
  return failure(error, request, shopper, options);
}

/** Typed in the unit the product is sold by (g for a product sold by the gram): the list stores the cart's unit. */
export async function updateItem(shopper: Shopper, listId: number, itemId: number, typed: number) {
  const before = await viewWishlist(shopper.api, listId);
  const item = before.wishlistItems.find((i) => i.itemId === itemId);
  const quantity = item ? storedQuantity(typed, item.product.productInfos) : typed;
  const after = await updateWishlistItems(shopper.api, listId, [{ itemId, quantity }]);
  const updated = after.wishlistItems.find((i) => i.itemId === itemId);
  flashMessage(shopper, {
    level: 'success',
    text: updated
      ? t('list.updated', { quantity: quantityLabel(updated.quantity, updated.product.productInfos), name: updated.product.name })
      : t('list.removed'),
  });
  return goTo(shopper, listPath(listId));
}

export async function removeItem(shopper: Shopper, listId: number, itemId: number) {
  await deleteWishlistItems(shopper.api, listId, [{ itemId }]);
  flashMessage(shopper, { level: 'success', text: t('list.removed') });
  return goTo(shopper, listPath(listId));
}

export async function addListToCart(shopper: Shopper, listId: number) {
  flashOutcome(shopper, await addAllToCart(shopper, { addAll: 'list', id: listId }));
  return goTo(shopper, '/cart');
}

export async function shareList(shopper: Shopper, listId: number, email: string) {
  await shareWishlist(shopper.api, listId, email);
  flashMessage(shopper, { level: 'success', text: t('list.share.done', { email }) });
  return goTo(shopper, listPath(listId));
}

export async function unshareList(shopper: Shopper, listId: number, email: string) {
  await unshareWishlist(shopper.api, listId, email);
  flashMessage(shopper, { level: 'success', text: t('list.share.stopped', { email }) });
  return goTo(shopper, listPath(listId));
}
