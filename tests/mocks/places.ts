// msw stand-in for the address, store, slot and fee calls (docs/decisions/014-shopping-loop.md):
// Mario's cart and home addresses, the chain's pickup points (a store with Drive and locker, a boat
// stop), a coverage check by postal code, slots over three days with every status and restriction.
// Tests steer it through `placesMock` and read what the storefront sent from `placesMock.calls`.
// Used with `server.use(...placesHandlers)` by the tests that need it.
import { http, HttpResponse } from 'msw';
import { shopToday } from '~/routes/cart_.timeslot/timeslots';
import { GIULIA, MARIO } from './account';
import { EBSN, envelope } from './handlers';

type Json = Record<string, unknown>;
export type PlacesCall = { path: string; method: string; query: Record<string, string>; form?: Record<string, string>; json?: Json };

const pickup = (
  addressId: number,
  addressTypeId: number,
  deliveryServiceId: number,
  warehouseId: number,
  name: string,
  extra: Json = {},
) => ({
  addressId,
  addressTypeId,
  addressType: ({ 3: 'drive', 4: 'boat', 5: 'locker' } as Record<number, string>)[addressTypeId],
  deliveryServiceId,
  addressName: name,
  address1: 'Via Tiziano Aspetti',
  addressNumber: '112',
  postalcode: '35133',
  city: 'Padova',
  province: 'PD',
  latitude: 45.4244,
  longitude: 11.8866,
  warehouseId,
  zoneId: 1,
  addressClass: [],
  selected: false,
  active: 1,
  ...extra,
});

export const DRIVE_ARCELLA = pickup(501, 3, 1, 1, 'Drive Padova Arcella');
export const LOCKER_ARCELLA = pickup(502, 5, 4, 1, 'Locker Padova Arcella');
export const BOAT_CHIOGGIA = pickup(503, 4, 2, 2, 'Punto barca Chioggia', {
  address1: 'Riva Vena',
  addressNumber: '1',
  postalcode: '30015',
  city: 'Chioggia',
  province: 'VE',
});

function home(addressId: number, name: string, extra: Json = {}) {
  return {
    addressId,
    addressTypeId: 2,
    addressType: 'home',
    deliveryServiceId: 2,
    addressName: name,
    address1: 'Via Roma',
    addressNumber: '10',
    postalcode: '35121',
    city: 'Padova',
    province: 'PD',
    warehouseId: 1,
    zoneId: 1,
    addressClass: [],
    selected: false,
    active: 1,
    validated: true,
    phone: '3331234567',
    ...extra,
  };
}

const stores = [
  {
    warehouseId: 1,
    name: 'Spesa Padova Arcella',
    slug: 'spesa-padova-arcella',
    address: { address1: 'Via Tiziano Aspetti', addressNumber: '112', city: 'Padova', province: 'PD', postalcode: '35133' },
    deliveryServices: [1, 2, 4],
    addresses: [DRIVE_ARCELLA, LOCKER_ARCELLA],
    phone: '049 8712345',
    serviceHours: {
      default: [
        ...[2, 3, 4, 5, 6, 7].map((beginWeekDay) => ({ beginWeekDay, beginHour: '08:00', endHour: '20:30' })),
        { beginWeekDay: 1, beginHour: '09:00', endHour: '13:00' },
      ],
    },
  },
  {
    warehouseId: 2,
    name: 'Punto barca Chioggia',
    slug: 'punto-barca-chioggia',
    address: { address1: 'Riva Vena', addressNumber: '1', city: 'Chioggia', province: 'VE', postalcode: '30015' },
    deliveryServices: [2],
    addresses: [BOAT_CHIOGGIA],
    serviceHours: { default: [3, 5].map((beginWeekDay) => ({ beginWeekDay, beginHour: '10:00', endHour: '12:00' })) },
  },
];

