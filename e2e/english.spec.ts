// The shop in English (issue 27 §3, decision 004): Italian by default; the footer's language switch, a
// plain GET form, asks for the same page with ?lng=en, and from then on the lng cookie keeps the shop in
// English (home, a category, the basket, the login form, the customer's area), with <html lang="en">
// and the hreflang alternates of the page. Back to Italian the same way. axe on each page; JS on and off.
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMERS, expect, test } from './fixtures';

async function inLanguage(page: Page, lang: 'it' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** the page's hreflang alternates: the same address with ?lng=it / ?lng=en, and without for x-default */
async function alternates(page: Page) {
  const { origin, pathname } = new URL(page.url());
  const href = (lang: string) => page.locator(`head link[rel=alternate][hreflang="${lang}"]`);
  await expect(href('it')).toHaveAttribute('href', `${origin}${pathname}?lng=it`);
  await expect(href('en')).toHaveAttribute('href', `${origin}${pathname}?lng=en`);
  await expect(href('x-default')).toHaveAttribute('href', `${origin}${pathname}`);
}

const languageSwitch = (page: Page, name: 'Lingua' | 'Language') => page.getByRole('form', { name });

test('switched from the footer, the shop speaks English until switched back', async ({ page, axe, loginAs }) => {
  await page.goto('/category/frutta-e-verdura');
  await inLanguage(page, 'it');
  await expect(languageSwitch(page, 'Lingua').getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');

  // the same page, in English, and its address says so
  await languageSwitch(page, 'Lingua').getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/category/frutta-e-verdura' && url.searchParams.get('lng') === 'en');
  await inLanguage(page, 'en');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ products · Page 1 of \d+$/ })).toBeVisible();
  await expect(page.getByText('Filters and sorting').first()).toBeAttached();
  await expect(languageSwitch(page, 'Language').getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await alternates(page);
  await axe();

  // the cookie keeps it: pages without ?lng= stay in English
  await page.goto('/');
  await inLanguage(page, 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
  await alternates(page);
  await axe();

  await page.goto('/cart');
  await inLanguage(page, 'en');
  await expect(page.getByText('You need to log in to see your basket')).toBeVisible();
  await axe();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await axe();

  // the customer's area
  await loginAs(DEMO_CUSTOMERS.mario);
  await inLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Mario!' })).toBeVisible();
  // money and dates as an English speaker in the euro area writes them
  await expect(page.getByRole('link', { name: /^Basket, \d+ products?, total €\d+\.\d\d$/ })).toBeVisible();
  // the area's menu (folded away on a phone)
  await expect(page.getByRole('link', { name: 'Personal details', includeHidden: true }).first()).toBeAttached();
  await alternates(page);
  await axe();

  // and back to Italian, on the same page
  await languageSwitch(page, 'Language').getByRole('button', { name: 'Italiano' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/dashboard' && url.searchParams.get('lng') === 'it');
  await inLanguage(page, 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Mario!' })).toBeVisible();
  await page.goto('/cart');
  await inLanguage(page, 'it');
});
