// msw handlers standing in for the commerce and content APIs, shared by the storefront's unit tests.
import { http, HttpResponse } from 'msw';
import { products, tree, warehouses } from './catalog';

export const EBSN = 'http://ebsn.test';

export function envelope(data: unknown, { status = 0, errors = [] as Array<{ error: string; code?: string }>, userId = -1 } = {}) {
  return {
    response: { status, errors, infos: [], warnings: [], errorsMessage: errors.map((e) => e.error), infosMessage: [], warningsMessage: [] },
    data,
    user: { userId, login: null, profileConfirmed: false },
  };
}

/** as the backend finds one: by its path, or by the bare last segment of an old link */
function findCategory(slug: string) {
  const last = (s: string) => s.slice(s.lastIndexOf('/') + 1);
  const walk = (nodes: typeof tree, match: (n: (typeof tree)[number]) => boolean): (typeof tree)[number] | undefined => {
    for (const n of nodes) {
      if (match(n)) return n;
      const below = walk(n.categories ?? [], match);
      if (below) return below;
    }
  };
  return walk(tree, (n) => n.slug === slug) ?? walk(tree, (n) => last(n.slug) === last(slug));
}

/** the backend's page size cap: a larger page_size is served clamped */
export const MAX_PAGE_SIZE = 200;

/** the catalogue's stamp the mock backend gives (GET /catalog/version, decision 062); a test may change it */
export const catalogVersionMock = { version: '1.0' };

export const handlers = [
  http.get(`${EBSN}/catalog/version`, () => HttpResponse.json({ version: catalogVersionMock.version })),
  http.get(`${EBSN}/ebsn/api/category`, ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    if (!slug) return HttpResponse.json(envelope({ categories: tree }));
    const category = findCategory(slug);
    if (!category)
      return HttpResponse.json(envelope(null, { status: 1, errors: [{ error: 'Categoria non trovata', code: 'category.notFound' }] }));
    return HttpResponse.json(
      envelope({
        category: {
          ...category,
          metaData: {
            category_info: {
              TITLE: category.name,
              DESCRIPTION: `Scopri ${category.name}`,
              CONTENT: '<p>Il meglio <script>alert(1)</script>di stagione.</p>',
            },
          },
        },
      }),
    );
  }),
  http.get(`${EBSN}/ebsn/api/products`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const slug = params.get('slug');
    if (slug) {
      const found = products.find((p) => p.slug === slug);
      return found
        ? HttpResponse.json(envelope(found))
        : HttpResponse.json(envelope(null, { status: 1, errors: [{ error: 'Prodotto non trovato' }] }));
    }
    const q = params.get('q')?.toLowerCase();
    const flag = (name: string) => ['true', '1'].includes(params.get(name) ?? '');
    const list = products.filter(
      (p) =>
        (!q || p.name.toLowerCase().includes(q.slice(0, 5))) &&
        (!flag('promo') || p.warehousePromo) &&
        (!flag('new_product') || p.isNew || p.newProduct),
    );
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(params.get('page_size') ?? 24)));
    return HttpResponse.json(
      envelope({
        products: list.slice(0, pageSize),
        page: {
          selPage: Number(params.get('page') ?? 1),
          totPages: Math.max(1, Math.ceil(list.length / pageSize)),
          totItems: list.length,
          itemsPerPage: pageSize,
        },
        facets: [{ name: 'Marca', parameterName: 'vendor', values: [{ id: '1', name: 'Latteria Veneta', filteredCount: list.length }] }],
        ...(q ? { search: { query: q } } : {}),
      }),
    );
  }),
  http.get(`${EBSN}/ebsn/api/warehouse-locator/search`, () => HttpResponse.json(envelope({ warehouses }))),
  http.get(`${EBSN}/p/wp-json/menu-locations/:location`, () =>
    HttpResponse.json([{ ID: 1, title: 'Informazioni', url: '#', children: [{ ID: 2, title: 'Contatti', url: '/page/contatti' }] }]),
  ),
  http.get(`${EBSN}/p/wp-json/wp/v2/pages`, ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    if (slug && slug !== 'contatti') return HttpResponse.json([]);
    return HttpResponse.json([
      {
        id: 1,
        slug: 'contatti',
        title: { rendered: 'Contatti &amp; assistenza' },
        content: { rendered: '<p>Scrivici</p><img src=x onerror=alert(1)>' },
        testo_validit: 'Valido dal 01/11/2026',
        meta: { seo_title: 'Contatti', seo_description: 'Come contattarci' },
      },
    ]);
  }),
];
