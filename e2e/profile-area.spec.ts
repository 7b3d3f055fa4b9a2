// The customer's own area (account.md §3, §7): saved invoice data and gift certificates.
// Invoice data belongs to a new customer of the test's own (the projects run at once): a wrong value
// is said under its field with everything typed kept, the right one is saved and listed with its
// details, and the record is deleted through its confirmation page, which names it. The gift
// certificates page shows the one the shop gave Mario (FEDELTA15, seeded), read-only. Every page
// fits a 360 px phone without sideways scrolling; axe on every page.
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMERS, expect, newCustomer, test } from './fixtures';

/** nothing wider than the screen (a 360 px phone) */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('invoice data: a wrong value said under its field, then saved, listed, and deleted after its confirmation', async ({
  page,
  axe,
  loginAs,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(playwright, testInfo, 'invoice');
  const company = `Alimentari e2e ${testInfo.project.name} S.r.l.`;

  await loginAs(customer, { redirectTo: '/profile/invoice-data' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dati per la fattura' })).toBeVisible();
  const records = page.getByRole('region', { name: 'I tuoi intestatari' });
  await expect(records.getByText('Non hai ancora salvato dati per la fattura')).toBeVisible();
  await noSidewaysScroll(page);
  await axe();

  // a company with an SDI code the rules refuse
  const form = page.getByRole('region', { name: 'Aggiungi un intestatario' });
  await form.getByRole('radio', { name: 'Azienda' }).check();
  await form.getByRole('textbox', { name: 'Ragione sociale' }).fill(company);
  await form.getByRole('textbox', { name: 'Partita IVA' }).fill('01234567890');
  await form.getByRole('textbox', { name: 'Codice fiscale' }).fill('01234567890');
  await form.getByRole('textbox', { name: 'Codice SDI' }).fill('AB12');
  await form.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via Roma');
  await form.getByRole('textbox', { name: 'Numero civico' }).fill('12');
  await form.getByRole('textbox', { name: 'Città' }).fill('Padova');
  await form.getByRole('textbox', { name: 'CAP' }).fill('35122');
  await form.getByRole('textbox', { name: 'Provincia (sigla)' }).fill('PD');
  await form.getByRole('button', { name: 'Salva i dati per la fattura' }).click();

  // refused with the spec's message, tied to its field, and nothing typed lost
  await expect(page.getByRole('alert').getByRole('link', { name: 'Codice SDI: Codice SDI non valido' })).toBeVisible();
  const sdi = form.getByRole('textbox', { name: 'Codice SDI' });
  await expect(sdi).toHaveAttribute('aria-invalid', 'true');
  await expect(sdi).toHaveAccessibleDescription(/Codice SDI non valido/);
  await expect(sdi).toHaveValue('AB12');
  await expect(form.getByRole('radio', { name: 'Azienda' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Ragione sociale' })).toHaveValue(company);
  await expect(form.getByRole('textbox', { name: 'Provincia (sigla)' })).toHaveValue('PD');
  await expect(records.getByRole('article')).toHaveCount(0);
  await axe();

  // the right code: saved, said, and listed with its details; the form starts over
  await sdi.fill('M5UXCR1');
  await form.getByRole('button', { name: 'Salva i dati per la fattura' }).click();
  await expect(page.getByText(`Dati per la fattura di ${company} salvati.`).first()).toBeVisible();
  const record = records.getByRole('article', { name: company });
  await expect(record).toBeVisible();
  await expect(records.getByRole('article')).toHaveCount(1);
  await expect(record.getByText('Azienda', { exact: true })).toBeVisible();
  await expect(record.getByText('M5UXCR1', { exact: true })).toBeVisible();
  await expect(record.getByText('Via Roma 12, 35122 Padova (PD)', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Ragione sociale' })).toHaveValue('');
  await noSidewaysScroll(page);
  await axe();

  // deleted through its confirmation page, which names it; "No" keeps it
  await record.getByRole('link', { name: `Elimina i dati per la fattura di ${company}` }).click();
  const question = page.getByRole('heading', { name: `Vuoi eliminare i dati per la fattura di ${company}?` });
  await expect(question).toBeVisible();
  await axe();
  await page.getByRole('link', { name: 'No, tieni i dati' }).click();
  await expect(question).toHaveCount(0);
  await expect(record).toBeVisible();

  await record.getByRole('link', { name: `Elimina i dati per la fattura di ${company}` }).click();
  await expect(question).toBeVisible();
  await page.getByRole('button', { name: 'Sì, elimina i dati' }).click();
  await expect(page.getByText(`Dati per la fattura di ${company} eliminati.`).first()).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(records.getByRole('article')).toHaveCount(0);
  await expect(records.getByText('Non hai ancora salvato dati per la fattura')).toBeVisible();
  await axe();
});

test('gift certificates: the one the shop gave Mario, with its code, value, validity and status', async ({ page, axe, loginAs }) => {
  await loginAs(DEMO_CUSTOMERS.mario, { redirectTo: '/profile/gift-certificates' });
  await expect(page.getByRole('heading', { level: 1, name: 'I miei buoni' })).toBeVisible();
  const loyalty = page.getByRole('article', { name: 'Grazie della fedeltà: 15 €' });
  await expect(loyalty).toBeVisible();
  await expect(loyalty.getByText('FEDELTA15', { exact: true })).toBeVisible();
  await expect(loyalty.getByText(/^15,00\s€ di sconto con una spesa di almeno 100,00\s€$/)).toBeVisible();
  await expect(loyalty.getByText(/^dal \d{1,2} \S+ \d{4} al \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(loyalty.getByText('Stato: Utilizzabile', { exact: true })).toBeVisible();
  await expect(loyalty.getByText('Assegnato a te dal negozio')).toBeVisible();
  // every use, of any certificate, links to its order
  for (const link of await page
    .getByRole('main')
    .getByRole('link', { name: /^Ordine n\. \d+$/ })
    .all()) {
    await expect(link).toHaveAttribute('href', /^\/profile\/orders\/\d+$/);
  }
  // read-only: nothing to submit
  await expect(page.getByRole('region', { name: 'I tuoi buoni' }).getByRole('button')).toHaveCount(0);
  await noSidewaysScroll(page);
  await axe();
});
