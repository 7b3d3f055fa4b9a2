// What the list selector reads (the product, the customer's own editable lists, where to go back)
// and its add: with the quantity a first add to the cart puts there, into a list or a new one.
import { firstAddQuantity } from '#domain/quantity';
import type { SelectorAnswer } from '~/components/lists/ListSelector';
import { getProductById } from '~/ebsn/catalog.server';
import { addToWishlist, createWishlist, isEditable, listWishlists } from '~/ebsn/wishlist.server';
import { tLists as t } from '~/i18n/lists';
import { notFound } from '~/lib/failures.server';
import { idOf } from '~/lib/ids';
import { safeRedirect } from '~/lib/safe-redirect';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { STAY_FIELD } from '~/routes/cart/forms';

/** the product a selector is for: sold, and known to the catalogue; anything else is a 404 */
export async function productOf(shopper: Shopper, value: unknown) {
  const productId = idOf(typeof value === 'string' ? value : null);
  if (!productId) notFound();
  const product = await getProductById(shopper.api, productId);
  if (!product) notFound();
  return product;
}

export async function selectorPage(shopper: Shopper, query: URLSearchParams) {
  const product = await productOf(shopper, query.get('product'));
  const { personalList } = await listWishlists(shopper.api);
  return {
    product: { id: product.productId, name: product.name, slug: product.slug },
    lists: personalList
      .filter((list) => !list.sharingData && isEditable(list))
      .map((list) => ({ id: list.id, name: list.name, isDefault: list.isDefault === true })),
    back: safeRedirect(query.get('back'), `/product/${product.slug}`),
  };
}

type Posted = { productId?: string; back?: string; [STAY_FIELD]?: string };

/** The product into the list (a new one when `name` is given); with JS the dialog stays open and says it, without the shopper goes back. */
export async function addToList(shopper: Shopper, value: Posted & ({ listId: number } | { name: string })) {
  const product = await productOf(shopper, value.productId);
  const listId = 'listId' in value ? value.listId : (await createWishlist(shopper.api, value.name)).id;
  const list = await addToWishlist(shopper.api, listId, [
    { productId: product.productId, quantity: firstAddQuantity(product.productInfos, product.minAcq) },
  ]);
  const text = t('selector.added', { product: product.name, name: list.name });
  flashMessage(shopper, { level: 'success', text });
  return value[STAY_FIELD] === '1'
    ? respond(shopper, { ok: true, text } satisfies SelectorAnswer)
    : goTo(shopper, safeRedirect(value.back, '/profile/lists'));
}

/** A refusal (the form's or the backend's): the dialog, or the page, says it. */
export function selectorRefused(shopper: Shopper, answer: Extract<SelectorAnswer, { ok: false }>) {
  return respond(shopper, answer, { status: 400 });
}
