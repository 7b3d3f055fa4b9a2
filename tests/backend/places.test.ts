// The address and store calls over the seeded places (issue 8): coverage and the geocoding
// stand-in, saving, deleting and choosing addresses, what the cart does when its address changes,
// stores nearest first, company codes, and isolation between the two demo customers.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { address, appMeta, appUser, cart, deliveryZone, postalCode, slotHold, street, warehouse } from '../../backend/db/schema';
import { seedIfNeeded } from '../../backend/db/seeding';
import { seedAccounts } from '../../backend/seed/accounts';
import { seedStores } from '../../backend/seed/index';
import { placesSeeded, seedPlaces } from '../../backend/seed/places';
import { silentLog } from './helpers/app';
import { accountsApp, client, errorCodes, type Answer, type Client } from './helpers/accounts';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { demoCustomers, placesDatabase, type Customer } from './helpers/places';

const API = '/ebsn/api';
const infoCodes = (a: Answer): string[] => (a.body?.response?.infos ?? []).map((m: { code: string }) => m.code);
const addressesOf = (a: Answer): Array<Record<string, any>> => a.body.data.addresses;

/** a home address every rule accepts, on a seeded street of Padova */
const home = (overrides: Record<string, unknown> = {}) => ({
  addressName: 'Ufficio',
  address1: 'Via Umberto I',
  addressNumber: '8',
  postalcode: '35122',
  city: 'Padova',
  province: 'PD',
  doorbellName: 'Rossi',
  floor: '3',
  addressNote: 'Scala B',
  phone: '+39 333 1234567',
  ...overrides,
});

