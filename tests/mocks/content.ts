// msw stand-in for the content API of issue 27 (FAQ, recipes, terms, forms and their admin-ajax
// submission and upload), in the backend's shapes (docs BRIEF contract). Tests steer it through
// `contentMock` and read what the storefront sent from `contentMock.calls`. Used with
// `server.use(...contentHandlers)` by the tests that need it.
import { http, HttpResponse } from 'msw';
import { EBSN } from './handlers';

const WP = `${EBSN}/p/wp-json`;

export const FAQ_GROUPS = [
  { id: 2, name: 'Pagamenti', slug: 'pagamenti', description: '', count: 1, menu_order: 2 },
  { id: 1, name: 'Consegna &amp; ritiro', slug: 'consegna', description: '', count: 2, menu_order: 1 },
];

export const FAQS = [
  {
    id: 11,
    slug: 'orari-consegna',
    title: { rendered: 'Quando consegnate?' },
    content: { rendered: '<p>Tutti i giorni.</p>' },
    faq_category: [1],
    menu_order: 1,
  },
  {
    id: 12,
    slug: 'ritiro-drive',
    title: { rendered: 'Come funziona il Drive?' },
    content: { rendered: '<p>Guarda <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">il video</a>.</p>' },
    faq_category: [1],
    menu_order: 2,
  },
  {
    id: 13,
    slug: 'carte',
    title: { rendered: 'Quali carte accettate?' },
    content: { rendered: '<p>Tutte.</p>' },
    faq_category: [2],
    menu_order: 1,
  },
];

const term = (id: number, slug: string, name: string) => ({ id, slug, name, count: 1 });
export const COURSES = [term(1, 'primi', 'Primi'), term(2, 'dolci', 'Dolci')];
export const CUISINES = [term(5, 'veneta', 'Veneta')];

export function recipe(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: n,
    slug: `ricetta-${n}`,
    title: { rendered: `Ricetta ${n}` },
    excerpt: { rendered: `<p>La ricetta numero ${n}.</p>` },
    content: { rendered: '<p>Un classico.</p>' },
    image: { url: `https://img.example/r${n}.jpg`, alt: `Piatto ${n}`, width: 800, height: 600 },
    course: [COURSES[0]],
    cuisine: [CUISINES[0]],
    prep_minutes: 15,
    cook_minutes: 20,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      { name: 'Mozzarella', quantity: '125 g', product_id: 101 },
      { name: 'Basilico', quantity: 'qualche foglia', product_id: null },
      { name: 'Latte', quantity: '1 l', product_id: 102 },
      { name: 'Ancora mozzarella', quantity: '125 g', product_id: 101 },
    ],
    steps: ['Taglia la mozzarella.', 'Servi.'],
    ...extra,
  };
}
export const RECIPES = Array.from({ length: 14 }, (_, i) => recipe(i + 1));

export const CONTACT_FORM = {
  id: 3,
  title: 'Contattaci',
  description: '<p>Scrivici.</p>',
  nonce: 'nonce-3',
  fields: [
    { id: 31, key: 'nome', type: 'textbox', label: 'Nome', required: true, max_length: 50 },
    { id: 32, key: 'email', type: 'email', label: 'E-mail', required: true },
    { id: 33, key: 'telefono', type: 'phone', label: 'Telefono', required: false },
    {
      id: 34,
      key: 'motivo',
      type: 'listselect',
      label: 'Motivo',
      required: true,
      options: [
        { label: 'Ordine', value: 'ordine' },
        { label: 'Altro', value: 'altro' },
      ],
    },
    { id: 35, key: 'messaggio', type: 'textarea', label: 'Messaggio', required: true },
    { id: 36, key: 'privacy', type: 'checkbox', label: 'Accetto la privacy', required: true },
    {
      id: 37,
      key: 'foto',
      type: 'file_upload',
      label: 'Foto',
      required: false,
      file: { max_bytes: 1024, types: ['image/png', 'image/jpeg'] },
    },
  ],
};

type Call = { path: string; query?: Record<string, string>; form?: Record<string, string>; file?: { name: string; size: number } };

