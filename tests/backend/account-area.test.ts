// The customer's own area (account.md §3, §7 user-person-fiscal/*, giftcertificate/*): saved invoice
// data checked by the invoice rules, kept once, capped, and never read or deleted by another
// customer; gift certificates of this customer only, usable by the cart's rule, with their uses when
// asked. Guests get the login-required refusal; bad input answers 400, never 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { MAX_PERSON_FISCAL } from '../../backend/accounts/person-fiscal';
import {
  cart,
  cartGiftCode,
  cartItem,
  customerOrder,
  giftCertificate,
  orderItem,
  payment,
  personFiscal,
  userGiftCertificate,
} from '../../backend/db/schema';
import { seedGiftCodes } from '../../backend/seed/gift-codes';
import { type Client, client, DEMO_USERS, errorCodes, okData, quickConfig, refused } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const F = '/ebsn/api/user-person-fiscal';
const G = '/ebsn/api/giftcertificate';
const LOGIN_REQUIRED = 'È necessario accedere per continuare.';

/** a private individual every invoice rule accepts */
const person = (overrides: Record<string, unknown> = {}) => ({
  personType: 'individual',
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'RSSMRA80E15G224S',
  address1: 'Via Roma',
  addressNumber: '10',
  city: 'Padova',
  postalcode: '35122',
  province: 'PD',
  ...overrides,
});

/** a company with its SDI code */
const company = (overrides: Record<string, string> = {}) => ({
  personType: 'company',
  companyName: 'Alimentari Rossi S.r.l.',
  vatNumber: '01234567890',
  fiscalCode: '01234567890',
  sdi: 'ABC1234',
  address1: 'Via Garibaldi',
  addressNumber: '3',
  city: 'Padova',
  postalcode: '35121',
  province: 'PD',
  ...overrides,
});

type Who = { client: Client; userId: number };

