// Checkout and payment (issue 10): a new customer chooses Drive and a slot, puts a product above the
// minimum spend in the cart, checks out, pays by card on the provider's page (the backend's simulated
// provider, a site of its own) and lands on the result page; a typed card with a mistake is shown
// its error, a declined card lands on the error page, a forged result is not believed, and the
// payment tried again from there goes through; a card asking for a second step is confirmed; the
// orders are listed, filtered, opened, cancelled and bought again; a card is saved and pays a Drive
// order through 'Cassa veloce'; a Drive order paid at pickup is modified and confirmed again. Every
// project runs it (JS on and off, phone and desktop), each as a new customer, axe on every page.
import type { Page } from '@playwright/test';
import {
  addToCartFromItsPage,
  chooseDriveAndSlot,
  expect,
  mailLink,
  newCustomer,
  slotsOfADayWithRoom,
  test,
  type DemoCustomer,
  forgetVisitor,
} from './fixtures';
import { fillHomeAddress } from './address-form';
import { EXPENSIVE as ACETO } from './seeded-products';

test.describe.configure({ mode: 'serial' });

let customer: DemoCustomer;
test.beforeAll(async ({ playwright }, testInfo) => {
  customer = await newCustomer(playwright, testInfo, 'checkout');
});

type LoginAs = (c: DemoCustomer, o?: { redirectTo?: string }) => Promise<void>;

const PROJECTS = ['js-desktop', 'nojs-phone', 'js-phone', 'nojs-desktop'];

/**
 * Drive at the second store, a slot of this project's and test's own, one bottle of balsamic vinegar
 * (over Drive's 50 €), then the checkout. Each order takes a unit of its slot for good, and the four
 * projects run at once: on the first store's first slot (the other journeys' choice) they would fill
 * it under the others' feet.
 */
async function toCheckout(page: Page, loginAs: LoginAs, axe: () => Promise<void>, nth: number) {
  await loginAs(customer, { redirectTo: '/cart/address?service=1' });
  await toCart(page, nth);
  await page.getByRole('main').getByRole('link', { name: "Concludi l'ordine" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: "Concludi l'ordine" })).toBeVisible();
  await expect(page.getByText(/^Drive · /)).toBeVisible();
  await axe();
}

/** From the service choice of a logged-in customer: Drive at the second store, this test's own slot, the vinegar in the cart, and the cart page. */
async function toCart(page: Page, nth: number) {
  await chooseDriveAndSlot(page, { store: 1, nth });
  await addToCartFromItsPage(page, ACETO.slug, /^Aggiunto al carrello: .*Aceto Balsamico/);
  await page.goto('/cart');
}

