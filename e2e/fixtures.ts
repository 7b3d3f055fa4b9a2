// Shared e2e fixtures: an axe scan that works with JavaScript off too, and the login of a seeded
// demo customer. Axe cannot run in a page whose JavaScript is disabled, so a no-JS page's document is
// scanned in a JS-enabled page whose script requests are blocked: the same server-rendered HTML,
// never hydrated.
import axe from 'axe-core';
import { generateTOTP } from '@epic-web/totp';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { CONSENT_VERSION } from '../app/lib/cookie-consent';
import { alreadyScanned, kindOf, pageShape, recordScan, recordSkip, recordVisit, routeOf, widthOf } from './axe-registry';
import { checkHydration, hydrationProblems, type HydrationReport } from './hydration-check';

export type DemoCustomer = { email: string; password: string; firstName: string; mfaSecret?: string };

/** The customers the backend seeds (README "Demo accounts"). */
export const DEMO_CUSTOMERS = {
  mario: { email: 'mario.rossi@example.com', password: 'Spesa!2026', firstName: 'Mario' },
  giulia: { email: 'giulia.bianchi@example.com', password: 'Spesa!2026', firstName: 'Giulia', mfaSecret: 'JBSWY3DPEHPK3PXP' },
  paolo: { email: 'paolo.esposito@example.com', password: 'Spesa!2026', firstName: 'Paolo' },
  sara: { email: 'sara.colombo@example.com', password: 'Spesa!2026', firstName: 'Sara' },
} satisfies Record<string, DemoCustomer>;

/** The chain's staff the backend seeds (README "Demo accounts", decision 054): their TOTP secrets are published. */
export const DEMO_STAFF = {
  care: { username: 'chiara.assistenza', password: 'Staff!2026', totpSecret: 'CARESPESA2345672', name: 'Chiara Marini' },
  manager: { username: 'elena.responsabile', password: 'Staff!2026', totpSecret: 'MANAGERSPESA2345', name: 'Elena Galli' },
  picker: { username: 'marco.preparatore', password: 'Staff!2026', totpSecret: 'PICKERSPESA23456', name: 'Marco Ferri' },
} as const;
export type DemoStaff = (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF];

/**
 * Signs a staff member on at /userboard with its form, ending on the board. A pin is good once: when
 * another project of the run used this period's, the next period's is accepted too. A browser still
 * signed on (as anyone) signs out first: the board has no sign-on form. A refused attempt is typed
 * again only once its answer is on screen: with JS the answer empties the password when it renders,
 * and would wipe a password typed before it; an answer without the form (an error page of a busy
 * backend) opens the userboard again.
 */
