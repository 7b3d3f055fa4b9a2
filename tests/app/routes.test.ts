// Storefront loaders against msw: what each page reads, and how failures become 404 / 503.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogCache } from '~/lib/cache.server';
import { loader as categoryLoader } from '~/routes/category.$';
import { loader as productLoader } from '~/routes/product.$slug';
import { loader as searchLoader } from '~/routes/search';
import { loader as fastSearchLoader } from '~/routes/fast-search';
import { loader as pageLoader } from '~/routes/page.$slug';
import { loader as unknownLoader } from '~/routes/$';
import { loader as menuLoader } from '~/routes/menu';
import { EBSN } from '../mocks/handlers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => clearCatalogCache());

const args = (url: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://shop.test${url}`),
  params,
  context: {},
});

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown Response');
}

async function body<T>(result: unknown): Promise<T> {
  // Remix `data()` results carry their payload in `.data`
  return (result as { data: T }).data;
}

describe('category page loader', () => {
  it('reads the category, its products and breadcrumbs, with sanitized content', async () => {
    const page = await body<any>(await categoryLoader(args('/category/mozzarelle', { '*': 'mozzarelle' })));
    expect(page.category.name).toBe('Mozzarelle');
    expect(page.crumbs.map((c: { name: string }) => c.name)).toEqual(['Latte, latticini e formaggi', 'Formaggi freschi', 'Mozzarelle']);
    expect(page.category.content).toContain('Il meglio');
    expect(page.category.content).not.toContain('<script');
    expect(page.list.products.length).toBeGreaterThan(0);
    expect(page.filters.page).toBe(1);
  });

  it('sends the filters of the URL to the backend in its own names', async () => {
    let seen: URLSearchParams | undefined;
    server.use(
      http.get(`${EBSN}/ebsn/api/products`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json({
          response: { status: 0, errors: [], infos: [], warnings: [] },
          data: { products: [], page: { selPage: 2, totPages: 2, totItems: 30, itemsPerPage: 24 }, facets: [] },
          user: { userId: -1 },
        });
      }),
    );
    await categoryLoader(args('/category/mozzarelle?brand=1&brand=2&promo=1&sort=pri_asc&page=2', { '*': 'mozzarelle' }));
    expect(seen?.get('parent_category_id')).toBe('111');
    expect(seen?.get('vendor')).toBe('1,2');
    expect(seen?.get('promo')).toBe('true');
    expect(seen?.get('sort')).toBe('pri_asc');
    expect(seen?.get('page')).toBe('2');
    expect(seen?.get('page_size')).toBe('24');
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await thrown(categoryLoader(args('/category/non-esiste', { '*': 'non-esiste' })));
    expect(response.status).toBe(404);
  });

  it('answers 503 when the backend does not answer', async () => {
    server.use(http.get(`${EBSN}/ebsn/api/category`, () => HttpResponse.error()));
    const response = await thrown(categoryLoader(args('/category/mozzarelle', { '*': 'mozzarelle' })));
    expect(response.status).toBe(503);
  });
});

describe('product page loader', () => {
  it('reads a product by slug and adds it to the breadcrumbs', async () => {
    const page = await body<any>(await productLoader(args('/product/mele-golden-trentino', { slug: 'mele-golden-trentino' })));
    expect(page.product.name).toBe('Mele Golden Trentino');
    expect(page.crumbs.at(-1)).toEqual({ name: 'Mele Golden Trentino', href: '/product/mele-golden-trentino' });
  });
  it('answers 404 for a missing product', async () => {
    expect((await thrown(productLoader(args('/product/nulla', { slug: 'nulla' })))).status).toBe(404);
  });
});

describe('menu page loader', () => {
  it('reads the tree, three levels of names and slugs, and a way back to a page of this shop only', async () => {
    const page = await body<any>(await menuLoader(args('/menu?back=%2Fsearch%3Fq%3Dlatte')));
    expect(page.back).toBe('/search?q=latte');
    expect(page.menu.length).toBeGreaterThan(0);
    const top = page.menu[0];
    expect(Object.keys(top).sort()).toEqual(['children', 'id', 'name', 'slug']);
    expect(top.children.length).toBeGreaterThan(0);
    for (const outside of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      const other = await body<any>(await menuLoader(args(`/menu?back=${encodeURIComponent(outside)}`)));
      expect(other.back).toBe('/');
    }
  });
  it('says the tree is not available when the backend fails, instead of failing the page', async () => {
    server.use(http.get(`${EBSN}/ebsn/api/category`, () => HttpResponse.error()));
    const page = await body<any>(await menuLoader(args('/menu')));
    expect(page.menu).toBeNull();
  });
});

describe('search loader', () => {
  it('searches and remembers the word in a cookie', async () => {
    const result = (await searchLoader(args('/search?q=mozzarella'))) as unknown as { data: any; init: { headers: Headers } };
    expect(result.data.list.page.totItems).toBeGreaterThan(0);
    const cookie = new Headers(result.init.headers).get('Set-Cookie');
    expect(cookie).toContain('__spesa_searches=');
  });
  it('shows the prompt and asks nothing of the backend for an empty query', async () => {
    server.use(http.get(`${EBSN}/ebsn/api/products`, () => HttpResponse.error()));
    const page = await body<any>(await searchLoader(args('/search?q=%20%20')));
    expect(page.list).toBeNull();
  });
});

describe('fast search loader', () => {
  it('groups results per term of the list', async () => {
    const page = await body<any>(await fastSearchLoader(args('/fast-search?q=mozzarella,%20mele,%20,mozzarella')));
    expect(page.results.map((r: { term: string }) => r.term)).toEqual(['mozzarella', 'mele']);
    expect(page.results[0].products.length).toBeGreaterThan(0);
  });
});

describe('content page loader', () => {
  it('decodes the title and sanitizes the content', async () => {
    const page = await body<any>(await pageLoader(args('/page/contatti', { slug: 'contatti' })));
    expect(page.title).toBe('Contatti & assistenza');
    expect(page.content).not.toContain('onerror');
  });
  it('answers 404 for a missing or malformed slug', async () => {
    expect((await thrown(pageLoader(args('/page/nessuna', { slug: 'nessuna' })))).status).toBe(404);
    expect((await thrown(pageLoader(args('/page/..%2f', { slug: '../' })))).status).toBe(404);
  });
});

describe('unknown paths', () => {
  it('answer 404', async () => {
    expect((await thrown(Promise.resolve().then(() => unknownLoader()))).status).toBe(404);
  });
});
