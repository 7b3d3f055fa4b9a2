// A session the backend has ended sends the shopper to login with the spec's message (account.md
// §8), with JavaScript on (a client-side navigation) and off, on a 360×740 phone (the phone
// projects) and at desktop width, the message in the page flow covering no button. Axe on every
// page state.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEMO_CUSTOMERS, expect, test } from './fixtures';

const BACKEND = `http://localhost:${process.env.E2E_BACKEND_PORT ?? 3101}`;
const EXPIRED = 'La sessione è scaduta, si prega di rieffettuare il login per continuare.';

/** The backend token inside the storefront's signed session cookie (signed, not encrypted). */
async function backendToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === '__spesa');
  expect(cookie, 'the session cookie').toBeDefined();
  const signed = decodeURIComponent(cookie!.value);
  const value = signed.slice(0, signed.lastIndexOf('.'));
  const data = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { ebsnToken?: string };
  expect(data.ebsnToken, 'a backend token in the session').toBeTruthy();
  return data.ebsnToken!;
}

/** Ends the backend session behind the shopper's back, as a logout on another device would. */
async function endBackendSession(request: APIRequestContext, token: string) {
  const answer = await request.post(`${BACKEND}/ebsn/api/auth/logout`, { headers: { 'X-Ebsn-Account': token } });
  expect(answer.ok()).toBe(true);
  // the token is dead: the backend no longer knows it as a logged-in session
  const test = await request.get(`${BACKEND}/ebsn/api/auth/test`, { headers: { 'X-Ebsn-Account': token } });
  expect(((await test.json()) as { user?: { userId?: number } }).user?.userId ?? -1).toBeLessThanOrEqual(0);
}

test('a session the backend ended leads to login with the expired-session message', async ({ page, context, request, axe, loginAs }) => {
  await loginAs(DEMO_CUSTOMERS.mario, { redirectTo: '/' });
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  const profile = nav.getByRole('link', { name: 'Il mio profilo' });
  await expect(profile).toBeVisible();

  await endBackendSession(request, await backendToken(context));
  await profile.click();

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile%2Fdashboard$/);
  const message = page.getByRole('alert').filter({ hasText: EXPIRED });
  await expect(message).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accedi' })).toBeVisible();

  // the message is in the page flow: no button or link of the page lies under it. Measured in one
  // go inside the page: with JS the message leaves after 5 s (MessageRegion), and a round trip per
  // control outlasted it on a loaded CI machine, the controls moving up as it went.
  const covered = await message.evaluate((alert) => {
    const box = alert.getBoundingClientRect();
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input[type=submit], [role=button], [role=link]')];
    return (
      controls
        // the message's own close button is part of it
        .filter((el) => !el.closest('[role=alert], [role=status]') && el.checkVisibility())
        .filter((el) => {
          const other = el.getBoundingClientRect();
          if (!other.width || !other.height) return false;
          return other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom;
        })
        .map((el) => el.textContent?.trim() ?? el.outerHTML)
    );
  });
  expect(covered, 'the controls the message covers').toEqual([]);
  await axe();

  // logging in again brings the shopper where they were going
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_CUSTOMERS.mario.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CUSTOMERS.mario.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Mario!' })).toBeVisible();
  await axe();
});
