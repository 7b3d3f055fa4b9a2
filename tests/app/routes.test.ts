// Storefront loaders against msw: what each page reads, and how failures become 404 / 503.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogCache } from '~/lib/cache.server';
import { unpack, type Packed } from '~/lib/packed';
import { loader as categoryLoader } from '~/routes/category.$';
import { loader as productLoader } from '~/routes/product.$slug';
import { loader as searchLoader } from '~/routes/search/route';
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
  // Remix `data()` results carry their payload in `.data`; the catalogue pages pack theirs as JSON
  // text (docs/decisions/016-packed-page-data.md), which the test reads as the page does
  const payload = (result as { data: unknown }).data;
  return (typeof payload === 'string' ? unpack(payload as Packed<T>) : payload) as T;
}

describe('category page loader', () => {
  it('reads the category, its products and breadcrumbs, with sanitized content', async () => {
    const path = 'latte-latticini-e-formaggi/formaggi-freschi/mozzarelle';
    const page = await body<any>(await categoryLoader(args(`/category/${path}`, { '*': path })));
    expect(page.category.name).toBe('Mozzarelle');
    expect(page.crumbs.map((c: { name: string }) => c.name)).toEqual(['Latte, latticini e formaggi', 'Formaggi freschi', 'Mozzarelle']);
    // links, breadcrumbs and the canonical URL use the path from the top
    expect(page.crumbs.map((c: { href: string }) => c.href)).toEqual([
      '/category/latte-latticini-e-formaggi',
      '/category/latte-latticini-e-formaggi/formaggi-freschi',
      `/category/${path}`,
    ]);
    expect(page.canonicalPath).toBe(`/category/${path}`);
    expect(page.category.content).toContain('Il meglio');
    expect(page.category.content).not.toContain('<script');
    expect(page.list.products.length).toBeGreaterThan(0);
    expect(page.filters.page).toBe(1);
  });

  it('sends its data packed as one JSON string (decision 016)', async () => {
    const path = 'latte-latticini-e-formaggi/formaggi-freschi/mozzarelle';
    const result = (await categoryLoader(args(`/category/${path}`, { '*': path }))) as unknown as { data: unknown };
    expect(typeof result.data).toBe('string');
    expect(JSON.parse(result.data as string).list.products.length).toBeGreaterThan(0);
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
    const path = 'latte-latticini-e-formaggi/formaggi-freschi/mozzarelle';
    await categoryLoader(args(`/category/${path}?brand=1&brand=2&promo=1&sort=pri_asc&page=2`, { '*': path }));
    expect(seen?.get('parent_category_id')).toBe('111');
    expect(seen?.get('vendor')).toBe('1,2');
    expect(seen?.get('promo')).toBe('true');
    expect(seen?.get('sort')).toBe('pri_asc');
    expect(seen?.get('page')).toBe('2');
    expect(seen?.get('page_size')).toBe('24');
  });

  it('sends an old link (the bare last segment) to the canonical path with 301, keeping the query', async () => {
    const response = (await categoryLoader(args('/category/frutta?promo=1&sort=pri_asc', { '*': 'frutta' }))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/category/frutta-e-verdura/frutta?promo=1&sort=pri_asc');
    const stale = (await categoryLoader(args('/category/frutta/mele', { '*': 'frutta/mele' }))) as Response;
    expect(stale.status).toBe(301);
    expect(stale.headers.get('Location')).toBe('/category/frutta-e-verdura/frutta/mele');
  });

  it('serves the canonical path itself, a top category included, without a redirect', async () => {
    for (const path of ['frutta-e-verdura', 'frutta-e-verdura/frutta']) {
      const page = await body<any>(await categoryLoader(args(`/category/${path}`, { '*': path })));
      expect(page.category.slug).toBe(path);
    }
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await thrown(categoryLoader(args('/category/non-esiste', { '*': 'non-esiste' })));
    expect(response.status).toBe(404);
  });

  it('answers 503 when the backend does not answer', async () => {
    server.use(http.get(`${EBSN}/ebsn/api/category`, () => HttpResponse.error()));
    const response = await thrown(categoryLoader(args('/category/frutta-e-verdura', { '*': 'frutta-e-verdura' })));
    expect(response.status).toBe(503);
  });
});

describe('product page loader', () => {
  it('reads a product by slug and adds it to the breadcrumbs', async () => {
    const page = await body<any>(await productLoader(args('/product/mele-golden-trentino', { slug: 'mele-golden-trentino' })));
    expect(page.product.name).toBe('Mele Golden Trentino');
    expect(page.crumbs.at(-1)).toEqual({ name: 'Mele Golden Trentino', href: '/product/mele-golden-trentino' });
  });
  it('links the breadcrumbs to the categories by their paths', async () => {
    const page = await body<any>(await productLoader(args('/product/mele-golden-trentino', { slug: 'mele-golden-trentino' })));
    expect(page.crumbs.map((c: { href: string }) => c.href).slice(0, 2)).toEqual([
      '/category/frutta-e-verdura',
      '/category/frutta-e-verdura/frutta',
    ]);
  });

  it('reduces the nutrition table to text: no script, handler, style or caption of the supplier', async () => {
    const slug = 'mozzarella-di-bufala-campana-dop-125g';
    const page = await body<any>(await productLoader(args(`/product/${slug}`, { slug })));
    expect(page.nutrition).toEqual({
      head: ['Valori nutrizionali medi', 'per 100 g'],
      rows: [
        ['Energia', '1050 kJ / 253 kcal'],
        ['Grassi', '20 g'],
        ['Sale & minerali', '0,5 g'],
      ],
    });
    // the markup itself never reaches the page's data
    expect(JSON.stringify(page)).not.toMatch(/<script|alert\(|onerror|onclick|<style|display:none|Tabella del fornitore/);
    expect(page.product.metaData.product_description.ingredients).toBe('Latte di bufala, sale, caglio.');
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
    const result = (await searchLoader(args('/search?q=mozzarella'))) as unknown as { data: string; init: { headers: Headers } };
    expect((await body<any>(result)).list.page.totItems).toBeGreaterThan(0);
    const cookie = new Headers(result.init.headers).get('Set-Cookie');
    expect(cookie).toContain('__spesa_searches=');
  });
  it('lists the filtered catalogue for filters without words (the home rows\' "Vedi tutti")', async () => {
    const promo = (await searchLoader(args('/search?promo=1'))) as unknown as { data: string; init: { headers: Headers } };
    expect((await body<any>(promo)).list.products.map((p: { productId: number }) => p.productId)).toEqual([102]);
    // no words searched: nothing to remember
    expect(new Headers(promo.init.headers).get('Set-Cookie') ?? '').not.toContain('__spesa_searches=');
    const novelties = await body<any>(await searchLoader(args('/search?new=1')));
    expect(novelties.list.products.map((p: { productId: number }) => p.productId)).toEqual([101]);
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