export async function staffSignOn(page: Page, member: DemoStaff) {
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const signOut = page.getByRole('button', { name: "Esci dall'area del personale" });
  await page.goto('/userboard');
  await expect(password.or(signOut).first()).toBeVisible();
  if (await signOut.isVisible()) {
    await signOut.click();
    await expect(page.getByText("Sei uscito dall'area del personale.").first()).toBeVisible();
  }
  for (const stepsAhead of [0, 1]) {
    if (!(await password.isVisible())) await page.goto('/userboard');
    await expect(password, 'the staff sign-on form').toBeVisible();
    await page.getByRole('textbox', { name: 'Nome utente' }).fill(member.username);
    await password.fill(member.password);
    await page.getByRole('textbox', { name: 'Codice OTP' }).fill(await mfaPin(member.totpSecret, stepsAhead));
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/userboard') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    if ((await answer).status() < 400) break;
    await expect(password.or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
    if (await password.isVisible()) await expect(password).toHaveValue('');
  }
  await expect(page.getByText(`Hai effettuato l'accesso come ${member.name} (${member.username}).`)).toBeVisible();
}

/**
 * The customer's MFA pin, `stepsAhead` 30-second periods from now (the backend accepts the next
 * period too, and each pin only once: two projects logging the same customer in need two pins).
 * @epic-web/totp reads the clock with `new Date()` when called, before its first await: a later
 * period is asked for by moving that clock for the synchronous part of the call only.
 */
export async function mfaPin(secret: string, stepsAhead = 0): Promise<string> {
  const RealDate = Date;
  const shifted = RealDate.now() + stepsAhead * 30_000;
  class ShiftedDate extends RealDate {
    constructor(...args: []) {
      if (args.length) super(...args);
      else super(shifted);
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  let pending: ReturnType<typeof generateTOTP>;
  try {
    pending = generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' });
  } finally {
    globalThis.Date = RealDate;
  }
  return (await pending).otp;
}

/** What the browser reported as refused by the Content-Security-Policy (JS on: the page's own listener too). */
function isPolicyComplaint(text: string): boolean {
  return /Content Security Policy|securitypolicyviolation/i.test(text);
}

export const BACKEND = `http://localhost:${process.env.E2E_BACKEND_PORT ?? 3101}`;

type Mail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** The path and query of the first link to `path` in the newest mail to `to` whose subject matches (in `backend`'s outbox). */
export async function mailLink(request: APIRequestContext, to: string, subject: RegExp, path: string, backend = BACKEND): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        // A kept-alive connection the backend closed as this ask left is reset (ECONNRESET): ask again
        // at the next poll, as for a mail not sent yet; any other failure fails the test.
        const response = await request.get(`${backend}/dev/outbox.json?to=${encodeURIComponent(to)}`).catch((error: Error) => {
          if (/ECONNRESET/.test(error.message)) return undefined;
          throw error;
        });
        if (!response?.ok()) return undefined;
        const mails = (await response.json()) as Mail[];
        const mail = mails.find((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject));
        const url = mail?.text.match(/https?:\/\/[^\s<>"']+/g)?.find((u) => new URL(u).pathname === path);
        link = url ? new URL(url).pathname + new URL(url).search : undefined;
        return link;
      },
      { message: `a mail to ${to} with a ${path} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * A page of the customer's area through the profile menu, as a shopper reaches it: the column beside
 * the page on a wide screen, the «Menu del profilo» that opens (without JS too) on a phone.
 */
export async function profileMenuLink(page: Page, name: string) {
  const menu = page.getByRole('navigation', { name: 'Il mio profilo' });
  const toggle = page.getByText('Menu del profilo', { exact: true });
  // the page first (a navigation may still be under way): then the column, or the toggle
  await expect(menu.or(toggle).first()).toBeVisible();
  if (!(await menu.isVisible())) await toggle.click();
  return menu.getByRole('link', { name, exact: true });
}

/**
 * The page is hydrated, its islands too: Preact keeps its tree on the element it rendered into (decision 035). The
 * scripts load after the first paint (decision 036), so `goto` can return before they run; a click
 * before hydration follows the server's link or form, as it does without JS. A JS journey that tests
 * what the scripts add (a dialog instead of a page) waits for this first.
 */
export async function hydrated(page: Page) {
  await documentHydrated(page);
  // the parts that hydrate after the page, one per task (app/lib/islands.tsx): the product cards
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('spesa:islands-hydrated').length)).toBe(1);
  await page.waitForLoadState('networkidle');
}

/** The page's own tree is hydrated (its islands may not be yet): the part of `hydrated` that reads no performance mark. */
export async function documentHydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => '__k' in document.documentElement)).toBe(true);
}

/** The slot buttons of the day on screen that a shopper can choose (available or almost full). */
export const selectableSlots = (page: Page) => page.getByRole('button', { name: /, (disponibile|quasi esaurita)$/ });

/**
 * On the slot screen, shows the first day after today (with `furthest`, the last) that has
 * `atLeast` slots to choose, and returns them. Which slots remain depends on when the suite runs: late in the day only
 * today's last slot is left, and the earlier journeys may have booked it out (the spec keeps such a
 * day in the list, and preselects it). A Sunday has only a few morning slots. So walk on, day by
 * day, to one with room.
 */
export async function slotsOfADayWithRoom(page: Page, { furthest = false, atLeast = 1 } = {}) {
  const days = page.getByRole('navigation', { name: 'Giorni' }).getByRole('link');
  // without JS the address changes as the answer starts: count the days once they are on screen
  await expect(days.first()).toBeVisible();
  const count = await days.count();
  for (let step = 0; step < count; step++) {
    const day = days.nth(furthest ? count - 1 - step : step);
    // Today's slots close to orders within the hours the run takes (Drive's every hour), and one
    // closing mid-journey would send the shopper back to this screen: today only when no other
    // day has room. Tomorrow's close at 04:00 tomorrow at the earliest (decision 042).
    if (!furthest && step < count - 1 && (await day.textContent())!.trim() === 'OGGI') continue;
    if ((await day.getAttribute('aria-current')) !== 'page') {
      await day.click();
      await expect(day).toHaveAttribute('aria-current', 'page');
    }
    // the day's own slots (or its "no slots" line), not the previous day's still on screen
    const label = (await day.textContent())!.trim();
    await expect(
      page
        .getByRole('region', { name: label === 'OGGI' ? 'Fasce orarie di oggi' : `Fasce orarie di ${label}`, exact: true })
        .or(page.getByText('Non ci sono fasce orarie disponibili per questo giorno.')),
    ).toBeVisible();
    if ((await selectableSlots(page).count()) >= atLeast) return selectableSlots(page);
  }
  throw new Error(`no day with ${atLeast} slot(s) to choose`);
}

/** An e-mail address no other test, project or run uses. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `e2e.${tag}.${testInfo.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const NEW_CUSTOMER_PASSWORD = 'Registra!2026';

/** A confirmed account made through the backend's own API (the registration UI has its own test); `backend`: another shop's. */
export async function confirmedAccount(request: APIRequestContext, email: string, { allConsents = true, backend = BACKEND } = {}) {
  const body = {
    firstName: 'Paola',
    lastName: 'Conti',
    email,
    password: NEW_CUSTOMER_PASSWORD,
    phone: '049 765 4321',
    noFiscalCode: true,
    fiscalCode: null,
    birthDate: '1979-03-15',
    birthCountry: 'IT',
    birthPlace: 'Verona',
    birthProvince: 'VR',
    gender: 'F',
    address: { address1: 'Via Mazzini', addressNumber: '3', postalcode: '37121', city: 'Verona', province: 'VR' },
    disclaimers: allConsents
      ? [
          { registrationDisclaimerId: 1, value: 'true' },
          { registrationDisclaimerId: 2, value: 'false' },
          { registrationDisclaimerId: 3, value: 'false' },
        ]
      : [{ registrationDisclaimerId: 1, value: 'true' }],
  };
  const registered = await request.post(`${backend}/ebsn/api/registration/register_user`, { data: body });
  expect((await registered.json()).response.status, JSON.stringify(await registered.json())).toBe(0);
  const link = new URL(await mailLink(request, email, /Conferma/, '/registration-confirmed', backend), backend);
  const confirmed = await request.get(`${backend}/ebsn/api/registration/registration_confirm?${link.searchParams}`);
  expect((await confirmed.json()).response.status).toBe(0);
}

/**
 * A new customer of the shop, with nothing chosen yet: the shopping journeys run in four projects
 * (JS on and off, phone and desktop) at once, and each needs a cart no other project touches.
 * Made in a `beforeAll` with `playwright.request`, for the serial tests of one file.
 */
export async function newCustomer(
  playwright: { request: { newContext: () => Promise<APIRequestContext> } },
  testInfo: TestInfo,
  tag: string,
  backend = BACKEND,
): Promise<DemoCustomer> {
  const request = await playwright.request.newContext();
  try {
    const email = uniqueEmail(testInfo, tag);
    await confirmedAccount(request, email, { backend });
    return { email, password: NEW_CUSTOMER_PASSWORD, firstName: 'Paola' };
  } finally {
    await request.dispose();
  }
}

/** Set by the project: how the shop under it was started. */
export type ShopOptions = {
  /** the shop lets guests fill a cart (ANONYMOUS_CART=1): the anonymous-cart projects' shop */
  anonymousCart: boolean;
};

/** The value of the first `<input name=…>` of a page's HTML (the login form's guards). */
function inputValue(html: string, name: string): string {
  const input = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  return /\bvalue="([^"]*)"/.exec(input ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '';
}

/**
 * The request, sent once more when its connection gave no answer at all: nginx closed it at a reload
 * (the cluster's rolling restart, decision 062). A browser sends it again on a new connection, and
 * the forms sent here mean the same sent twice (a login, a choice of service or slot); Playwright's
 * request context does not do it by itself.
 */
function againIfDropped<T>(send: () => Promise<T>): Promise<T> {
  return send().catch((error: Error) => {
    if (/ECONNRESET|socket hang up/.test(error.message)) return send();
    throw error;
  });
}

/**
 * Logs a customer in with the login page's form, sent by the request context of the browser's
 * context (its cookies are the browser's), and returns where the login leads.
 */
async function loginRedirect(request: APIRequestContext, customer: DemoCustomer, redirectTo: string): Promise<string> {
  const page = await againIfDropped(() => request.get(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { maxRedirects: 0 }));
  expect(page.status(), 'the login page').toBe(200);
  const html = await page.text();
  const answer = await againIfDropped(() =>
    request.post('/login', {
      maxRedirects: 0,
      form: {
        csrf: inputValue(html, 'csrf'),
        name__confirm: '',
        from__confirm: inputValue(html, 'from__confirm'),
        redirectTo,
        login: customer.email,
        password: customer.password,
        remember: 'on',
        intent: 'login',
      },
    }),
  );
  const location = answer.headers()['location'];
  expect(answer.status() >= 300 && answer.status() < 400 && location, `login of ${customer.email}: ${answer.status()}`).toBeTruthy();
  return location!;
}

/** A form of a page's HTML: where it posts, its fields, and its submit buttons (name, value, accessible name). */
type HtmlForm = {
  action: string | undefined;
  fields: Record<string, string>;
  buttons: Array<{ name: string; value: string; label: string; disabled: boolean }>;
};

const attribute = (tag: string, name: string): string | undefined => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

/** The forms of the shop's own server-rendered HTML (its markup, not any HTML: no nested forms). */
function formsOf(html: string): HtmlForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, open, body]) => ({
    action: attribute(open!, 'action'),
    fields: Object.fromEntries(
      [...body!.matchAll(/<input\b[^>]*>/g)]
        .map(([tag]) => [attribute(tag, 'name'), attribute(tag, 'value') ?? ''] as const)
        .filter((field): field is [string, string] => !!field[0]),
    ),
    buttons: [...body!.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, tag, inner]) => ({
      name: attribute(tag!, 'name') ?? '',
      value: attribute(tag!, 'value') ?? '',
      label: attribute(tag!, 'aria-label') ?? inner!.replace(/<[^>]+>/g, '').trim(),
      disabled: /\sdisabled(=|\s|$)/.test(tag!),
    })),
  }));
}