/** Confirms the order; with JS the page goes on to the provider by itself, without JS the shopper does. */
async function toProvider(page: Page, jsEnabled: boolean) {
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  if (!jsEnabled) {
    await expect(page.getByText(/^Ordine n\. \d+ registrato/)).toBeVisible();
    await page.getByRole('button', { name: 'Continua al pagamento' }).click();
  }
  await expect(page).toHaveURL(/\/pay\/session\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paga con carta' })).toBeVisible();
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Numero della carta').fill(number);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

test('a card payment with a gift code, a comment, no substitutions and an invoice: a bad code and a bad SDI said, then the provider and a confirmed order', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  await toCheckout(page, loginAs, axe, PROJECTS.indexOf(testInfo.project.name) * 4);
  // a gift code that does not exist is said under its field; a real one takes its share off
  const giftField = page.getByLabel('Hai un codice sconto?');
  await giftField.fill('NONESISTE');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByText('Il codice sconto "NONESISTE" non è valido. Verifica di averlo scritto correttamente.')).toBeVisible();
  await expect(giftField).toHaveAttribute('aria-invalid', 'true');
  await expect(giftField).toHaveValue('NONESISTE');
  await axe();
  await giftField.fill('benvenuto10');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByText('Il codice sconto è stato applicato.').first()).toBeVisible();
  await expect(page.getByText(/^Sconto di /)).toBeVisible();
  await expect(page.getByText('Codice sconto BENVENUTO10', { exact: false })).toBeVisible();
  await page.getByLabel("Note per l'ordine").fill('Citofono Rossi, secondo piano');
  await page.getByLabel('Non accetto sostituzioni').check();
  if (!(await page.getByLabel('Richiedo la fattura per questo ordine').isVisible()))
    await page.getByText('Fattura', { exact: true }).click();
  await page.getByLabel('Richiedo la fattura per questo ordine').check();
  await page.getByLabel('Azienda').check();
  await page.getByLabel('Ragione sociale').fill('Rossi Alimentari S.r.l.');
  await page.getByLabel('Partita IVA').fill('01234567890');
  await page.getByLabel('Codice fiscale').fill('01234567890');
  await page.getByLabel('Codice SDI').fill('AB12');
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Roma');
  await page.getByLabel('Numero civico').fill('12');
  await page.getByLabel('Città').fill('Padova');
  await page.getByLabel('CAP').fill('35122');
  await page.getByLabel('Provincia (sigla)').fill('PD');
  await page.getByRole('button', { name: /^Conferma e paga / }).click();

  // refused with the spec's message, tied to its field, and nothing typed lost
  await expect(page.getByRole('alert').getByRole('link', { name: 'Codice SDI: Codice SDI non valido' })).toBeVisible();
  await expect(page.getByLabel('Codice SDI')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Ragione sociale')).toHaveValue('Rossi Alimentari S.r.l.');
  await expect(page.getByLabel("Note per l'ordine")).toHaveValue('Citofono Rossi, secondo piano');
  await expect(page.getByLabel('Non accetto sostituzioni')).toBeChecked();
  await axe();
  await page.getByLabel('Codice SDI').fill('M5UXCR1');
  await toProvider(page, jsEnabled);
  await axe();
  await typeCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+\?redirect_status=succeeded/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  await expect(page.getByText('Ordinato', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Carrello, 0 prodotti/ })).toBeVisible();
  await axe();
  await page.getByRole('link', { name: 'Vedi il tuo ordine' }).click();
  await expect(page.getByText('Citofono Rossi, secondo piano')).toBeVisible();
  await expect(page.getByText('Rossi Alimentari S.r.l. · 01234567890')).toBeVisible();
});

test('a card with a mistake, a declined card, a forged result not believed, then the payment tried again', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  await toCheckout(page, loginAs, axe, PROJECTS.indexOf(testInfo.project.name) * 4 + 1);
  await toProvider(page, jsEnabled);

  await typeCard(page, '4242 4242 4242 4241');
  await expect(page.getByText('Il numero della carta non è valido.')).toBeVisible();
  await expect(page.getByLabel('Numero della carta')).toHaveAttribute('aria-invalid', 'true');
  await axe();
  await typeCard(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/cart\/payment-error\/\d+\?redirect_status=failed/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento non andato a buon fine' })).toBeVisible();
  await axe();

  // the same order's result, forged to say it was paid
  const forged = new URL(page.url());
  forged.pathname = forged.pathname.replace('payment-error', 'payment-completed');
  forged.searchParams.set('redirect_status', 'succeeded');
  await page.goto(forged.pathname + forged.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento non andato a buon fine' })).toBeVisible();
  await expect(page.getByText("Non è stato possibile verificare l'esito del pagamento.")).toBeVisible();

  // the payment helpers' address says the same, and offers the retry too
  await page.goto(forged.pathname.replace('/cart/payment-completed/', '/payment-error/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento non andato a buon fine' })).toBeVisible();
  await axe();

  // the order still waits for its payment: tried again on the payment page, and paid
  await page.getByRole('link', { name: 'Riprova il pagamento' }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Pagamento dell'ordine n\. \d+$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Carta di credito, debito o prepagata/ })).toBeChecked();
  await axe();
  await page.getByRole('button', { name: /^Paga / }).click();
  if (!jsEnabled) await page.getByRole('button', { name: 'Continua al pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paga con carta' })).toBeVisible();
  await typeCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  await axe();
});

