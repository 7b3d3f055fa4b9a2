// A product the store cannot prepare in time for the chosen slot (issue 24, shopping.md §4, §8): with
// a Drive slot of the next day chosen, the seeded tiramisù (LEAD_TIME 48) says so on its page, and
// adding it answers why and leaves the cart as it was, never "Aggiunto al carrello"; a slot beyond
// 48 hours takes it. JS on and off. The shop's clock is the e2e run's (SHOP_CLOCK, decision 042), so
// "the next day" is within 48 hours at whatever hour the run starts.
import type { Page } from '@playwright/test';
import { chooseDriveAndSlot, expect, newCustomer, slotsOfADayWithRoom, test, type DemoCustomer } from './fixtures';

test.describe.configure({ mode: 'serial' });
let customer: DemoCustomer;
test.beforeAll(async ({ playwright }, testInfo) => {
  customer = await newCustomer(playwright, testInfo, 'slotrules');
});

const LEAD_TIME_TEXT = 'Da ordinare con almeno 48 ore di anticipo';

/** the tiramisù's page, found through the shop's search like any product */
async function tiramisuPage(page: Page): Promise<string> {
  await page.goto('/search?q=Tiramis%C3%B9');
  await page.getByRole('main').getByRole('article').filter({ hasText: 'Tiramisù' }).first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator('main').getByText(LEAD_TIME_TEXT)).toBeVisible();
  return new URL(page.url()).pathname;
}

const addButton = (page: Page) =>
  page
    .locator('main')
    .getByRole('button', { name: /^Aggiungi al carrello/ })
    .first();

test('a cake needing 48 hours is refused for a slot within them, with the reason, and taken for a later one', async ({
  page,
  axe,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await loginAs(customer, { redirectTo: '/cart/address?service=1' });
  // the first day with room after today: its slots are within 48 hours of the shop's clock
  await chooseDriveAndSlot(page);

  const product = await tiramisuPage(page);
  await addButton(page).click();
  await expect(
    page.getByText(new RegExp(`Tiramisù.*: ${LEAD_TIME_TEXT}: non può arrivare nella fascia oraria scelta`)).first(),
  ).toBeVisible();
  await expect(page.getByText(/^Aggiunto al carrello/)).toHaveCount(0);
  await axe();
  await page.goto('/cart');
  await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();

  // the furthest day is more than 48 hours away: there the cake can come
  await page.goto(`/cart/timeslot?redirectTo=${encodeURIComponent(product)}`);
  await (await slotsOfADayWithRoom(page, { furthest: true })).last().click();
  await expect(page).toHaveURL((url) => url.pathname === product);
  await addButton(page).click();
  await expect(page.getByText(/^Aggiunto al carrello: .*Tiramisù/).first()).toBeVisible();

  // the slot screen now holds back the nearer slots; the cart is left empty for the next run
  await page.goto('/cart?empty=1');
  await page.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
});
