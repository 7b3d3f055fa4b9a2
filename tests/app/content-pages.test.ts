// The content pages of issue 27 §1 against the content API's shapes (msw, tests/mocks/content.ts):
// the FAQ grouped and searched, the recipes filtered and paged with their filters kept, a recipe's
// "add all" through the cart's gate, a content form checked by the schema built from its fields and
// by the backend (its errors at their fields), its upload and its body limit, the store map and cards.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf, HONEYPOT_FIELD } from '~/lib/security.server';
import { chosenPlace } from '~/lib/store-places.server';
import type { Shopper } from '~/lib/shopper.server';
import { loader as faqLoader } from '~/routes/faq';
import { action as formAction, loader as formLoader } from '~/routes/form.$formId/route';
import { loader as recipeLoader, action as recipeAction, meta as recipeMeta } from '~/routes/ricette.$recipeName/route';
import { loader as recipesLoader, recipesPageHref } from '~/routes/ricette._index';
import { loader as cardsLoader } from '~/routes/warehouse-cards';
import { loader as mapLoader } from '~/routes/warehouse-map';
import { loader as videoLoader } from '~/routes/video';
import { cartMock } from '../mocks/cart';
import { products } from '../mocks/catalog';
import { EBSN, envelope } from '../mocks/handlers';
import { contentHandlers, contentMock } from '../mocks/content';
import { placesHandlers, placesMock } from '../mocks/places';
import { args, cookiePair, get, ORIGIN, payload, post, settle, statusOf } from './account-helpers';
import { flashed, mario } from './cart-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => {
  contentMock.reset();
  server.use(...contentHandlers);
});

describe('FAQ', () => {
  it('groups the questions under their groups in the groups’ order, each with its faq-<slug> id', async () => {
    const data = payload(await faqLoader(args(get('/faq'))));
    expect(data.groups.map((g: { name: string }) => g.name)).toEqual(['Consegna & ritiro', 'Pagamenti']);
    expect(data.groups[0].questions.map((q: { id: string }) => q.id)).toEqual(['faq-orari-consegna', 'faq-ritiro-drive']);
    // the answer's video link leads to the shop's video page
    expect(data.groups[0].questions[1].answer).toContain(
      'href="/video?src=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ&amp;title=il%20video"',
    );
    expect(data.s).toBe('');
  });

  it('searches with the API’s search and counts what it found, none included', async () => {
    const found = payload(await faqLoader(args(get('/faq?s=carte'))));
    expect(contentMock.last('faq')?.query).toMatchObject({ search: 'carte' });
    expect(found.count).toBe(1);
    expect(found.groups).toHaveLength(1);
    const none = payload(await faqLoader(args(get('/faq?s=zzz'))));
    expect(none.count).toBe(0);
    expect(none.groups).toEqual([]);
  });
});