test('a card asking for a second step, then the orders: listed, filtered, opened, cancelled, bought again', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const nth = PROJECTS.indexOf(testInfo.project.name) * 4 + 2;
  await toCheckout(page, loginAs, axe, nth);
  await toProvider(page, jsEnabled);
  await typeCard(page, '4000 0027 6000 3184');
  await expect(page.getByRole('heading', { level: 1, name: 'Conferma il pagamento' })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  const orderId = Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);

  await page.getByRole('link', { name: 'Vedi il tuo ordine' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` })).toBeVisible();
  await expect(page.getByText('Stato: Ordinato')).toBeVisible();
  await expect(page.getByText(ACETO.name)).toBeVisible();
  await axe();

  // the list: this customer's three orders, newest first
  await page.getByRole('link', { name: 'Torna ai miei ordini' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'I miei ordini' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '3 ordini' })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('heading', { name: `Ordine n. ${orderId}` }),
  ).toBeVisible();
  await axe();
  await page.getByLabel('Stato').selectOption('done');
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect(page).toHaveURL(/status=done/);
  await expect(page.getByText('Nessun ordine corrisponde ai filtri scelti.')).toBeVisible();
  await page.getByLabel('Stato').selectOption('pending');
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '3 ordini' })).toBeVisible();
  // a date that does not exist is said next to its field, and the rest of the filter still holds
  await page.goto('/profile/orders?status=pending&from=2026-02-30');
  await expect(page.getByLabel('Ordinati dal')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Inserisci una data valida.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '3 ordini' })).toBeVisible();
  await axe();

  // cancelled after a question of its own
  await page.getByRole('link', { name: `Vedi il dettaglio dell'ordine n. ${orderId}` }).click();
  await page.getByRole('link', { name: "Annulla l'ordine" }).click();
  await expect(page.getByRole('heading', { name: `Vuoi davvero annullare l'ordine n. ${orderId}?` })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: "Sì, annulla l'ordine" }).click();
  await expect(page.getByText(`L'ordine n. ${orderId} è stato annullato.`).first()).toBeVisible();
  await expect(page.getByText('Stato: Annullato')).toBeVisible();
  await expect(page.getByRole('link', { name: "Annulla l'ordine" })).toHaveCount(0);
  await axe();

  // bought again: the cart has no slot since the last order took it, so the slot comes first
  await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
  await expect(page).toHaveURL(/\/cart\/timeslot/);
  await expect(
    page.getByText('Scegli la fascia oraria di consegna o di ritiro prima di aggiungere prodotti al carrello.').first(),
  ).toBeVisible();
  const free = await slotsOfADayWithRoom(page);
  await free.nth(nth % (await free.count())).click();
  // the order's products go in without asking again (issue 24: back on the order, nothing added)
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("I prodotti dell'ordine sono stati aggiunti al carrello.").first()).toBeVisible();
  await expect(page.getByRole('main').getByText(ACETO.name).first()).toBeVisible();
});