/** Sends a form of the page at `url` with one of its buttons, as the browser would without JS: where it leads. */
async function submitForm(request: APIRequestContext, url: string, form: HtmlForm, button: HtmlForm['buttons'][number]) {
  const answer = await againIfDropped(() =>
    request.post(new URL(form.action ?? url, url).toString(), {
      maxRedirects: 0,
      form: { ...form.fields, ...(button.name ? { [button.name]: button.value } : {}) },
    }),
  );
  const location = answer.headers()['location'];
  expect(answer.status() >= 300 && answer.status() < 400 && location, `${button.label}: ${answer.status()}`).toBeTruthy();
  return new URL(location!, url);
}

async function htmlOf(request: APIRequestContext, url: URL) {
  const answer = await againIfDropped(() => request.get(url.toString(), { maxRedirects: 0 }));
  expect(answer.status(), `${url}`).toBe(200);
  return answer.text();
}

/**
 * A logged-in customer with nothing chosen at that store yet: Drive at the `store`-th store of the
 * service screen, then the `nth` selectable slot of the first day after today with room (`furthest`:
 * the last day), as `slotsOfADayWithRoom` picks it. An opening, not what the journeys test: the
 * screens' forms are sent with the page's request context (the browser's cookies), as without JS,
 * and no page is loaded in the browser (places.spec.ts walks these screens, JS on and off, phone and
 * desktop). A cart that already holds a slot at that store keeps it.
 */
