// The service and address screen (/cart/address) against the places mock: login guard, tabs and
// search, each intent (choose, save with the coverage check and 'Salva lo stesso', delete with its
// confirmation and the backend's refusal), the redirect chain to the slot and the waiting add.
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStorage, type PendingAdd } from '~/lib/session.server';
import { action, loader } from '~/routes/cart_.address/route';
import { MARIO } from '../mocks/account';
import { BOAT_CHIOGGIA, DRIVE_ARCELLA, placesHandlers, placesMock } from '../mocks/places';
import { args, cookiePair, get, payload, post, readSession, sessionSetCookie, settle, statusOf } from './account-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => {
  placesMock.reset();
  server.use(...placesHandlers);
});

async function marioCookie(pendingAdd?: PendingAdd): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('ebsnToken', MARIO.token);
  session.set('userId', MARIO.userId);
  if (pendingAdd) session.set('pendingAdd', pendingAdd);
  return cookiePair(await sessionStorage.commitSession(session));
}

async function load(path: string) {
  return payload<any>(await loader(args(get(path, [await marioCookie()]))));
}

async function submit(fields: Record<string, string>, cookie?: string, path = '/cart/address') {
  const result = await settle(action(args(await post(path, fields, { cookies: [cookie ?? (await marioCookie())] }))));
  return result;
}

async function flashed(result: unknown) {
  const session = await readSession(sessionSetCookie(result as Response));
  return (session.get('messages') ?? []) as Array<{ level: string; text: string }>;
}

describe('address screen loader', () => {
  it('sends a guest to login and back here', async () => {
    const result = await settle(loader(args(get('/cart/address?service=1'))));
    expect(result).toRedirectTo('/login?redirectTo=%2Fcart%2Faddress%3Fservice%3D1');
  });

  it('opens on home delivery with the tabs of store/list, the own addresses and boat stops, the favourite', async () => {
    const data = await load('/cart/address');
    expect(data.screen.service).toBe(2);
    expect(data.tabs.map((tab: { id: number }) => tab.id)).toEqual([2, 1, 4]);
    expect(data.addresses.map((a: { addressId: number }) => a.addressId)).toEqual([701, 702, BOAT_CHIOGGIA.addressId]);
    expect(data.favourites).toContain(701);
  });

  it('filters by the text typed; boat stops alone with kind=boat', async () => {
    expect((await load('/cart/address?service=2&q=venezia')).addresses.map((a: { addressName: string }) => a.addressName)).toEqual([
      'Ufficio',
    ]);
    expect((await load('/cart/address?service=2&kind=boat')).addresses.map((a: { addressId: number }) => a.addressId)).toEqual([
      BOAT_CHIOGGIA.addressId,
    ]);
  });

  it('a postal code or a position asks for the nearest pickup points', async () => {
    const data = await load('/cart/address?service=1&q=35133');
    expect(placesMock.last('user-address/delivery-service-list')?.query).toMatchObject({ delivery_service_id: '1', postalcode: '35133' });
    expect(data.addresses[0]).toMatchObject({ addressId: DRIVE_ARCELLA.addressId, distance: 2500 });
    await load('/cart/address?service=4&latitude=45.2&longitude=12.2');
    expect(placesMock.last('user-address/delivery-service-list')?.query).toMatchObject({
      delivery_service_id: '4',
      latitude: '45.2',
      longitude: '12.2',
      distance: '10000',
    });
  });

  it('opens the delete confirmation only for a home address', async () => {
    expect((await load('/cart/address?delete=701')).deleting).toMatchObject({ addressId: 701 });
    expect((await load('/cart/address?delete=503')).deleting).toBeUndefined();
  });
});

