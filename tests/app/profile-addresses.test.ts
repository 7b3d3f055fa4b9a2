// The address book (/profile/addresses and /profile/addresses/manage/{id?}) against the places mock:
// login guard, the home addresses and the favourites, the delete confirmation and the backend's
// refusal, the favourites set, and the add/edit form with the coverage check, 'Salva lo stesso',
// what was typed kept, and 404 for an address that is not the customer's home.
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStorage } from '~/lib/session.server';
import { action as bookAction, loader as bookLoader } from '~/routes/profile.addresses/route';
import { action as manageAction, loader as manageLoader } from '~/routes/profile.addresses.manage.($addressId)/route';
import { MARIO } from '../mocks/account';
import { BOAT_CHIOGGIA, DRIVE_ARCELLA, LOCKER_ARCELLA, placesHandlers, placesMock } from '../mocks/places';
import { args, cookiePair, get, payload, post, readSession, sessionSetCookie, settle, statusOf } from './account-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => {
  placesMock.reset();
  server.use(...placesHandlers);
});

const SPEC_DELETE = "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.";

async function marioCookie(): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('ebsnToken', MARIO.token);
  session.set('userId', MARIO.userId);
  return cookiePair(await sessionStorage.commitSession(session));
}

async function flashed(result: unknown) {
  const session = await readSession(sessionSetCookie(result as Response));
  return (session.get('messages') ?? []) as Array<{ level: string; text: string }>;
}

const book = {
  load: async (path = '/profile/addresses') => payload<any>(await bookLoader(args(get(path, [await marioCookie()])))),
  submit: async (fields: Record<string, string>) =>
    settle(bookAction(args(await post('/profile/addresses', fields, { cookies: [await marioCookie()] })))),
};

const manage = {
  load: async (addressId?: string) =>
    settle(
      manageLoader(
        args(get(`/profile/addresses/manage${addressId ? `/${addressId}` : ''}`, [await marioCookie()]), addressId ? { addressId } : {}),
      ),
    ),
  submit: async (fields: Record<string, string>, addressId?: string) =>
    settle(
      manageAction(
        args(
          await post(`/profile/addresses/manage${addressId ? `/${addressId}` : ''}`, fields, { cookies: [await marioCookie()] }),
          addressId ? { addressId } : {},
        ),
      ),
    ),
};

describe('/profile/addresses loader', () => {
  it('sends a guest to login and back here', async () => {
    expect(await settle(bookLoader(args(get('/profile/addresses'))))).toRedirectTo('/login?redirectTo=%2Fprofile%2Faddresses');
    expect(await settle(manageLoader(args(get('/profile/addresses/manage/701'), { addressId: '701' })))).toRedirectTo(
      '/login?redirectTo=%2Fprofile%2Faddresses%2Fmanage%2F701',
    );
  });

  it('lists the home addresses, the favourites by name, and the Drive points and lockers to choose from', async () => {
    const data = await book.load();
    expect(placesMock.last('user-address/list')?.query).toEqual({ address_type: '2' });
    expect(data.homes.map((a: { addressId: number }) => a.addressId)).toEqual([701, 702]);
    expect(data.defaultDelivery).toEqual({ addressId: 701, name: 'Casa', line: 'Via Roma 10, 35121 Padova (PD)' });
    expect(data.defaultStore).toMatchObject({ addressId: DRIVE_ARCELLA.addressId, name: 'Drive Padova Arcella' });
    expect(data.stores).toEqual([
      { value: String(DRIVE_ARCELLA.addressId), label: 'Drive: Drive Padova Arcella, Padova' },
      { value: String(LOCKER_ARCELLA.addressId), label: 'Locker: Locker Padova Arcella, Padova' },
    ]);
    expect(data.confirmDelete).toBeNull();
  });

  it('names a favourite that is in neither list (a boat stop) by reading it', async () => {
    placesMock.defaultDeliveryAddressId = BOAT_CHIOGGIA.addressId;
    const data = await book.load();
    expect(data.defaultDelivery).toMatchObject({ addressId: BOAT_CHIOGGIA.addressId, name: 'Punto barca Chioggia' });
    expect(placesMock.last('user-address/view')?.query).toEqual({ address_id: String(BOAT_CHIOGGIA.addressId) });
  });

  it('asks to confirm the delete of a home address only', async () => {
    expect((await book.load('/profile/addresses?delete=702')).confirmDelete).toMatchObject({ addressId: 702, addressName: 'Ufficio' });
    expect((await book.load(`/profile/addresses?delete=${DRIVE_ARCELLA.addressId}`)).confirmDelete).toBeNull();
    expect((await book.load('/profile/addresses?delete=abc')).confirmDelete).toBeNull();
  });
});