export async function chooseDriveAndSlot(page: Page, { store = 0, furthest = false, nth = 0 } = {}) {
  const screen = new URL('/cart/address?service=1', page.url());
  const choices = formsOf(await htmlOf(page.request, screen)).flatMap((form) =>
    form.buttons.filter((b) => /^Scegli /.test(b.label)).map((button) => ({ form, button })),
  );
  const choice = choices[store];
  expect(choice, `store ${store} of ${choices.length} on the service screen`).toBeTruthy();
  let next = await submitForm(page.request, screen.toString(), choice!.form, choice!.button);
  if (next.pathname !== '/cart/timeslot') {
    expect(next.pathname, 'where a store choice leads').toBe('/');
    return;
  }
  // the days of the slot screen, today last unless it is the only one (slotsOfADayWithRoom says why)
  const html = await htmlOf(page.request, next);
  const nav = /<nav\b[^>]*aria-label="Giorni"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const days = [...nav.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, tag, inner]) => ({
    url: new URL(attribute(tag!, 'href')!, next),
    today: inner!.replace(/<[^>]+>/g, '').trim() === 'OGGI',
  }));
  expect(days.length, 'the days of the slot screen').toBeGreaterThan(0);
  const order = furthest ? [...days].reverse() : [...days.filter((d) => !d.today), ...days.filter((d) => d.today)];
  for (const day of order) {
    const slots = formsOf(await htmlOf(page.request, day.url)).flatMap((form) =>
      form.buttons.filter((b) => !b.disabled && /, (disponibile|quasi esaurita)$/.test(b.label)).map((button) => ({ form, button })),
    );
    if (!slots.length) continue;
    const slot = slots[nth % slots.length]!;
    next = await submitForm(page.request, day.url.toString(), slot.form, slot.button);
    expect(next.pathname, `where ${slot.button.label} leads`).toBe('/');
    return;
  }
  throw new Error('no day with a slot to choose');
}

