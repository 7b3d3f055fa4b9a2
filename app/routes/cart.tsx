// The cart. Adding applies the spec's gating (shopping.md §4 "Add-to-cart gating"): without an
// anonymous-cart configuration a shopper must be logged in, then have an address, then a slot;
// the first missing condition leads to its screen, and the shopper comes back afterwards. The
// service and address choice is not in the shop yet, so a logged-in shopper is told to choose it
// and nothing is ever added: the cart is empty by construction until then.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { safeRedirect } from 'remix-utils/safe-redirect';
import { normalizeQuantity, quantityRules } from '#domain/quantity';
import { getProductById } from '~/ebsn/catalog.server';
import type { Product } from '~/ebsn/schemas';
import { tCart as t } from '~/i18n/cart';
import { addToCartSchema, INTENT } from '~/lib/cart-forms';
import { checkForm } from '~/lib/security.server';
import { documentTitle } from '~/lib/seo';
import { flashMessage, getShopper, goTo, respond } from '~/lib/shopper.server';

/** Why an add cannot go ahead, as a message key of the cart, or null. */
function addRefusal(product: Product, formData: FormData, quantity: number): string | null {
  const missing = (product.selectOptions ?? []).some((option) => {
    const chosen = formData.get(`option.${option.parameterName}`);
    return typeof chosen !== 'string' || !option.options.some((choice) => choice.key === chosen);
  });
  if (missing) return 'errors.optionsRequired';
  const rules = quantityRules(product.productInfos, product.minAcq);
  if (normalizeQuantity(quantity, rules) < rules.first) return 'errors.quantityInvalid';
  return null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  return respond(shopper, { loggedIn: shopper.loggedIn }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  await checkForm(formData, request);
  if (formData.get('intent') !== INTENT.add) throw new Response('Bad Request', { status: 400 });
  const parsed = addToCartSchema.safeParse(Object.fromEntries(formData));
  const shopper = await getShopper(request, context);
  const back = safeRedirect(parsed.success ? parsed.data.redirectTo : '/', '/');
  if (!parsed.success) {
    flashMessage(shopper, { level: 'error', text: t('errors.productAddError') });
    return goTo(shopper, back);
  }
  // what the form says is checked against the product itself: every option chosen among its own,
  // and a quantity its stepping rules allow (spec §4), whoever sent the form
  const product = await getProductById(shopper.api, parsed.data.productId).catch(() => null);
  const refusal = !product ? 'errors.productAddError' : addRefusal(product, formData, parsed.data.quantity);
  if (refusal) {
    flashMessage(shopper, { level: 'error', text: t(refusal) });
    return goTo(shopper, back);
  }
  if (shopper.loggedIn) {
    flashMessage(shopper, { level: 'warning', text: t('chooseServiceToAdd') });
    return goTo(shopper, back);
  }
  flashMessage(shopper, { level: 'warning', text: t('loginToAdd') });
  return goTo(shopper, `/login?redirectTo=${encodeURIComponent(back)}`);
}

export const meta: MetaFunction = () => [{ title: documentTitle(t('title')) }, { name: 'robots', content: 'noindex' }];

export default function CartPage() {
  const { loggedIn } = useLoaderData<typeof loader>();
  if (loggedIn) {
    return (
      <section className="mx-auto max-w-xl rounded-lg bg-white p-6 text-center" aria-labelledby="cart-title">
        <h1 id="cart-title" className="mb-3 text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="mb-4">{t('empty')}</p>
        <Link to="/" className="btn-primary">
          {t('home.title')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl rounded-lg bg-white p-6 text-center" aria-labelledby="cart-title">
      <h1 id="cart-title" className="mb-3 text-2xl font-bold">
        {t('title')}
      </h1>
      <p className="mb-4">{t('loginToView')}</p>
      <p className="flex flex-wrap justify-center gap-2">
        <Link to="/login?redirectTo=%2Fcart" className="btn-primary">
          {t('login')}
        </Link>
        <Link to="/" className="btn-outline">
          {t('home.title')}
        </Link>
      </p>
    </section>
  );
}
