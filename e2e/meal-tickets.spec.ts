// Meal tickets in the checkout's payment step (issue 28; docs/meal-tickets.md, decision 060): with
// each provider a new customer pays part of a Drive order with tickets and the rest by card, sees the
// balance drop at the next checkout, cancels the order and sees the tickets back. On the way: a
// wrong Pellegrini password and Pellegrini down (giu.pellegrini) are said under the shop's form with
// the user kept; an exhausted balance (vuoto.upday) and Edenred down (giu.edenred) on the provider's
// own page, the user kept. JS on at desktop width, JS off on the phone; axe on every new page state.
//
// The providers' test accounts are shared by the projects, which run at once: each journey holds its
// account (a lock directory of the run) from its first balance to its last, so the balance it reads
// is only its own doing. The cart is set up as the other journeys set it up (chooseDriveAndSlot,
// addToCartFromItsPage); only the payment step and what it leads to are opened in the browser.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { addToCartFromItsPage, chooseDriveAndSlot, expect, newCustomer, test, type Fixtures } from './fixtures';
import { EXPENSIVE as ACETO } from './seeded-products';

const PASSWORD = 'Buoni2026!';
const PROJECTS = ['js-desktop', 'nojs-phone'];

/** Holds a provider's test account for this run's other journeys' sake (see above), then lets it go. */
async function holding<T>(account: string, run: () => Promise<T>): Promise<T> {
  const dir = path.resolve('.cache/e2e-meal-locks', process.env.E2E_RUN ?? 'local', account);
  mkdirSync(path.dirname(dir), { recursive: true });
  await expect
    .poll(
      () => {
        try {
          mkdirSync(dir);
          return true;
        } catch {
          return false;
        }
      },
      { message: `the test account ${account}`, timeout: 100_000, intervals: [250] },
    )
    .toBe(true);
  try {
    return await run();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A Drive cart over the minimum spend, on a slot of this journey's own, and the payment step. */
async function toCheckout(page: Page, nth: number) {
  await chooseDriveAndSlot(page, { store: 1, furthest: true, nth });
  await addToCartFromItsPage(page, ACETO.slug, /^Aggiunto al carrello: .*Aceto Balsamico/);
  await page.goto('/checkout');
  await expect(mealSection(page)).toBeVisible();
}

const mealSection = (page: Page) => page.getByRole('region', { name: 'Buoni pasto' });

/**
 * A new customer of this journey at the payment step, on a slot of its own: each project's journeys
 * take six slot positions, `offset` the journey's among them. Returns the position taken.
 */
async function newCustomerAtPayment(
  { page, loginAs, playwright }: { page: Page; loginAs: Fixtures['loginAs']; playwright: Parameters<typeof newCustomer>[0] },
  testInfo: TestInfo,
  tag: string,
  offset: number,
): Promise<number> {
  const nth = PROJECTS.indexOf(testInfo.project.name) * 6 + offset;
  await loginAs(await newCustomer(playwright, testInfo, tag), { redirectTo: '/cart', hydrate: false });
  await toCheckout(page, nth);
  return nth;
}

/** The balance the payment step shows once signed in: tickets, and their value. */
async function balance(page: Page): Promise<number> {
  const text = await mealSection(page).locator('dt', { hasText: 'Saldo' }).locator('xpath=following-sibling::dd[1]').textContent();
  const tickets = /^(\d+) buon[oi] da /.exec(text ?? '')?.[1];
  expect(tickets, `the balance in "${text}"`).toBeTruthy();
  return Number(tickets);
}

async function chooseType(page: Page, name: string) {
  await mealSection(page)
    .getByRole('radio', { name: new RegExp(`^${name}`) })
    .check();
  await page.getByRole('button', { name: 'Usa i buoni pasto' }).click();
  await expect(page.getByText('Buoni pasto scelti: accedi al tuo account buoni pasto per usarli.').first()).toBeVisible();
}

async function pellegriniSignIn(page: Page, user: string) {
  await mealSection(page).getByRole('textbox', { name: 'Utente' }).fill(user);
  await mealSection(page).getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi a Pellegrini' }).click();
}

/** On a provider's own page (upday, Edenred): its form, then back to the shop when it accepts. */
async function providerPageSignIn(page: Page, provider: string, user: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Accedi a ${provider}` })).toBeVisible();
  await page.getByLabel('Utente').fill(user);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi e autorizza' }).click();
}

/** The count of tickets to use, then the order confirmed and the rest paid by card on the provider's page. */
async function payRestByCard(page: Page, jsEnabled: boolean, tickets: number): Promise<number> {
  await mealSection(page).getByRole('spinbutton', { name: 'Quanti buoni vuoi usare?' }).fill(String(tickets));
  await page.getByRole('button', { name: 'Usa questi buoni' }).click();
  await expect(page.getByText(`Usi ${tickets} buoni pasto per questo ordine.`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pagamento' }).getByText('Resta da pagare')).toBeVisible();
  await page.getByRole('radio', { name: /^Carta di credito, debito o prepagata/ }).check();
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  if (!jsEnabled) await page.getByRole('button', { name: 'Continua al pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paga con carta' })).toBeVisible();
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  // the result's money: what the tickets paid, and the rest the card paid
  await expect(page.getByText(/^Pagato con buoni pasto /)).toBeVisible();
  await expect(page.getByText('Resta da pagare')).toBeVisible();
  return Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);
}

/** The order shows its tickets; cancelled, it says they went back. */
async function cancelOrder(page: Page, orderId: number, said: string) {
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText(said)).toBeVisible();
  await page.getByRole('link', { name: "Annulla l'ordine" }).click();
  await page.getByRole('button', { name: "Sì, annulla l'ordine" }).click();
  await expect(page.getByText(`L'ordine n. ${orderId} è stato annullato.`).first()).toBeVisible();
}

test('Pellegrini: a wrong password and the provider down said under the form with the user kept; then tickets and card pay an order, the balance drops, and comes back when the order is cancelled', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
  playwright,
}, testInfo) => {
  const nth = await newCustomerAtPayment({ page, loginAs, playwright }, testInfo, 'meal-pellegrini', 0);
  await axe();
  await chooseType(page, 'Buoni pasto elettronici');
  await expect(page.getByRole('button', { name: 'Accedi con Up Day' })).toBeVisible();
  await axe();

  // a wrong password: the provider's words under the form, the user kept, the password not
  const user = mealSection(page).getByRole('textbox', { name: 'Utente' });
  await user.fill('mario.pellegrini');
  await mealSection(page).getByRole('textbox', { name: 'Password', exact: true }).fill('Sbagliata1!');
  await page.getByRole('button', { name: 'Accedi a Pellegrini' }).click();
  const refusal = mealSection(page).getByText('Utente o password del servizio buoni pasto non corretti.');
  await expect(refusal).toBeVisible();
  await expect(user).toHaveValue('mario.pellegrini');
  await expect(mealSection(page).getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect(page.getByRole('form', { name: 'Accedi a Pellegrini' })).toHaveAttribute('aria-describedby', 'meal-login-error');
  await axe();
  // the provider down
  await pellegriniSignIn(page, 'giu.pellegrini');
  await expect(
    mealSection(page).getByText(
      'Il servizio Pellegrini non è al momento raggiungibile. Riprova più tardi o scegli un altro metodo di pagamento.',
    ),
  ).toBeVisible();
  await expect(user).toHaveValue('giu.pellegrini');

  await holding('mario.pellegrini', async () => {
    await pellegriniSignIn(page, 'mario.pellegrini');
    await expect(page.getByText(/^Accesso a Pellegrini effettuato: hai \d+ buoni disponibili\.$/).first()).toBeVisible();
    await expect(mealSection(page).getByText('Mario Rossi')).toBeVisible();
    const before = await balance(page);
    await axe();
    const orderId = await payRestByCard(page, jsEnabled, 2);

    // the next shopping: two tickets fewer
    await toCheckout(page, nth + 1);
    await pellegriniSignIn(page, 'mario.pellegrini');
    await expect(page.getByText(`Accesso a Pellegrini effettuato: hai ${before - 2} buoni disponibili.`).first()).toBeVisible();
    expect(await balance(page)).toBe(before - 2);

    await cancelOrder(page, orderId, 'Pellegrini: 2 buoni da 10,00 € (20,00 €)');
    await expect(page.getByText('Ordine annullato: i buoni sono stati restituiti al tuo conto Pellegrini.')).toBeVisible();
    await axe();
    await page.goto('/checkout');
    expect(await balance(page)).toBe(before);
  });
});

test('Up Day: an exhausted balance said on its page with the user kept; then tickets and card pay an order, the balance drops, and comes back when the order is cancelled', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
  playwright,
}, testInfo) => {
  const nth = await newCustomerAtPayment({ page, loginAs, playwright }, testInfo, 'meal-upday', 2);
  await chooseType(page, 'Buoni pasto elettronici');
  await page.getByRole('button', { name: 'Accedi con Up Day' }).click();
  await providerPageSignIn(page, 'Up Day', 'vuoto.upday');
  await expect(page.getByText('Il saldo dei tuoi buoni pasto è esaurito: scegli un altro metodo di pagamento.')).toBeVisible();
  await expect(page.getByLabel('Utente')).toHaveValue('vuoto.upday');
  await axe();

  await holding('mario.upday', async () => {
    await providerPageSignIn(page, 'Up Day', 'mario.upday');
    await expect(page).toHaveURL(/\/checkout#buoni-pasto$/);
    await expect(page.getByText(/^Accesso a Up Day effettuato: hai \d+ buoni disponibili\.$/).first()).toBeVisible();
    const before = await balance(page);
    await axe();
    const orderId = await payRestByCard(page, jsEnabled, 3);

    await toCheckout(page, nth + 1);
    await page.getByRole('button', { name: 'Accedi con Up Day' }).click();
    await providerPageSignIn(page, 'Up Day', 'mario.upday');
    expect(await balance(page)).toBe(before - 3);

    await cancelOrder(page, orderId, 'Up Day: 3 buoni da 8,00 € (24,00 €)');
    await expect(page.getByText('Ordine annullato: i buoni sono stati restituiti al tuo conto Up Day.')).toBeVisible();
    await page.goto('/checkout');
    expect(await balance(page)).toBe(before);
  });
});