test("a card saved on the provider's page pays a Drive order through 'Cassa veloce' and again on the payment page, then is deleted; the e-mail's link shows the order", async ({
  page,
  axe,
  loginAs,
  jsEnabled,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await loginAs(customer, { redirectTo: '/profile/payment-method' });
  await expect(page.getByRole('heading', { level: 1, name: 'I miei metodi di pagamento' })).toBeVisible();
  await expect(page.getByText('Non hai carte salvate.')).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Aggiungi una carta' }).click();
  if (!jsEnabled) await page.getByRole('button', { name: 'Continua al pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salva la carta' })).toBeVisible();
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await page.getByRole('button', { name: 'Salva la carta' }).click();
  await expect(page).toHaveURL(/\/profile\/payment-method$/);
  await expect(page.getByText('La carta è stata salvata: potrai usarla con la Cassa veloce.').first()).toBeVisible();
  await expect(page.getByText('**** **** **** 4242').first()).toBeVisible();
  await expect(page.getByText('Scadenza 12/34')).toBeVisible();
  await axe();

  // the last test put its order back in the cart: start from an empty one
  await page.goto('/cart?empty=1');
  const yes = page.getByRole('button', { name: 'Si', exact: true });
  if (await yes.isVisible()) {
    await yes.click();
    await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
  }
  await page.goto('/cart/address?service=1');
  await toCart(page, PROJECTS.indexOf(testInfo.project.name) * 4 + 3);
  await page.getByRole('main').getByRole('link', { name: 'Cassa veloce' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cassa veloce' })).toBeVisible();
  await expect(page).toHaveTitle('Cassa veloce | Spesa');
  await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
  await axe();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  await expect(page.getByText('Ordinato', { exact: true })).toBeVisible();
  const orderId = Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);

  // paid at pickup instead, on the payment page; then with the saved card again, charged at once
  await page.goto(`/payment?order=${orderId}`);
  const saved = page.getByRole('radio', { name: /Carta salvata .*4242/ });
  await expect(saved).toBeChecked();
  await axe();
  await page.getByRole('radio', { name: /^Pagamento al ritiro/ }).check();
  await page.getByRole('button', { name: 'Conferma il metodo di pagamento' }).click();
  await expect(page.getByText(`Il metodo di pagamento dell'ordine n. ${orderId} è stato aggiornato.`).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  await page.goto(`/payment?order=${orderId}`);
  await expect(page.getByRole('radio', { name: /^Pagamento al ritiro/ })).toBeChecked();
  await saved.check();
  await page.getByRole('button', { name: 'Conferma il metodo di pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  // the same card again changes nothing, and says so
  await page.goto(`/payment?order=${orderId}`);
  await expect(saved).toBeChecked();
  await page.getByRole('button', { name: 'Conferma il metodo di pagamento' }).click();
  await expect(page.getByText('Il metodo di pagamento non è cambiato.').first()).toBeVisible();
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText('Carta di credito', { exact: true })).toBeVisible();

  await page.goto('/profile/payment-method');
  await page.getByRole('button', { name: /^Elimina/ }).click();
  await expect(page.getByText('La carta è stata eliminata.').first()).toBeVisible();
  await expect(page.getByText('Non hai carte salvate.')).toBeVisible();

  // the confirmation e-mail's link opens the order without logging in
  const link = await mailLink(request, customer.email, new RegExp(`n\\. ${orderId} è confermato`), `/order/${orderId}`);
  await forgetVisitor(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` })).toBeVisible();
  await expect(page.getByText('Stato: Ordinato')).toBeVisible();
  await expect(page.getByText(ACETO.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accedi per pagare, annullare o riordinare' })).toBeVisible();
  await axe();
  // a token that is not this order's opens nothing: one character changed, to one it surely was not
  // (replacing it with a fixed 'x' left the token as it was once in 64 runs, and the order opened)
  await page.goto(link.replace(/token=(.)/, (_, first: string) => `token=${first === 'A' ? 'B' : 'A'}`));
  await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` })).toHaveCount(0);
});

test('home delivery: a new address, a slot, the minimum spend reached, paid by card', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(150_000);
  await loginAs(customer, { redirectTo: '/cart/address?service=2' });
  await page.getByRole('link', { name: 'Aggiungi un nuovo indirizzo' }).click();
  const addressName = `Casa ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fillHomeAddress(page, { name: addressName });
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/timeslot/);
  const free = await slotsOfADayWithRoom(page);
  await free.nth((PROJECTS.indexOf(testInfo.project.name) * 2) % (await free.count())).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // two bottles: over the 90 € home delivery asks for
  await addToCartFromItsPage(page, ACETO.slug, /^Aggiunto al carrello: .*Aceto Balsamico/);
  await page.goto('/cart');
  const bottles = page.getByRole('spinbutton', { name: `Quantità di ${ACETO.name}` });
  await bottles.fill('2');
  await bottles.press('Enter');
  await expect(bottles).toHaveValue('2');
  await page.getByRole('main').getByRole('link', { name: "Concludi l'ordine" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Concludi l'ordine" })).toBeVisible();
  await expect(page.getByText(`Consegna a casa · ${addressName}`, { exact: false })).toBeVisible();
  await axe();
  await toProvider(page, jsEnabled);
  await typeCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  await expect(page.getByText(`Consegna a casa · ${addressName}`)).toBeVisible();
  await axe();
});

test('Drive paid at pickup, then modified: the order back in the cart, one more bottle, confirmed again as the same order, then paid by card instead', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(150_000);
  await toCheckout(page, loginAs, axe, PROJECTS.indexOf(testInfo.project.name) * 4 + 3);
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  // nothing to pay online: the order is placed at once
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  const orderId = Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('link', { name: 'Vedi il tuo ordine' }).click();
  await expect(page.getByText('Pagamento al ritiro', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: "Modifica l'ordine" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`Stai modificando l'ordine n. ${orderId}`)).toBeVisible();
  await axe();
  const bottles = page.getByRole('main').getByRole('spinbutton', { name: `Quantità di ${ACETO.name}` });
  await expect(bottles).toHaveValue('1');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Aumenta la quantità di ${ACETO.name}` })
    .click();
  await expect(bottles).toHaveValue('2');
  await page.getByRole('main').getByRole('link', { name: "Concludi l'ordine" }).click();
  await expect(page.getByText(`Stai modificando l'ordine n. ${orderId}: le modifiche valgono quando le confermi.`)).toBeVisible();
  await axe();
  await page.getByRole('button', { name: /^Conferma le modifiche / }).click();

  // the same order, with two bottles; the cart is a new one
  await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Carrello, 0 prodotti/ })).toBeVisible();
  await page.getByRole('link', { name: 'Vedi il tuo ordine' }).click();
  await expect(page.getByText('Stato: Ordinato')).toBeVisible();
  await expect(page.getByRole('main').getByText('· Quantità: 2')).toBeVisible();
  await axe();

  // paid by card after all, on the payment page: the provider's page, and the order placed again
  await page.getByRole('link', { name: 'Cambia metodo di pagamento' }).click();
  await expect(page.getByRole('radio', { name: /^Pagamento al ritiro/ })).toBeChecked();
  await axe();
  await page.getByRole('radio', { name: /^Carta di credito, debito o prepagata/ }).check();
  await page.getByRole('button', { name: 'Conferma il metodo di pagamento' }).click();
  if (!jsEnabled) await page.getByRole('button', { name: 'Continua al pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paga con carta' })).toBeVisible();
  await typeCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  await page.getByRole('link', { name: 'Vedi il tuo ordine' }).click();
  await expect(page.getByText('Carta di credito', { exact: true }).first()).toBeVisible();
});