/** Distances (metres) from a postal code or a position: Chioggia is nearer to 30015, Padova to the rest. */
function distanceOf(warehouseId: number, query: Record<string, string>): number | undefined {
  const near = query.postalcode ?? (query.latitude ? (Number(query.latitude) < 45.3 ? '30015' : '35100') : undefined);
  if (!near) return undefined;
  const chioggiaFirst = near.startsWith('300');
  return warehouseId === 2 ? (chioggiaFirst ? 800 : 42000) : chioggiaFirst ? 41000 : 2500;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type Slot = {
  timeslotId: number;
  beginTime: string;
  endTime: string;
  status: 'empty' | 'intermediate' | 'full';
  active: number;
  deliveryDayPeriodId: number;
  underLeadTime?: boolean;
  underLockDay?: boolean;
  underLockCutoff?: boolean;
};

/** Three days: today without slots (dropped), tomorrow with every status, the day after with a restricted slot. */
function buildDays(today: string): Array<{ dateIso: string; slots: Slot[] }> {
  return [
    { dateIso: today, slots: [] },
    {
      dateIso: addDays(today, 1),
      slots: [
        { timeslotId: 1, beginTime: '08:00', endTime: '10:00', status: 'empty', active: 1, deliveryDayPeriodId: 4 },
        { timeslotId: 2, beginTime: '10:00', endTime: '12:00', status: 'intermediate', active: 1, deliveryDayPeriodId: 4 },
        { timeslotId: 3, beginTime: '14:00', endTime: '16:00', status: 'full', active: 0, deliveryDayPeriodId: 5 },
        { timeslotId: 4, beginTime: '18:00', endTime: '20:00', status: 'empty', active: 1, deliveryDayPeriodId: 5 },
      ],
    },
    {
      dateIso: addDays(today, 2),
      slots: [
        { timeslotId: 1, beginTime: '08:00', endTime: '10:00', status: 'empty', active: 0, deliveryDayPeriodId: 4, underLeadTime: true },
        { timeslotId: 4, beginTime: '18:00', endTime: '20:00', status: 'empty', active: 1, deliveryDayPeriodId: 5 },
      ],
    },
  ];
}

type Cart = {
  shippingAddress?: Json;
  timeslot?: { date: string; timeslotId: number; beginTime: string; endTime: string; holdExpiresAt: string };
};

export const placesMock = {
  calls: [] as PlacesCall[],
  addresses: [] as Json[],
  cart: {} as Cart,
  defaultDeliveryAddressId: undefined as number | undefined,
  defaultStoreAddressId: undefined as number | undefined,
  /** what cart/add answers: ok, or a refusal with this message */
  addRefusal: undefined as string | undefined,
  nextId: 900,
  reset() {
    this.calls = [];
    this.addresses = [home(701, 'Casa'), home(702, 'Ufficio', { address1: 'Via Venezia', addressNumber: '5', postalcode: '35131' })];
    this.cart = {};
    this.defaultDeliveryAddressId = 701;
    this.defaultStoreAddressId = 501;
    this.addRefusal = undefined;
    this.nextId = 900;
  },
  last(path: string): PlacesCall | undefined {
    return [...this.calls].reverse().find((c) => c.path === path);
  },
  count(path: string): number {
    return this.calls.filter((c) => c.path === path).length;
  },
};
placesMock.reset();

async function record(request: Request, path: string): Promise<PlacesCall> {
  const url = new URL(request.url);
  const call: PlacesCall = { path, method: request.method, query: Object.fromEntries(url.searchParams) };
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'POST' && type.includes('application/x-www-form-urlencoded'))
    call.form = Object.fromEntries(new URLSearchParams(await request.text()));
  if (request.method === 'POST' && type.includes('application/json')) call.json = (await request.json()) as Json;
  placesMock.calls.push(call);
  return call;
}