describe('recipes', () => {
  it('lists 12 a page with the total, and the filters reach the API', async () => {
    const first = payload(await recipesLoader(args(get('/ricette'))));
    expect(first.recipes).toHaveLength(12);
    expect(first).toMatchObject({ total: 14, pages: 2, page: 1 });
    expect(first.courses).toEqual([
      { value: 'primi', label: 'Primi' },
      { value: 'dolci', label: 'Dolci' },
    ]);
    const second = payload(await recipesLoader(args(get('/ricette?page=2'))));
    expect(second.recipes.map((r: { slug: string }) => r.slug)).toEqual(['ricetta-13', 'ricetta-14']);

    await recipesLoader(args(get('/ricette?course=primi&cuisine=veneta&ingredients=mozzarella&s=Ricetta&page=1')));
    expect(contentMock.last('recipe')?.query).toMatchObject({
      course: 'primi',
      cuisine: 'veneta',
      ingredients: 'mozzarella',
      search: 'Ricetta',
      per_page: '12',
      page: '1',
    });
  });

  it('keeps the filters in the paging links, drops a malformed course, and a page past the end is a 404', async () => {
    expect(recipesPageHref({ course: 'primi', s: 'torta al limone' }, 2)).toBe('/ricette?course=primi&s=torta+al+limone&page=2');
    expect(recipesPageHref({ course: 'primi' }, 1)).toBe('/ricette?course=primi');
    const odd = payload(await recipesLoader(args(get('/ricette?course=%3Cscript%3E'))));
    expect(odd.filters.course).toBe('');
    expect(statusOf(await settle(recipesLoader(args(get('/ricette?page=3')))))).toBe(404);
  });

  it('shows a recipe with its ingredients’ product pages, and 404 for none', async () => {
    const { recipe } = payload(await recipeLoader(args(get('/ricette/ricetta-1'), { recipeName: 'ricetta-1' })));
    expect(recipe.ingredients[0]).toEqual({
      name: 'Mozzarella',
      quantity: '125 g',
      productHref: '/product/mozzarella-di-bufala-campana-dop-125g',
    });
    expect(recipe.ingredients[1].productHref).toBeNull();
    expect(recipe.steps).toEqual(['Taglia la mozzarella.', 'Servi.']);
    expect(recipe.addable).toBe(2);
    // schema.org Recipe for search engines (Remix writes it escaped in its script tag)
    const tags = recipeMeta({ data: { recipe }, matches: [{ id: 'root', data: { origin: 'https://shop.test' } }] } as never);
    const ld = tags.flatMap((t) => ('script:ld+json' in t ? [t['script:ld+json'] as Record<string, unknown>] : []));
    expect(ld.find((t) => t['@type'] === 'Recipe')).toMatchObject({
      name: 'Ricetta 1',
      image: ['https://img.example/r1.jpg'],
      prepTime: 'PT15M',
      cookTime: 'PT20M',
      totalTime: 'PT35M',
      recipeYield: '4',
      recipeIngredient: ['125 g Mozzarella', 'qualche foglia Basilico', '1 l Latte', '125 g Ancora mozzarella'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Taglia la mozzarella.' },
        { '@type': 'HowToStep', text: 'Servi.' },
      ],
    });
    expect(statusOf(await settle(recipeLoader(args(get('/ricette/nessuna'), { recipeName: 'nessuna' }))))).toBe(404);
    expect(statusOf(await settle(recipeLoader(args(get('/ricette/x'), { recipeName: '../x' }))))).toBe(404);
  });
});

describe('recipe: add all the ingredients', () => {
  const addAll = async (cookies: string[] = []) =>
    settle(recipeAction(args(await post('/ricette/ricetta-1', { intent: 'add-all' }, { cookies }), { recipeName: 'ricetta-1' })));
  const adds = () => cartMock.calls.filter((c) => c.path === 'cart/add');

  it('adds one of each product among the ingredients, and says how many', async () => {
    const done = await addAll([await mario()]);
    expect(done).toRedirectTo('/ricette/ricetta-1');
    expect(adds().map((c) => c.body)).toEqual([
      {
        items: [
          { productId: 101, quantity: 1 },
          { productId: 102, quantity: 1 },
        ],
      },
    ]);
    expect((await flashed(done)).messages.map((m) => m.text)).toContain('2 ingredienti aggiunti al carrello.');
  });

  it('puts each product in at the quantity its rules start from (a pair for one sold in pairs)', async () => {
    const milk = products.find((p) => p.productId === 102)!;
    server.use(
      http.get(`${EBSN}/ebsn/api/products/102`, () =>
        HttpResponse.json(envelope({ ...milk, productInfos: { ...milk.productInfos, QTY_MULT: '2' } })),
      ),
    );
    await addAll([await mario()]);
    expect(adds()[0]!.body).toEqual({
      items: [
        { productId: 101, quantity: 1 },
        { productId: 102, quantity: 2 },
      ],
    });
  });

  it('a guest goes to login, a customer without address to the address screen, the add waiting for them', async () => {
    const guest = await addAll();
    expect(guest).toRedirectTo('/login?redirectTo=%2Fricette%2Fricetta-1');
    expect((await flashed(guest)).session.get('pendingAdd')).toEqual({
      addAll: 'recipe',
      items: [
        { productId: 101, quantity: 1 },
        { productId: 102, quantity: 1 },
      ],
    });
    cartMock.reset({ address: false, slot: false });
    const noAddress = await addAll([await mario()]);
    expect(noAddress).toRedirectTo('/cart/address?redirectTo=%2Fricette%2Fricetta-1');
    await expect(noAddress).toSetSession({
      pendingAdd: {
        addAll: 'recipe',
        items: [
          { productId: 101, quantity: 1 },
          { productId: 102, quantity: 1 },
        ],
      },
    });
    expect(adds()).toEqual([]);
  });
});

const FORM_OK = {
  intent: 'submit',
  field_31: 'Mario',
  field_32: 'mario@example.com',
  field_33: '',
  field_34: 'ordine',
  field_35: 'Dov’è il mio ordine?',
  field_36: '1',
};

