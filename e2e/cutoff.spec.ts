// Time moves on (issue 26 §1, issue 24 problem 1; decision 052): an order whose slot has closed is
// taken into preparation, and from then on its page offers neither modify nor cancel and a forged
// POST gets the shop's refusal; a lead-time product taken for a slot far enough away is marked in
// the cart, and refused at the checkout with the reason, once the clock brings that slot within its
// notice. The clock moves through POST /dev/clock/advance, which moves the whole shop's clock, so
// the spec runs on a shop of its own (e2e/own-shop.ts): the journeys of the other specs never see its clock.
import type { Page } from '@playwright/test';
import { addToCartFromItsPage, chooseDriveAndSlot, expect, newCustomer, type DemoCustomer } from './fixtures';
import { advanceClock, withOwnShop } from './own-shop';
import { EXPENSIVE as ACETO } from './seeded-products';

const test = withOwnShop('cutoff');

const LEAD_TIME_TEXT = 'Da ordinare con almeno 48 ore di anticipo: non può arrivare nella fascia oraria scelta.';

/**
 * The page's own form for `intent`, sent with another intent as a forged request would (a page that
 * no longer offers that form): its guards and fields, then the answer's redirect opened in the page,
 * where the flash message shows.
 */
async function forgePost(page: Page, formIntent: string, intent: string) {
  const form = page.locator('main form').filter({ has: page.locator(`button[name="intent"][value="${formIntent}"]`) });
  const fields: Record<string, string> = { intent };
  const inputs = form.locator('input[name]');
  for (let i = 0; i < (await inputs.count()); i++) {
    const input = inputs.nth(i);
    fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
  }
  const answer = await page.request.post(page.url(), { form: fields, maxRedirects: 0, headers: { Origin: new URL(page.url()).origin } });
  expect(answer.status(), `${intent}: ${answer.status()}`).toBeGreaterThanOrEqual(300);
  expect(answer.status()).toBeLessThan(400);
  await page.goto(answer.headers()['location']!);
}

test.describe.configure({ mode: 'serial' });

let customer: DemoCustomer;
test.beforeAll(async ({ playwright, shopOfTheWorker }, testInfo) => {
  customer = await newCustomer(playwright, testInfo, 'cutoff', shopOfTheWorker.backend);
});

test('an order past its cutoff goes into preparation: its page offers no change, and a forged change is refused', async ({
  page,
  axe,
  loginAs,
  ownShop,
}) => {
  test.setTimeout(180_000);
  await loginAs(customer, { redirectTo: '/cart/address?service=1' });
  await chooseDriveAndSlot(page);
  await addToCartFromItsPage(page, ACETO.slug, /^Aggiunto al carrello: .*Aceto Balsamico/);
  await page.goto('/checkout');
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  const orderId = Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText('Stato: Ordinato')).toBeVisible();
  await expect(page.getByRole('button', { name: "Modifica l'ordine" })).toBeVisible();
  await expect(page.getByRole('link', { name: "Annulla l'ordine" })).toBeVisible();

  // a day at a time until the slot's cutoff has passed and the shop took the order
  let taken = false;
  for (let day = 0; day < 8 && !taken; day++) taken = (await advanceClock(page.request, ownShop, 24 * 60)).taken.includes(orderId);
  expect(taken, 'the order was taken into preparation at its cutoff').toBe(true);

  await page.reload();
  await expect(page.getByText('Stato: In preparazione')).toBeVisible();
  await expect(page.getByText('Stiamo preparando il tuo ordine: non è più possibile modificarlo o annullarlo.')).toBeVisible();
  await expect(page.getByRole('button', { name: "Modifica l'ordine" })).toHaveCount(0);
  await expect(page.getByRole('link', { name: "Annulla l'ordine" })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cambia metodo di pagamento' })).toHaveCount(0);
  await axe();
  // the cancel question's own address answers the order, not the question
  await page.goto(`/profile/orders/${orderId}?annulla=1`);
  await expect(page.getByRole('button', { name: "Sì, annulla l'ordine" })).toHaveCount(0);

  // forged: the reorder form's guards with the intent the page no longer offers
  await forgePost(page, 'reorder', 'cancel');
  await expect(
    page.getByText('Questo ordine non può più essere annullato: la preparazione è già iniziata oppure è già stato annullato.').first(),
  ).toBeVisible();
  await forgePost(page, 'reorder', 'modify');
  await expect(
    page.getByText('Questo ordine non può più essere modificato: la preparazione è già iniziata oppure è già stato annullato.').first(),
  ).toBeVisible();
  await expect(page.getByText('Stato: In preparazione')).toBeVisible();
  await axe();

  // the customer was told, in the archive of their messages
  const mails = (await (
    await page.request.get(`${ownShop.backend}/dev/outbox.json?to=${encodeURIComponent(customer.email)}`)
  ).json()) as Array<{
    subject: string;
  }>;
  expect(mails.map((m) => m.subject)).toContain(`Stiamo preparando il tuo ordine n. ${orderId}`);
});

test('a lead-time product whose slot comes within its notice is marked in the cart and refused at the checkout', async ({
  page,
  axe,
  loginAs,
  ownShop,
}) => {
  test.setTimeout(180_000);
  await loginAs(customer, { redirectTo: '/cart/address?service=1' });
  // the furthest day: more than 48 hours away, so the tiramisù is taken
  await chooseDriveAndSlot(page, { furthest: true });
  await addToCartFromItsPage(page, ACETO.slug, /^Aggiunto al carrello: .*Aceto Balsamico/);
  await page.goto('/search?q=Tiramis%C3%B9');
  await page.getByRole('main').getByRole('article').filter({ hasText: 'Tiramisù' }).first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await page
    .locator('main')
    .getByRole('button', { name: /^Aggiungi al carrello/ })
    .first()
    .click();
  await expect(page.getByText(/^Aggiunto al carrello: .*Tiramisù/).first()).toBeVisible();
  await page.goto('/cart');
  const mark = page.getByRole('main').getByText(`Non disponibile nella fascia oraria scelta: ${LEAD_TIME_TEXT}`);
  await expect(mark).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: "Concludi l'ordine" })).toBeVisible();

  // half a day at a time until the slot is within 48 hours (its orders close 2 hours before it: 46 hours to land in)
  let marked = false;
  for (let step = 0; step < 16 && !marked; step++) {
    await advanceClock(page.request, ownShop, 12 * 60);
    await page.goto('/cart');
    marked = (await mark.count()) > 0;
  }
  expect(marked, 'the cart marks the tiramisù once its slot is within 48 hours').toBe(true);
  await expect(mark).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: "Concludi l'ordine" })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: "Concludi l'ordine" })).toBeDisabled();
  await expect(
    page.getByText(
      "Alcuni prodotti non possono arrivare nella fascia oraria scelta: cambia fascia oraria o toglili dal carrello per concludere l'ordine.",
    ),
  ).toBeVisible();
  await axe();

  // the checkout names the product and the reason, and the shop refuses the order whatever is sent
  await page.goto('/checkout');
  await expect(page.getByRole('alert').filter({ hasText: /Tiramisù.*: Da ordinare con almeno 48 ore di anticipo/ })).toBeVisible();
  await axe();
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  await expect(
    page.getByText(/^La fascia oraria scelta non va bene per alcuni prodotti\. .*Tiramisù.*48 ore di anticipo/).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toHaveCount(0);
  await axe();

  // the cart left empty for the next project on this shop
  await page.goto('/cart?empty=1');
  await page.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
});