test('Drive paid at pickup, then the parking reserved from the order page: the info said, the values kept and updated, an empty plate said next to its field', async ({
  page,
  axe,
  loginAs,
}, testInfo) => {
  test.setTimeout(150_000);
  await toCheckout(page, loginAs, axe, PROJECTS.indexOf(testInfo.project.name) * 4 + 2);
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  const orderId = Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('link', { name: 'Vedi il tuo ordine' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));

  // a Drive order to collect: the section says what it is for
  const parking = page.getByRole('region', { name: 'Prenota il parcheggio' });
  await expect(parking.getByText("il personale ti porterà la spesa direttamente all'auto", { exact: false })).toBeVisible();
  await expect(parking.getByRole('heading', { name: 'La tua prenotazione' })).toHaveCount(0);
  await axe();
  const distance = parking.getByLabel('Quanto sei lontano?');
  const car = parking.getByLabel("Targa e colore dell'auto");
  await expect(car).toHaveAttribute('maxlength', '200');
  await distance.selectOption('2000');
  await car.fill('AB123CD, Panda bianca');
  await parking.getByRole('button', { name: 'Prenota il parcheggio' }).click();

  // the backend's info as a success, and the reservation shown and filled in
  await expect(page.getByText('Parcheggio prenotato: ti aspettiamo al punto di ritiro.').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(parking.getByRole('heading', { name: 'La tua prenotazione' })).toBeVisible();
  await expect(parking.getByText('2 km', { exact: true })).toBeVisible();
  await expect(parking.getByText('AB123CD, Panda bianca', { exact: true })).toBeVisible();
  await expect(distance).toHaveValue('2000');
  await expect(car).toHaveValue('AB123CD, Panda bianca');
  await axe();

  // an empty plate: said next to its field, the distance chosen kept, nothing saved
  await distance.selectOption('0');
  await car.fill('   ');
  await parking.getByRole('button', { name: 'Aggiorna la prenotazione' }).click();
  await expect(car).toHaveAttribute('aria-invalid', 'true');
  await expect(car).toHaveAccessibleDescription(/Campo obbligatorio/);
  await expect(distance).toHaveValue('0');
  await expect(parking.getByText('2 km', { exact: true })).toBeVisible();
  await expect(parking.getByText('AB123CD, Panda bianca', { exact: true })).toBeVisible();
  await axe();

  // updated: the backend says so, the new values are shown, the error is gone
  await car.fill('AB123CD, Panda bianca, posto 4');
  await parking.getByRole('button', { name: 'Aggiorna la prenotazione' }).click();
  await expect(page.getByText('Prenotazione del parcheggio aggiornata.').first()).toBeVisible();
  await expect(car).not.toHaveAttribute('aria-invalid', 'true');
  await expect(parking.getByText('Già al punto di ritiro', { exact: true })).toBeVisible();
  await expect(parking.getByText('AB123CD, Panda bianca, posto 4', { exact: true })).toBeVisible();
  await expect(car).toHaveValue('AB123CD, Panda bianca, posto 4');
  await expect(distance).toHaveValue('0');
});