/** One of a product from its page, and the shop's word that it is in the cart. */
export async function addToCartFromItsPage(page: Page, slug: string, added: RegExp = /^Aggiunto al carrello: /) {
  await page.goto(`/product/${slug}`);
  await page
    .locator('main')
    .getByRole('button', { name: /^Aggiungi al carrello/ })
    .click();
  await expect(page.getByText(added).first()).toBeVisible();
}

/**
 * The cookies of a visitor who already answered the cookie centre (technical cookies only, the
 * shop's current categories) and closed the first-shop welcome a moment ago: every journey starts
 * with them, so that neither covers the page it tests (decision 059). e2e/shell.spec.ts starts without.
 * The shop's cookies of this kind are unsigned JSON in base64, as Remix's createCookie writes them.
 */
export function shellChoiceCookies(baseURL: string, now = new Date()) {
  const encode = (value: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));
  const consent = {
    categories: { technical: true, analytics: false, profiling: false },
    at: now.toISOString(),
    id: '00000000-0000-4000-8000-000000000e2e',
    version: CONSENT_VERSION,
  };
  return [
    { name: 'spesa_consent', value: encode(consent), url: baseURL },
    { name: 'spesa_welcome', value: encode(now.toISOString()), url: baseURL },
  ];
}

/** A new visitor who has answered the cookie centre and closed the welcome: every other cookie gone. */
export async function forgetVisitor(page: Page) {
  await page.context().clearCookies();
  await page.context().addCookies(shellChoiceCookies(new URL(page.url()).origin));
}

export type Fixtures = {
  axe: (page?: Page) => Promise<void>;
  jsEnabled: boolean;
  /** logs a customer in with the login page's form (through the page for the pin step), ending on `redirectTo` */
  /** `hydrate: false`: a page whose clock the test installed, which replaces the marks hydrated() reads */
  loginAs: (customer: DemoCustomer, options?: { redirectTo?: string; page?: Page; hydrate?: boolean }) => Promise<void>;
};

/**
 * The worker's scanner of no-JS documents: a page with JavaScript on for axe, shown the document a
 * no-JS page holds, without its scripts, so nothing in it can run or hydrate.
 */
