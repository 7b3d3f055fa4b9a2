// The shop in English (issue 27 §3, decision 004): Italian by default; the footer's language switch, a
// plain GET form, asks for the same page with ?lng=en, and from then on the lng cookie keeps the shop in
// English (home, a category, the basket, the login form, the customer's area and orders, a refusal page), with <html lang="en">
// and the page's hreflang alternates (an HTTP Link header); before any choice, the browser's
// Accept-Language decides. Back to Italian the same way. axe on each page; JS on and off.
import type { Page, Response } from '@playwright/test';
import { DEMO_CUSTOMERS, expect, test } from './fixtures';

async function inLanguage(page: Page, lang: 'it' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** the document's hreflang alternates: the same path with ?lng=it / ?lng=en, and without for x-default */
function alternates(response: Response | null) {
  const { origin, pathname } = new URL(response!.url());
  const page = `${origin}${pathname}`;
  // beside the page's own preloads, if any
  expect(response!.headers()['link']).toContain(
    `<${page}?lng=it>; rel="alternate"; hreflang="it", <${page}?lng=en>; rel="alternate"; hreflang="en", <${page}>; rel="alternate"; hreflang="x-default"`,
  );
}

/** the footer's switch: the other language, in its own words */
const languageSwitch = (page: Page, label: 'Lingua' | 'Language', other: 'English' | 'Italiano') =>
  page.getByRole('form', { name: label }).getByRole('button', { name: other });

test('switched from the footer, the shop speaks English until switched back', async ({ page, axe, loginAs }) => {
  // before any choice, the browser's language (this browser's is Italian); English to an English one
  const english = await page.request.get('/login', { headers: { 'Accept-Language': 'en-GB,en;q=0.9,it;q=0.5' } });
  expect(await english.text()).toContain('<html lang="en"');
  expect(english.headers()['set-cookie'] ?? '').not.toContain('lng=');
  alternates(await page.goto('/category/frutta-e-verdura'));
  await inLanguage(page, 'it');

  // the same page, in English, and its address says so
  await languageSwitch(page, 'Lingua', 'English').click();
  await expect(page).toHaveURL((url) => url.pathname === '/category/frutta-e-verdura' && url.searchParams.get('lng') === 'en');
  await inLanguage(page, 'en');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ products · Page 1 of \d+$/ })).toBeVisible();
  await expect(page.getByText('Filters and sorting').first()).toBeAttached();
  await expect(languageSwitch(page, 'Language', 'Italiano')).toBeVisible();
  await axe();

  // the cookie keeps it: pages without ?lng= stay in English
  alternates(await page.goto('/'));
  await inLanguage(page, 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
  await axe();

  await page.goto('/cart');
  await inLanguage(page, 'en');
  await expect(page.getByText('You need to log in to see your basket')).toBeVisible();
  await axe();

  // a refusal made before the shop's pages (a form sent from another site) speaks English too
  const refused = await page.request.post('/login', { headers: { Origin: 'https://elsewhere.example' }, form: { email: 'x' } });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toMatch(/<html lang="en">[\s\S]*<h1>Request refused<\/h1>/);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await axe();
  // the forms' own checks speak English (they said the spec's Italian), and so do the countries of birth
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Enter your e-mail address').first()).toBeVisible();
  await expect(page.getByText("Digitare l'e-mail")).toHaveCount(0);
  await page.goto('/registration-user');
  const countries = page.getByRole('combobox', { name: 'Country of birth' });
  await expect(countries.locator('option', { hasText: 'Belgium' })).toHaveCount(1);
  await expect(countries.locator('option', { hasText: 'Belgio' })).toHaveCount(0);

  // the customer's area
  await loginAs(DEMO_CUSTOMERS.mario);
  await inLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Mario!' })).toBeVisible();
  // money as an English speaker in the euro area writes it
  await expect(page.getByRole('link', { name: /^Basket, \d+ products?, total €\d+\.\d\d$/ })).toBeVisible();
  // the area's menu (folded away on a phone)
  await expect(page.getByRole('link', { name: 'Personal details', includeHidden: true }).first()).toBeAttached();
  await axe();
  // the orders' statuses (the chain writes them in Italian)
  await page.goto('/profile/orders?status=done');
  await expect(page.getByText('Status: Delivered', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Consegnato/)).toHaveCount(0);
  await axe();

  // and back to Italian, on the same page
  await languageSwitch(page, 'Language', 'Italiano').click();
  // the page's query goes along (a switch on a search lost the search)
  await expect(page).toHaveURL(
    (url) => url.pathname === '/profile/orders' && url.searchParams.get('lng') === 'it' && url.searchParams.get('status') === 'done',
  );
  await inLanguage(page, 'it');
  await expect(page.getByText('Stato: Consegnato', { exact: true }).first()).toBeVisible();
  await page.goto('/cart');
  await inLanguage(page, 'it');
});
