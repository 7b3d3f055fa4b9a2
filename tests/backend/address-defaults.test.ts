// user-address/set-default (decision 028): the customer's favourite delivery address (one of their
// own homes) and favourite store (a Drive point or a locker open to them), set without touching the
// cart; anything else is refused with a code, another customer's address is simply not found, and
// no body, however bad, gets a 500.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeSchema } from '~/ebsn/schemas';
import type { App } from '../../backend/app';
import { address, appUser, cart } from '../../backend/db/schema';
import { accountsApp, client, errorCodes, type Answer, type Client } from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';
import { demoCustomers, placesDatabase, type Customer } from './helpers/places';

const API = '/ebsn/api';
const SET_DEFAULT = `${API}/user-address/set-default`;

describe.each(backendKinds)('favourite addresses (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: Customer;
  let giulia: Customer;
  let guest: Client;
  const ids = { padovaDrive: 0, lockerStation: 0, boat: 0, acme: 0, marioHome: 0, giuliaHome: 0, bolognaDrive: 0 };

  const db = () => database.db;
  async function pickup(name: string, typeId: number) {
    const [row] = await db()
      .select()
      .from(address)
      .where(and(isNull(address.userId), eq(address.addressName, name), eq(address.addressTypeId, typeId)));
    return row.id;
  }
  async function defaultsOf(userId: number) {
    const [row] = await db()
      .select({ delivery: appUser.defaultDeliveryAddressId, store: appUser.defaultStoreAddressId })
      .from(appUser)
      .where(eq(appUser.id, userId));
    return row;
  }
  const setDefault = (c: Client, body: unknown) => c.postJson(SET_DEFAULT, body);
  /** a second home of Mario's, on a seeded street of Padova */
  async function secondHome(name: string): Promise<number> {
    const saved = await mario.client.postJson(`${API}/user-address/update`, {
      address: { addressName: name, address1: 'Via Umberto I', addressNumber: '8', postalcode: '35122', city: 'Padova', province: 'PD' },
    });
    expect(saved.body.response.status, saved.text).toBe(0);
    return saved.body.data.address.addressId;
  }

  beforeAll(async () => {
    database = await placesDatabase(kind);
    app = accountsApp(database);
    ({ mario, giulia } = await demoCustomers(app, database.db));
    guest = client(app);
    Object.assign(ids, {
      padovaDrive: await pickup('Spesa Padova Arcella', 3),
      bolognaDrive: await pickup('Spesa Bologna Navile', 3),
      lockerStation: await pickup('Locker Padova Stazione', 5),
      boat: await pickup('Fermata barca Venezia Zattere', 4),
      acme: await pickup('Drive mensa Acme Meccanica', 3),
    });
    const homes = await db().select().from(address).where(eq(address.addressTypeId, 2));
    ids.marioHome = homes.find((h) => h.userId === mario.userId)!.id;
    ids.giuliaHome = homes.find((h) => h.userId === giulia.userId)!.id;
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });
  // every test starts from the seeded favourites
  beforeEach(async () => {
    await db()
      .update(appUser)
      .set({ defaultDeliveryAddressId: ids.marioHome, defaultStoreAddressId: ids.padovaDrive })
      .where(eq(appUser.id, mario.userId));
    await db()
      .update(appUser)
      .set({ defaultDeliveryAddressId: ids.giuliaHome, defaultStoreAddressId: ids.bolognaDrive })
      .where(eq(appUser.id, giulia.userId));
  });

  it('makes one of the customer’s homes the delivery favourite, as user-address/list then says', async () => {
    const other = await secondHome('Casa dei nonni');
    const answer = await setDefault(mario.client, { addressId: other, kind: 'delivery' });
    expect(answer.status).toBe(200);
    expect(answer.body.response.status, answer.text).toBe(0);
    expect(answer.body.data).toEqual({ defaultDeliveryAddressId: other, defaultStoreAddressId: ids.padovaDrive });
    expect(await defaultsOf(mario.userId)).toEqual({ delivery: other, store: ids.padovaDrive });
    const listed = await mario.client.get(`${API}/user-address/list`);
    expect(listed.body.data).toMatchObject({ defaultDeliveryAddressId: other, defaultStoreAddressId: ids.padovaDrive });
  });

  it('makes a Drive point or a locker the store favourite (form fields too), and leaves the cart alone', async () => {
    const [before] = await db().select().from(cart).where(eq(cart.userId, mario.userId));
    const locker = await setDefault(mario.client, { addressId: String(ids.lockerStation), kind: 'store' });
    expect(locker.body.response.status, locker.text).toBe(0);
    expect(await defaultsOf(mario.userId)).toEqual({ delivery: ids.marioHome, store: ids.lockerStation });
    const drive = await mario.client.postForm(SET_DEFAULT, { addressId: String(ids.bolognaDrive), kind: 'store' });
    expect(drive.body.response.status, drive.text).toBe(0);
    expect(drive.body.data.defaultStoreAddressId).toBe(ids.bolognaDrive);
    const [after] = await db().select().from(cart).where(eq(cart.userId, mario.userId));
    expect({ addressId: after?.addressId, warehouseId: after?.warehouseId }).toEqual({
      addressId: before?.addressId,
      warehouseId: before?.warehouseId,
    });
  });

  it.each([
    ['a pickup point as the delivery favourite', 'padovaDrive', 'delivery', /solo un tuo indirizzo di casa/],
    ['a boat stop as the delivery favourite', 'boat', 'delivery', /solo un tuo indirizzo di casa/],
    ['a home as the store favourite', 'marioHome', 'store', /solo un Drive o un locker/],
    ['a boat stop as the store favourite', 'boat', 'store', /solo un Drive o un locker/],
  ] as const)('refuses %s, changing nothing', async (_label, which, kindOf, text) => {
    const answer = await setDefault(mario.client, { addressId: ids[which], kind: kindOf });
    expect(answer.status).toBe(200);
    expect(answer.body.response.status).toBe(1);
    expect(errorCodes(answer)).toEqual(['error.address.defaultKind']);
    expect(answer.body.response.errorsMessage.join(' ')).toMatch(text);
    expect(await defaultsOf(mario.userId)).toEqual({ delivery: ids.marioHome, store: ids.padovaDrive });
  });

  it("answers not found for another customer's home, a company's reserved point, a deleted or unknown address", async () => {
    const gone = await secondHome('Da eliminare');
    expect((await mario.client.get(`${API}/user-address/delete?address_id=${gone}`)).body.response.status).toBe(0);
    for (const [addressId, kindOf] of [
      [ids.giuliaHome, 'delivery'],
      [ids.giuliaHome, 'store'],
      [ids.acme, 'store'],
      [gone, 'delivery'],
      [2_000_000_000, 'delivery'],
    ] as const) {
      const answer = await setDefault(mario.client, { addressId, kind: kindOf });
      expect(errorCodes(answer), `${addressId} ${kindOf}`).toEqual(['error.address.notFound']);
    }
    expect(await defaultsOf(mario.userId)).toEqual({ delivery: ids.marioHome, store: ids.padovaDrive });
    expect(await defaultsOf(giulia.userId)).toEqual({ delivery: ids.giuliaHome, store: ids.bolognaDrive });
  });

  it('forgets the delivery favourite when that address is deleted', async () => {
    const other = await secondHome('Casa al lago');
    expect((await setDefault(mario.client, { addressId: other, kind: 'delivery' })).body.response.status).toBe(0);
    expect((await mario.client.get(`${API}/user-address/delete?address_id=${other}`)).body.response.status).toBe(0);
    expect((await defaultsOf(mario.userId)).delivery).toBeNull();
    const listed = await mario.client.get(`${API}/user-address/list`);
    expect(listed.body.data.defaultDeliveryAddressId).toBeUndefined();
  });

  it('asks a guest to log in', async () => {
    const answer = await setDefault(guest, { addressId: ids.padovaDrive, kind: 'store' });
    expect(errorCodes(answer)).toEqual(['auth.required']);
  });

  it('answers a bad body with a 400 envelope naming the parameter, never a 500', async () => {
    const rejected = (answer: Answer, message: RegExp, label: string) => {
      expect(answer.status, `${label}: ${answer.text}`).toBe(400);
      const envelope = envelopeSchema.parse(answer.body);
      expect(envelope.response.status, label).not.toBe(0);
      expect(envelope.response.errorsMessage?.join(' '), label).toMatch(message);
    };
    const cases: Array<[unknown, RegExp]> = [
      [{}, /"addressId" è obbligatorio/],
      [{ kind: 'delivery' }, /"addressId" è obbligatorio/],
      [{ addressId: 'abc', kind: 'delivery' }, /"addressId" non è valido/],
      [{ addressId: 0, kind: 'delivery' }, /"addressId" deve essere almeno 1/],
      [{ addressId: -3, kind: 'delivery' }, /"addressId"/],
      [{ addressId: 1.5, kind: 'delivery' }, /"addressId"/],
      [{ addressId: 99_999_999_999, kind: 'delivery' }, /"addressId"/],
      [{ addressId: ids.marioHome }, /"kind" è obbligatorio/],
      [{ addressId: ids.marioHome, kind: 'home' }, /"kind" deve essere uno tra: 'delivery', 'store'/],
      [{ addressId: ids.marioHome, kind: 'delivery\u0000' }, /"kind"/],
    ];
    for (const [body, message] of cases) rejected(await setDefault(mario.client, body), message, JSON.stringify(body));
    // not an object, nested values, malformed JSON, a body of another type
    for (const body of [[ids.marioHome], 'delivery', null]) {
      const answer = await setDefault(mario.client, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const nested = await setDefault(mario.client, { addressId: { id: ids.marioHome }, kind: 'delivery' });
    expect(nested.status).toBe(400);
    const malformed = await mario.client.postJson(SET_DEFAULT, undefined);
    expect(malformed.status).toBeLessThan(500);
    const raw = await app.request(SET_DEFAULT, {
      method: 'POST',
      body: '{"addressId": 1,',
      headers: { 'Content-Type': 'application/json', 'X-Ebsn-Account': mario.client.token! },
    });
    expect(raw.status).toBe(400);
    const text = await app.request(SET_DEFAULT, {
      method: 'POST',
      body: 'addressId=1&kind=delivery',
      headers: { 'Content-Type': 'text/plain', 'X-Ebsn-Account': mario.client.token! },
    });
    expect(text.status).toBe(415);
    expect(await defaultsOf(mario.userId)).toEqual({ delivery: ids.marioHome, store: ids.padovaDrive });
  });
});