type WorkerFixtures = { showWithoutScripts: (url: string, html: string) => Promise<Page> };

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** axe and its setting, for a document that has not got it yet (a document rewritten by the no-JS scanner keeps it) */
const withAxe = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`;
/** the no-JS scanner's own address on the shop's origin (answered by its route, never by the shop) */
const SCANNER_PATH = '/__e2e-axe-scanner';
/** The rules every scan runs: WCAG 2.1 A and AA, and axe's best practice. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe in the page itself, once: its source and its run in one evaluation, and only the violations
 * back, each as a line or four to read. The @axe-core/playwright builder (used before) evaluated the 580 KB source
 * twice per scan (once to probe, once per frame) and sent every passing and inapplicable rule's
 * result back over the protocol: about 100 ms of a 200-400 ms scan. A frame of the shop's own gets
 * axe too, as the builder's legacy mode did; another site's (a video) is not ours to scan.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames().slice(1)) {
    if (!frame.url().startsWith(origin)) continue;
    await frame.evaluate(`${withAxe};undefined`).catch(() => {});
  }
  const run = (tags: string[]) =>
    window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((results) =>
      results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
            .slice(0, 3)
            // a region finding names :root; the content outside landmarks is in its related nodes
            .map((n) =>
              [
                n.target.join(' '),
                ...[...n.any, ...n.all, ...n.none]
                  .flatMap((c) => c.relatedNodes ?? [])
                  .slice(0, 3)
                  .map((r) => `    ${r.html.slice(0, 160)}`),
              ].join('\n'),
            )
            .join('\n  ')}`,
      ),
    );
  return page.evaluate(`${(await page.evaluate(() => 'axe' in window)) ? '' : withAxe};(${run.toString()})(${JSON.stringify(AXE_TAGS)})`);
}

