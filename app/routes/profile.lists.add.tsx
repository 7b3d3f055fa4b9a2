// Aggiungi alla lista (shopping.md §2 "List selector dialog", §7 wishlist/insert, add_prod): the page
// a product's «Aggiungi alla lista» leads to without JS (with JS the same forms open in a dialog over
// the product, components/lists/ListSelector). `?product=<id>&back=<path>`: the product, and the page
// to return to once it is in a list. Only the customer's own lists are offered (a shared one is
// read-only). The product goes in with the quantity a first add to the cart puts there.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { firstAddQuantity } from '#domain/quantity';
import { ListSelector, type SelectorAnswer } from '~/components/lists/ListSelector';
import { getProductById } from '~/ebsn/catalog.server';
import { EbsnError } from '~/ebsn/errors';
import { addToWishlist, createWishlist, isEditable, listWishlists } from '~/ebsn/wishlist.server';
import { tLists as t } from '~/i18n/lists';
import { requireUser } from '~/lib/auth.server';
import { STAY_FIELD } from '~/routes/cart/forms';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { idOf, INTENT, intentOf, readListId, readListName, SELECTOR_INTENTS } from '~/lib/list-forms';
import { safeRedirect } from '~/lib/safe-redirect';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { refusalTexts } from '~/lib/api-messages.server';
import { authRefused, failure, notFound } from '~/lib/failures.server';
import { flashMessage, goTo, respond, sessionEnded, type Shopper } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('selector.title') }), { name: 'robots', content: 'noindex' }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** the product a selector is for: sold, and known to the catalogue; anything else is a 404 */
async function productOf(shopper: Shopper, value: FormDataEntryValue | string | null) {
  const productId = idOf(value);
  if (!productId) notFound();
  const product = await getProductById(shopper.api, productId);
  if (!product) notFound();
  return product;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const query = new URL(request.url).searchParams;
  try {
    const product = await productOf(shopper, query.get('product'));
    const { personalList } = await listWishlists(shopper.api);
    return respond(
      shopper,
      {
        product: { id: product.productId, name: product.name, slug: product.slug },
        lists: personalList
          .filter((list) => !list.sharingData && isEditable(list))
          .map((list) => ({ id: list.id, name: list.name, isDefault: list.isDefault === true })),
        back: safeRedirect(query.get('back'), `/product/${product.slug}`),
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = intentOf(formData, SELECTOR_INTENTS);
  if (!intent) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  const stay = formData.get(STAY_FIELD) === '1';
  const back = safeRedirect(formData.get('back'), '/profile/lists');
  // with JS the dialog stays open on a refusal and closes on success; without, the page or `back`
  const refused = (answer: Extract<SelectorAnswer, { ok: false }>) => respond(shopper, answer, { status: 400, headers: NO_STORE });
  try {
    const product = await productOf(shopper, formData.get('productId'));
    let listId = readListId(formData);
    if (intent === INTENT.createAndAdd) {
      const read = readListName(formData);
      if (!read.ok) return refused({ ok: false, create: { value: read.value, errors: read.errors } });
      listId = (await createWishlist(shopper.api, read.name)).id;
    }
    if (!listId) throw new Response('Bad Request', { status: 400 });
    const list = await addToWishlist(shopper.api, listId, [
      { productId: product.productId, quantity: firstAddQuantity(product.productInfos, product.minAcq) },
    ]);
    const text = t('selector.added', { product: product.name, name: list.name });
    flashMessage(shopper, { level: 'success', text });
    return stay ? respond(shopper, { ok: true, text } satisfies SelectorAnswer, { headers: NO_STORE }) : goTo(shopper, back);
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    if (authRefused(error)) return sessionEnded(shopper, request);
    // the backend's words: a list not found or read-only, too many lists, too many products...
    return refused({ ok: false, errors: refusalTexts(error) });
  }
}

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
