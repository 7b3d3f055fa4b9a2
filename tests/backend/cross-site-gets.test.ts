// One rule for every state-changing call, whatever its method (issue 26): the spec makes some of
// them GETs, which a foreign page's <img> or link sends with the cookie. With a token from the
// cookie such a GET must come from a page of ours; with the token in the header (what only our own
// pages and the storefront can send) it passes from anywhere, as every other call does.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { address } from '../../backend/db/schema';
import { STATE_CHANGING_GETS } from '../../backend/ebsn/state-changing';
import { DEMO_USERS, errorCodes, quickConfig, type Client } from './helpers/accounts';
import { call, testApp } from './helpers/app';
import { cartDatabase, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

/** a value each call's query reads, so the call gets past its own validation */
const QUERY: Record<string, string> = {
  '/user-address/delete': 'address_id=ADDRESS',
  '/store-proximity/select': 'store_id=1',
  '/shopatwork/subscribe': 'code=NESSUNO',
  '/user-person-fiscal/delete-person-fiscal': 'person_fiscal_id=1',
  '/timeslot/select': 'date=2099-01-01&timeslot_id=1',
};

describe.each(backendKinds)('state-changing GETs (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: Client;
  let addressId: number;

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, quickConfig);
    const logged = await customer(app, database.db, DEMO_USERS.mario);
    mario = logged.client;
    const [row] = await database.db
      .insert(address)
      .values({
        userId: logged.userId,
        addressTypeId: 2,
        deliveryServiceId: 2,
        addressName: 'Ufficio',
        address1: 'Via Verdi',
        addressNumber: '4',
        postalcode: '35122',
        city: 'Padova',
        province: 'PD',
        warehouseId: 1,
      } as typeof address.$inferInsert)
      .returning({ id: address.id });
    addressId = row.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const url = (path: string) => `/ebsn/api${path}?${(QUERY[path] ?? '').replace('ADDRESS', String(addressId))}`;

  it('lists every GET the probe found changing state, and each is a route of the app', () => {
    for (const path of [
      '/user-address/delete',
      '/store-proximity/select',
      '/shopatwork/subscribe',
      '/registration/anonymize_token_request',
      '/user-person-fiscal/delete-person-fiscal',
    ]) {
      expect(STATE_CHANGING_GETS).toContain(path);
    }
    const gets = new Set(app.routes.filter((r) => r.method === 'GET').map((r) => r.path));
    for (const path of STATE_CHANGING_GETS) expect(gets, path).toContain(`/ebsn/api${path}`);
  });

  it.each(STATE_CHANGING_GETS)('%s: refused with the cookie from another site, or from nowhere said', async (path) => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      {},
      { Origin: 'https://evil.example' },
      { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await call(app, url(path), { method, headers: { Cookie: `X-Ebsn-Account=${mario.token}`, ...headers } });
        expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        if (method === 'GET') expect(errorCodes(answer)).toEqual(['error.crossSite']);
      }
    }
    // from a page of ours, or with the header, the call is answered by its route
    for (const headers of [
      { Cookie: `X-Ebsn-Account=${mario.token}`, 'Sec-Fetch-Site': 'same-site' } as Record<string, string>,
      { Cookie: `X-Ebsn-Account=${mario.token}`, Origin: 'http://localhost' },
      { 'X-Ebsn-Account': mario.token!, 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const answer = await call(app, url(path).replace(/address_id=\d+/, 'address_id=999999'), { headers });
      expect(answer.status, JSON.stringify(headers)).not.toBe(403);
    }
  });

  it('leaves the address in place when the delete came from another site', async () => {
    const crossSite = await call(app, url('/user-address/delete'), {
      headers: { Cookie: `X-Ebsn-Account=${mario.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(
      await database.db
        .select()
        .from(address)
        .where(and(eq(address.id, addressId), isNull(address.deletedAt))),
    ).toHaveLength(1);
  });

  it('lets reads by cookie through from anywhere', async () => {
    const read = await call(app, '/ebsn/api/user-address/list', {
      headers: { Cookie: `X-Ebsn-Account=${mario.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });
});
