// Personal data and e-mail of the profile (account.md §2 /profile/profile-update, /profile/profile-updated,
// /profile/email-updated; §5; decision 027), JS on and off, axe on every page: a new customer (made
// with "no fiscal code") gives a fiscal code that is not theirs (refused under the field with the
// spec's message, everything typed kept), then the right one, and lands on the saved page; then
// changes the e-mail, opens the link of the mail sent to the new address, lands on
// /profile/email-updated, and logs in with the new address. Each project has a customer of its own.
import { computeFiscalCode } from '../domain/fiscal-code';
import { expect, hydrated, mailLink, newCustomer, test, uniqueEmail, type DemoCustomer } from './fixtures';

/** the personal data e2e/fixtures.ts registers every new customer with */
const PERSON = {
  firstName: 'Paola',
  lastName: 'Conti',
  gender: 'F' as const,
  birthDate: '1979-03-15',
  birthCountry: 'IT',
  birthPlace: 'Verona',
  birthProvince: 'VR',
};
const RIGHT_CODE = computeFiscalCode(PERSON)!;
/** a well-formed code of someone born a day later: not the customer's */
const WRONG_CODE = computeFiscalCode({ ...PERSON, birthDate: '1979-03-16' })!;
const MISMATCH = 'Il codice fiscale inserito non corrisponde ai tuoi dati personali. Verifica e riprova.';
const NEW_PHONE = '+39 045 111 2233';

let customer: DemoCustomer;
test.beforeAll(async ({ playwright }, testInfo) => {
  customer = await newCustomer(playwright, testInfo, 'profile');
});

test('personal data are refused with a fiscal code of someone else, saved with the right one; the e-mail is changed through its link', async ({
  page,
  axe,
  loginAs,
  request,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  expect(WRONG_CODE).not.toBe(RIGHT_CODE);
  const newEmail = uniqueEmail(testInfo, 'newmail');

  await loginAs(customer, { redirectTo: '/profile/profile-update' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dati personali' })).toBeVisible();
  // prefilled with what the customer registered
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(PERSON.firstName);
  await expect(page.getByRole('textbox', { name: 'Cognome' })).toHaveValue(PERSON.lastName);
  await expect(page.getByRole('radio', { name: 'Femmina' })).toBeChecked();
  await expect(page.getByLabel('Data di nascita')).toHaveValue(PERSON.birthDate);
  await expect(page.getByRole('combobox', { name: 'Provincia di nascita' })).toHaveValue(PERSON.birthProvince);
  await expect(page.getByRole('textbox', { name: 'CAP' })).toHaveValue('37121');
  await expect(page.getByRole('checkbox', { name: 'Non ho un codice fiscale' })).toBeChecked();
  await expect(page.getByText(`Accedi con l'e-mail ${customer.email}.`)).toBeVisible();
  await axe();
  // with JS, the form's client takes over once the page has hydrated: what is typed or clicked before
  // could be lost. An idle network proves no hydration: after it, a save went unanswered in one CI
  // run (2026-11-29)
  if (jsEnabled) await hydrated(page);

  // a fiscal code that is not the customer's: refused under its field, everything typed kept
  await page.getByRole('checkbox', { name: 'Non ho un codice fiscale' }).uncheck();
  const fiscalCode = page.getByRole('textbox', { name: 'Codice fiscale' });
  await fiscalCode.fill(WRONG_CODE.toLowerCase());
  await page.getByRole('textbox', { name: 'Telefono' }).fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Salva i dati' }).click();

  await expect(fiscalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(fiscalCode).toHaveAccessibleDescription(new RegExp(MISMATCH.replace(/[.?]/g, '\\$&')));
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Correggi i dati evidenziati' }) });
  await expect(summary.getByRole('link', { name: `Codice fiscale: ${MISMATCH}` })).toBeVisible();
  await expect(summary.getByRole('link')).toHaveCount(1);
  await expect(page).toHaveURL((url) => url.pathname === '/profile/profile-update');
  await expect(fiscalCode).toHaveValue(WRONG_CODE.toLowerCase());
  await expect(page.getByRole('textbox', { name: 'Telefono' })).toHaveValue(NEW_PHONE);
  await expect(page.getByRole('checkbox', { name: 'Non ho un codice fiscale' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(PERSON.firstName);
  await axe();

  // the right one: saved
  await fiscalCode.fill(RIGHT_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Salva i dati' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/profile-updated');
  await expect(page.getByRole('heading', { level: 1, name: 'Dati aggiornati' })).toBeVisible();
  await expect(page.getByText('Dati personali aggiornati.').first()).toBeVisible();
  await axe();

  // the saved data come back, the code as stored
  await page.getByRole('link', { name: 'Rivedi i tuoi dati' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/profile-update');
  await expect(page.getByRole('textbox', { name: 'Codice fiscale' })).toHaveValue(RIGHT_CODE);
  await expect(page.getByRole('checkbox', { name: 'Non ho un codice fiscale' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Telefono' })).toHaveValue(NEW_PHONE);
  if (jsEnabled) await hydrated(page);

  // the e-mail: a link is mailed to the new address, which waits for its confirmation meanwhile
  await page.getByRole('textbox', { name: 'Nuova e-mail', exact: true }).fill(newEmail);
  await page.getByRole('textbox', { name: 'Conferma la nuova e-mail' }).fill(newEmail);
  await page.getByLabel('Password attuale').fill(customer.password);
  await page.getByRole('button', { name: "Cambia l'e-mail" }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/profile-update' && url.searchParams.get('emailchanged') === 'true');
  await expect(page.getByRole('status').filter({ hasText: "Ti abbiamo inviato un'e-mail all'indirizzo nuovo" })).toBeVisible();
  await expect(page.getByText(`In attesa di conferma: ${newEmail}`)).toBeVisible();
  // still the old address until the link is opened
  await expect(page.getByText(`Accedi con l'e-mail ${customer.email}.`)).toBeVisible();
  await axe();

  const link = await mailLink(request, newEmail, /Conferma il tuo nuovo indirizzo/, '/email-confirmed');
  await page.goto(link);
  // logged in here: the profile's page of the change, not the visitors' one
  await expect(page).toHaveURL((url) => url.pathname === '/profile/email-updated');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail aggiornata' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await axe();

  // log out, and in again with the new address
  await page.getByRole('link', { name: 'Vai al tuo profilo' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/dashboard');
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Sei uscito dal tuo account.')).toBeVisible();
  await loginAs({ ...customer, email: newEmail }, { redirectTo: '/profile/profile-update' });
  await expect(page.getByText(`Accedi con l'e-mail ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(/In attesa di conferma/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Codice fiscale' })).toHaveValue(RIGHT_CODE);
});
