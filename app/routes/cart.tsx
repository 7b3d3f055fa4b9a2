// The cart. Adding applies the spec's gating (shopping.md §4 "Add-to-cart gating"): without an
// anonymous-cart configuration a shopper must be logged in, then have an address, then a slot;
// the first missing condition leads to its screen, and the shopper comes back afterwards. The
// service and address choice is not in the shop yet, so a logged-in shopper is told to choose it
// and nothing is ever added: the cart is empty by construction until then.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { safeRedirect } from 'remix-utils/safe-redirect';
import { z } from 'zod';
import { t } from '~/components/catalog/t';
import { normalizeQuantity, quantityRules } from '#domain/quantity';
import { getProductById } from '~/ebsn/catalog.server';
import type { Product } from '~/ebsn/schemas';
import { checkForm } from '~/lib/security.server';
import { commitSession, flash, isLoggedIn } from '~/lib/session.server';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';
import { getT } from '~/i18n/i18next.server';
import cart from '~/locales/it/cart.json';
import { documentTitle } from '~/lib/seo';

export const INTENT_ADD = 'add';

const addSchema = z.object({
  intent: z.literal(INTENT_ADD),
  productId: z.coerce.number().int().positive(),
  quantity: z.coerce.number().positive().max(9999),
  redirectTo: z.string().max(2000).optional(),
});

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

export async function loader({ request }: LoaderFunctionArgs) {
  const shopper = await getShopper(request);
  return data(
    { loggedIn: isLoggedIn(shopper.session) },
    { headers: await shopperHeaders(shopper, { 'Cache-Control': 'private, no-store' }) },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  await checkForm(formData, request);
  const parsed = addSchema.safeParse(Object.fromEntries(formData));
  const [shopper, t] = await Promise.all([getShopper(request), getT(request, 'cart')]);
  const back = safeRedirect(parsed.success ? parsed.data.redirectTo : '/', '/');
  if (!parsed.success) {
    flash(shopper.session, { level: 'error', text: t('errors.productAddError') });
    return redirect(back, { headers: { 'Set-Cookie': await commitSession(shopper.session) } });
  }
  // what the form says is checked against the product itself: every option chosen among its own,
  // and a quantity its stepping rules allow (spec §4), whoever sent the form
  const product = await getProductById(shopper.api, parsed.data.productId).catch(() => null);
  const refusal = !product ? 'errors.productAddError' : addRefusal(product, formData, parsed.data.quantity);
  if (refusal) {
    flash(shopper.session, { level: 'error', text: t(refusal) });
    return redirect(back, { headers: { 'Set-Cookie': await commitSession(shopper.session) } });
  }
  if (isLoggedIn(shopper.session)) {
    flash(shopper.session, { level: 'warning', text: t('chooseServiceToAdd') });
    return redirect(back, { headers: { 'Set-Cookie': await commitSession(shopper.session) } });
  }
  flash(shopper.session, { level: 'warning', text: t('loginToAdd') });
  return redirect(`/login?redirectTo=${encodeURIComponent(back)}`, { headers: { 'Set-Cookie': await commitSession(shopper.session) } });
}

export const meta: MetaFunction = () => [{ title: documentTitle(cart.title) }, { name: 'robots', content: 'noindex' }];

export default function CartPage() {
  const { loggedIn } = useLoaderData<typeof loader>();
  if (loggedIn) {
    return (
      <section className="mx-auto max-w-xl rounded-lg bg-white p-6 text-center" aria-labelledby="cart-title">
        <h1 id="cart-title" className="mb-3 text-2xl font-bold">
          {cart.title}
        </h1>
        <p className="mb-4">{cart.empty}</p>
        <Link to="/" className="btn-primary">
          {t('home.title')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl rounded-lg bg-white p-6 text-center" aria-labelledby="cart-title">
      <h1 id="cart-title" className="mb-3 text-2xl font-bold">
        {cart.title}
      </h1>
      <p className="mb-4">{cart.loginToView}</p>
      <p className="flex flex-wrap justify-center gap-2">
        <Link to="/login?redirectTo=%2Fcart" className="btn-primary">
          {cart.login}
        </Link>
        <Link to="/" className="btn-outline">
          {t('home.title')}
        </Link>
      </p>
    </section>
  );
}
