// Aggiungi alla lista (shopping.md §2 "List selector dialog", §7 wishlist/insert, add_prod): the page
// a product's «Aggiungi alla lista» leads to without JS (with JS the same forms open in a dialog over
// the product, components/lists/ListSelector). `?product=<id>&back=<path>`: the product, and the page
// to return to once it is in a list. Only the customer's own lists are offered (a shared one is
// read-only). The product goes in with the quantity a first add to the cart puts there.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { ListSelector, type SelectorAnswer } from '~/components/lists/ListSelector';
import { tLists as t } from '~/i18n/lists';
import type { EbsnError } from '~/ebsn/errors';
import { defineAction, intent, type ActionContext } from '~/lib/action.server';
import { refusalTexts } from '~/lib/api-messages.server';
import { requireUser } from '~/lib/auth.server';
import { badRequest, failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { rejectedName } from '~/lib/list-fields';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { addToListSchema, createAndAddSchema, SELECTOR_INTENT } from './forms';
import { addToList, productOf, selectorPage, selectorRefused } from './selector.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('selector.title') }), { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    return respond(shopper, await selectorPage(shopper, new URL(request.url).searchParams));
  } catch (error) {
    return failure(error, request, shopper);
  }
}

// the backend's words: a list not found or read-only, too many lists, too many products...
const refusedHere = async ({ shopper, error }: ActionContext & { error: EbsnError }) =>
  selectorRefused(shopper, { ok: false, errors: refusalTexts(error) });

export const action = defineAction({
  auth: 'customer',
  intents: {
    [SELECTOR_INTENT.addToList]: intent({
      schema: addToListSchema,
      // a product not sold is not found, whatever else the form says
      invalid: async ({ shopper, submission }) => {
        await productOf(shopper, submission.payload.productId);
        throw badRequest();
      },
      refusedHere,
      run: ({ shopper, value }) => addToList(shopper, value),
    }),
    [SELECTOR_INTENT.createAndAdd]: intent({
      schema: createAndAddSchema,
      invalid: async ({ shopper, submission }) => {
        await productOf(shopper, submission.payload.productId);
        return selectorRefused(shopper, { ok: false, create: rejectedName(submission) });
      },
      refusedHere,
      run: ({ shopper, value }) => addToList(shopper, value),
    }),
  },
});

export default function AddToListPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SelectorAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <Link to={data.back} className="self-start underline">
        {t('selector.back')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{t('selector.title')}</h1>
        <p className="mt-1">{t('selector.for', { product: data.product.name })}</p>
      </header>
      <section className="rounded-lg bg-white p-4 shadow-sm">
        <ListSelector data={data} answer={answer} Form={Form} busy={busy} />
      </section>
    </div>
  );
}