const api = (path: string) => `${EBSN}/ebsn/api/${path}`;
// Giulia shares Mario's world here (the e2e run against this mock logs either in)
const isMario = (request: Request) => [MARIO.token, GIULIA.token].includes(request.headers.get('x-ebsn-account') ?? '');
const ok = (data: unknown, userId = MARIO.userId) => HttpResponse.json(envelope(data, { userId }));
function refuse(text: string, code?: string, level: 'error' | 'info' = 'error') {
  const body = envelope(null, { status: 1, userId: MARIO.userId });
  if (level === 'info') body.response.infos = [{ info: text, code }] as never;
  else body.response.errors = [{ error: text, code }] as never;
  return HttpResponse.json(body);
}
const notLogged = () => refuse("E' necessario autenticarsi per visualizzare il carrello", 'error.cart.notLogged');

function cartData() {
  const c = placesMock.cart;
  return {
    cartId: 107,
    cartStatusId: 1,
    user: { userId: MARIO.userId, profile: { confirmed: true, level: 1 } },
    store: { storeId: 1 },
    ...(c.shippingAddress ? { shippingAddress: { ...c.shippingAddress, autoAssigned: false } } : {}),
    ...(c.timeslot ? { timeslot: { ...c.timeslot, name: `${c.timeslot.beginTime}-${c.timeslot.endTime}`, autoAssigned: false } } : {}),
    totalItems: 0,
    totalPrice: 0,
    deliveryFee: 0,
    grossTotal: 0,
    cartItems: [],
  };
}

const allAddresses = () => [...placesMock.addresses, DRIVE_ARCELLA, LOCKER_ARCELLA, BOAT_CHIOGGIA];