/** A multipart post as a browser sends a form with a file, with a valid CSRF token and honeypot. */
async function multipart(fields: Record<string, string>, file?: File) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const [token, cookie] = await csrf.commitToken();
  body.set('csrf', token);
  body.set(HONEYPOT_FIELD, '');
  body.set('field_37', file ?? new File([], '', { type: 'application/octet-stream' }));
  const probe = new Request(`${ORIGIN}/form/3`, { method: 'POST', body });
  const bytes = await probe.arrayBuffer();
  return new Request(`${ORIGIN}/form/3`, {
    method: 'POST',
    headers: {
      'Content-Type': probe.headers.get('Content-Type')!,
      'Content-Length': String(bytes.byteLength),
      Cookie: cookiePair(cookie!),
    },
    body: bytes,
  });
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const submits = () => contentMock.calls.filter((c) => c.path === 'nf_ajax_submit');

describe('content form', () => {
  it('draws the form’s fields, and a missing form is a 404', async () => {
    const { form } = payload(await formLoader(args(get('/form/3'), { formId: '3' })));
    expect(form.fields.map((f: { type: string }) => f.type)).toEqual([
      'textbox',
      'email',
      'phone',
      'listselect',
      'textarea',
      'checkbox',
      'file_upload',
    ]);
    expect(statusOf(await settle(formLoader(args(get('/form/9'), { formId: '9' }))))).toBe(404);
    expect(statusOf(await settle(formLoader(args(get('/form/x'), { formId: 'x' }))))).toBe(404);
  });

  it('refuses what the fields’ rules refuse, at their fields, keeping what was typed, and sends nothing', async () => {
    const answer = await formAction(
      args(await post('/form/3', { ...FORM_OK, field_31: '', field_32: 'non-una-mail', field_33: '12', field_34: 'boh', field_36: '' }), {
        formId: '3',
      }),
    );
    expect(statusOf(answer)).toBe(400);
    const { rejected } = payload(answer);
    expect(rejected.errors).toEqual({
      field_31: ['Campo obbligatorio'],
      field_32: ['Digitare una e-mail valida'],
      field_33: ['Digitare un numero di telefono valido'],
      field_34: ["Scegliere un valore dell'elenco"],
      field_36: ['Campo obbligatorio'],
    });
    expect(rejected.values).toMatchObject({ field_32: 'non-una-mail', field_35: 'Dov’è il mio ordine?' });
    expect(submits()).toEqual([]);
  });

  it('sends a good form by field id and says the form’s success message', async () => {
    const answer = await settle(formAction(args(await post('/form/3', FORM_OK), { formId: '3' })));
    expect(answer).toRedirectTo('/form/3');
    expect((await flashed(answer)).messages.map((m) => m.text)).toEqual(['Grazie, ti risponderemo presto.']);
    const sent = submits()[0]!.form!;
    expect(sent).toMatchObject({ action: 'nf_ajax_submit', security: 'nonce-3' });
    expect(JSON.parse(sent.formData!)).toEqual({
      id: 3,
      fields: {
        '31': { id: 31, value: 'Mario' },
        '32': { id: 32, value: 'mario@example.com' },
        '33': { id: 33, value: '' },
        '34': { id: 34, value: 'ordine' },
        '35': { id: 35, value: 'Dov’è il mio ordine?' },
        '36': { id: 36, value: '1' },
        '37': { id: 37, value: '' },
      },
    });
  });

  it('shows the backend’s refusals at their fields, or for the form', async () => {
    contentMock.state.submit = 'field';
    const field = payload(await formAction(args(await post('/form/3', FORM_OK), { formId: '3' })));
    expect(field.rejected.errors).toEqual({ field_32: ['Digitare una e-mail valida'] });
    expect(field.rejected.values.field_31).toBe('Mario');
    contentMock.state.submit = 'expired';
    const expired = payload(await formAction(args(await post('/form/3', FORM_OK), { formId: '3' })));
    expect(expired.rejected.formErrors).toEqual(['Il modulo è scaduto: ricarica la pagina e riprova.']);
  });

  it('uploads a file first and submits its tmp_name', async () => {
    const answer = await settle(
      formAction(args(await multipart(FORM_OK, new File([PNG], 'foto.png', { type: 'image/png' })), { formId: '3' })),
    );
    expect(answer).toRedirectTo('/form/3');
    expect(contentMock.last('nf_fu_upload')).toMatchObject({
      form: { action: 'nf_fu_upload', form_id: '3', field_id: '37', nonce: 'nonce-3' },
      file: { name: 'foto.png', size: PNG.byteLength },
    });
    expect(JSON.parse(submits()[0]!.form!.formData!).fields['37']).toEqual({ id: 37, value: '0123456789abcdef0123456789abcdef.png' });
  });

  it('refuses a file over the field’s size or of another type at the field, and the backend’s refusal too', async () => {
    const big = payload(
      await formAction(args(await multipart(FORM_OK, new File([new Uint8Array(2048)], 'a.png', { type: 'image/png' })), { formId: '3' })),
    );
    expect(big.rejected.errors.field_37).toEqual(['Il file supera la dimensione massima di 1 KB.']);
    const pdf = payload(
      await formAction(args(await multipart(FORM_OK, new File([PNG], 'a.pdf', { type: 'application/pdf' })), { formId: '3' })),
    );
    expect(pdf.rejected.errors.field_37).toEqual(['Tipo di file non ammesso: sono ammessi PNG, JPEG.']);
    contentMock.state.upload = 'refused';
    const refused = payload(
      await formAction(args(await multipart(FORM_OK, new File([PNG], 'a.png', { type: 'image/png' })), { formId: '3' })),
    );
    expect(refused.rejected.errors.field_37).toEqual(['Tipo di file non ammesso.']);
    expect(submits()).toEqual([]);
  });

  it('refuses a body larger than the form’s files allow before reading it, in Italian at the field, never a 500', async () => {
    const huge = new File([new Uint8Array(200 * 1024)], 'enorme.png', { type: 'image/png' });
    const answer = await settle(formAction(args(await multipart(FORM_OK, huge), { formId: '3' })));
    expect(statusOf(answer)).toBe(413);
    expect(payload(answer).rejected.errors.field_37).toEqual(['Il file supera la dimensione massima di 1 KB.']);
    expect(contentMock.calls.filter((c) => c.path.startsWith('nf_'))).toEqual([]);
  });
});