test('Edenred: the provider down said on its page with the user kept; then tickets and card pay an order, the balance drops, and comes back when the order is cancelled', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
  playwright,
}, testInfo) => {
  const nth = await newCustomerAtPayment({ page, loginAs, playwright }, testInfo, 'meal-edenred', 4);
  await chooseType(page, 'Buoni pasto Edenred');
  await expect(page.getByRole('button', { name: 'Accedi a Pellegrini' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accedi con Edenred' }).click();
  await providerPageSignIn(page, 'Edenred', 'giu.edenred');
  await expect(
    page.getByText('Il servizio Edenred non è al momento raggiungibile. Riprova più tardi o scegli un altro metodo di pagamento.'),
  ).toBeVisible();
  await expect(page.getByLabel('Utente')).toHaveValue('giu.edenred');

  await holding('mario.edenred', async () => {
    await providerPageSignIn(page, 'Edenred', 'mario.edenred');
    await expect(page.getByText(/^Accesso a Edenred effettuato: hai \d+ buoni disponibili\.$/).first()).toBeVisible();
    const before = await balance(page);
    const orderId = await payRestByCard(page, jsEnabled, 2);

    await toCheckout(page, nth + 1);
    await page.getByRole('button', { name: 'Accedi con Edenred' }).click();
    await providerPageSignIn(page, 'Edenred', 'mario.edenred');
    expect(await balance(page)).toBe(before - 2);

    // 'Esci' ends the login, the type stays: the sign-in is offered again
    await page.getByRole('button', { name: 'Esci da Edenred' }).click();
    await expect(page.getByText('Sei uscito da Edenred.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi con Edenred' })).toBeVisible();

    await cancelOrder(page, orderId, 'Edenred: 2 buoni da 7,00 € (14,00 €)');
    await expect(page.getByText('Ordine annullato: i buoni sono stati restituiti al tuo conto Edenred.')).toBeVisible();
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Accedi con Edenred' }).click();
    await providerPageSignIn(page, 'Edenred', 'mario.edenred');
    expect(await balance(page)).toBe(before);
    // 'Annulla' gives the tickets up: the type is cleared, the choice is offered again
    await page.getByRole('button', { name: 'Annulla i buoni pasto Edenred' }).click();
    await expect(page.getByText('Non usi più i buoni pasto Edenred per questo ordine.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Usa i buoni pasto' })).toBeVisible();
  });
});