describe('/profile/addresses action', () => {
  it('answers 400 to an unknown intent or a missing id, calling nothing', async () => {
    const refused: Array<Record<string, string>> = [
      { intent: 'explode' },
      { intent: 'save' },
      { intent: 'delete' },
      { intent: 'delete', addressId: 'x' },
    ];
    for (const fields of refused) {
      expect(statusOf(await book.submit(fields)), JSON.stringify(fields)).toBe(400);
    }
    expect(statusOf(await book.submit({ intent: 'set-default', kind: 'home', addressId: '701' }))).toBe(400);
    expect(statusOf(await book.submit({ intent: 'set-default', kind: 'delivery', addressId: '' }))).toBe(400);
    expect(placesMock.count('user-address/delete') + placesMock.count('user-address/set-default')).toBe(0);
  });

  it('deletes an address after the confirmation and says so', async () => {
    const result = await book.submit({ intent: 'delete', addressId: '702', redirectTo: '/profile/addresses' });
    expect(placesMock.last('user-address/delete')?.query).toEqual({ address_id: '702' });
    expect(placesMock.addresses.map((a) => a.addressId)).toEqual([701]);
    expect(result).toRedirectTo('/profile/addresses');
    expect(await flashed(result)).toContainEqual({ level: 'success', text: 'Indirizzo eliminato.' });
  });

  it("says the spec's sentence when the backend refuses to delete the cart's address", async () => {
    placesMock.cart = { shippingAddress: { addressId: 701, addressTypeId: 2 } };
    const result = await book.submit({ intent: 'delete', addressId: '701' });
    expect(result).toRedirectTo('/profile/addresses');
    expect(await flashed(result)).toEqual([{ level: 'warning', text: SPEC_DELETE }]);
    expect(placesMock.addresses.map((a) => a.addressId)).toEqual([701, 702]);
  });

  it('makes a home the favourite delivery address, and a pickup point the favourite store', async () => {
    const delivery = await book.submit({ intent: 'set-default', kind: 'delivery', addressId: '702' });
    expect(placesMock.last('user-address/set-default')?.json).toEqual({ addressId: 702, kind: 'delivery' });
    expect(delivery).toRedirectTo('/profile/addresses');
    expect(await flashed(delivery)).toContainEqual({ level: 'success', text: 'Indirizzo di consegna preferito aggiornato.' });
    const store = await book.submit({ intent: 'set-default', kind: 'store', addressId: String(LOCKER_ARCELLA.addressId) });
    expect(placesMock.last('user-address/set-default')?.json).toEqual({ addressId: LOCKER_ARCELLA.addressId, kind: 'store' });
    expect(await flashed(store)).toContainEqual({ level: 'success', text: 'Punto di ritiro preferito aggiornato.' });
    const data = await book.load();
    expect(data.defaultDelivery.addressId).toBe(702);
    expect(data.defaultStore.addressId).toBe(LOCKER_ARCELLA.addressId);
  });

  it('says "Campo obbligatorio" next to the store select when nothing was chosen', async () => {
    const result = await book.submit({ intent: 'set-default', kind: 'store', addressId: '' });
    expect(statusOf(result)).toBe(400);
    expect(payload<any>(result)).toEqual({ store: { errors: ['Campo obbligatorio'] } });
    expect(placesMock.count('user-address/set-default')).toBe(0);
  });

  it("shows the backend's refusal of a favourite", async () => {
    const result = await book.submit({ intent: 'set-default', kind: 'store', addressId: '701' });
    expect(result).toRedirectTo('/profile/addresses');
    expect(await flashed(result)).toContainEqual({
      level: 'error',
      text: 'Come punto di ritiro preferito puoi scegliere solo un Drive o un locker.',
    });
  });
});