describe('stores: map and cards', () => {
  // the places mock answers the cart view too: only the stores' tests take it
  beforeEach(() => {
    placesMock.reset();
    server.use(...placesHandlers);
  });

  it('places every store with coordinates on the map and lists them all by name', async () => {
    const { stores } = payload(await mapLoader(args(get('/warehouse-map'))));
    expect(stores.map((s: { name: string }) => s.name)).toEqual(
      [...stores.map((s: { name: string }) => s.name)].sort((a, b) => a.localeCompare(b, 'it')),
    );
    for (const store of stores) if (store.at) expect(store.at.x).toBeGreaterThan(0);
  });

  it('orders the cards by name without a chosen address', async () => {
    const { stores, byDistance } = payload(await cardsLoader(args(get('/warehouse-cards'))));
    expect(byDistance).toBe(false);
    expect(stores.map((s: { name: string }) => s.name)).toEqual(['Punto barca Chioggia', 'Spesa Padova Arcella']);
  });

  it('knows the chosen address’s place from the cart, and none without coordinates', () => {
    const shopper = (address: object | undefined) => ({ cart: address ? { shippingAddress: address } : undefined }) as unknown as Shopper;
    expect(chosenPlace(shopper({ latitude: 45.4, longitude: 11.9 }))).toEqual({ latitude: 45.4, longitude: 11.9 });
    expect(chosenPlace(shopper({ addressId: 1 }))).toBeNull();
    expect(chosenPlace(shopper(undefined))).toBeNull();
  });
});

describe('video page', () => {
  it('plays an allow-listed video with its title, back to the shop page it came from', async () => {
    const request = new Request(`${ORIGIN}/video?src=${encodeURIComponent('https://youtu.be/dQw4w9WgXcQ')}&title=Il%20rag%C3%B9`, {
      headers: { Referer: `${ORIGIN}/faq?s=drive` },
    });
    expect(payload(await videoLoader(args(request)))).toEqual({
      source: { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
      title: 'Il ragù',
      back: '/faq?s=drive',
    });
    const elsewhere = new Request(`${ORIGIN}/video?src=%2Fmedia%2Fa.mp4`, { headers: { Referer: 'https://evil.example/x' } });
    expect(payload(await videoLoader(args(elsewhere)))).toMatchObject({
      source: { kind: 'file', src: '/media/a.mp4' },
      title: 'Video',
      back: '/',
    });
  });

  it('is a 404 for anything not on the allow-list', async () => {
    for (const src of ['https://evil.example/a.mp4', 'javascript:alert(1)', ''])
      expect(statusOf(await settle(videoLoader(args(get(`/video?src=${encodeURIComponent(src)}`))))), src).toBe(404);
  });
});