export const test = base.extend<Fixtures & ShopOptions, WorkerFixtures>({
  showWithoutScripts: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true, locale: 'it-IT' });
      const page = await context.newPage();
      // One handler for every request, never removed: a handler added and removed around each scan
      // let a module script requested as it went through unblocked now and then, and the page hydrated
      // under axe (a 404 page lost its heading). The shop's stylesheets and pictures load as usual.
      await page.route('**/*', (route) => {
        const request = route.request();
        if (request.isNavigationRequest() && new URL(request.url()).pathname === SCANNER_PATH) {
          return route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><title>axe</title>' });
        }
        // (a script still loading when the next document replaces the page is gone already)
        if (/\.(m?js)(\?.*)?$/.test(new URL(request.url()).pathname)) return route.abort().catch(() => {});
        return route.continue().catch(() => {});
      });
      let origin = '';
      await use(async (url, html) => {
        // One document of the shop's origin (its stylesheets and pictures resolve as on the page) that
        // every scan rewrites: document.open() keeps the window, and axe in it, so axe's 580 KB go to
        // the browser once per worker, not once per scan (they were a third of a scan's CPU).
        const wanted = new URL(url).origin;
        if (wanted !== origin) {
          await page.goto(`${wanted}${SCANNER_PATH}`);
          origin = wanted;
        }
        await page.evaluate(async (document_) => {
          document.open();
          document.write(document_);
          document.close();
          // its stylesheets (colour contrast reads them) and pictures, as a page load waits for them
          if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
        }, html);
        return page;
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
  anonymousCart: [false, { option: true }],
  // Every page a JS-on journey loads is checked: hydration left the server's DOM as it was, no id is
  // used twice, nothing is wider than the window (e2e/hydration-check.ts).
  context: async ({ context, javaScriptEnabled, baseURL }, use, testInfo) => {
    const reports: HydrationReport[] = [];
    if (baseURL) await context.addCookies(shellChoiceCookies(baseURL));
    if (javaScriptEnabled !== false && baseURL) await checkHydration(context, new URL(baseURL).origin, reports);
    // every document of the shop the journey opens, for the axe coverage check (e2e/axe-coverage.ts)
    if (baseURL) {
      const origin = new URL(baseURL).origin;
      const watch = (page: Page) =>
        page.on('framenavigated', (frame) => {
          if (frame !== page.mainFrame() || !frame.url().startsWith(`${origin}/`)) return;
          recordVisit({
            route: routeOf(frame.url()),
            js: javaScriptEnabled !== false,
            width: widthOf(page.viewportSize()?.width),
            url: frame.url(),
            project: testInfo.project.name,
            test: testInfo.titlePath.join(' › '),
          });
        });
      context.pages().forEach(watch);
      context.on('page', watch);
    }
    await use(context);
    expect(hydrationProblems(reports), 'hydration').toEqual([]);
  },
  // Every journey checks that the shop's Content-Security-Policy refused nothing on any page it
  // visited: a refused inline script would leave the page without its client (drawer, steppers...).
  // Complaints on another site's page (e2e/security.spec.ts frames the shop from one) are not the shop's.
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' || !isPolicyComplaint(message.text())) return;
      if (baseURL && !page.url().startsWith(baseURL)) return;
      complaints.push(`${page.url()}: ${message.text()}`);
    });
    if (javaScriptEnabled !== false) {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
    }
    await use(page);
    expect(complaints, 'Content-Security-Policy violations').toEqual([]);
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  axe: async ({ page, showWithoutScripts, javaScriptEnabled }, use, testInfo) => {
    await use(async (target = page) => {
      // once per kind of page and run (e2e/axe-registry.ts, decision 049); without JS the scan below
      // runs at the scan context's default width, whichever the project's
      const js = javaScriptEnabled !== false;
      const kind = kindOf(target.url(), js, js ? widthOf(target.viewportSize()?.width) : 'desktop', await target.evaluate(pageShape));
      const entry = {
        kind,
        url: target.url(),
        test: testInfo.titlePath.join(' › '),
        project: testInfo.project.name,
        retry: testInfo.retry,
      };
      if (alreadyScanned(kind)) {
        recordSkip(entry);
        return;
      }
      // Without JS: the document the shopper was shown (a page answered to a POST included, which a
      // second GET would not show again), without its scripts, in the worker's scanning page. axe
      // runs in the page itself (axeViolations), never in a page of its own (decision 049).
      const scanStart = Date.now();
      const scanned =
        javaScriptEnabled === false
          ? await showWithoutScripts(
              target.url(),
              await target.evaluate(() => {
                const copy = document.documentElement.cloneNode(true) as HTMLElement;
                copy.querySelectorAll('script, link[rel=modulepreload]').forEach((element) => element.remove());
                return `<!DOCTYPE html>${copy.outerHTML}`;
              }),
            )
          : target;
      const summary = await axeViolations(scanned);
      expect(summary, `axe violations on ${target.url()}`).toEqual([]);
      recordScan({ ...entry, ms: Date.now() - scanStart });
    });
  },
  loginAs: async ({ page, javaScriptEnabled }, use) => {
    await use(async (customer, { redirectTo = '/profile/dashboard', page: target = page, hydrate = true } = {}) => {
      const path = new URL(redirectTo, 'http://shop.test').pathname;
      if (!customer.mfaSecret) {
        // The login page's own form has its tests (account.spec.ts); here it is only the way in: its
        // form sent without the browser, which then opens the page the login leads to.
        await target.goto(await loginRedirect(target.request, customer, redirectTo));
        await expect(target).toHaveURL((url) => url.pathname === path);
        // `goto` returns before the scripts run (decision 036): the journey's first click (a
        // <details>, a dialog's link) would otherwise land on the server's page half-way through
        // hydration, which a shopper's page that the login's form led to never is.
        if (javaScriptEnabled !== false && hydrate) await hydrated(target);
        return;
      }
      await target.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
      await target.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
      await target.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
      await target.getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect(target.getByRole('textbox', { name: 'Codice di verifica' })).toBeVisible();
      for (const stepsAhead of [0, 1]) {
        await target.getByRole('textbox', { name: 'Codice di verifica' }).fill(await mfaPin(customer.mfaSecret, stepsAhead));
        const answer = target.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/login') && r.request().method() === 'POST');
        await target.getByRole('button', { name: 'Verifica e accedi' }).click();
        if ((await answer).status() < 400) break;
      }
      await expect(target).toHaveURL((url) => url.pathname === path);
      if (javaScriptEnabled !== false) await hydrated(target);
    });
  },
});

export { expect };
