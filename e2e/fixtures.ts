// Shared e2e fixtures: an axe scan that works with JavaScript off too, and the login of a seeded
// demo customer. Axe cannot run in a page whose JavaScript is disabled, so a no-JS page is scanned
// again in a JS-enabled context whose script requests are blocked, with the same cookies: the same
// server-rendered HTML, never hydrated.
import AxeBuilder from '@axe-core/playwright';
import { generateTOTP } from '@epic-web/totp';
import { test as base, expect, type Page } from '@playwright/test';

export type DemoCustomer = { email: string; password: string; firstName: string; mfaSecret?: string };

/** The customers the backend seeds (README "Demo accounts"). */
export const DEMO_CUSTOMERS = {
  mario: { email: 'mario.rossi@example.com', password: 'Spesa!2026', firstName: 'Mario' },
  giulia: { email: 'giulia.bianchi@example.com', password: 'Spesa!2026', firstName: 'Giulia', mfaSecret: 'JBSWY3DPEHPK3PXP' },
  paolo: { email: 'paolo.esposito@example.com', password: 'Spesa!2026', firstName: 'Paolo' },
  sara: { email: 'sara.colombo@example.com', password: 'Spesa!2026', firstName: 'Sara' },
} satisfies Record<string, DemoCustomer>;

/**
 * The customer's MFA pin, `stepsAhead` 30-second periods from now (the backend accepts the next
 * period too, and each pin only once: two projects logging the same customer in need two pins).
 * @epic-web/totp reads the clock with `new Date()` when called, before its first await: a later
 * period is asked for by moving that clock for the synchronous part of the call only.
 */
export async function mfaPin(secret: string, stepsAhead = 0): Promise<string> {
  const RealDate = Date;
  const shifted = RealDate.now() + stepsAhead * 30_000;
  class ShiftedDate extends RealDate {
    constructor(...args: []) {
      if (args.length) super(...args);
      else super(shifted);
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  let pending: ReturnType<typeof generateTOTP>;
  try {
    pending = generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' });
  } finally {
    globalThis.Date = RealDate;
  }
  return (await pending).otp;
}

type Fixtures = {
  axe: (page?: Page) => Promise<void>;
  jsEnabled: boolean;
  /** logs a demo customer in through the login page (and its pin step), ending on `redirectTo` */
  loginAs: (customer: DemoCustomer, options?: { redirectTo?: string; page?: Page }) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  axe: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      let scanned = target;
      let cleanup: (() => Promise<void>) | undefined;
      if (javaScriptEnabled === false) {
        const context = await browser.newContext({ javaScriptEnabled: true, locale: 'it-IT' });
        // the same shopper (logged in or not) sees the same page
        await context.addCookies(await target.context().cookies());
        await context.route(/\.(m?js)(\?.*)?$/, (route) => route.abort());
        scanned = await context.newPage();
        await scanned.goto(target.url());
        cleanup = () => context.close();
      }
      const results = await new AxeBuilder({ page: scanned })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      await cleanup?.();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('\n  ')}`,
      );
      expect(summary, `axe violations on ${target.url()}`).toEqual([]);
    });
  },
  loginAs: async ({ page }, use) => {
    await use(async (customer, { redirectTo = '/profile/dashboard', page: target = page } = {}) => {
      await target.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
      await target.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
      await target.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
      await target.getByRole('button', { name: 'Accedi', exact: true }).click();
      if (customer.mfaSecret) {
        await expect(target.getByRole('textbox', { name: 'Codice di verifica' })).toBeVisible();
        for (const stepsAhead of [0, 1]) {
          await target.getByRole('textbox', { name: 'Codice di verifica' }).fill(await mfaPin(customer.mfaSecret, stepsAhead));
          const answer = target.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/login') && r.request().method() === 'POST');
          await target.getByRole('button', { name: 'Verifica e accedi' }).click();
          if ((await answer).status() < 400) break;
        }
      }
      const path = new URL(redirectTo, 'http://shop.test').pathname;
      await expect(target).toHaveURL((url) => url.pathname === path);
    });
  },
});

export { expect };