describe.each(backendKinds)('account area (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: Who;
  let giulia: Who;
  let keys = 0;

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
    // the demo world's codes: BENVENUTO10, SPESA5, ESTATE2025 (expired) and FEDELTA15 given to Mario
    await seedGiftCodes(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(personFiscal);
    for (const table of [cartItem, cartGiftCode, payment, orderItem, customerOrder]) await database.db.delete(table);
    await database.db.update(userGiftCertificate).set({ usedAt: null, orderId: null });
    await database.db.delete(userGiftCertificate).where(eq(userGiftCertificate.manual, false));
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  });

  const insert = (who: Who, body: unknown) => who.client.postJson(`${F}/insert-billing-address`, body);
  const list = async (who: Who) => okData(await who.client.get(`${F}/list`)).personFiscals as Array<Record<string, unknown>>;
  const remove = (who: Who, id: string | number) => who.client.get(`${F}/delete-person-fiscal?person_fiscal_id=${id}`);
  const fieldErrors = (answer: { body: any }) =>
    (answer.body.response.errors as Array<{ field: string; error: string; code: string }>).map((e) => [e.field, e.error, e.code]);

  it('refuses guests with the login-required refusal', async () => {
    const guest = client(app);
    for (const answer of [
      await guest.get(`${F}/list`),
      await guest.postJson(`${F}/insert-billing-address`, person()),
      await guest.postForm(`${F}/insert-billing-address`, {}),
      await guest.get(`${F}/delete-person-fiscal?person_fiscal_id=1`),
      await guest.get(`${G}/list`),
      await guest.get(`${G}/list?show_history=true`),
      await guest.get(`${G}/list-manual-assigned`),
    ]) {
      refused(answer, 'auth.required', LOGIN_REQUIRED);
    }
    // a token nobody issued is a guest too
    const stranger = client(app, { 'X-Ebsn-Account': 'nonsense' });
    expect((await stranger.get(`${F}/list`)).body.response.errors[0].code).toBe('auth.required');
  });

  describe('fiscal person records', () => {
    it('saves normalised data, lists it newest first and answers each record with its id and every field', async () => {
      expect(await list(mario)).toEqual([]);
      const first = okData(await insert(mario, person({ fiscalCode: ' rssmra80e15g224s ', firstName: '  Mario ' }))).personFiscal;
      expect(first).toEqual({
        personFiscalId: expect.any(Number),
        personType: 'individual',
        firstName: 'Mario',
        lastName: 'Rossi',
        companyName: '',
        vatNumber: '',
        fiscalCode: 'RSSMRA80E15G224S',
        pec: '',
        sdi: '',
        address1: 'Via Roma',
        addressNumber: '10',
        city: 'Padova',
        postalcode: '35122',
        province: 'PD',
      });
      // a plain form works as well as JSON
      const second = okData(await mario.client.postForm(`${F}/insert-billing-address`, company())).personFiscal;
      expect(second).toMatchObject({ personType: 'company', companyName: 'Alimentari Rossi S.r.l.', sdi: 'ABC1234' });
      expect((await list(mario)).map((r) => r.personFiscalId)).toEqual([second.personFiscalId, first.personFiscalId]);
      const [row] = await database.db.select().from(personFiscal).where(eq(personFiscal.id, first.personFiscalId));
      expect(row.userId).toBe(mario.userId);
      // a saved record is what the checkout's invoice request takes back as it is
      await bindCart(database.db, mario.userId);
      const { personFiscalId: _id, ...invoice } = second;
      const cartView = okData(
        await mario.client.postJson('/ebsn/api/cart/update-cart-info', { property: 'invoice_data', value: JSON.stringify(invoice) }),
      );
      expect(JSON.parse(cartView.cartInfos.invoice_data)).toEqual(invoice);
    });

    it('keeps the same data once, answering the record already saved', async () => {
      const first = okData(await insert(mario, person())).personFiscal;
      const again = await insert(mario, person({ fiscalCode: 'rssmra80e15g224s', city: ' Padova ', personFiscalId: 999, extra: 'x' }));
      expect(okData(again).personFiscal).toEqual(first);
      expect(again.body.response.infos).toEqual([
        { code: 'info.personFiscal.alreadySaved', info: 'Questi dati di fatturazione sono già salvati.' },
      ]);
      expect(await list(mario)).toHaveLength(1);
      // another customer's identical data is their own record
      const giulias = okData(await insert(giulia, person())).personFiscal;
      expect(giulias.personFiscalId).not.toBe(first.personFiscalId);
      expect(await list(mario)).toHaveLength(1);
    });

    it('keeps one record when the same data is saved twice at once', async () => {
      const answers = await Promise.all([insert(mario, person()), insert(mario, person()), insert(mario, person())]);
      const ids = new Set(answers.map((a) => okData(a).personFiscal.personFiscalId));
      expect(ids.size).toBe(1);
      expect(await list(mario)).toHaveLength(1);
    });

    it("refuses data the invoice rules refuse, one message per field, in the rules' words", async () => {
      const empty = await insert(mario, { personType: 'company' });
      expect(empty.status).toBe(400);
      expect(fieldErrors(empty)).toEqual(
        expect.arrayContaining([
          ['companyName', 'Campo obbligatorio', 'error.invoice.field'],
          ['vatNumber', 'Campo obbligatorio', 'error.invoice.field'],
          ['sdi', 'Indicare la PEC oppure il codice SDI', 'error.invoice.field'],
        ]),
      );
      const wrong = await insert(mario, person({ fiscalCode: 'NONUNCODICE', postalcode: '351', province: 'Padova', pec: 'nope' }));
      expect(wrong.status).toBe(400);
      expect(fieldErrors(wrong)).toEqual([
        ['fiscalCode', 'Digitare un codice fiscale valido (16 caratteri)', 'error.invoice.field'],
        ['pec', 'Digitare una e-mail valida', 'error.invoice.field'],
        ['postalcode', 'Il CAP deve essere di 4 o 5 cifre', 'error.invoice.field'],
        ['province', 'Digitare la sigla della provincia (2 lettere)', 'error.invoice.field'],
      ]);
      const huge = await insert(mario, person({ firstName: 'x'.repeat(20_000) }));
      expect(huge.status).toBe(400);
      expect(fieldErrors(huge)).toEqual([['firstName', 'Lunghezza massima 100 caratteri', 'error.invoice.field']]);
      const nul = await insert(mario, person({ lastName: 'Ros\u0000si' }));
      expect(nul.status).toBe(400);
      expect(fieldErrors(nul)[0]![0]).toBe('lastName');
      expect(fieldErrors(await insert(mario, person({ personType: 'alien' })))).toEqual([
        ['personType', 'Scegliere il tipo di intestatario', 'error.invoice.field'],
      ]);
      expect(await list(mario)).toEqual([]);
    });

    it('answers malformed bodies with 400 (or 415 for a format it does not take), never 500', async () => {
      const post = (body: string, type?: string) =>
        app.request(`${F}/insert-billing-address`, {
          method: 'POST',
          body,
          headers: { 'X-Ebsn-Account': mario.client.token!, ...(type ? { 'Content-Type': type } : {}) },
        });
      for (const body of [[], [person()], 'testo', 42, null, true]) {
        const answer = await insert(mario, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.response.errors.length).toBeGreaterThan(0);
      }
      for (const value of [['Mario'], { a: 1 }, true, Number.MAX_VALUE * 10]) {
        const answer = await insert(mario, person({ firstName: value }));
        expect(answer.status, JSON.stringify(value)).toBe(400);
      }
      const wrongType = await insert(mario, person({ firstName: ['Mario'] }));
      expect(errorCodes(wrongType)).toEqual(['error.validation']);
      expect(wrongType.body.response.errorsMessage).toEqual(['Il parametro "firstName" non è valido.']);
      // numbers for numeric fields and null for nothing are understood
      expect(okData(await insert(mario, person({ postalcode: 35122, addressNumber: 10, pec: null }))).personFiscal).toMatchObject({
        postalcode: '35122',
        addressNumber: '10',
        pec: '',
      });
      expect((await post('{"personType":', 'application/json')).status).toBe(400);
      expect((await post('', 'application/json')).status).toBe(400);
      expect((await post('personType=individual', 'text/plain')).status).toBe(415);
      // a bare POST is an empty form: the rules say what is missing
      const bare = await post('');
      expect(bare.status).toBe(400);
      expect(((await bare.json()) as any).response.errors).toEqual([
        { code: 'error.invoice.field', error: 'Scegliere il tipo di intestatario', field: 'personType' },
      ]);
      expect(await list(mario)).toHaveLength(1);
    });

    it('keeps at most the cap of records per customer; data already saved is still answered', async () => {
      for (let i = 0; i < MAX_PERSON_FISCAL; i++) okData(await insert(giulia, person({ addressNumber: String(i + 1) })));
      refused(
        await insert(giulia, person({ addressNumber: '999' })),
        'error.personFiscal.tooMany',
        `Puoi salvare al massimo ${MAX_PERSON_FISCAL} intestatari per la fattura: eliminane uno per aggiungerne un altro.`,
      );
      expect(okData(await insert(giulia, person({ addressNumber: '1' }))).personFiscal.addressNumber).toBe('1');
      expect(await list(giulia)).toHaveLength(MAX_PERSON_FISCAL);
      // Mario is not counted against Giulia's cap
      okData(await insert(mario, person()));
    });

    it("deletes a customer's own record; another's or a missing one is the same refusal and stays", async () => {
      const marios = okData(await insert(mario, person())).personFiscal;
      const other = okData(await insert(mario, company())).personFiscal;
      const giulias = okData(await insert(giulia, person({ firstName: 'Giulia', lastName: 'Bianchi' }))).personFiscal;

      // each customer reads only their own
      expect((await list(mario)).map((r) => r.personFiscalId)).toEqual([other.personFiscalId, marios.personFiscalId]);
      expect((await list(giulia)).map((r) => r.personFiscalId)).toEqual([giulias.personFiscalId]);

      const notFound = ['error.personFiscal.notFound', 'Dati di fatturazione non trovati.'] as const;
      const theirs = await remove(giulia, marios.personFiscalId);
      const missing = await remove(giulia, 2_000_000_000);
      refused(theirs, ...notFound);
      refused(missing, ...notFound);
      expect(theirs.body).toEqual(missing.body);
      expect(await list(mario)).toHaveLength(2);

      const left = okData(await remove(mario, marios.personFiscalId)).personFiscals;
      expect(left.map((r: { personFiscalId: number }) => r.personFiscalId)).toEqual([other.personFiscalId]);
      refused(await remove(mario, marios.personFiscalId), ...notFound);
      expect(await list(giulia)).toHaveLength(1);
    });

    it('answers a delete with a bad id with 400, and a cross-site GET carrying the cookie with 403', async () => {
      for (const id of ['abc', '1.5', '-1', '0', '99999999999', '1e3', '%00', '[]']) {
        const answer = await remove(mario, id);
        expect(answer.status, id).toBe(400);
        expect(errorCodes(answer)).toEqual(['error.validation']);
      }
      const missing = await mario.client.get(`${F}/delete-person-fiscal`);
      expect(missing.status).toBe(400);
      expect(missing.body.response.errorsMessage).toEqual(['Il parametro "person_fiscal_id" è obbligatorio.']);

      const saved = okData(await insert(mario, person())).personFiscal;
      const crossSite = await app.request(`${F}/delete-person-fiscal?person_fiscal_id=${saved.personFiscalId}`, {
        headers: { Cookie: `X-Ebsn-Account=${mario.client.token}`, 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      expect(await list(mario)).toHaveLength(1);
      const sameSite = await app.request(`${F}/delete-person-fiscal?person_fiscal_id=${saved.personFiscalId}`, {
        headers: { Cookie: `X-Ebsn-Account=${mario.client.token}`, 'Sec-Fetch-Site': 'same-site' },
      });
      expect(sameSite.status).toBe(200);
      expect(await list(mario)).toEqual([]);
    });
  });

  describe('gift certificates', () => {
    type Entry = {
      giftCertificate: { code: string };
      usable: boolean;
      notUsableReason?: string;
      manual: boolean;
      history?: Array<{ orderId?: number; usedAt: string; amount?: number }>;
    };
    const certs = async (who: Who, path: string) => okData(await who.client.get(`${G}/${path}`)).giftCertificates as Entry[];
    const codes = async (who: Who, path: string) => (await certs(who, path)).map((g) => g.giftCertificate.code);

    /** an order of Mario's for three hampers (120 €) with these codes */
    async function orderWith(...giftCodes: string[]) {
      await bindCart(database.db, mario.userId);
      okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
      for (const code of giftCodes) okData(await mario.client.postJson('/ebsn/api/cart-giftcertificate/add_code', { code }));
      return okData(await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `area-${++keys}-0123456789` }));
    }

    it('lists the certificates the shop gave the customer, with what they are worth and whether usable now', async () => {
      const [loyalty] = await certs(mario, 'list');
      expect(loyalty).toEqual({
        userGiftCertificateId: expect.any(Number),
        giftCertificate: {
          giftCertificateId: expect.any(Number),
          code: 'FEDELTA15',
          name: 'Grazie della fedeltà: 15 €',
          kind: 'amount',
          amount: 15,
          minimumSpend: 100,
          validFrom: expect.any(String),
          validTo: expect.any(String),
        },
        manual: true,
        usable: true,
      });
      expect(await codes(mario, 'list-manual-assigned')).toEqual(['FEDELTA15']);
      expect((await certs(mario, 'list?show_history=true'))[0]!.history).toEqual([]);
      // Giulia has none, with or without history
      for (const path of ['list', 'list?show_history=true', 'list-manual-assigned', 'list-manual-assigned?show_history=1']) {
        expect(await certs(giulia, path), path).toEqual([]);
      }
    });

    it("shows an order's use in the history, with the amount it took off, and never another customer's", async () => {
      const order = await orderWith('SPESA5');
      // without history: the ones still in hand
      expect(await codes(mario, 'list')).toEqual(['FEDELTA15']);
      const withHistory = await certs(mario, 'list?show_history=true');
      expect(withHistory.map((g) => g.giftCertificate.code)).toEqual(['FEDELTA15', 'SPESA5']);
      expect(withHistory[1]).toMatchObject({
        manual: false,
        usable: false,
        notUsableReason: 'used',
        orderId: order.orderId,
        history: [{ orderId: order.orderId, usedAt: expect.any(String), amount: 5 }],
      });
      // the manual-only list leaves out what the shop did not give
      expect(await codes(mario, 'list-manual-assigned?show_history=true')).toEqual(['FEDELTA15']);
      expect(await certs(giulia, 'list?show_history=true')).toEqual([]);

      // a cancelled order gives the code back: it was neither given nor used any more
      okData(await mario.client.postJson('/ebsn/api/order/delete', { order_id: order.orderId }));
      expect(await codes(mario, 'list?show_history=true')).toEqual(['FEDELTA15']);
    });

    it('splits the discount of an order between its codes, and a used manual code leaves the list in hand', async () => {
      const order = await orderWith('FEDELTA15', 'BENVENUTO10');
      expect(order.orderAdjustmentSummary).toMatchObject({
        totalAdjustment: 27,
        orderAdjustments: [
          { giftCertificate: { code: 'FEDELTA15' }, amount: 15 },
          { giftCertificate: { code: 'BENVENUTO10' }, amount: 12 },
        ],
      });
      expect(await certs(mario, 'list')).toEqual([]);
      const used = await certs(mario, 'list?show_history=true');
      expect(used.map((g) => [g.giftCertificate.code, g.history])).toEqual([
        ['FEDELTA15', [{ orderId: order.orderId, usedAt: expect.any(String), amount: 15 }]],
        ['BENVENUTO10', [{ orderId: order.orderId, usedAt: expect.any(String), amount: 12 }]],
      ]);
      expect(
        (await certs(mario, 'list-manual-assigned?show_history=true')).map((g) => [g.giftCertificate.code, g.notUsableReason]),
      ).toEqual([['FEDELTA15', 'used']]);
    });

    it('says why a certificate given to the customer is not usable, by the rules of the cart', async () => {
      const [expired] = await database.db.select().from(giftCertificate).where(eq(giftCertificate.code, 'ESTATE2025'));
      await database.db.insert(userGiftCertificate).values({ userId: giulia.userId, giftCertificateId: expired!.id, manual: true });
      try {
        const [entry] = await certs(giulia, 'list-manual-assigned');
        expect(entry).toMatchObject({ giftCertificate: { code: 'ESTATE2025' }, usable: false, notUsableReason: 'expired' });
        expect(await certs(mario, 'list-manual-assigned')).toHaveLength(1);
      } finally {
        await database.db.delete(userGiftCertificate).where(eq(userGiftCertificate.userId, giulia.userId));
      }
    });

    it('takes show_history as live clients send it and never fails on it', async () => {
      const longHistory = (await certs(mario, 'list?show_history=TRUE'))[0]!;
      expect(longHistory.history).toEqual([]);
      for (const value of ['maybe', '', 'false', '0', 'x'.repeat(5000), '%00', 'true&show_history=false']) {
        const answer = await mario.client.get(`${G}/list?show_history=${value}`);
        expect(answer.status, value).toBe(200);
        expect(answer.body.data.giftCertificates[0].history, value).toBeUndefined();
      }
    });
  });
});