export const placesHandlers = [
  http.get(api('cart/view'), async ({ request }) => {
    await record(request, 'cart/view');
    return isMario(request) ? ok(cartData()) : notLogged();
  }),
  http.post(api('cart/add'), async ({ request }) => {
    await record(request, 'cart/add');
    if (!placesMock.cart.shippingAddress) return refuse('Scegli un indirizzo', 'error.cart.noAddress');
    if (!placesMock.cart.timeslot) return refuse('Scegli una fascia oraria', 'error.cart.noTimeslot');
    if (placesMock.addRefusal) return refuse(placesMock.addRefusal, 'error.cart.unavailable');
    return ok(cartData());
  }),
  // "Aggiungi tutto" from a list: the same gate as cart/add
  http.post(api('cart/add-all-from-wishlist'), async ({ request }) => {
    await record(request, 'cart/add-all-from-wishlist');
    if (!placesMock.cart.shippingAddress) return refuse('Scegli un indirizzo', 'error.cart.noAddress');
    if (!placesMock.cart.timeslot) return refuse('Scegli una fascia oraria', 'error.cart.noTimeslot');
    return ok(cartData());
  }),
  http.get(api('store/list'), async ({ request }) => {
    await record(request, 'store/list');
    return ok({
      stores: [
        {
          storeId: 1,
          deliveryServices: [
            { deliveryServiceId: 2, name: 'Consegna a casa', descr: 'A casa tua', showTab: true },
            { deliveryServiceId: 1, name: 'Drive', descr: 'Ritira in negozio', showTab: true },
            { deliveryServiceId: 4, name: 'Locker', descr: 'Ritira al locker', showTab: true },
          ],
        },
      ],
    });
  }),
  http.get(api('user-address/list'), async ({ request }) => {
    await record(request, 'user-address/list');
    return ok({
      addresses: placesMock.addresses,
      defaultDeliveryAddressId: placesMock.defaultDeliveryAddressId,
      defaultStoreAddressId: placesMock.defaultStoreAddressId,
    });
  }),
  // ours (decision 028): a home of the customer's as the delivery favourite, a Drive or locker as the store one
  http.post(api('user-address/set-default'), async ({ request }) => {
    const { json = {} } = await record(request, 'user-address/set-default');
    const addressId = Number(json.addressId);
    const found = allAddresses().find((a) => a.addressId === addressId);
    if (!found) return refuse('Indirizzo non trovato.', 'error.address.notFound');
    if (json.kind === 'delivery' && found.addressTypeId === 2) placesMock.defaultDeliveryAddressId = addressId;
    else if (json.kind === 'store' && (found.addressTypeId === 3 || found.addressTypeId === 5))
      placesMock.defaultStoreAddressId = addressId;
    else return refuse('Come punto di ritiro preferito puoi scegliere solo un Drive o un locker.', 'error.address.defaultKind');
    return ok({ defaultDeliveryAddressId: placesMock.defaultDeliveryAddressId, defaultStoreAddressId: placesMock.defaultStoreAddressId });
  }),
  http.get(api('user-address/delivery-service-list'), async ({ request }) => {
    const { query } = await record(request, 'user-address/delivery-service-list');
    const service = Number(query.delivery_service_id);
    const own = isMario(request) ? placesMock.addresses : [];
    const list = service === 2 ? [...own, BOAT_CHIOGGIA] : service === 1 ? [DRIVE_ARCELLA] : service === 4 ? [LOCKER_ARCELLA] : [];
    const selected = placesMock.cart.shippingAddress?.addressId;
    return ok({
      addresses: list.map((a) => {
        const distance = a.addressTypeId === 2 ? undefined : distanceOf(a.warehouseId as number, query);
        return { ...a, selected: a.addressId === selected, ...(distance !== undefined ? { distance } : {}) };
      }),
    });
  }),
  http.post(api('user-address/check'), async ({ request }) => {
    const { json } = await record(request, 'user-address/check');
    const address = (json?.address ?? {}) as Json;
    const cap = String(address.postalcode ?? '');
    if (cap === '99999') return refuse("L'indirizzo inserito non è coperto dal servizio.", 'error.address.notCovered');
    if (/^3012[1-4]$/.test(cap)) return refuse('Indirizzo non servito dalla consegna a casa', 'error.address.notServed');
    const validated = !String(address.address1 ?? '').includes('dei Sogni');
    return ok({ address: { ...address, warehouseId: 1, zoneId: 1 }, validated });
  }),
  http.post(api('user-address/update'), async ({ request }) => {
    const { json } = await record(request, 'user-address/update');
    const address = (json?.address ?? {}) as Json;
    if (address.addressId) {
      const index = placesMock.addresses.findIndex((a) => a.addressId === address.addressId);
      if (index < 0) return refuse('Indirizzo non trovato');
      placesMock.addresses[index] = { ...placesMock.addresses[index], ...address };
      return ok({ address: placesMock.addresses[index] });
    }
    const saved = home(placesMock.nextId++, String(address.addressName), { ...address, validated: !json?.force });
    placesMock.addresses.push(saved);
    return ok({ address: saved });
  }),
  http.get(api('user-address/view'), async ({ request }) => {
    const { query } = await record(request, 'user-address/view');
    const found = allAddresses().find((a) => String(a.addressId) === query.address_id);
    return found ? ok({ address: found }) : refuse('Indirizzo non trovato');
  }),
  http.get(api('user-address/delete'), async ({ request }) => {
    const { query } = await record(request, 'user-address/delete');
    const id = Number(query.address_id);
    if (placesMock.cart.shippingAddress?.addressId === id)
      return refuse("Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.", 'info.address.inUse', 'info');
    placesMock.addresses = placesMock.addresses.filter((a) => a.addressId !== id);
    if (placesMock.defaultDeliveryAddressId === id) placesMock.defaultDeliveryAddressId = undefined;
    return ok({});
  }),
  http.post(api('user-address/select'), async ({ request }) => {
    const { form = {} } = await record(request, 'user-address/select');
    const address = allAddresses().find((a) => String(a.addressId) === form.address_id);
    if (!address) return refuse('Indirizzo non trovato');
    // changing the address clears the slot (decision 014)
    if (placesMock.cart.shippingAddress?.addressId !== address.addressId) placesMock.cart.timeslot = undefined;
    placesMock.cart.shippingAddress = { ...address, deliveryServiceId: Number(form.delivery_service_id) };
    return ok(cartData());
  }),
  http.get(api('shopatwork/subscribe'), async ({ request }) => {
    const { query } = await record(request, 'shopatwork/subscribe');
    // the point it unlocks, as backend/routes/places.ts answers it: a Drive (service 1)
    return query.subscriptionCode === 'ACME2026'
      ? ok({ companyName: 'Acme Meccanica S.p.A.', address: { addressId: 990, addressTypeId: 3, deliveryServiceId: 1 } })
      : refuse('Codice aziendale non valido', 'error.shopatwork.invalid');
  }),
  http.get(api('store-proximity/list'), async ({ request }) => {
    const { query } = await record(request, 'store-proximity/list');
    if (!query.postalcode) return ok({ stores }, -1);
    const near = stores.map((s) => ({ ...s, distance: distanceOf(s.warehouseId, query) }));
    return ok({ stores: near.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)) }, -1);
  }),
  http.get(api('store-proximity/localize'), async ({ request }) => {
    const { query } = await record(request, 'store-proximity/localize');
    const located = stores
      .map((s) => ({ ...s, distance: distanceOf(s.warehouseId, query) }))
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    return ok({ stores: located }, -1);
  }),
  http.get(api('timeslot/list'), async ({ request }) => {
    await record(request, 'timeslot/list');
    if (!isMario(request)) return ok({ days: [] }, -1);
    const chosen = placesMock.cart.timeslot;
    const days = buildDays(shopToday()).map((d) => ({
      dateIso: d.dateIso,
      selected: chosen?.date === d.dateIso,
      timeslots: d.slots.map((s) => ({
        ...s,
        name: `${s.beginTime}-${s.endTime}`,
        selected: chosen?.date === d.dateIso && chosen.timeslotId === s.timeslotId,
        underLeadTime: !!s.underLeadTime,
        underLockDay: !!s.underLockDay,
        underLockCutoff: !!s.underLockCutoff,
      })),
    }));
    return ok({ days, ...(chosen ? { holdExpiresAt: chosen.holdExpiresAt } : {}) });
  }),
  http.get(api('timeslot/select'), async ({ request }) => {
    const { query } = await record(request, 'timeslot/select');
    const day = buildDays(shopToday()).find((d) => d.dateIso === query.sel_date);
    const slot = day?.slots.find((s) => String(s.timeslotId) === query.timeslot_id);
    if (!slot) return refuse('Fascia oraria non trovata');
    if (slot.underLeadTime) return refuse('La fascia non è disponibile per i prodotti nel carrello', 'error.timeslot.restricted');
    if (slot.status === 'full' || slot.active < 1) return refuse('La fascia oraria scelta è esaurita', 'error.timeslot.full');
    placesMock.cart.timeslot = {
      date: day!.dateIso,
      timeslotId: slot.timeslotId,
      beginTime: slot.beginTime,
      endTime: slot.endTime,
      holdExpiresAt: '2026-11-23T17:40:00.000Z',
    };
    return ok(cartData());
  }),
  http.get(api('delivery-fee/view'), async ({ request }) => {
    await record(request, 'delivery-fee/view');
    return ok({
      deliveryFeeRows: [
        { deliveryFeeRowId: 1, range: { from: 0, to: 59.99 }, fee: 6.9, shortDescr: 'fino a 59,99 €' },
        { deliveryFeeRowId: 2, range: { from: 60, to: 99.99 }, fee: 3.9, shortDescr: 'da 60 €' },
        { deliveryFeeRowId: 3, range: { from: 100 }, fee: 0, shortDescr: 'da 100 €' },
      ],
      deliveryFee: 6.9,
      goodsTotal: 48.5,
      nextBand: { threshold: 60, fee: 3.9, missing: 11.5 },
    });
  }),
];