describe.each(backendKinds)('places (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: Customer;
  let giulia: Customer;
  let guest: Client;
  const ids = { padovaDrive: 0, padovaLocker: 0, bolognaDrive: 0, lockerStation: 0, boat: 0, acme: 0, marioHome: 0, giuliaHome: 0 };
  const warehouses = { padova: 0, bologna: 0, mestre: 0, boat: 0, lockerStation: 0 };

  const db = () => database.db;
  async function pickup(name: string, typeId: number) {
    const [row] = await db()
      .select()
      .from(address)
      .where(and(isNull(address.userId), eq(address.addressName, name), eq(address.addressTypeId, typeId)));
    return row.id;
  }
  async function cartOf(userId: number) {
    const [row] = await db().select().from(cart).where(eq(cart.userId, userId));
    return row;
  }
  /** the cart holds a slot of its warehouse and service, as the slots area would leave it */
  async function giveSlot(userId: number) {
    const row = await cartOf(userId);
    await db().update(cart).set({ timeslotDate: '2030-01-10', timeslotId: 3 }).where(eq(cart.id, row.id));
    await db()
      .insert(slotHold)
      .values({
        cartId: row.id,
        warehouseId: row.warehouseId!,
        deliveryServiceId: row.deliveryServiceId!,
        slotDate: '2030-01-10',
        timeslotId: 3,
        expiresAt: new Date(Date.now() + 600_000),
      })
      .onConflictDoNothing();
  }
  const holdOf = async (userId: number) =>
    (
      await db()
        .select()
        .from(slotHold)
        .where(eq(slotHold.cartId, (await cartOf(userId)).id))
    )[0];
  const select = (c: Client, fields: Record<string, string | number>) =>
    c.postForm(`${API}/user-address/select`, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));
  const save = (c: Client, addressFields: Record<string, unknown>, force?: boolean) =>
    c.postJson(`${API}/user-address/update`, { address: addressFields, ...(force === undefined ? {} : { force }) });

  beforeAll(async () => {
    database = await placesDatabase(kind);
    app = accountsApp(database);
    ({ mario, giulia } = await demoCustomers(app, database.db));
    guest = client(app);
    const slugs = await db().select().from(warehouse);
    const bySlug = (slug: string) => slugs.find((w) => w.slug === slug)!.id;
    Object.assign(warehouses, {
      padova: bySlug('spesa-padova-arcella'),
      bologna: bySlug('spesa-bologna-navile'),
      mestre: bySlug('spesa-venezia-mestre'),
      boat: bySlug('fermata-barca-venezia-zattere'),
      lockerStation: bySlug('locker-padova-stazione'),
    });
    Object.assign(ids, {
      padovaDrive: await pickup('Spesa Padova Arcella', 3),
      padovaLocker: await pickup('Locker Spesa Padova Arcella', 5),
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
  // every test starts from carts without an address, unlocked
  beforeEach(async () => {
    await db().delete(slotHold);
    await db()
      .update(cart)
      .set({ addressId: null, warehouseId: null, deliveryServiceId: null, timeslotDate: null, timeslotId: null, cartStatusId: 1 });
  });

  describe('the seed', () => {
    it('makes every pickup point an address: Drive per store, lockers, the lockers at stores, the boat stop', async () => {
      const all = await db().select().from(warehouse);
      const points = await db().select().from(address).where(isNull(address.userId));
      for (const w of all) {
        const mine = points.filter((p) => p.warehouseId === w.id && p.addressName.startsWith('Drive mensa') === false);
        const kinds = mine.map((p) => [p.addressTypeId, p.deliveryServiceId]).sort();
        const expected: number[][] = [];
        if (w.kind === 'store') expected.push([3, 1]);
        if (w.kind === 'locker' || (w.kind === 'store' && w.services.includes(4))) expected.push([5, 4]);
        if (w.kind === 'boat') expected.push([4, 2]);
        expect(kinds, w.slug).toEqual(expected.sort());
      }
    });

    it('puts postal codes in zones served by their store; Venice centre and the known places outside have none', async () => {
      const codes = await db().select().from(postalCode);
      const zones = await db().select().from(deliveryZone);
      for (const code of codes.filter((c) => c.zoneId !== null)) {
        expect(code.warehouseId).toBe(zones.find((z) => z.id === code.zoneId)!.warehouseId);
      }
      const byCode = (pc: string) => codes.find((c) => c.postalcode === pc)!;
      expect(byCode('35122').warehouseId).toBe(warehouses.padova);
      for (const pc of ['30123', '45100', '47921']) expect(byCode(pc).zoneId, pc).toBeNull();
      const streets = await db().select().from(street).where(eq(street.postalcode, '35133'));
      expect(streets.map((s) => s.name)).toContain('Via Tiziano Aspetti');
    });

    it('gives the demo customers a home in their town and their store as defaults', async () => {
      const [m] = await db().select().from(appUser).where(eq(appUser.id, mario.userId));
      expect(m.defaultDeliveryAddressId).toBe(ids.marioHome);
      expect(m.defaultStoreAddressId).toBe(ids.padovaDrive);
      const [homeRow] = await db().select().from(address).where(eq(address.id, ids.marioHome));
      expect(homeRow).toMatchObject({ city: 'Padova', postalcode: '35122', warehouseId: warehouses.padova, validated: true });
      const [g] = await db().select().from(appUser).where(eq(appUser.id, giulia.userId));
      expect(g.defaultDeliveryAddressId).toBe(ids.giuliaHome);
      expect(g.defaultStoreAddressId).toBe(ids.bolognaDrive);
    });

    it('completes a world seeded before places existed, on the next start', async () => {
      const older = await openTestDatabase(kind);
      try {
        await seedStores(older.db);
        await seedAccounts(older.db);
        await older.db.insert(appMeta).values({ key: 'seed_version', value: '1' });
        expect(await placesSeeded(older.db)).toBe(false);
        expect(await seedIfNeeded(older.db, silentLog)).toBe(false);
        expect(await placesSeeded(older.db)).toBe(true);
        expect((await older.db.select().from(address).where(isNull(address.userId))).length).toBe(17);
      } finally {
        await older.dispose();
      }
    });

    it('is idempotent: seeding again adds nothing', async () => {
      const count = async () => [
        (await db().select().from(address)).length,
        (await db().select().from(street)).length,
        (await db().select().from(deliveryZone)).length,
        (await db().select().from(postalCode)).length,
      ];
      const before = await count();
      await seedPlaces(db());
      expect(await count()).toEqual(before);
    });
  });

  describe('user-address/list and view', () => {
    it("answers the customer's own addresses with the defaults; a guest must log in", async () => {
      const answer = await mario.client.get(`${API}/user-address/list`);
      expect(answer.body.response.status).toBe(0);
      expect(addressesOf(answer).map((a) => a.addressId)).toEqual([ids.marioHome]);
      expect(addressesOf(answer)[0]).toMatchObject({ addressType: 'home', addressTypeId: 2, doorbellName: 'Rossi', validated: true });
      expect(answer.body.data).toMatchObject({ defaultDeliveryAddressId: ids.marioHome, defaultStoreAddressId: ids.padovaDrive });
      expect(addressesOf(await mario.client.get(`${API}/user-address/list?address_type=drive`))).toEqual([]);
      expect(errorCodes(await guest.get(`${API}/user-address/list`))).toEqual(['auth.required']);
    });

    it("views one's own address and any public pickup point; another customer's address is not found", async () => {
      const own = await mario.client.get(`${API}/user-address/view?address_id=${ids.marioHome}`);
      expect(own.body.data.address).toMatchObject({ addressId: ids.marioHome, address1: 'Via Roma' });
      expect((await guest.get(`${API}/user-address/view?address_id=${ids.padovaDrive}`)).body.data.address.addressType).toBe('drive');
      const other = await mario.client.get(`${API}/user-address/view?address_id=${ids.giuliaHome}`);
      expect(errorCodes(other)).toEqual(['error.address.notFound']);
      expect(other.body.data).toBeNull();
      expect(errorCodes(await guest.get(`${API}/user-address/view?address_id=${ids.marioHome}`))).toEqual(['error.address.notFound']);
    });
  });

  describe('user-address/delivery-service-list', () => {
    it('lists the pickup points of a service to a guest; home delivery is the boat stop alone for a guest', async () => {
      const drive = addressesOf(await guest.get(`${API}/user-address/delivery-service-list?delivery_service_id=1`));
      expect(drive.length).toBe(10);
      expect(drive.every((a) => a.addressTypeId === 3)).toBe(true);
      expect(drive.map((a) => a.addressId)).not.toContain(ids.acme);
      const lockers = addressesOf(await guest.get(`${API}/user-address/delivery-service-list?delivery_service_id=4`));
      expect(lockers.map((a) => a.addressId).sort()).toEqual(
        [
          ids.lockerStation,
          ids.padovaLocker,
          await pickup('Locker Bologna Fiera', 5),
          await pickup('Locker Spesa Bologna Navile', 5),
        ].sort(),
      );
      const homeService = addressesOf(await guest.get(`${API}/user-address/delivery-service-list?delivery_service_id=2`));
      expect(homeService.map((a) => a.addressId)).toEqual([ids.boat]);
      // address_type alone, and its default (drive)
      expect(addressesOf(await guest.get(`${API}/user-address/delivery-service-list?address_type=boat`)).map((a) => a.addressId)).toEqual([
        ids.boat,
      ]);
      expect(addressesOf(await guest.get(`${API}/user-address/delivery-service-list`)).length).toBe(10);
    });

    it("adds the customer's homes to home delivery, never another customer's", async () => {
      const list = addressesOf(await mario.client.get(`${API}/user-address/delivery-service-list?delivery_service_id=2`));
      expect(list.map((a) => a.addressId)).toEqual([ids.marioHome, ids.boat]);
    });

    it('orders nearest first from a position', async () => {
      // Bologna, near the Fiera
      const list = addressesOf(
        await guest.get(`${API}/user-address/delivery-service-list?delivery_service_id=4&latitude=44.5080&longitude=11.3650`),
      );
      expect(list[0].addressId).toBe(await pickup('Locker Bologna Fiera', 5));
      const distances = list.map((a) => a.distance);
      expect(distances.every((d) => typeof d === 'number')).toBe(true);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    });

    it('orders nearest first from a postal code, and says so when it does not know the postal code', async () => {
      const list = addressesOf(await guest.get(`${API}/user-address/delivery-service-list?delivery_service_id=1&postalcode=40124`));
      expect(list[0].addressId).toBe(ids.bolognaDrive);
      expect(list[1].city).toBe('Modena');
      const distances = list.map((a) => a.distance);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      const unknown = await guest.get(`${API}/user-address/delivery-service-list?delivery_service_id=1&postalcode=00100`);
      expect(unknown.body.response.status).toBe(0);
      expect(infoCodes(unknown)).toEqual(['info.address.postalcodeUnknown']);
      expect(addressesOf(unknown).length).toBe(10);
    });

    it('keeps pickup points within the distance, with a message when none is near', async () => {
      const near = addressesOf(
        await guest.get(`${API}/user-address/delivery-service-list?delivery_service_id=1&postalcode=35122&distance=10000`),
      );
      expect(near.map((a) => a.addressId)).toEqual([ids.padovaDrive]);
      const none = await guest.get(`${API}/user-address/delivery-service-list?delivery_service_id=4&postalcode=45100&distance=10000`);
      expect(addressesOf(none)).toEqual([]);
      expect(none.body.response.infosMessage).toEqual(["Non ci sono locker vicini all'indirizzo indicato."]);
    });
  });

  describe('user-address/check', () => {
    const check = (c: Client, fields: Record<string, unknown>) => c.postJson(`${API}/user-address/check`, { address: fields });

    it('places an address on a known street, whatever its spelling, with its zone and warehouse', async () => {
      const answer = await check(guest, home({ address1: '  V. umberto i ', city: 'PADOVA', province: '' }));
      expect(answer.body.response.status).toBe(0);
      expect(answer.body.data.validated).toBe(true);
      expect(answer.body.data.address).toMatchObject({
        address1: 'Via Umberto I',
        city: 'Padova',
        province: 'PD',
        postalcode: '35122',
        warehouseId: warehouses.padova,
        validated: true,
      });
      const [zone] = await db().select().from(deliveryZone).where(eq(deliveryZone.name, 'Padova città'));
      expect(answer.body.data.address.zoneId).toBe(zone.id);
      // the postal code's centroid moved a little for this street, the same every time
      const [centre] = await db().select().from(postalCode).where(eq(postalCode.postalcode, '35122'));
      expect(Math.abs(answer.body.data.address.latitude - centre.latitude)).toBeLessThan(0.005);
      expect(answer.body.data.address.latitude).not.toBe(centre.latitude);
      expect((await check(guest, home())).body.data.address.latitude).toBe(answer.body.data.address.latitude);
    });

    it('answers not validated for a street it cannot place, or a town that is not the postal code’s', async () => {
      const street = await check(guest, home({ address1: 'Via dei Sogni' }));
      expect(street.body.response.status).toBe(0);
      expect(street.body.data.validated).toBe(false);
      expect(street.body.data.address.latitude).toBeUndefined();
      expect((await check(guest, home({ city: 'Verona' }))).body.data.validated).toBe(false);
    });

    it('answers the two coverage refusals with the spec’s words', async () => {
      const notServed = await check(guest, home({ address1: 'Corso del Popolo', postalcode: '45100', city: 'Rovigo' }));
      expect(notServed.body.response.status).toBe(1);
      expect(notServed.body.response.errorsMessage).toEqual(['Indirizzo non servito dalla consegna a casa']);
      const venice = await check(guest, home({ address1: 'Fondamenta Zattere al Ponte Lungo', postalcode: '30123', city: 'Venezia' }));
      expect(errorCodes(venice)).toEqual(['error.address.notServed']);
      const notCovered = await check(guest, home({ address1: 'Via del Corso', postalcode: '00186', city: 'Roma' }));
      expect(notCovered.body.response.errorsMessage).toEqual(["L'indirizzo inserito non è coperto dal servizio."]);
      expect(errorCodes(notCovered)).toEqual(['error.address.notCovered']);
    });
  });

  describe('user-address/update', () => {
    it('saves a new home address, placed, with what the driver needs', async () => {
      const answer = await save(mario.client, home());
      expect(answer.body.response.status).toBe(0);
      expect(answer.body.data.address).toMatchObject({
        addressName: 'Ufficio',
        addressTypeId: 2,
        deliveryServiceId: 2,
        warehouseId: warehouses.padova,
        doorbellName: 'Rossi',
        floor: '3',
        addressNote: 'Scala B',
        phone: '+39 333 1234567',
        validated: true,
      });
      const [row] = await db().select().from(address).where(eq(address.id, answer.body.data.address.addressId));
      expect(row.userId).toBe(mario.userId);
    });

    it('saves an address it cannot place only with force', async () => {
      const refused = await save(mario.client, home({ address1: 'Via dei Sogni', addressNumber: '1' }));
      expect(errorCodes(refused)).toEqual(['error.address.notValidated']);
      expect(refused.body.response.errorsMessage).toEqual(['Indirizzo non validato. Salvare lo stesso ?']);
      expect(refused.body.data).toMatchObject({ validated: false, address: { address1: 'Via dei Sogni' } });
      expect(await db().select().from(address).where(eq(address.address1, 'Via dei Sogni'))).toEqual([]);
      const forced = await save(mario.client, home({ address1: 'Via dei Sogni', addressNumber: '1' }), true);
      expect(forced.body.response.status).toBe(0);
      expect(forced.body.data.address).toMatchObject({ validated: false, warehouseId: warehouses.padova });
      expect(forced.body.data.address.latitude).toBeUndefined();
    });

    it('refuses addresses outside coverage, even with force', async () => {
      expect(errorCodes(await save(mario.client, home({ postalcode: '47921', city: 'Rimini' }), true))).toEqual([
        'error.address.notServed',
      ]);
      expect(errorCodes(await save(mario.client, home({ postalcode: '20121', city: 'Milano' }), true))).toEqual([
        'error.address.notCovered',
      ]);
    });

    it("edits one's own home address; another's, or a pickup point, is not found", async () => {
      const created = (await save(mario.client, home({ addressName: 'Nonna' }))).body.data.address;
      const edited = await save(mario.client, home({ addressId: created.addressId, addressName: 'Casa della nonna', floor: '' }));
      expect(edited.body.data.address).toMatchObject({ addressId: created.addressId, addressName: 'Casa della nonna' });
      expect(edited.body.data.address.floor).toBeUndefined();
      expect(errorCodes(await save(giulia.client, home({ addressId: created.addressId, addressName: 'Mia' })))).toEqual([
        'error.address.notFound',
      ]);
      expect(errorCodes(await save(mario.client, home({ addressId: ids.padovaDrive })))).toEqual(['error.address.notFound']);
      const [row] = await db().select().from(address).where(eq(address.id, created.addressId));
      expect(row.addressName).toBe('Casa della nonna');
      expect(errorCodes(await save(guest, home()))).toEqual(['auth.required']);
    });

    it('moves the cart with its address: a new warehouse clears the slot and its hold', async () => {
      const created = (await save(mario.client, home({ addressName: 'Trasloco' }))).body.data.address;
      expect((await select(mario.client, { address_id: created.addressId })).body.response.status).toBe(0);
      await giveSlot(mario.userId);
      // same zone: the slot stays
      await save(mario.client, home({ addressId: created.addressId, addressName: 'Trasloco', address1: 'Via Garibaldi' }));
      expect((await cartOf(mario.userId)).timeslotId).toBe(3);
      expect(await holdOf(mario.userId)).toBeDefined();
      // Mestre: another warehouse
      const moved = await save(
        mario.client,
        home({ addressId: created.addressId, address1: 'Via Piave', postalcode: '30171', city: 'Venezia', province: 'VE' }),
      );
      expect(moved.body.data.address).toMatchObject({ warehouseId: warehouses.mestre, selected: true });
      const after = await cartOf(mario.userId);
      expect(after).toMatchObject({ addressId: created.addressId, warehouseId: warehouses.mestre, timeslotId: null, timeslotDate: null });
      expect(await holdOf(mario.userId)).toBeUndefined();
    });

    it('refuses to edit the address of a cart in payment (status 7)', async () => {
      const created = (await save(mario.client, home({ addressName: 'Bloccata' }))).body.data.address;
      await select(mario.client, { address_id: created.addressId });
      await db().update(cart).set({ cartStatusId: 7 }).where(eq(cart.userId, mario.userId));
      expect(errorCodes(await save(mario.client, home({ addressId: created.addressId, address1: 'Via Garibaldi' })))).toEqual([
        'error.cart.locked',
      ]);
    });
  });

  describe('user-address/delete', () => {
    it('deletes a home address softly: gone from the lists, kept for the orders that point at it', async () => {
      const created = (await save(mario.client, home({ addressName: 'Da eliminare' }))).body.data.address;
      const answer = await mario.client.get(`${API}/user-address/delete?address_id=${created.addressId}`);
      expect(answer.body.response.status).toBe(0);
      const list = addressesOf(await mario.client.get(`${API}/user-address/list`));
      expect(list.map((a) => a.addressId)).not.toContain(created.addressId);
      const [row] = await db().select().from(address).where(eq(address.id, created.addressId));
      expect(row.deletedAt).not.toBeNull();
      expect(errorCodes(await mario.client.get(`${API}/user-address/view?address_id=${created.addressId}`))).toEqual([
        'error.address.notFound',
      ]);
    });

    it('refuses while the cart delivers there, as an info with status 1', async () => {
      await select(mario.client, { address_id: ids.marioHome });
      const answer = await mario.client.get(`${API}/user-address/delete?address_id=${ids.marioHome}`);
      expect(answer.body.response.status).toBe(1);
      expect(answer.body.response.errors).toEqual([]);
      expect(answer.body.response.infosMessage).toEqual(["Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa."]);
      expect(infoCodes(answer)).toEqual(['info.address.inUse']);
      const [row] = await db().select().from(address).where(eq(address.id, ids.marioHome));
      expect(row.deletedAt).toBeNull();
    });

    it('a delete racing a select never leaves the cart on a deleted address', async () => {
      for (let i = 0; i < 6; i++) {
        const created = (await save(mario.client, home({ addressName: `Gara ${i}` }))).body.data.address;
        const [selected, deleted] = await Promise.all([
          select(mario.client, { address_id: created.addressId }),
          mario.client.get(`${API}/user-address/delete?address_id=${created.addressId}`),
        ]);
        expect([selected.status, deleted.status]).toEqual([200, 200]);
        const [row] = await db().select().from(address).where(eq(address.id, created.addressId));
        const after = await cartOf(mario.userId);
        // one of the two won, whole: chosen and kept, or deleted and not chosen
        if (row.deletedAt === null) {
          expect(selected.body.response.status).toBe(0);
          expect(infoCodes(deleted)).toEqual(['info.address.inUse']);
          expect(after.addressId).toBe(created.addressId);
        } else {
          expect(errorCodes(selected)).toEqual(['error.address.notFound']);
          expect(after.addressId).not.toBe(created.addressId);
        }
      }
    });

    it('an edit racing a select leaves the cart on the warehouse the address has', async () => {
      for (let i = 0; i < 6; i++) {
        const created = (await save(mario.client, home({ addressName: `Corsa ${i}` }))).body.data.address;
        const [selected, edited] = await Promise.all([
          select(mario.client, { address_id: created.addressId }),
          save(
            mario.client,
            home({ addressId: created.addressId, address1: 'Via Piave', postalcode: '30171', city: 'Venezia', province: 'VE' }),
          ),
        ]);
        expect([selected.body.response.status, edited.body.response.status]).toEqual([0, 0]);
        const after = await cartOf(mario.userId);
        expect(after).toMatchObject({ addressId: created.addressId, warehouseId: warehouses.mestre, deliveryServiceId: 2 });
      }
    });

    it("never deletes another customer's address or a pickup point", async () => {
      expect(errorCodes(await mario.client.get(`${API}/user-address/delete?address_id=${ids.giuliaHome}`))).toEqual([
        'error.address.notFound',
      ]);
      expect(errorCodes(await mario.client.get(`${API}/user-address/delete?address_id=${ids.padovaDrive}`))).toEqual([
        'error.address.homeOnly',
      ]);
      expect(errorCodes(await guest.get(`${API}/user-address/delete?address_id=${ids.marioHome}`))).toEqual(['auth.required']);
      const [row] = await db().select().from(address).where(eq(address.id, ids.giuliaHome));
      expect(row.deletedAt).toBeNull();
    });
  });

  describe('user-address/select and preview', () => {
    it('binds the cart to the address, its service and warehouse, and answers the cart', async () => {
      const answer = await select(mario.client, { address_id: ids.padovaDrive, delivery_service_id: 1, address_type: 'drive' });
      expect(answer.body.response.status).toBe(0);
      expect(answer.body.data).toMatchObject({
        cartStatusId: 1,
        warehouse: { warehouseId: warehouses.padova },
        shippingAddress: { addressId: ids.padovaDrive, deliveryServiceId: 1, selected: true, autoAssigned: false },
        minimumSpend: 50,
      });
      expect(await cartOf(mario.userId)).toMatchObject({
        addressId: ids.padovaDrive,
        deliveryServiceId: 1,
        warehouseId: warehouses.padova,
      });
      // the chosen one is marked in the lists
      const drive = addressesOf(await mario.client.get(`${API}/user-address/delivery-service-list?delivery_service_id=1`));
      expect(drive.filter((a) => a.selected).map((a) => a.addressId)).toEqual([ids.padovaDrive]);
    });

    it('makes the chosen address the favourite of its kind', async () => {
      await select(mario.client, { address_id: ids.lockerStation });
      await select(mario.client, { address_id: ids.boat });
      const [row] = await db().select().from(appUser).where(eq(appUser.id, mario.userId));
      expect(row).toMatchObject({ defaultStoreAddressId: ids.lockerStation, defaultDeliveryAddressId: ids.boat });
      await select(mario.client, { address_id: ids.padovaDrive });
      await select(mario.client, { address_id: ids.marioHome });
    });

    it('clears the slot and its hold when the warehouse or the service changes, and keeps them otherwise', async () => {
      await select(mario.client, { address_id: ids.padovaDrive });
      await giveSlot(mario.userId);
      // same warehouse and service (a home of Padova is served by the Padova store, but it is service 2)
      await select(mario.client, { address_id: ids.padovaDrive });
      expect((await cartOf(mario.userId)).timeslotId).toBe(3);
      // the store's locker: same warehouse, another service
      await select(mario.client, { address_id: ids.padovaLocker });
      expect(await cartOf(mario.userId)).toMatchObject({ warehouseId: warehouses.padova, deliveryServiceId: 4, timeslotId: null });
      expect(await holdOf(mario.userId)).toBeUndefined();
      await giveSlot(mario.userId);
      // another warehouse, same service
      await select(mario.client, { address_id: ids.lockerStation });
      expect(await cartOf(mario.userId)).toMatchObject({ warehouseId: warehouses.lockerStation, deliveryServiceId: 4, timeslotId: null });
      expect(await holdOf(mario.userId)).toBeUndefined();
    });

    it('refuses a locked cart (status 7) and changes nothing', async () => {
      await select(mario.client, { address_id: ids.padovaDrive });
      await db().update(cart).set({ cartStatusId: 7 }).where(eq(cart.userId, mario.userId));
      const answer = await select(mario.client, { address_id: ids.marioHome });
      expect(errorCodes(answer)).toEqual(['error.cart.locked']);
      expect((await cartOf(mario.userId)).addressId).toBe(ids.padovaDrive);
    });

    it("refuses another customer's address, a reserved company point, and a service that is not the address's", async () => {
      expect(errorCodes(await select(mario.client, { address_id: ids.giuliaHome }))).toEqual(['error.address.notFound']);
      expect(errorCodes(await select(giulia.client, { address_id: ids.acme }))).toEqual(['error.address.notFound']);
      expect(errorCodes(await select(mario.client, { address_id: ids.padovaDrive, delivery_service_id: 2 }))).toEqual([
        'error.address.wrongService',
      ]);
      expect(errorCodes(await select(mario.client, { address_id: ids.padovaDrive, address_type: 'locker' }))).toEqual([
        'error.address.wrongService',
      ]);
      expect((await cartOf(mario.userId)).addressId).toBeNull();
      expect((await cartOf(giulia.userId)).addressId).toBeNull();
      expect(errorCodes(await select(guest, { address_id: ids.padovaDrive }))).toEqual(['auth.required']);
    });

    it('takes JSON as well as a form', async () => {
      const answer = await mario.client.postJson(`${API}/user-address/select`, { address_id: ids.bolognaDrive, delivery_service_id: 1 });
      expect(answer.body.data.warehouse.warehouseId).toBe(warehouses.bologna);
    });

    it('previews the cart a choice would give without changing anything', async () => {
      await select(mario.client, { address_id: ids.padovaDrive });
      await giveSlot(mario.userId);
      const before = await db().select().from(appUser).where(eq(appUser.id, mario.userId));
      const preview = await mario.client.get(
        `${API}/user-address/preview?address_id=${ids.lockerStation}&delivery_service_id=4&address_type=locker`,
      );
      expect(preview.body.response.status).toBe(0);
      expect(preview.body.data).toMatchObject({
        warehouse: { warehouseId: warehouses.lockerStation },
        shippingAddress: { addressId: ids.lockerStation },
      });
      expect(preview.body.data.timeslot).toBeUndefined();
      expect(await cartOf(mario.userId)).toMatchObject({ addressId: ids.padovaDrive, timeslotId: 3 });
      expect(await holdOf(mario.userId)).toBeDefined();
      expect(await db().select().from(appUser).where(eq(appUser.id, mario.userId))).toEqual(before);
      expect(errorCodes(await mario.client.get(`${API}/user-address/preview?address_id=${ids.giuliaHome}`))).toEqual([
        'error.address.notFound',
      ]);
    });

    it('lets a guest choose a pickup point when anonymous carts are on', async () => {
      const anonymous = client(accountsApp(database, { anonymousCart: true }));
      const answer = await select(anonymous, { address_id: ids.padovaDrive });
      expect(answer.body.response.status).toBe(0);
      expect(answer.body.data).toMatchObject({ user: { userId: -1 }, shippingAddress: { addressId: ids.padovaDrive } });
      expect(errorCodes(await select(anonymous, { address_id: ids.marioHome }))).toEqual(['error.address.notFound']);
    });
  });

  describe('stores', () => {
    it('answers the shop and its services (the address picker’s tabs)', async () => {
      const list = await guest.get(`${API}/store/list`);
      expect(list.body.data.stores).toHaveLength(1);
      const view = await guest.get(`${API}/store/view?store_id=1`);
      expect(view.body.data.store.deliveryServices.map((s: { deliveryServiceId: number }) => s.deliveryServiceId)).toEqual([1, 2, 4]);
      expect(view.body.data.store.deliveryServices[0]).toMatchObject({ name: 'Drive', showTab: true });
      expect(errorCodes(await guest.get(`${API}/store/view?store_id=2`))).toEqual(['error.store.notFound']);
    });

    it('lists every pickup point with its addresses, nearest first from a position or a postal code', async () => {
      const all = (await guest.get(`${API}/store-proximity/list`)).body.data.stores;
      expect(all).toHaveLength(13);
      const padova = all.find((s: { warehouseId: number }) => s.warehouseId === warehouses.padova);
      expect(padova.addresses.map((a: { addressId: number }) => a.addressId)).toEqual([ids.padovaDrive, ids.padovaLocker]);
      expect(padova.serviceHours.default.find((h: { beginWeekDay: number }) => h.beginWeekDay === 1)).toEqual({
        beginWeekDay: 1,
        beginHour: '09:00',
        endHour: '13:00',
      });
      const byCode = (await guest.get(`${API}/store-proximity/list?postalcode=40127&services=4`)).body.data.stores;
      expect(byCode[0].warehouseId).toBe(await warehouseIdOf('locker-bologna-fiera'));
      expect(byCode.every((s: { deliveryServices: number[] }) => s.deliveryServices.includes(4))).toBe(true);
      const localized = (await guest.get(`${API}/store-proximity/localize?latitude=45.4296&longitude=12.3255`)).body.data.stores;
      expect(localized[0].warehouseId).toBe(warehouses.boat);
      expect(localized[0].distance).toBeLessThan(50);
      const distances = localized.map((s: { distance: number }) => s.distance);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      const byName = (await guest.get(`${API}/store-proximity/localize?latitude=45.4296&longitude=12.3255&orderby=name`)).body.data.stores;
      expect(byName[0].name).toBe('Fermata barca Venezia Zattere');
    });

    it("lists one store's pickup addresses (list-store)", async () => {
      const answer = await guest.get(`${API}/user-address/list-store?store_id=${warehouses.padova}`);
      expect(addressesOf(answer).map((a) => a.addressId)).toEqual([ids.padovaDrive, ids.padovaLocker]);
      expect(errorCodes(await guest.get(`${API}/user-address/list-store?store_id=999`))).toEqual(['error.store.notFound']);
    });

    it('chooses a store for the cart: Drive first, or the service asked for', async () => {
      const drive = await mario.client.postForm(`${API}/store/select`, { store_id: String(warehouses.padova) });
      expect(drive.body.data.shippingAddress.addressId).toBe(ids.padovaDrive);
      const locker = await mario.client.get(`${API}/store-proximity/select?store_id=${warehouses.padova}&delivery_service_id=4`);
      expect(locker.body.data.shippingAddress.addressId).toBe(ids.padovaLocker);
      const boat = await mario.client.get(`${API}/store-proximity/select?store_id=${warehouses.boat}`);
      expect(boat.body.data.shippingAddress).toMatchObject({ addressId: ids.boat, deliveryServiceId: 2 });
      expect(errorCodes(await mario.client.get(`${API}/store-proximity/select?store_id=${warehouses.boat}&delivery_service_id=1`))).toEqual(
        ['error.address.wrongService'],
      );
      expect(errorCodes(await mario.client.get(`${API}/store-proximity/select?store_id=999`))).toEqual(['error.store.notFound']);
    });

    it('finds the warehouses within 10 km of a point by default', async () => {
      const answer = await guest.get(`${API}/warehouse/find-by-coordinates?latitude=45.4064&longitude=11.8768`);
      const found = answer.body.data.warehouses.map((w: { slug: string }) => w.slug);
      expect(found.sort()).toEqual(['locker-padova-stazione', 'spesa-padova-arcella']);
      expect(answer.body.data.warehouse.slug).toBe('locker-padova-stazione');
      const wide = await guest.get(`${API}/warehouse/find-by-coordinates?latitude=45.4064&longitude=11.8768&distance=40000`);
      expect(wide.body.data.warehouses.length).toBeGreaterThan(2);
      const nowhere = await guest.get(`${API}/warehouse/find-by-coordinates?latitude=41.9&longitude=12.5`);
      expect(nowhere.body.data).toEqual({ warehouses: [] });
    });

    async function warehouseIdOf(slug: string) {
      const [row] = await db().select().from(warehouse).where(eq(warehouse.slug, slug));
      return row.id;
    }
  });

  describe('shopatwork/subscribe', () => {
    it("unlocks the company's Drive point for the subscriber only", async () => {
      const answer = await mario.client.get(`${API}/shopatwork/subscribe?subscriptionCode=acme2026`);
      expect(answer.body.response.status).toBe(0);
      expect(answer.body.data).toMatchObject({
        companyName: 'Acme Meccanica S.p.A.',
        address: { addressId: ids.acme, addressType: 'drive' },
      });
      expect(infoCodes(answer)).toEqual(['info.shopatwork.subscribed']);
      // again: nothing new, still fine
      expect((await mario.client.get(`${API}/shopatwork/subscribe?subscriptionCode=ACME2026`)).body.response.status).toBe(0);
      expect(addressesOf(await mario.client.get(`${API}/user-address/list`)).map((a) => a.addressId)).toContain(ids.acme);
      const marioDrive = addressesOf(await mario.client.get(`${API}/user-address/delivery-service-list?delivery_service_id=1`));
      expect(marioDrive.map((a) => a.addressId)).toContain(ids.acme);
      const giuliaDrive = addressesOf(await giulia.client.get(`${API}/user-address/delivery-service-list?delivery_service_id=1`));
      expect(giuliaDrive.map((a) => a.addressId)).not.toContain(ids.acme);
      expect((await select(mario.client, { address_id: ids.acme })).body.data.shippingAddress.addressId).toBe(ids.acme);
    });

    it('refuses an unknown code and a guest', async () => {
      const wrong = await mario.client.get(`${API}/shopatwork/subscribe?subscriptionCode=NOPE`);
      expect(errorCodes(wrong)).toEqual(['error.shopatwork.invalidCode']);
      expect(errorCodes(await guest.get(`${API}/shopatwork/subscribe?subscriptionCode=ACME2026`))).toEqual(['auth.required']);
    });
  });
});
