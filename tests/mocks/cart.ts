// msw stand-in for the cart calls of the commerce API as docs/decisions/014-shopping-loop.md fixes
// them: one cart per customer token (and per guest token when a test allows guests), bound to an
// address and a slot the test sets, lines on the catalogue's products, the spec's refusals with
// their codes. Tests steer it with `cartMock.reset(...)` and read what was sent from `cartMock.calls`.
import { http, HttpResponse } from 'msw';
import { products as catalogProducts, product } from './catalog';
import { EBSN, envelope } from './handlers';
import { GIULIA, MARIO } from './account';

/** products the cart tests add: a pack in multiples with MAXACQ, one with options, one with a selectable promotion */
export const cartProducts = [
  ...catalogProducts,
  product({
    productId: 401,
    name: 'Acqua naturale 6 bottiglie',
    slug: 'acqua-naturale-6',
    productInfos: { TIPOLOGIA: 'Confezione', QTY_MULT: '6', MAXACQ: '24', WEIGHT_SELLING: '1500', WEIGHT_UNIT_SELLING: 'ML' },
    price: 0.5,
    priceDisplay: 0.5,
  }),
  product({
    productId: 402,
    name: 'Prosciutto crudo',
    slug: 'prosciutto-crudo',
    selectOptions: [
      {
        name: 'Taglio',
        parameterName: 'taglio',
        options: [
          { key: 'intero', value: 'Intero' },
          { key: 'fette', value: 'A fette' },
        ],
      },
    ],
  }),
  product({
    productId: 403,
    name: 'Yogurt bianco',
    slug: 'yogurt-bianco',
    warehousePromo: {
      warehousePromoId: 77,
      warehousePromoTypeId: 6,
      selectable: true,
      view: { header: 'Prendi 2', body: 'Il secondo a metà prezzo' },
    },
  }),
];

type Line = {
  itemId: number;
  productId: number;
  quantity: number;
  infos: Record<string, string>;
  /** our backend's mark of a line the chosen slot cannot have */
  slotRestriction?: { reason: string; code: string; message: string };
};
type State = {
  address: boolean;
  slot: boolean;
  serviceId: number;
  lines: Line[];
  infos: Record<string, string>;
  /** a refusal the next write answers with, as the backend does */
  refuse?: { code: string; text: string };
};

const HOME = {
  addressId: 31,
  addressTypeId: 2,
  addressType: 'home',
  deliveryServiceId: 2,
  addressName: 'Casa',
  address1: 'Via Roma',
  addressNumber: '1',
  postalcode: '35100',
  city: 'Padova',
  warehouseId: 12,
  zoneId: 1,
  addressClass: [],
  selected: true,
  active: 1,
  autoAssigned: false,
};

let state: State;
let nextItemId = 1000;
export const cartMock = {
  calls: [] as Array<{ path: string; token: string | null; body?: unknown; query?: string }>,
  /** tokens with a cart besides the customers' (guests, when a test turns anonymous carts on) */
  guestTokens: new Set<string>(),
  reset(next: Partial<State> = {}) {
    state = { address: true, slot: true, serviceId: 2, lines: [], infos: {}, ...next };
    cartMock.calls = [];
    cartMock.guestTokens.clear();
  },
  get state() {
    return state;
  },
};
cartMock.reset();

const round2 = (n: number) => Math.round(n * 100) / 100;
const findProduct = (id: number) => cartProducts.find((p) => p.productId === id);

function lineWire(line: Line) {
  const p = findProduct(line.productId)!;
  return {
    itemId: line.itemId,
    cartItemId: line.itemId,
    product: p,
    quantity: line.quantity,
    grossTotal: round2((p.priceDisplay ?? 0) * line.quantity),
    cartItemInfo: { accept_alternatives: 'true', ...line.infos },
    cartItemInsertionTypeId: 1,
    ...(line.slotRestriction ? { slotRestriction: line.slotRestriction } : {}),
  };
}

