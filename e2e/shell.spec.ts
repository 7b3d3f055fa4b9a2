// The shell's cookie centre and first-shop welcome (account.md §2, §4; issue 27 §2; decision 059),
// with JS and without: a first visit is asked before anything analytic loads, the choice holds from
// page to page and is reopened from the footer; the welcome shows once and not again once closed;
// on a 360 px phone the message that says the choice is saved covers no button; with JS a form being
// sent shows the loading bar and the veil (account.md §2).
// The e2e shops are configured with one analytic tag on the shop itself (/e2e-analytics.js,
// playwright.config.ts), which this file serves. Every other journey starts with both answered.
import type { Page } from '@playwright/test';
import { documentHydrated, expect, shellChoiceCookies, test } from './fixtures';

const TAG = '/e2e-analytics.js';

/** The tag's requests the page made (with JS), and the tags the document names (with JS or without). */
async function watchTag(page: Page) {
  const requested: string[] = [];
  await page.route(`**${TAG}`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.e2eAnalytics = true;' });
  });
  return { requested, inPage: () => page.locator(`script[src="${TAG}"]`).count() };
}

/** The shell's message `text` is on screen and covers no button, link or field of the page (issue 27 §2). */
async function coversNothing(page: Page, text: string) {
  const message = page.getByRole('status').filter({ hasText: text });
  await expect(message).toBeVisible();
  // at once: with JS the toast leaves after 3 s
  const covered = await message.evaluate((region) => {
    const boxes = [...region.querySelectorAll('p')].map((p) => p.getBoundingClientRect());
    if (!boxes.length) return ['(the message had gone)'];
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, summary')]
      .filter((control) => !region.contains(control) && control.checkVisibility())
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (!box.width || !box.height) return false;
        // what is drawn at the control's centre: the control (or its content), or what covers it
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return boxes.some((b) => meets(b, box)) && !!top && !control.contains(top);
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
  });
  expect(covered, 'controls under the message').toEqual([]);
}

test('a first visit on a phone chooses its cookies before any analytic tag; the choice holds and is reopened from the footer', async ({
  page,
  context,
  axe,
  jsEnabled,
  baseURL,
}) => {
  // a 360 px phone, where the shell's messages must cover no button
  await page.setViewportSize({ width: 360, height: 740 });
  await context.clearCookies();
  // no cookie choice yet; the welcome, which would come next, closed (the test below has it)
  await context.addCookies(shellChoiceCookies(baseURL!).filter((c) => c.name === 'spesa_welcome'));
  const tag = await watchTag(page);
  await page.goto('/');
  if (jsEnabled) await documentHydrated(page);
  const centre = page.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Preferenze cookie' });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('checkbox', { name: 'Cookie tecnici (sempre attivi)' })).toBeDisabled();
  await expect(centre.getByRole('checkbox', { name: 'Cookie analitici' })).not.toBeChecked();
  await axe();
  expect(await tag.inPage()).toBe(0);

  // only the analytic cookies, then "Salva ed esci": the tag comes with the next page
  await centre.getByRole('checkbox', { name: 'Cookie analitici' }).check();
  await centre.getByRole('button', { name: 'Salva ed esci' }).click();
  if (jsEnabled) await documentHydrated(page);
  await coversNothing(page, 'Le tue preferenze sui cookie sono state salvate.');
  await expect(centre).toHaveCount(0);
  expect(await tag.inPage()).toBe(1);
  await page.goto('/search?q=latte');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Preferenze cookie' })).toHaveCount(0);
  expect(await tag.inPage()).toBe(1);
  if (jsEnabled) await expect.poll(() => page.evaluate(() => (window as { e2eAnalytics?: boolean }).e2eAnalytics)).toBe(true);
  const cookie = (await context.cookies()).find((c) => c.name === 'spesa_consent');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 86400);

  // the footer reopens it (a dialog with JS, its page without), the choice ticked; "Rifiuta tutto"
  if (jsEnabled) await documentHydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preferenze cookie' }).click();
  const reopened = jsEnabled ? page.getByRole('dialog', { name: 'Preferenze cookie' }) : page.getByRole('main');
  if (!jsEnabled) await expect(page).toHaveURL(/\/cookie$/);
  await expect(reopened.getByRole('checkbox', { name: 'Cookie analitici' })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Cookie di profilazione' })).not.toBeChecked();
  await axe();
  const tagsBefore = tag.requested.length;
  await reopened.getByRole('button', { name: 'Rifiuta tutto' }).click();
  await expect(page.getByText('Le tue preferenze sui cookie sono state salvate.').first()).toBeVisible();
  await page.waitForLoadState('load');
  expect(await tag.inPage()).toBe(0);
  expect(tag.requested.length).toBe(tagsBefore);
  // without JS no script runs, so none was ever fetched; with JS only while the choice allowed it
  if (!jsEnabled) expect(tag.requested).toEqual([]);
});

test('the first-shop welcome shows once and not again after it is closed', async ({ page, context, axe, jsEnabled, baseURL }) => {
  await context.clearCookies();
  // the cookie choice made, the welcome never closed
  await context.addCookies(shellChoiceCookies(baseURL!).filter((c) => c.name === 'spesa_consent'));
  await page.goto('/search?q=latte');
  if (jsEnabled) await documentHydrated(page);
  const welcome = page.getByRole(jsEnabled ? 'dialog' : 'region', { name: /Benvenut/ });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('img')).toBeVisible();
  await axe();
  // closed, and the close recorded (with JS the dialog goes at once, while its post is under way)
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/welcome') && r.request().method() === 'POST');
  await welcome.getByRole('button', { name: 'Chiudi' }).click();
  await recorded;
  await expect(page.getByRole(jsEnabled ? 'dialog' : 'region', { name: /Benvenut/ })).toHaveCount(0);
  // back on the page it was closed on, and no other page shows it again
  await expect(page).toHaveURL(/\/search\?q=latte$/);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expect(page.getByRole(jsEnabled ? 'dialog' : 'region', { name: /Benvenut/ })).toHaveCount(0);
});

test('while a form is being sent, a bar and a veil say the page is busy and keep a second click off', async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, 'without JS the browser shows its own progress');
  await page.goto('/login');
  await documentHydrated(page);
  // the login's answer held back until the checks below are done
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/login.data' || url.pathname === '/login',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.continue();
    },
  );
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nessuno@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sbagliata!2026');
  const login = page.getByRole('button', { name: 'Accedi', exact: true });
  await login.click();
  await expect(page.getByRole('progressbar', { name: 'Caricamento in corso…' })).toBeVisible();
  await expect(page.locator('#main')).toHaveAttribute('aria-busy', 'true');
  // the veil is what a second click meets
  expect(
    await login.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  ).toBe(false);
  release();
  await expect(page.getByText('E-mail o password non corretti.').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('#main')).not.toHaveAttribute('aria-busy', 'true');
});

test('with JS, a page changed without loading one is announced by its title (an a11y probe)', async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, 'without JS every link loads a page, which the browser announces');
  await page.goto('/category/frutta-e-verdura');
  await documentHydrated(page);
  const announcer = page.locator('main p[aria-live="polite"]');
  // the first page is the browser's to announce
  await expect(announcer).toHaveText('');
  const before = await page.title();
  await page.getByRole('link', { name: 'Spesa, torna alla home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page).not.toHaveTitle(before);
  await expect(announcer).toHaveText(await page.title());
});
