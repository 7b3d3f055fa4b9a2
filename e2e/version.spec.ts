// The new-version notice (account.md §2, §9; issue 27): every 10 minutes a page with JS asks
// /version.json which build the server has, and offers a reload when it is not the page's own.
// Without JS every navigation gets the server's build; /version.json names the one pages carry.
import { documentHydrated, expect, test } from './fixtures';

/** the build a page carries: its Remix manifest is the file named after the build's version */
const manifestVersion = (html: string) => /\/assets\/manifest-([0-9a-f]+)\.js/.exec(html)?.[1];

test('/version.json names the build the pages carry, and is never stored', async ({ request }) => {
  const own = manifestVersion(await (await request.get('/')).text());
  expect(own).toBeTruthy();
  const answer = await request.get('/version.json');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(await answer.json()).toEqual({
    lastVersion: { version: own, description: expect.stringMatching(/^Versione del \d{1,2} \p{L}+ \d{4}/u) },
  });
});

test('a page open on an older build offers a reload after the check; on the same build it says nothing', async ({
  page,
  axe,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JS every navigation gets the server’s build');
  await page.clock.install();
  await page.goto('/');
  await documentHydrated(page);
  // the check comes with the shell's dressing, loaded once the page is live
  await page.waitForLoadState('networkidle');
  const notice = page.getByRole('status').filter({ hasText: 'È disponibile una nuova versione del negozio.' });
  const check = async () => {
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/version.json');
    await page.clock.runFor(600_000);
    await asked;
    // what the answer leads to is rendered in the page's next tasks
    await page.waitForTimeout(300);
  };

  await check();
  await expect(notice).toHaveCount(0);

  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { lastVersion: { version: 'nuova', description: 'Versione nuova' } } }),
  );
  await check();
  await expect(notice).toBeVisible();
  await axe();
  await page.unroute('**/version.json');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Aggiorna la pagina' }).click()]);
  await documentHydrated(page);
  await expect(notice).toHaveCount(0);
});
