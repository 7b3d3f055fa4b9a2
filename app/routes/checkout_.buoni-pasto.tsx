// Back from a meal-ticket provider's own page (docs/meal-tickets.md; decision 060): upday's and
// Edenred's pages send the browser here with `provider` and a one-time `code`. The loader spends the
// code (upday/login with it, edenred/mobile-callback), then goes back to the checkout's payment step
// saying how many tickets the customer has, or the backend's refusal (a code used, expired or
// another customer's). A resource route: it shows nothing of its own.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { tCheckout as t } from '~/i18n/checkout';
import { requireUser } from '~/lib/auth.server';
import { failure } from '~/lib/failures.server';
import { secured } from '~/lib/response-headers.server';
import { flashMessage, goTo } from '~/lib/shopper.server';
import { finishProviderLogin, MEAL_BACK, ticketsSaid } from '~/routes/checkout/meal-tickets.server';

/** a provider page's code as the backend makes and takes it */
const CODE = /^[A-Za-z0-9_-]{10,100}$/;
const PAGE_PROVIDERS = ['upday', 'edenred'] as const;
type PageProvider = (typeof PAGE_PROVIDERS)[number];

export const loader = secured(async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const query = new URL(request.url).searchParams;
  const provider = query.get('provider') as PageProvider;
  const code = query.get('code') ?? '';
  // a link broken on the way: said as the backend says a code gone, and back to choose again
  if (!PAGE_PROVIDERS.includes(provider) || !CODE.test(code)) {
    flashMessage(shopper, { level: 'error', text: t('mealTickets.callbackInvalid') });
    return goTo(shopper, MEAL_BACK);
  }
  try {
    const detail = await finishProviderLogin(shopper.api, provider, code);
    flashMessage(shopper, { level: 'success', text: ticketsSaid(detail) });
    return goTo(shopper, MEAL_BACK);
  } catch (error) {
    return failure(error, request, shopper, { back: MEAL_BACK });
  }
});
