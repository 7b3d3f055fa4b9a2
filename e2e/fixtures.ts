// Shared e2e fixtures: an axe scan that works with JavaScript off too. Axe cannot run in a page
// whose JavaScript is disabled, so a no-JS page is scanned again in a JS-enabled context whose
// script requests are blocked, with the same cookies: the same server-rendered HTML, never hydrated.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = { axe: (page?: Page) => Promise<void>; jsEnabled: boolean };

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
});

export { expect };