describe('/profile/addresses/manage loader', () => {
  it('opens an empty form, or the form of one of the customer’s homes', async () => {
    expect(payload<any>(await manage.load())).toEqual({ address: null });
    expect(payload<any>(await manage.load('702')).address).toMatchObject({ addressId: 702, addressName: 'Ufficio' });
  });

  it('is not found for a pickup point, an unknown address or a malformed id', async () => {
    for (const id of [String(DRIVE_ARCELLA.addressId), '999', 'abc', '0', '99999999999']) {
      expect(statusOf(await manage.load(id)), id).toBe(404);
    }
  });
});

describe('/profile/addresses/manage action', () => {
  const typed = {
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
    redirectTo: '/profile/addresses',
  };

  it('answers 400 to an unknown or missing intent', async () => {
    expect(statusOf(await manage.submit({ ...typed, intent: 'delete' }))).toBe(400);
    const { intent: _intent, ...noIntent } = typed;
    expect(statusOf(await manage.submit(noIntent))).toBe(400);
    expect(placesMock.count('user-address/update')).toBe(0);
  });

  it('adds an address that passes the check and goes back to the list with a message; the cart is left alone', async () => {
    const result = await manage.submit(typed);
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
    expect(placesMock.count('user-address/select')).toBe(0);
    expect(result).toRedirectTo('/profile/addresses');
    expect(await flashed(result)).toContainEqual({ level: 'success', text: 'Indirizzo aggiunto.' });
  });

  it.each([
    ['99999', "L'indirizzo inserito non è coperto dal servizio."],
    ['30121', 'Indirizzo non servito dalla consegna a casa'],
  ])('refuses an address outside coverage (%s) with the backend message, keeping what was typed', async (postalcode, message) => {
    const result = await manage.submit({ ...typed, postalcode });
    expect(statusOf(result)).toBe(400);
    const body = payload<any>(result);
    expect(body.askForce).toBe(false);
    expect(body.result.error['']).toEqual([message]);
    expect(body.result.initialValue).toMatchObject({ postalcode, addressName: 'Casa al mare', doorbellName: 'Rossi' });
    expect(placesMock.count('user-address/update')).toBe(0);
  });

  it("asks 'Salvare lo stesso ?' for an address the check could not place; force saves it", async () => {
    const first = await manage.submit({ ...typed, address1: 'Via dei Sogni' });
    const body = payload<any>(first);
    expect(body.askForce).toBe(true);
    expect(body.result.error['']).toEqual(['Indirizzo non validato. Salvare lo stesso ?']);
    expect(body.result.initialValue).toMatchObject({ address1: 'Via dei Sogni', doorbellName: 'Rossi' });
    expect(placesMock.count('user-address/update')).toBe(0);
    const second = await manage.submit({ ...typed, address1: 'Via dei Sogni', force: '1' });
    expect(placesMock.last('user-address/update')?.json).toMatchObject({ force: true, address: { address1: 'Via dei Sogni' } });
    expect(second).toRedirectTo('/profile/addresses');
  });

  it('ties rule errors to their fields, in Italian, calling nothing', async () => {
    const result = await manage.submit({ ...typed, addressName: ' ', postalcode: '123', phone: 'abc' });
    expect(statusOf(result)).toBe(400);
    const errors = payload<any>(result).result.error;
    expect(errors.addressName).toEqual(['Campo obbligatorio']);
    expect(errors.postalcode).toEqual(['Il CAP deve essere di 4 o 5 cifre']);
    expect(errors.phone).toEqual(['Digitare un numero di telefono valido']);
    expect(placesMock.count('user-address/check')).toBe(0);
  });

  it('saves the address of the page, whatever id the form carries', async () => {
    const result = await manage.submit({ ...typed, addressId: '701', addressName: 'Ufficio nuovo' }, '702');
    expect(placesMock.last('user-address/update')?.json).toMatchObject({ address: { addressId: 702, addressName: 'Ufficio nuovo' } });
    expect(result).toRedirectTo('/profile/addresses');
    expect(await flashed(result)).toContainEqual({ level: 'success', text: 'Indirizzo salvato.' });
    // a new address is a new one, even with an id in the form
    await manage.submit({ ...typed, addressId: '701' });
    expect((placesMock.last('user-address/update')?.json as any).address.addressId).toBeUndefined();
  });

  it('is not found for an address that is not one of the customer’s homes', async () => {
    expect(statusOf(await manage.submit(typed, String(DRIVE_ARCELLA.addressId)))).toBe(404);
    expect(statusOf(await manage.submit(typed, '999'))).toBe(404);
    expect(placesMock.count('user-address/update')).toBe(0);
  });
});