describe('address screen action', () => {
  it('sends a guest choosing from the stores page to login, then back there', async () => {
    const result = await settle(
      action(args(await post('/cart/address', { intent: 'select', addressId: '501', serviceId: '1', redirectTo: '/punti-vendita/1' }))),
    );
    expect(result).toRedirectTo('/login?redirectTo=%2Fpunti-vendita%2F1');
    expect(placesMock.count('user-address/select')).toBe(0);
  });

  it('answers 400 to an unknown intent', async () => {
    const result = await submit({ intent: 'explode', addressId: '701' });
    expect(statusOf(result)).toBe(400);
  });

  it('choosing an address without a slot goes on to the slot screen, carrying redirectTo', async () => {
    const result = await submit({ intent: 'select', addressId: '701', serviceId: '2', addressType: '2', redirectTo: '/product/latte' });
    expect(placesMock.last('user-address/select')?.form).toEqual({ address_id: '701', delivery_service_id: '2', address_type: '2' });
    expect(result).toRedirectTo('/cart/timeslot?redirectTo=%2Fproduct%2Flatte');
  });

  it('choosing the same address again keeps the slot: the waiting add is made and the shopper goes back', async () => {
    placesMock.cart = {
      shippingAddress: { ...DRIVE_ARCELLA },
      timeslot: { date: '2026-11-24', timeslotId: 1, beginTime: '08:00', endTime: '10:00', holdExpiresAt: '2026-11-23T17:40:00Z' },
    };
    const cookie = await marioCookie({ productId: 42, quantity: 2 });
    const result = await submit(
      { intent: 'select', addressId: String(DRIVE_ARCELLA.addressId), serviceId: '1', redirectTo: '/product/latte' },
      cookie,
    );
    expect(result).toRedirectTo('/product/latte');
    expect(placesMock.last('cart/add')?.json).toEqual({ items: [{ productId: 42, quantity: 2 }] });
    const messages = await flashed(result);
    expect(messages.map((m) => m.text)).toContain('Prodotto aggiunto al carrello');
    expect((await readSession(sessionSetCookie(result as Response))).get('pendingAdd')).toBeUndefined();
  });

  it('a waiting "Aggiungi tutto" from a list is made once the slot is there, and the shopper sees the cart (issue 24)', async () => {
    placesMock.cart = {
      shippingAddress: { ...DRIVE_ARCELLA },
      timeslot: { date: '2026-11-24', timeslotId: 1, beginTime: '08:00', endTime: '10:00', holdExpiresAt: '2026-11-23T17:40:00Z' },
    };
    const cookie = await marioCookie({ addAll: 'list', id: 77 });
    const result = await submit(
      { intent: 'select', addressId: String(DRIVE_ARCELLA.addressId), serviceId: '1', redirectTo: '/profile/lists/77' },
      cookie,
    );
    expect(result).toRedirectTo('/cart');
    expect(placesMock.last('cart/add-all-from-wishlist')?.json).toEqual({ list_id: 77 });
    expect((await flashed(result)).map((m) => m.text)).toContain('I prodotti della lista sono nel carrello.');
    expect((await readSession(sessionSetCookie(result as Response))).get('pendingAdd')).toBeUndefined();
  });

  it('a refused waiting add shows the backend message', async () => {
    placesMock.cart = {
      shippingAddress: { ...DRIVE_ARCELLA },
      timeslot: { date: '2026-11-24', timeslotId: 1, beginTime: '08:00', endTime: '10:00', holdExpiresAt: '2026-11-23T17:40:00Z' },
    };
    placesMock.addRefusal = 'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato';
    const cookie = await marioCookie({ productId: 42, quantity: 1 });
    const result = await submit({ intent: 'select', addressId: String(DRIVE_ARCELLA.addressId), serviceId: '1' }, cookie);
    expect(result).toRedirectTo('/');
    expect(await flashed(result)).toContainEqual({
      level: 'error',
      text: 'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato',
    });
  });

  it('never sends the shopper back into the picker screens or off the site', async () => {
    const result = await submit({ intent: 'select', addressId: '701', serviceId: '2', redirectTo: 'https://evil.example/' });
    expect(result).toRedirectTo('/cart/timeslot');
  });

  const newAddress = {
    intent: 'save',
    addressName: 'Casa al mare',
    address1: 'Via Lungomare',
    addressNumber: '3',
    postalcode: '35122',
    city: 'Padova',
    province: 'PD',
    doorbellName: 'Rossi',
    floor: '2',
    addressNote: '',
    phone: '',
    redirectTo: '/search?q=latte',
  };

  it('saves a new home address that passes the check, chooses it and goes on to the slot', async () => {
    const result = await submit(newAddress);
    expect(placesMock.last('user-address/check')?.json).toMatchObject({ address: { postalcode: '35122', doorbellName: 'Rossi' } });
    expect(placesMock.last('user-address/update')?.json).toEqual({
      address: {
        addressName: 'Casa al mare',
        address1: 'Via Lungomare',
        addressNumber: '3',
        postalcode: '35122',
        city: 'Padova',
        province: 'PD',
        doorbellName: 'Rossi',
        floor: '2',
      },
    });
    expect(placesMock.last('user-address/select')?.form).toMatchObject({ delivery_service_id: '2', address_type: '2' });
    expect(result).toRedirectTo('/cart/timeslot?redirectTo=%2Fsearch%3Fq%3Dlatte');
  });

  it("asks 'Salvare lo stesso ?' for an address the check could not place, keeping what was typed; force saves it", async () => {
    const first = await submit({ ...newAddress, address1: 'Via dei Sogni' });
    const body = payload<any>(first);
    expect(body.askForce).toBe(true);
    expect(body.result.error['']).toEqual(['Indirizzo non validato. Salvare lo stesso ?']);
    expect(body.result.initialValue).toMatchObject({ address1: 'Via dei Sogni', doorbellName: 'Rossi' });
    expect(placesMock.count('user-address/update')).toBe(0);

    const second = await submit({ ...newAddress, address1: 'Via dei Sogni', force: '1' });
    expect(placesMock.last('user-address/update')?.json).toMatchObject({ force: true, address: { address1: 'Via dei Sogni' } });
    expect(second).toRedirectTo(/^\/cart\/timeslot/);
  });

  it.each([
    ['99999', "L'indirizzo inserito non è coperto dal servizio."],
    ['30121', 'Indirizzo non servito dalla consegna a casa'],
  ])('refuses an address outside coverage (%s) with the backend message, keeping what was typed', async (postalcode, message) => {
    const result = await submit({ ...newAddress, postalcode });
    expect(statusOf(result)).toBe(400);
    const body = payload<any>(result);
    expect(body.result.error['']).toEqual([message]);
    expect(body.result.initialValue).toMatchObject({ postalcode, addressName: 'Casa al mare' });
    expect(placesMock.count('user-address/update')).toBe(0);
  });

  it('ties rule errors to their fields, in Italian', async () => {
    const result = await submit({ ...newAddress, addressName: ' ', postalcode: '123', phone: 'abc' });
    expect(statusOf(result)).toBe(400);
    const errors = payload<any>(result).result.error;
    expect(errors.addressName).toEqual(['Campo obbligatorio']);
    expect(errors.postalcode).toEqual(['Il CAP deve essere di 4 o 5 cifre']);
    expect(errors.phone).toEqual(['Digitare un numero di telefono valido']);
    expect(placesMock.count('user-address/check')).toBe(0);
  });

  it('saves an edited address and returns to the list', async () => {
    const result = await submit({ ...newAddress, addressId: '702', addressName: 'Ufficio nuovo' });
    expect(placesMock.last('user-address/update')?.json).toMatchObject({ address: { addressId: 702, addressName: 'Ufficio nuovo' } });
    expect(placesMock.count('user-address/select')).toBe(0);
    expect(result).toRedirectTo('/cart/address?service=2&redirectTo=%2Fsearch%3Fq%3Dlatte');
    expect(await flashed(result)).toContainEqual({ level: 'success', text: 'Indirizzo salvato.' });
  });

  it('deletes an address after the confirmation', async () => {
    const result = await submit({ intent: 'delete', addressId: '702' });
    expect(placesMock.last('user-address/delete')?.query).toEqual({ address_id: '702' });
    expect(placesMock.addresses.map((a) => a.addressId)).toEqual([701]);
    expect(result).toRedirectTo('/cart/address?service=2');
    expect(await flashed(result)).toContainEqual({ level: 'success', text: 'Indirizzo eliminato.' });
  });

  it("shows the backend's refusal to delete the cart's address", async () => {
    placesMock.cart = { shippingAddress: { addressId: 701, addressTypeId: 2 } };
    const result = await submit({ intent: 'delete', addressId: '701' });
    expect(placesMock.addresses.map((a) => a.addressId)).toEqual([701, 702]);
    expect(await flashed(result)).toContainEqual({
      level: 'warning',
      text: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
    });
  });

  it("subscribes to a company's 'shop at work' with its code, and shows a refusal", async () => {
    const done = await submit({ intent: 'shop-at-work', subscriptionCode: ' ACME2026 ' });
    expect(placesMock.last('shopatwork/subscribe')?.query).toEqual({ subscriptionCode: 'ACME2026' });
    // on to the tab that lists the company's point, a Drive (issue 24: it opened home delivery's)
    expect(done).toRedirectTo('/cart/address?service=1');
    expect(await flashed(done)).toContainEqual({
      level: 'success',
      text: 'Il servizio della tua azienda è attivo: scegli il suo punto di consegna.',
    });
    // refused: said under the field, which keeps the code typed (a redirect to the list lost it)
    const refused = await submit({ intent: 'shop-at-work', subscriptionCode: ' NOPE ' });
    expect(statusOf(refused)).toBe(400);
    expect(payload(refused)).toEqual({ shopAtWork: { code: 'NOPE', errors: ['Codice aziendale non valido'] } });
    const empty = await submit({ intent: 'shop-at-work', subscriptionCode: '  ' });
    expect(statusOf(empty)).toBe(400);
    expect(payload(empty)).toEqual({ shopAtWork: { code: '  ', errors: ['Campo obbligatorio'] } });
    expect(placesMock.count('shopatwork/subscribe')).toBe(2);
  });

  it('refuses a bad select with 400, never a 500', async () => {
    expect(statusOf(await submit({ intent: 'select', addressId: 'x', serviceId: '2' }))).toBe(400);
    expect(statusOf(await submit({ intent: 'select', addressId: '701', serviceId: '3' }))).toBe(400);
  });
});