function fresh() {
  return {
    calls: [] as Call[],
    /** the next submission's answer: accepted, refused by field, or an expired nonce */
    submit: 'ok' as 'ok' | 'field' | 'expired',
    upload: 'ok' as 'ok' | 'refused',
  };
}

export const contentMock = {
  state: fresh(),
  get calls() {
    return this.state.calls;
  },
  reset() {
    this.state = fresh();
  },
  last(path: string) {
    return [...this.state.calls].reverse().find((c) => c.path === path);
  },
};

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function list<T>(items: T[], query: Record<string, string>) {
  const perPage = Number(query.per_page ?? 10);
  const page = Number(query.page ?? 1);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  if (page > pages)
    return HttpResponse.json(
      { code: 'rest_post_invalid_page_number', message: 'Pagina non valida', data: { status: 400 } },
      { status: 400 },
    );
  return HttpResponse.json(items.slice((page - 1) * perPage, page * perPage), {
    headers: { 'X-WP-Total': String(items.length), 'X-WP-TotalPages': String(pages) },
  });
}

export const contentHandlers = [
  http.get(`${WP}/wp/v2/faq`, ({ request }) => {
    const query = queryOf(request);
    contentMock.state.calls.push({ path: 'faq', query });
    const words = (query.search ?? '').toLowerCase();
    return list(
      FAQS.filter((f) => !words || `${f.title.rendered} ${f.content.rendered}`.toLowerCase().includes(words)),
      query,
    );
  }),
  http.get(`${WP}/wp/v2/faq_category`, ({ request }) => list(FAQ_GROUPS, queryOf(request))),
  http.get(`${WP}/wp/v2/course`, ({ request }) => list(COURSES, queryOf(request))),
  http.get(`${WP}/wp/v2/cuisine`, ({ request }) => list(CUISINES, queryOf(request))),
  http.get(`${WP}/wp/v2/recipe`, ({ request }) => {
    const query = queryOf(request);
    contentMock.state.calls.push({ path: 'recipe', query });
    const found = RECIPES.filter(
      (r) =>
        (!query.slug || r.slug === query.slug) &&
        (!query.course || r.course.some((c) => c!.slug === query.course)) &&
        (!query.search || r.title.rendered.toLowerCase().includes(query.search.toLowerCase())) &&
        (!query.ingredients || r.ingredients.some((i) => i.name.toLowerCase().includes(query.ingredients!.toLowerCase()))),
    );
    return list(found, query);
  }),
  http.get(`${WP}/custom/v1/forms/:id`, ({ params }) =>
    Number(params.id) === CONTACT_FORM.id
      ? HttpResponse.json(CONTACT_FORM)
      : HttpResponse.json({ code: 'rest_no_route', message: 'Modulo non trovato', data: { status: 404 } }, { status: 404 }),
  ),
  http.post(`${EBSN}/p/wp-admin/admin-ajax.php`, async ({ request }) => {
    const body = await request.formData();
    const form: Record<string, string> = {};
    let file: { name: string; size: number } | undefined;
    for (const [key, value] of body.entries()) {
      if (typeof value === 'string') form[key] = value;
      else file = { name: value.name, size: value.size };
    }
    contentMock.state.calls.push({ path: form.action ?? '', form, ...(file ? { file } : {}) });
    if (form.action === 'nf_fu_upload') {
      if (contentMock.state.upload === 'refused') return HttpResponse.json({ errors: ['Tipo di file non ammesso.'] });
      return HttpResponse.json({ data: { files: [{ name: file?.name, tmp_name: '0123456789abcdef0123456789abcdef.png' }] }, errors: [] });
    }
    if (contentMock.state.submit === 'expired')
      return HttpResponse.json({ errors: { form: { request: 'Il modulo è scaduto: ricarica la pagina e riprova.' } } }, { status: 400 });
    if (contentMock.state.submit === 'field') return HttpResponse.json({ errors: { fields: { '32': 'Digitare una e-mail valida' } } });
    return HttpResponse.json({ data: { form_id: 3, actions: { success_message: '<p>Grazie, ti risponderemo presto.</p>' } } });
  }),
];
