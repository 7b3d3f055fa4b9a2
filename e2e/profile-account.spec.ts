// The customer's own area, security side (issue 11): the two-step login pin switched on with a first
// pin from the QR code's secret and off with the password; the consents reviewed and an optional one
// changed; an account anonymised with the code e-mailed to it, which then can no longer log in. Each
// test has a customer of its own (the projects run at once). Axe on every page; JS on and off.
import type { Page } from '@playwright/test';
import { expect, forgetVisitor, mailLink, mfaPin, newCustomer, profileMenuLink, test } from './fixtures';

const message = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();

test('the login pin is switched on with a first pin from the secret shown, asked at the next login, and switched off with the password', async ({
  page,
  axe,
  loginAs,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(playwright, testInfo, 'mfa');
  await loginAs(customer);
  await (await profileMenuLink(page, 'Verifica in due passaggi')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
  await expect(page.getByText('La verifica in due passaggi non è attiva.')).toBeVisible();
  await axe();

  // the password first: a wrong one is refused under its field
  await page.getByLabel('Password', { exact: true }).fill('Sbagliata!1');
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await expect(page.getByText('La password attuale non è corretta.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await expect(page.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await axe();

  // a wrong first pin is said under its field, and nothing is switched on
  const pin = page.getByRole('textbox', { name: 'Codice di verifica' });
  await pin.fill('000000');
  await page.getByRole('button', { name: 'Conferma e attiva' }).click();
  await expect(page.getByText('Il codice di verifica non è corretto.')).toBeVisible();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await axe();
  await page.getByRole('textbox', { name: 'Codice di verifica' }).fill(await mfaPin(secret));
  await page.getByRole('button', { name: 'Conferma e attiva' }).click();
  await message(page, /^Verifica in due passaggi attivata/);
  await expect(page.getByText('La verifica in due passaggi è attiva.')).toBeVisible();
  await axe();

  // the next login asks for the pin (the first one was spent switching it on: the next step's goes)
  await forgetVisitor(page);
  await loginAs({ ...customer, mfaSecret: secret }, { redirectTo: '/profile/security' });
  await expect(page.getByText('La verifica in due passaggi è attiva.')).toBeVisible();

  // off: a wrong password is refused under its field, the right one switches it off
  await page.getByLabel('Password', { exact: true }).fill('Sbagliata!1');
  await page.getByRole('button', { name: 'Disattiva', exact: true }).click();
  await expect(page.getByText('La password attuale non è corretta.')).toBeVisible();
  await expect(page.getByText('La verifica in due passaggi è attiva.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Disattiva', exact: true }).click();
  await message(page, 'Verifica in due passaggi disattivata.');
  await expect(page.getByText('La verifica in due passaggi non è attiva.')).toBeVisible();
  await axe();

  // and the login no longer asks for it
  await forgetVisitor(page);
  await loginAs(customer, { redirectTo: '/profile/security' });
});

test('the consents are reviewed: an optional one given, a required one cannot be withdrawn', async ({
  page,
  axe,
  loginAs,
  playwright,
}, testInfo) => {
  const customer = await newCustomer(playwright, testInfo, 'consents');
  await loginAs(customer, { redirectTo: '/profile/consents' });
  await expect(page.getByRole('heading', { level: 1, name: 'I miei consensi' })).toBeVisible();
  // every consent with its text; the required one ticked
  await expect(page.getByRole('heading', { level: 2, name: 'Informativa privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Consenso marketing' })).toBeVisible();
  const privacy = page.getByRole('checkbox', { name: /^Dichiaro di aver letto/ });
  await expect(privacy).toBeChecked();
  await axe();

  const marketing = page.getByRole('radiogroup', { name: /^Acconsento a ricevere comunicazioni commerciali/ });
  // a new customer said no at registration: now yes
  await expect(marketing.getByRole('radio', { name: 'No' })).toBeChecked();
  await marketing.getByRole('radio', { name: 'Sì' }).check();
  await page.getByRole('button', { name: 'Salva i consensi' }).click();
  await message(page, 'Consensi aggiornati.');
  await expect(
    page.getByRole('radiogroup', { name: /^Acconsento a ricevere comunicazioni commerciali/ }).getByRole('radio', { name: 'Sì' }),
  ).toBeChecked();

  // the required one: unticked, refused with the spec's message, the other answers kept
  await page.getByRole('checkbox', { name: /^Dichiaro di aver letto/ }).uncheck();
  await page.getByRole('button', { name: 'Salva i consensi' }).click();
  await expect(page.getByText('È obbligatorio accettare questo consenso per procedere')).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: /^Acconsento a ricevere comunicazioni commerciali/ }).getByRole('radio', { name: 'Sì' }),
  ).toBeChecked();
  await axe();

  // the dashboard says it too
  await page.goto('/profile/dashboard');
  const consents = page.getByRole('region', { name: 'I tuoi consensi' });
  await expect(consents.getByRole('listitem').filter({ hasText: 'Consenso marketing' })).toContainText('Consenso dato');
});

test('an account is anonymised with the code e-mailed to it, and can no longer log in', async ({
  page,
  axe,
  loginAs,
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(playwright, testInfo, 'anonymize');
  await loginAs(customer);
  await (await profileMenuLink(page, "Elimina l'account")).click();
  await expect(page.getByRole('heading', { level: 1, name: "Elimina l'account" })).toBeVisible();
  await expect(page.getByText('i tuoi ordini restano per gli obblighi contabili')).toBeVisible();
  await axe();

  await page.getByRole('button', { name: 'Inviami il codice' }).click();
  await message(page, /^Ti abbiamo inviato un'e-mail con il codice/);
  await axe();

  // a wrong code is refused under its field and changes nothing
  await page.getByRole('textbox', { name: 'Codice di conferma' }).fill('x'.repeat(32));
  await page.getByRole('checkbox', { name: /^Ho capito/ }).check();
  await page.getByRole('button', { name: 'Elimina definitivamente il mio account' }).click();
  await expect(page.getByText('Il codice non è valido o è scaduto. Controllalo oppure richiedine uno nuovo.')).toBeVisible();
  await axe();

  // the e-mail's link brings the code
  await page.goto(await mailLink(request, customer.email, /cancellazione/, '/profile/anonymize'));
  await expect(page.getByRole('textbox', { name: 'Codice di conferma' })).not.toHaveValue('');
  await page.getByRole('checkbox', { name: /^Ho capito/ }).check();
  await page.getByRole('button', { name: 'Elimina definitivamente il mio account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await message(page, /account è stato chiuso/);
  await axe();

  // logged out, and the account no longer logs in
  await page.goto('/profile/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('E-mail o password non corretti.').first()).toBeVisible();
});
