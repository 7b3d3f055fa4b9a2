// Private pages are private (issue 9): what a request answers is shared-cacheable only for a plain
// guest's catalogue data, and the Server-Timing of a page names nothing a shopper typed.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogCache } from '~/lib/cache.server';
import { secureData, secureDocument } from '~/lib/response-headers.server';
import { loader as categoryLoader } from '~/routes/category.$';
import { loader as searchLoader } from '~/routes/search/route';
import { loader as cartLoader } from '~/routes/cart/route';
import { get, sessionCookie } from './account-helpers';
import { mario } from './cart-helpers';
import { useMsw } from './msw';

useMsw();
beforeEach(() => clearCatalogCache());

const CATEGORY = 'latte-latticini-e-formaggi';

/** Runs a loader as Remix would for one request and hands back the headers it declared and its context. */
async function load(loader: (args: any) => Promise<unknown>, request: Request, params: Record<string, string> = {}) {
  const context = {};
  let result: unknown;
  try {
    result = await loader({ request, params, context });
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    result = error;
  }
  const headers = result instanceof Response ? result.headers : new Headers((result as { init?: ResponseInit }).init?.headers);
  return { headers, context };
}

async function dataAnswer(
  loader: (args: any) => Promise<unknown>,
  url: string,
  cookies: string[] = [],
  params: Record<string, string> = {},
) {
  const request = get(url, cookies);
  const { headers, context } = await load(loader, request, params);
  return secureData(new Response('', { headers }), request, context);
}

describe('Cache-Control of data requests', () => {
  it("lets shared caches keep a plain guest's category data, varying on the cookie", async () => {
    const answer = await dataAnswer(categoryLoader, `/category/${CATEGORY}.data?_routes=routes/category.$`, [], { '*': CATEGORY });
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers.get('Vary')).toContain('Cookie');
    // the language too: the same address answers in English to an English browser (decision 004)
    expect(answer.headers.get('Vary')).toContain('Accept-Language');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it("keeps a logged-in customer's category data out of every cache", async () => {
    const answer = await dataAnswer(categoryLoader, `/category/${CATEGORY}.data?_routes=routes/category.$`, [await mario()], {
      '*': CATEGORY,
    });
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('keeps data with the root’s (the CSRF token) in the browser only, and a guest with a message private', async () => {
    const withRoot = await dataAnswer(categoryLoader, `/category/${CATEGORY}.data`, [], { '*': CATEGORY });
    expect(withRoot.headers.get('Cache-Control')).toBe('private, max-age=0, must-revalidate');
    const flashed = await sessionCookie({ messages: [{ level: 'info', text: 'Ciao' }] });
    const withMessage = await dataAnswer(categoryLoader, `/category/${CATEGORY}.data?_routes=routes/category.$`, [flashed], {
      '*': CATEGORY,
    });
    expect(withMessage.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('keeps searches and the cart private, logged in or not', async () => {
    for (const cookies of [[], [await mario()]]) {
      const search = await dataAnswer(searchLoader, '/search.data?q=latte', cookies);
      expect(search.headers.get('Cache-Control')).toBe('private, no-store');
      const cart = await dataAnswer(cartLoader, '/cart.data', cookies);
      expect(cart.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });
});

describe('Cache-Control of documents', () => {
  it('a logged-in page is private, a guest’s catalogue page stays in the browser', async () => {
    for (const [cookies, expected] of [
      [[await mario()], 'private, no-store'],
      [[], 'private, max-age=0, must-revalidate'],
    ] as const) {
      const request = get(`/category/${CATEGORY}`, [...cookies]);
      const { headers, context } = await load(categoryLoader, request, { '*': CATEGORY });
      await secureDocument(headers, request, context, 'nonce-value');
      expect(headers.get('Cache-Control')).toBe(expected);
      expect(headers.get('Content-Security-Policy')).toContain("script-src 'self' 'nonce-nonce-value'");
    }
  });
});

describe('the language alternates of a document (decision 004)', () => {
  it('a page that is there names itself in each language; a 404 names nothing, however long its address', async () => {
    const page = new Headers();
    await secureDocument(page, get(`/category/${CATEGORY}`), {}, 'nonce-value');
    expect(page.get('Link')).toContain(`/category/${CATEGORY}?lng=en>; rel="alternate"; hreflang="en"`);
    const missing = new Headers();
    await secureDocument(missing, get(`/form/${'%C3%A9'.repeat(2000)}`), {}, 'nonce-value', 404);
    expect(missing.get('Link')).toBeNull();
  });
});

describe('Server-Timing', () => {
  it('names no cache key made of what a shopper searched', async () => {
    const word = 'mozzarella-segreta';
    await load(searchLoader, get(`/search?q=${word}`));
    const { headers } = await load(searchLoader, get(`/search?q=${word}`));
    const timing = headers.get('Server-Timing') ?? '';
    expect(timing).not.toContain(word);
    expect(timing).not.toMatch(/cache-(hit|miss|stale)/);
  });
});
