// The home address form of /cart/address (and of the profile's address book) as a new customer fills
// it in: a covered street of Padova unless told otherwise. One helper for every spec that needs one.
import type { Page } from '@playwright/test';

export type HomeAddress = { name: string; street?: string; number?: string; cap?: string; city?: string; bell?: string; province?: string };

export async function fillHomeAddress(page: Page, address: HomeAddress) {
  const form = {
    "Nome dell'indirizzo": address.name,
    Via: address.street ?? 'Via Roma',
    'Numero civico': address.number ?? '12',
    CAP: address.cap ?? '35122',
    Città: address.city ?? 'Padova',
    'Nome sul campanello': address.bell ?? 'Rossi',
  };
  for (const [label, value] of Object.entries(form)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'Provincia' }).selectOption(address.province ?? 'PD');
}