/** fee bands of home delivery on the goods total: 7.90 below 60, 4.90 below 100, free from 100 */
function feeOf(goods: number) {
  if (!state.address || state.serviceId !== 2) return { fee: 0, nextBand: undefined };
  if (goods < 60) return { fee: 7.9, nextBand: { threshold: 60, fee: 4.9, missing: round2(60 - goods) } };
  if (goods < 100) return { fee: 4.9, nextBand: { threshold: 100, fee: 0, missing: round2(100 - goods) } };
  return { fee: 0, nextBand: undefined };
}

const MINIMUM: Record<number, number> = { 1: 50, 2: 90, 4: 30 };

export function cartWire(showSectors = false) {
  const lines = state.lines.map(lineWire);
  const goods = round2(lines.reduce((sum, l) => sum + l.grossTotal, 0));
  const { fee } = feeOf(goods);
  const minimum = state.address ? MINIMUM[state.serviceId]! : 0;
  return {
    cartId: 5,
    cartStatusId: 1,
    user: { userId: MARIO.userId, profile: { confirmed: true, level: 1 } },
    store: { storeId: 1 },
    ...(state.address
      ? {
          warehouse: { warehouseId: 12, name: 'Spesa Padova', slug: 'spesa-padova' },
          shippingAddress: { ...HOME, deliveryServiceId: state.serviceId },
        }
      : {}),
    ...(state.address && state.slot
      ? { timeslot: { date: '2026-11-25', timeslotId: 3, beginTime: '10:00', endTime: '12:00', name: '10-12', autoAssigned: false } }
      : {}),
    totalItems: lines.length,
    totalPrice: goods,
    deliveryFee: fee,
    grossTotal: round2(goods + fee),
    minimumSpend: minimum,
    missingForMinimum: round2(Math.max(0, minimum - goods)),
    cartInfos: { need_invoice: 'false', order_comment: '', ...state.infos },
    ...(showSectors
      ? {
          sectors: [
            { sectorId: 1, name: 'Latticini', cartItems: lines.filter((l) => l.product.categoryId !== 211) },
            { sectorId: 0, name: '', cartItems: lines.filter((l) => l.product.categoryId === 211) },
          ].filter((s) => s.cartItems.length),
        }
      : { cartItems: lines }),
    orderAdjustmentSummary: { orderAdjustments: [] },
  };
}

const refusal = (code: string, text: string) => HttpResponse.json(envelope(null, { status: 1, errors: [{ error: text, code }] }));
const NOT_LOGGED = ['error.cart.notLogged', "E' necessario autenticarsi per visualizzare il carrello"] as const;

function tokenOf(request: Request): string | null {
  return request.headers.get('x-ebsn-account');
}
function hasCart(token: string | null): boolean {
  return token === MARIO.token || token === GIULIA.token || (!!token && cartMock.guestTokens.has(token));
}

async function write(request: Request, path: string, change: (body: Record<string, unknown>) => Response | void) {
  const token = tokenOf(request);
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  cartMock.calls.push({ path, token, body });
  if (!hasCart(token)) return refusal(...NOT_LOGGED);
  if (state.refuse) {
    const { code, text } = state.refuse;
    state.refuse = undefined;
    return refusal(code, text);
  }
  const refused = change(body);
  if (refused) return refused;
  return HttpResponse.json(envelope(cartWire(), { userId: MARIO.userId }));
}

type Item = { productId?: number; itemId?: number; quantity?: number; infos?: Record<string, string>; use_wpid?: number };
const items = (body: Record<string, unknown>) => (body.items as Item[] | undefined) ?? [];

