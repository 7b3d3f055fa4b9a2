// The root loader's data: what every page's shell shows (the footer's menus, the flash messages, the
// cart summary, the consents still to give) and the visitor's form tokens. A module of its own so
// that the shell's components read its type without importing the root route that renders them.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getMenu } from '~/cms/client.server';
import { missingDisclaimers } from '~/ebsn/account.server';
import { cartLines } from '~/ebsn/cart.server';
import { SessionExpiredError } from '~/ebsn/errors';
import { LOCALE } from '~/i18n/t';
import { summarizeCart } from './cart-summary';
import { consentedScripts } from './consented-scripts.server';
import { consentNeeded, grantedCategories } from './cookie-consent';
import { readConsent } from './cookie-consent.server';
import type { ConsentView } from './consent-forms';
import { toConsentView } from './consents.server';
import { env } from './env.server';
import { failure } from './failures.server';
import { footerLinks, legalLinks } from './footer.server';
import { log } from './log.server';
import { csrf, honeypot } from './security.server';
import { getShopper, respond, takeMessages, type Shopper } from './shopper.server';
import { welcomeDue } from './welcome';
import { loadWelcome, readWelcomeClosed, type WelcomeView } from './welcome.server';

/**
 * Consents still to give, only while the session says some are pending (checked once at login, not
 * on every page). null when there are none; the flag goes when the backend has none left.
 */
async function pendingConsents(shopper: Shopper): Promise<ConsentView[] | null> {
  if (!shopper.loggedIn || !shopper.session.get('consentsPending')) return null;
  try {
    const missing = await missingDisclaimers(shopper.api);
    if (missing.length) return missing.map(toConsentView);
    shopper.session.unset('consentsPending');
    return null;
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    log.warn({ err: (error as Error).message }, 'check-disclaimer failed');
    return null;
  }
}

// The honeypot's inputs are the same for every shopper; only their encrypted time changes, and
// encrypting it (AES in JavaScript) is a visible share of a page's server time: once a second is enough.
let honeypotInputs: { at: number; props: ReturnType<typeof honeypot.getInputProps> } | null = null;
function honeypotProps() {
  const now = Date.now();
  if (!honeypotInputs || now - honeypotInputs.at >= 1000)
    honeypotInputs = { at: now, props: honeypot.getInputProps({ validFromTimestamp: now }) };
  return honeypotInputs.props;
}

export async function shellLoader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  // the cookie centre first (nothing analytic or profiling before a choice), then, one dialog at a
  // time, the first-shop welcome: to whoever has not closed it on this browser in the last 30 days
  const [consent, welcomeClosed] = await Promise.all([readConsent(request), readWelcomeClosed(request)]);
  const cookieCentre = consentNeeded(consent);
  const granted = grantedCategories(consent);
  const welcomeWanted =
    !cookieCentre && welcomeDue(welcomeClosed) && !shopper.session.get('actingFor') && !shopper.session.get('consentsPending');
  // The shell lives without the footer menu: a failure loading it is ignored (spec), the page says the rest.
  let consents: Awaited<ReturnType<typeof pendingConsents>>;
  let locale: string, footer: Awaited<ReturnType<typeof getMenu>>, legal: Awaited<ReturnType<typeof getMenu>>;
  let csrfToken: string, csrfCookie: string | null, welcome: WelcomeView | null;
  try {
    [locale, footer, [csrfToken, csrfCookie], consents, legal, welcome] = await Promise.all([
      LOCALE,
      getMenu(shopper.api, 'footer').catch(() => []),
      csrf.commitToken(request),
      pendingConsents(shopper),
      // the privacy and cookie policies, the terms: the footer's last line
      getMenu(shopper.api, 'footer-legal').catch(() => []),
      // never throws: a welcome that does not load is not shown (spec §8)
      welcomeWanted ? loadWelcome(shopper.api) : null,
    ]);
  } catch (error) {
    return failure(error, request, shopper);
  }
  if (csrfCookie) shopper.cookies.push(csrfCookie);
  return respond(shopper, {
    locale,
    footer: footerLinks(footer),
    legal: legalLinks(legal),
    messages: takeMessages(shopper),
    csrfToken,
    honeypot: honeypotProps(),
    loggedIn: shopper.loggedIn,
    // a staff member acting for a customer: the banner on every page (decision 054)
    acting: shopper.session.get('actingFor')?.name ?? null,
    consents,
    // the cookie centre to show (no choice, a choice of other categories, or one 12 months old), and
    // the choice in force: the centre opened from the footer starts from it
    cookies: { needed: cookieCentre, analytics: granted.analytics, profiling: granted.profiling },
    // the analytic and profiling tags the choice allows (none configured: none)
    scripts: consentedScripts(granted),
    welcome,
    // the cart read once for this request by the shopper context (none for a plain guest)
    cart: summarizeCart(shopper.cart, shopper.cart ? cartLines(shopper.cart) : []),
    // the shopper has a cart the backend did not show in time: a notice, not an empty cart
    cartUnavailable: shopper.cartUnavailable,
    origin: env.publicUrl ?? new URL(request.url).origin,
  });
}

export type RootData = Awaited<ReturnType<typeof shellLoader>>['data'];
