// The demo customer's past orders (issue 10): the list filtered to the concluded ones, an arrived
// order opened and rated, and the rating changed. Each project rates an order of its own (Mario has
// a delivered and a partly delivered one), so projects running at once never change each other's.
import { DEMO_CUSTOMERS, expect, test } from './fixtures';

const STATUS_BY_PROJECT: Record<string, string> = { 'js-desktop': 'Consegnato', 'nojs-phone': 'Consegnato parzialmente' };

test('an arrived order is rated, then the rating changed', async ({ page, axe, loginAs }, testInfo) => {
  const status = STATUS_BY_PROJECT[testInfo.project.name] ?? 'Consegnato';
  await loginAs(DEMO_CUSTOMERS.mario, { redirectTo: '/profile/orders?status=done' });
  await expect(page.getByRole('heading', { level: 1, name: 'I miei ordini' })).toBeVisible();
  const order = page.getByRole('article').filter({ has: page.getByText(`Stato: ${status}`, { exact: true }) });
  await order.getByRole('link', { name: /^Vedi il dettaglio/ }).click();
  await expect(page.getByText(`Stato: ${status}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La tua valutazione' })).toBeVisible();
  // no cancelling an order that has arrived
  await expect(page.getByRole('link', { name: "Annulla l'ordine" })).toHaveCount(0);

  // a first rating asks for the stars (a rerun finds the rating given before, to change)
  const send = page.getByRole('button', { name: 'Invia la valutazione' });
  if (await send.isVisible()) {
    await page.getByLabel('Commento (facoltativo)').fill('Tutto fresco');
    await send.click();
    await expect(page.getByText('Scegli da 1 a 5 stelle.')).toBeVisible();
    await expect(page.getByLabel('Commento (facoltativo)')).toHaveValue('Tutto fresco');
    await axe();
  }
  await page.getByLabel('4 stelle').check();
  await page.getByLabel('Commento (facoltativo)').fill('Tutto fresco, consegna puntuale');
  await page.getByRole('button', { name: /^(Invia|Aggiorna) la valutazione$/ }).click();
  await expect(page.getByText('Grazie per la tua valutazione.').first()).toBeVisible();
  await expect(page.getByText('Hai dato 4 stelle a questo ordine.')).toBeVisible();
  await expect(page.getByLabel('4 stelle')).toBeChecked();
  await axe();

  await page.getByLabel('2 stelle').check();
  await page.getByRole('button', { name: 'Aggiorna la valutazione' }).click();
  await expect(page.getByText('Hai dato 2 stelle a questo ordine.')).toBeVisible();
  await expect(page.getByLabel('Commento (facoltativo)')).toHaveValue('Tutto fresco, consegna puntuale');
});