export const cartHandlers = [
  http.get(`${EBSN}/ebsn/api/products/:id`, ({ params }) => {
    const found = findProduct(Number(params.id));
    return HttpResponse.json(envelope(found ?? null, found ? {} : { status: 1, errors: [{ error: 'Prodotto non trovato' }] }));
  }),
  http.get(`${EBSN}/ebsn/api/cart/view`, ({ request }) => {
    const token = tokenOf(request);
    const query = new URL(request.url).search;
    cartMock.calls.push({ path: 'cart/view', token, query });
    if (!hasCart(token)) return refusal(...NOT_LOGGED);
    return HttpResponse.json(
      envelope(cartWire(new URL(request.url).searchParams.get('show_sectors') === 'true'), { userId: MARIO.userId }),
    );
  }),
  http.post(`${EBSN}/ebsn/api/cart/add`, ({ request }) =>
    write(request, 'cart/add', (body) => {
      if (!state.address) return refusal('error.cart.noAddress', 'Scegli un indirizzo di consegna');
      if (!state.slot) return refusal('error.cart.noTimeslot', 'Scegli una fascia oraria');
      for (const item of items(body)) {
        const p = findProduct(item.productId!);
        if (!p) return refusal('error.cart.unavailable', 'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato');
        if ((p.selectOptions ?? []).some((o) => !item.infos?.[o.parameterName]))
          return refusal('error.cart.options', 'È necessario selezionare tutte le opzioni');
        const infos = { ...(item.infos ?? {}), ...(item.use_wpid !== undefined ? { use_wpid: String(item.use_wpid) } : {}) };
        const existing = state.lines.find((l) => l.productId === p.productId);
        if (existing) existing.quantity = Math.round((existing.quantity + item.quantity!) * 1000) / 1000;
        else state.lines.push({ itemId: nextItemId++, productId: p.productId, quantity: item.quantity!, infos });
      }
    }),
  ),
  http.post(`${EBSN}/ebsn/api/cart/update`, ({ request }) =>
    write(request, 'cart/update', (body) => {
      for (const item of items(body)) {
        const line = state.lines.find((l) => l.itemId === item.itemId);
        if (!line) return refusal('error.cart.item', 'Prodotto non presente nel carrello');
        const max = Number(findProduct(line.productId)?.productInfos?.MAXACQ ?? Infinity);
        if (item.quantity! > max) return refusal('error.cart.maxAcq', `Puoi acquistare al massimo ${max} pz di questo prodotto`);
        if (item.quantity === 0) state.lines = state.lines.filter((l) => l !== line);
        else line.quantity = item.quantity!;
      }
    }),
  ),
  http.post(`${EBSN}/ebsn/api/cart/delete`, ({ request }) =>
    write(request, 'cart/delete', (body) => {
      const gone = new Set(items(body).map((i) => i.itemId));
      state.lines = state.lines.filter((l) => !gone.has(l.itemId));
    }),
  ),
  http.post(`${EBSN}/ebsn/api/cart/empty`, ({ request }) =>
    write(request, 'cart/empty', () => {
      state.lines = [];
    }),
  ),
  http.post(`${EBSN}/ebsn/api/cart/update-cart-info`, ({ request }) =>
    write(request, 'cart/update-cart-info', (body) => {
      state.infos[String(body.property)] = String(body.value);
    }),
  ),
  http.post(`${EBSN}/ebsn/api/cart/update-infos`, ({ request }) =>
    write(request, 'cart/update-infos', (body) => {
      for (const item of items(body)) {
        const line = state.lines.find((l) => l.itemId === item.itemId);
        if (line) Object.assign(line.infos, item.infos);
      }
    }),
  ),
  http.get(`${EBSN}/ebsn/api/delivery-fee/view`, ({ request }) => {
    cartMock.calls.push({ path: 'delivery-fee/view', token: tokenOf(request) });
    const goods = cartWire().totalPrice;
    const { fee, nextBand } = feeOf(goods);
    return HttpResponse.json(
      envelope({
        deliveryFeeRows: [
          { deliveryFeeRowId: 1, range: { from: 0, to: 60 }, fee: 7.9, shortDescr: 'Fino a 60 €' },
          { deliveryFeeRowId: 2, range: { from: 60, to: 100 }, fee: 4.9, shortDescr: 'Da 60 a 100 €' },
          { deliveryFeeRowId: 3, range: { from: 100 }, fee: 0, shortDescr: 'Oltre 100 €' },
        ],
        deliveryFee: fee,
        goodsTotal: goods,
        ...(nextBand ? { nextBand } : {}),
      }),
    );
  }),
];
