// The category menu: a page of its own without JS (with a way back), a drawer with JS that the
// browser's Back closes without leaving the page (spec §2). Axe on the menu in both.
import { expect, hydrated, test } from './fixtures';

const DAIRY = 'Latte latticini e formaggi';
const DAIRY_URL = /\/category\/latte-latticini-e-formaggi$/;

test('the menu opens, leads to a category and closes, with JS and without', async ({ page, axe, jsEnabled }) => {
  await page.goto('/search?q=latte');
  if (jsEnabled) await hydrated(page);
  const opener = page.getByRole('link', { name: 'Apri il menu delle categorie' });
  const menu = page.getByRole('navigation', { name: 'Categorie', exact: true });

  await opener.click();
  await expect(menu.locator('summary', { hasText: DAIRY })).toBeVisible();
  if (jsEnabled) {
    await expect(page.getByRole('dialog', { name: 'Categorie' })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=latte$/);
  } else {
    await expect(page).toHaveURL(/\/menu\?back=%2Fsearch%3Fq%3Dlatte$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categorie' })).toBeVisible();
  }
  await axe();

  // closing: the × of the drawer, or the link back to the page the shopper came from
  if (jsEnabled) await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).click();
  else await page.getByRole('link', { name: 'Torna alla pagina precedente' }).click();
  await expect(page).toHaveURL(/\/search\?q=latte$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('latte');

  await opener.click();
  await menu.locator('summary', { hasText: DAIRY }).click();
  await menu.getByRole('link', { name: `Vedi tutto in ${DAIRY}` }).click();
  await expect(page).toHaveURL(DAIRY_URL);
  await expect(page.getByRole('navigation', { name: 'Percorso' }).getByText(DAIRY)).toBeVisible();
  await expect(menu).toBeHidden();
});

test.describe('with JS', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'the drawer and its history entry need JS');

  test('Back closes the drawer and stays on the page; a drawer closed otherwise leaves no entry behind', async ({ page }) => {
    await page.goto('/');
    await page.goto('/category/latte-latticini-e-formaggi');
    await hydrated(page);
    const opener = page.getByRole('link', { name: 'Apri il menu delle categorie' });
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.textContent();

    await opener.click();
    await expect(drawer.locator('summary', { hasText: DAIRY })).toBeVisible();
    // the page's data is not asked for again when Back closes the drawer
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data')) dataRequests.push(request.url());
    });
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(DAIRY_URL);
    await expect(heading).toHaveText(title!);
    expect(dataRequests).toEqual([]);

    // Escape and the × take the drawer's entry back: the next Back leaves for the previous page
    await opener.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await opener.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Chiudi' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(DAIRY_URL);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    // a category chosen in the drawer replaces its entry: Back returns to the page it was opened on
    await page.goForward();
    await expect(page).toHaveURL(DAIRY_URL);
    // Forward may load the page again: before it hydrates the opener is the link to /menu
    await hydrated(page);
    await opener.click();
    await expect(drawer).toBeVisible();
    await drawer.locator('summary', { hasText: 'Frutta e verdura' }).click();
    await drawer.getByRole('link', { name: 'Vedi tutto in Frutta e verdura' }).click();
    await expect(page).toHaveURL(/\/category\/frutta-e-verdura$/);
    await expect(drawer).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(DAIRY_URL);
    await expect(drawer).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});
