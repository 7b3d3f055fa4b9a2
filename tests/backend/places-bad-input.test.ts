// Whatever a client sends to the address and store calls, the answer is a 400 with an Italian
// message (naming the parameter, or the address field with the spec's form message), never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '~/ebsn/schemas';
import type { App } from '../../backend/app';
import { accountsApp, type Answer, type Client } from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';
import { demoCustomers, placesDatabase } from './helpers/places';

const API = '/ebsn/api';

describe.each(backendKinds)('address and store calls refuse bad input (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: Client;

  beforeAll(async () => {
    database = await placesDatabase(kind);
    app = accountsApp(database);
    mario = (await demoCustomers(app, database.db)).mario.client;
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  function expectRejected(answer: Answer, message: RegExp, label: string) {
    expect(answer.status, label).toBe(400);
    const envelope = envelopeSchema.parse(answer.body);
    expect(envelope.response.status, label).not.toBe(0);
    expect(envelope.response.errorsMessage?.join(' '), label).toMatch(message);
  }
  const rejectedGet = async (path: string, message: RegExp) => expectRejected(await mario.get(`${API}${path}`), message, path);

  it('refuses query parameters it cannot understand, naming them', async () => {
    await rejectedGet('/user-address/list?address_type=ufficio', /"address_type" deve essere uno tra/);
    await rejectedGet('/user-address/delivery-service-list?delivery_service_id=3', /"delivery_service_id"/);
    await rejectedGet('/user-address/delivery-service-list?latitude=91&longitude=11', /"latitude"/);
    await rejectedGet('/user-address/delivery-service-list?latitude=45', /"longitude" va indicato insieme a "latitude"/);
    await rejectedGet('/user-address/delivery-service-list?postalcode=abc', /"postalcode" deve essere un CAP di 4 o 5 cifre/);
    await rejectedGet('/user-address/delivery-service-list?distance=-5', /"distance"/);
    await rejectedGet('/user-address/view', /"address_id" è obbligatorio/);
    await rejectedGet('/user-address/view?address_id=abc', /"address_id" deve essere un numero intero/);
    await rejectedGet('/user-address/view?address_id=0', /"address_id" deve essere almeno 1/);
    await rejectedGet('/user-address/view?address_id=99999999999', /"address_id"/);
    await rejectedGet('/user-address/delete?address_id=1.5', /"address_id"/);
    await rejectedGet('/user-address/preview?address_id=x', /"address_id"/);
    await rejectedGet('/user-address/preview?address_id=1&delivery_service_id=7', /"delivery_service_id"/);
    await rejectedGet('/user-address/list-store', /"store_id" è obbligatorio/);
    await rejectedGet('/store-proximity/list?services=a,b', /"services"/);
    await rejectedGet('/store-proximity/list?latitude=abc&longitude=1', /"latitude" deve essere un numero/);
    await rejectedGet('/store-proximity/localize', /"latitude" è obbligatorio/);
    await rejectedGet('/store-proximity/localize?latitude=45&longitude=500', /"longitude"/);
    await rejectedGet('/store-proximity/select?store_id=-1', /"store_id"/);
    await rejectedGet('/store/view?store_id=uno', /"store_id"/);
    await rejectedGet('/warehouse/find-by-coordinates', /"latitude" è obbligatorio/);
    await rejectedGet('/warehouse/find-by-coordinates?latitude=45&longitude=11&distance=tanto', /"distance"/);
    await rejectedGet('/shopatwork/subscribe', /"subscriptionCode" è obbligatorio/);
    await rejectedGet(
      `/shopatwork/subscribe?subscriptionCode=${'A'.repeat(41)}`,
      /"subscriptionCode" può contenere al massimo 40 caratteri/,
    );
    // a NUL reached PostgreSQL and answered 500 (e2e/fuzz.spec.ts)
    await rejectedGet('/shopatwork/subscribe?subscriptionCode=A%00B', /"subscriptionCode"/);
  });

  it('refuses select forms it cannot understand', async () => {
    for (const [path, fields, message] of [
      ['/user-address/select', {}, /"address_id" è obbligatorio/],
      ['/user-address/select', { address_id: 'abc' }, /"address_id"/],
      ['/user-address/select', { address_id: '1', address_type: 'ufficio' }, /"address_type"/],
      ['/store/select', { store_id: '' }, /"store_id" è obbligatorio/],
      ['/store/select', { store_id: '1', delivery_service_id: '3' }, /"delivery_service_id"/],
    ] as const) {
      expectRejected(await mario.postForm(`${API}${path}`, fields), message, `${path} ${JSON.stringify(fields)}`);
    }
    expectRejected(await mario.postJson(`${API}/user-address/select`, { address_id: { id: 1 } }), /Richiesta non valida/, 'nested');
    expectRejected(await mario.postJson(`${API}/user-address/select`, [1, 2]), /Richiesta non valida/, 'array');
  });

  const valid = { address1: 'Via Roma', addressNumber: '1', postalcode: '35122', city: 'Padova' };

  it('answers every address field problem with the form messages of the spec, one per field', async () => {
    for (const path of ['/user-address/check', '/user-address/update']) {
      const answer = await mario.postJson(`${API}${path}`, {
        address: { address1: '', addressNumber: ' ', postalcode: '123', city: '', phone: 'abc' },
      });
      expect(answer.status).toBe(400);
      const problems = answer.body.response.errors.map((e: { field: string; error: string }) => [e.field, e.error]);
      expect(problems).toEqual([
        ['address1', 'Campo obbligatorio'],
        ['addressNumber', 'Campo obbligatorio'],
        ['postalcode', 'Il CAP deve essere di 4 o 5 cifre'],
        ['city', 'Campo obbligatorio'],
        ['phone', 'Digitare un numero di telefono valido'],
      ]);
      expect(answer.body.response.errors.every((e: { code: string }) => e.code === 'error.validation')).toBe(true);
    }
    // a note for the driver keeps its lines
    const noted = await mario.postJson(`${API}/user-address/check`, { address: { ...valid, addressNote: 'Citofono rotto,\r\nchiamare' } });
    expect(noted.status).toBe(200);
  });

  it('refuses bodies of the wrong shape, too long or with hostile values', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Campo obbligatorio/],
      [{ address: 'Via Roma 1' }, /Campo obbligatorio/],
      [{ address: { ...valid, postalcode: 351220 } }, /Il CAP deve essere di 4 o 5 cifre/],
      [{ address: { ...valid, address1: 'x'.repeat(121) } }, /Lunghezza massima 120 caratteri/],
      [{ address: { ...valid, addressNote: 'x'.repeat(10_000) } }, /Lunghezza massima 500 caratteri/],
      [{ address: { ...valid, city: 'Pado\u0000va' } }, /Contiene caratteri non validi/],
      // what a probe stored before: a driver's address with a line break, a bell, a right-to-left override
      [{ address: { ...valid, address1: 'Via\r\nX' } }, /Contiene caratteri non validi/],
      [{ address: { ...valid, addressName: 'C\u0007\u001b' } }, /Contiene caratteri non validi/],
      [{ address: { ...valid, doorbellName: '\u202e' } }, /Contiene caratteri non validi/],
      [{ address: { ...valid, addressNote: 'x\u001b[31m' } }, /Contiene caratteri non validi/],
      [{ address: { ...valid, city: ['Padova'] } }, /Valore non valido/],
      [{ address: { ...valid, province: 'Padova' } }, /sigla della provincia/],
      [{ address: { ...valid, addressId: 'abc' } }, /Valore non valido/],
      [{ address: { ...valid, addressId: -3 } }, /Valore non valido/],
      [{ address: valid, force: 'forse' }, /Valore non valido/],
      [[], /Campo obbligatorio/],
      [null, /Campo obbligatorio/],
    ];
    for (const path of ['/user-address/check', '/user-address/update']) {
      for (const [body, message] of cases)
        expectRejected(await mario.postJson(`${API}${path}`, body), message, `${path} ${JSON.stringify(body).slice(0, 80)}`);
      // a form where JSON is due is a format the call does not take
      const malformed = await mario.postForm(`${API}${path}`, { address: 'x' });
      expect(malformed.status).toBe(415);
      const broken = await app.request(`${API}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Ebsn-Account': mario.token! },
        body: '{"address": {',
      });
      expect(broken.status).toBe(400);
    }
  });

  it('never answers 500 to strange values', async () => {
    const paths = [
      "/user-address/view?address_id=1' or 1=1 --",
      '/user-address/view?address_id=%00',
      '/user-address/delivery-service-list?postalcode=%E0%A4%A',
      '/user-address/delivery-service-list?address_type=__proto__',
      '/user-address/delivery-service-list?delivery_service_id=1&delivery_service_id=2',
      '/store-proximity/list?orderby=rank&services=',
      '/store-proximity/localize?latitude=45&longitude=11&distance=0',
      '/user-address/list-store?store_id=2147483647',
      '/shopatwork/subscribe?subscriptionCode=%27%3B%20drop%20table%20address%3B--',
      '/shopatwork/subscribe?subscriptionCode=日本語',
      '/store-proximity/select?store_id=2147483647',
    ];
    for (const path of paths) {
      const answer = await mario.get(`${API}${path}`);
      expect(answer.status, path).toBeLessThan(500);
      expect(() => envelopeSchema.parse(answer.body), path).not.toThrow();
    }
  });
});
