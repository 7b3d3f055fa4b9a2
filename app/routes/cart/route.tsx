// The cart (shopping.md §2 "Cart drawer", "Cart item list"): the page works without JS; with JS the
// header's cart link opens the same content in a drawer. Every change is a POST form with a named
// intent (add, update, remove, empty, info, alternatives), answered by ./cart.server. Confirmations
// (remove a line, empty the cart) and the selectable promotion's question are steps of this page
// (`?remove=<itemId>`, `?empty=1`, `?promo=<productId>`), so they work without JS too.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CartView } from '~/components/cart/CartView';
import { tCart as t } from '~/i18n/cart';
import { defineAction, intent } from '~/lib/action.server';
import { documentTitle } from '~/lib/seo';
import { getShopper, respond } from '~/lib/shopper.server';
import { acceptAlternatives, add, addRefused, cartPage, empty, infoRejected, removeLine, saveInfo, updateLine } from './cart.server';
import { addToCartSchema, alternativesSchema, CART_INTENT, emptySchema, infoSchema, removeSchema, updateSchema } from './forms';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  return respond(shopper, await cartPage(request, shopper));
}

export const action = defineAction({
  intents: {
    [CART_INTENT.add]: intent({
      schema: addToCartSchema,
      answersCart: true,
      run: ({ shopper, value }) => add(shopper, value),
      invalid: ({ shopper, submission }) => addRefused(shopper, submission.payload),
    }),
    [CART_INTENT.update]: intent({ schema: updateSchema, run: ({ shopper, value }) => updateLine(shopper, value) }),
    [CART_INTENT.remove]: intent({ schema: removeSchema, run: ({ shopper, value }) => removeLine(shopper, value) }),
    [CART_INTENT.empty]: intent({ schema: emptySchema, run: ({ shopper, value }) => empty(shopper, value) }),
    [CART_INTENT.info]: intent({
      schema: infoSchema,
      invalid: ({ shopper, submission }) => infoRejected(shopper, submission),
      run: ({ shopper, value }) => saveInfo(shopper, value),
    }),
    [CART_INTENT.alternatives]: intent({ schema: alternativesSchema, run: ({ shopper, value }) => acceptAlternatives(shopper, value) }),
  },
});

export const meta: MetaFunction = () => [{ title: documentTitle(t('title')) }, { name: 'robots', content: 'noindex' }];

export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  return <CartView data={data} />;
}
