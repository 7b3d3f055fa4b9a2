// Messaggi (account.md §2 /profile/news-list; decision 031): the archive of the e-mails the shop sent
// the customer about their orders. A new customer of the test's own reaches it from the profile menu
// and has none (her registration e-mail is an account e-mail: never listed), and a message that is
// not hers is said to be unavailable. Mario's archive (his orders are placed by other specs, so no
// exact count) opens its first message by a plain link, with its whole text and a «Chiudi» link back.
// Every page fits a 360 px phone without sideways scrolling; axe on every page; JS on and off.
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMERS, expect, newCustomer, profileMenuLink, test } from './fixtures';

const HERE = '/profile/news-list';

/** nothing wider than the screen (a 360 px phone) */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a new customer: reached from the profile menu, no messages yet, and none of anyone else’s', async ({
  page,
  axe,
  loginAs,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(playwright, testInfo, 'news');
  await loginAs(customer);
  await (await profileMenuLink(page, 'Messaggi')).click();
  await expect(page).toHaveURL((url) => url.pathname === HERE);
  await expect(page.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeVisible();
  await expect(page).toHaveTitle(/Messaggi/);

  const list = page.getByRole('region', { name: 'I tuoi messaggi' });
  await expect(list.getByText('Non hai ancora ricevuto messaggi.', { exact: true })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(0);
  await expect(list.getByRole('navigation', { name: 'Paginazione' })).toHaveCount(0);
  // the registration e-mail (a confirmation link and code) is not an archived message
  await expect(page.getByText(/Conferma la tua registrazione/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chiudi', exact: true })).toHaveCount(0);
  await noSidewaysScroll(page);
  await axe();

  // a message id that is not hers (someone else's or none at all): said, never shown
  await page.goto(`${HERE}?messaggio=1`);
  const unavailable = page.getByRole('alert').filter({ hasText: 'Questo messaggio non è disponibile' });
  await expect(unavailable).toBeVisible();
  await expect(list.getByText('Non hai ancora ricevuto messaggi.', { exact: true })).toBeVisible();
  await axe();
  await unavailable.getByRole('link', { name: 'Chiudi', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === HERE && !url.searchParams.has('messaggio'));
  await expect(unavailable).toHaveCount(0);

  // a query nobody could mean is the first page, never an error
  const answer = await page.goto(`${HERE}?page=abc&messaggio=%3Cscript%3E`);
  expect(answer?.status()).toBe(200);
  await expect(list.getByText('Non hai ancora ricevuto messaggi.', { exact: true })).toBeVisible();
});

test('Mario’s archive: the first message opens with its whole text, and «Chiudi» goes back to the list', async ({ page, axe, loginAs }) => {
  await loginAs(DEMO_CUSTOMERS.mario, { redirectTo: HERE });
  await expect(page.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeVisible();
  const list = page.getByRole('region', { name: 'I tuoi messaggi' });
  const empty = list.getByText('Non hai ancora ricevuto messaggi.', { exact: true });
  const messages = list.getByRole('article');
  await expect(empty.or(messages.first())).toBeVisible();
  await noSidewaysScroll(page);
  await axe();
  // other specs place Mario's orders; a run of this spec alone may find none
  if (await empty.isVisible()) {
    await expect(messages).toHaveCount(0);
    return;
  }

  // each message: its subject as a heading, when it was sent, the start of its text, and a link to read it
  const first = messages.first();
  const subject = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  expect(subject).not.toBe('');
  await expect(first.getByText(/^Inviato il \d{1,2} \S+ \d{4} alle \d{2}:\d{2}$/)).toBeVisible();
  // never an account e-mail (a password reset, a change of address): those carry secrets
  await expect(list.getByRole('heading', { name: /password|Conferma la tua registrazione|indirizzo e-mail/i })).toHaveCount(0);

  await first.getByRole('link', { name: `Leggi il messaggio: ${subject}`, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === HERE && /^\d+$/.test(url.searchParams.get('messaggio') ?? ''));
  const opened = page.getByRole('article', { name: subject }).first();
  await expect(opened.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  // the whole text, to its signature, as text
  await expect(opened.getByText(/Il team di Spesa/)).toBeVisible();
  await expect(list.getByRole('link', { name: `Leggi il messaggio: ${subject}`, exact: true })).toHaveAttribute('aria-current', 'true');
  await noSidewaysScroll(page);
  await axe();

  await opened.getByRole('link', { name: 'Chiudi', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === HERE && !url.searchParams.has('messaggio'));
  await expect(page.getByRole('link', { name: 'Chiudi', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: subject })).toHaveCount(0);
  await expect(messages.first()).toBeVisible();

  // more than a page: the next one is a plain link too
  const pages = list.getByRole('navigation', { name: 'Paginazione' });
  if (await pages.isVisible()) {
    await pages.getByRole('link', { name: 'Pagina 2', exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(messages.first()).toBeVisible();
    await axe();
  }
});
