// Staff sign-on, customer care acting for a customer, and the audit (issue 26 §2, decision 054):
// sso-login with password and TOTP pin under the login lockout, roles, search limited to customers'
// accounts (user_type_id 2), selection, the audit of every change made for a customer, and an audit
// that nothing can edit, neither a call nor SQL.
import { generateTOTP } from '@epic-web/totp';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appUser, cart, loginAttempt, session, staffAudit, staffUser, wishList } from '../../backend/db/schema';
import { STAFF_SESSION_MINUTES } from '../../backend/ebsn/session';
import { beginStaffAction, endStaffAction } from '../../backend/staff/audit';
import { DEMO_STAFF, seedStaff, STAFF_PASSWORD } from '../../backend/seed/staff';
import { accountsApp, accountsDatabase, client, DEMO_PASSWORD, DEMO_USERS, errorCodes, login, type Client } from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

const KEY = 'chiave-condivisa';
const from = (ip: string) => ({ 'X-Ebsn-Storefront-Key': KEY, 'X-Ebsn-Client-Ip': ip });

async function pinFor(secret: string): Promise<string> {
  return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
}

/** the database's own words when it refuses (drizzle wraps them in its error's cause) */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? (error as Error).message);
  }
  return 'not refused';
}

function signOn(c: Client, username: string, password: string, otp?: string, headers?: Record<string, string>) {
  return c.postForm('/ebsn/api/backoffice-access/sso-login', { backoffice_user: username, password, ...(otp ? { otp } : {}) }, headers);
}

describe.each(backendKinds)('staff (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;
  let marioId: number;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    await seedStaff(database.db);
    app = accountsApp(database, { storefrontKey: KEY });
    [{ id: marioId }] = await database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, DEMO_USERS.mario));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    // each test may use the current pin once
    await database.db.update(staffUser).set({ totpLastStep: null });
    await database.db.delete(loginAttempt);
  });

  async function agent(member: (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF] = DEMO_STAFF.care): Promise<Client> {
    const c = client(app);
    const answer = await signOn(c, member.username, STAFF_PASSWORD, await pinFor(member.totpSecret));
    expect(answer.body.response.status, JSON.stringify(answer.body)).toBe(0);
    return c;
  }

  it('signs on with username, password and pin: a new token, the roles, a session shorter than a customer’s', async () => {
    const c = client(app);
    const before = c.token;
    const answer = await signOn(c, DEMO_STAFF.care.username, STAFF_PASSWORD, await pinFor(DEMO_STAFF.care.totpSecret));
    expect(answer.body.response.status).toBe(0);
    expect(answer.body.data.user).toMatchObject({ username: 'chiara.assistenza', roles: ['customer-care'] });
    expect(c.token).toBeTruthy();
    expect(c.token).not.toBe(before);
    const test = await c.get('/ebsn/api/auth/test');
    expect(test.body.data.ssoUser).toMatchObject({ username: 'chiara.assistenza', roles: ['customer-care'] });
    expect(test.body.user.userId).toBe(-1);
    const [row] = await database.db
      .select()
      .from(session)
      .where(sql`${session.staffUserId} is not null`)
      .limit(1);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBe(STAFF_SESSION_MINUTES * 60_000);
    expect(lifetime).toBeLessThan(12 * 3_600_000);
    // a customer's auth/test says nothing of staff
    const customer = client(app);
    await login(customer, DEMO_USERS.mario, DEMO_PASSWORD);
    expect((await customer.get('/ebsn/api/auth/test')).body.data.ssoUser).toBeUndefined();
  });

  it('refuses a sign-on without the pin, with a wrong pin, with a wrong password, and a pin used twice', async () => {
    const c = client(app);
    expect(errorCodes(await signOn(c, DEMO_STAFF.care.username, STAFF_PASSWORD))).toEqual(['auth.sso.otpRequired']);
    expect(errorCodes(await signOn(c, DEMO_STAFF.care.username, STAFF_PASSWORD, '000000'))).toEqual(['auth.sso.otpInvalid']);
    const pin = await pinFor(DEMO_STAFF.care.totpSecret);
    expect(errorCodes(await signOn(c, DEMO_STAFF.care.username, 'Sbagliata!1', pin))).toEqual(['auth.sso.invalidCredentials']);
    expect(errorCodes(await signOn(c, 'nessuno', 'Sbagliata!1', pin))).toEqual(['auth.sso.invalidCredentials']);
    // a customer's credentials are not a staff member's
    expect(errorCodes(await signOn(c, DEMO_USERS.mario, DEMO_PASSWORD, pin))).toEqual(['auth.sso.invalidCredentials']);
    expect((await signOn(c, DEMO_STAFF.care.username, STAFF_PASSWORD, pin)).body.response.status).toBe(0);
    expect(errorCodes(await signOn(client(app), DEMO_STAFF.care.username, STAFF_PASSWORD, pin))).toEqual(['auth.sso.otpInvalid']);
    expect(errorCodes(await signOn(client(app), '', ''))).toEqual(['error.validation', 'error.validation']);
  });

  it('locks a username and address after 5 failures, the right pin included', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await signOn(client(app), DEMO_STAFF.care.username, STAFF_PASSWORD, '123456', from('203.0.113.9'));
      expect(errorCodes(answer)).toEqual(['auth.sso.otpInvalid']);
    }
    const locked = await signOn(
      client(app),
      DEMO_STAFF.care.username,
      STAFF_PASSWORD,
      await pinFor(DEMO_STAFF.care.totpSecret),
      from('203.0.113.9'),
    );
    expect(errorCodes(locked)).toEqual(['auth.locked']);
    // from elsewhere the agent still signs on
    const elsewhere = await signOn(
      client(app),
      DEMO_STAFF.care.username,
      STAFF_PASSWORD,
      await pinFor(DEMO_STAFF.care.totpSecret),
      from('198.51.100.4'),
    );
    expect(elsewhere.body.response.status).toBe(0);
  });

  it('checks roles: a picker cannot search customers, a customer-care agent cannot read the store audit, a customer neither', async () => {
    const picker = await agent(DEMO_STAFF.picker);
    const refused = await picker.get('/ebsn/api/user-search/list_user?q=rossi');
    expect(refused.status).toBe(403);
    expect(errorCodes(refused)).toEqual(['auth.sso.forbidden']);
    const care = await agent(DEMO_STAFF.care);
    expect((await care.get('/ebsn/api/staff-audit/list')).status).toBe(403);
    const customer = client(app);
    await login(customer, DEMO_USERS.mario, DEMO_PASSWORD);
    expect(errorCodes(await customer.get('/ebsn/api/user-search/list_user'))).toEqual(['auth.sso.required']);
    expect(errorCodes(await customer.get(`/ebsn/api/user-search/select_user?user_id=${marioId}`))).toEqual(['auth.sso.required']);
    expect(errorCodes(await client(app).get('/ebsn/api/staff-audit/list'))).toEqual(['auth.sso.required']);
  });

  it('searches customers only (user_type_id 2, not erased), with paging, whatever user_type_id is asked', async () => {
    const [other] = await database.db
      .insert(appUser)
      .values({ email: 'rossi.master@example.com', firstName: 'Luigi', lastName: 'Rossi', userTypeId: 1, confirmedAt: new Date() })
      .returning({ id: appUser.id });
    const care = await agent();
    for (const query of ['q=rossi', 'q=rossi&user_type_id=1', 'q=ROSSI&user_type_id=2']) {
      const answer = await care.get(`/ebsn/api/user-search/list_user?${query}`);
      expect(answer.body.response.status).toBe(0);
      const ids = answer.body.data.users.map((u: { userId: number }) => u.userId);
      expect(ids).toContain(marioId);
      expect(ids).not.toContain(other!.id);
      expect(answer.body.data.users.every((u: { userType: { userTypeId: number } }) => u.userType.userTypeId === 2)).toBe(true);
    }
    const all = await care.get('/ebsn/api/user-search/list_user?page_size=1&page=2&sort=email');
    expect(all.body.data.page).toMatchObject({ selPage: 2, itemsPerPage: 1 });
    expect(all.body.data.users).toHaveLength(1);
    expect(all.body.data.page.totItems).toBeGreaterThanOrEqual(4);
    // wildcards are letters
    expect((await care.get('/ebsn/api/user-search/list_user?q=%25')).body.data.users).toEqual([]);
    // selecting the other kind of account is refused
    expect(errorCodes(await care.get(`/ebsn/api/user-search/select_user?user_id=${other!.id}`))).toEqual(['error.userSearch.notFound']);
    expect((await care.get('/ebsn/api/user-search/list_user?page=abc')).status).toBe(400);
  });

  it('selects a customer, acts as them, writes every change to the audit, and stops', async () => {
    // Mario shops at store 7001
    const [marioCart] = await database.db.select({ id: cart.id }).from(cart).where(eq(cart.userId, marioId));
    if (marioCart) await database.db.update(cart).set({ warehouseId: 7001 }).where(eq(cart.id, marioCart.id));
    else await database.db.insert(cart).values({ userId: marioId, warehouseId: 7001 });
    const care = await agent();
    const selected = await care.get(`/ebsn/api/user-search/select_user?user_id=${marioId}`);
    expect(selected.body.response.status).toBe(0);
    expect(selected.body.user.userId).toBe(marioId);
    expect((await care.get('/ebsn/api/auth/test')).body.user.userId).toBe(marioId);

    const created = await care.postForm('/ebsn/api/wishlist/insert', { name: 'Per la festa' });
    expect(created.body.response.status).toBe(0);
    // a read is not recorded, a refused change neither
    await care.get('/ebsn/api/wishlist/list');
    await care.postForm('/ebsn/api/wishlist/insert', { name: '' });

    // each change written before it is made, its outcome after as a row naming it: the refused one too
    const rows = await database.db.select().from(staffAudit).where(eq(staffAudit.customerUserId, marioId)).orderBy(staffAudit.id);
    const begun = rows.filter((r) => r.attemptId === null);
    expect(begun.map((r) => [r.action, r.outcome])).toEqual([
      ['user-search/select_user', 'begun'],
      ['wishlist/insert', 'begun'],
      ['wishlist/insert', 'begun'],
    ]);
    expect(begun.map((r) => rows.find((o) => o.attemptId === r.id)?.outcome)).toEqual(['done', 'done', 'refused']);
    expect(begun[1]).toMatchObject({ detail: { name: 'Per la festa' } });
    // the store of the customer's cart, the selection's too: its manager reads them
    expect(begun.map((r) => r.warehouseId)).toEqual([7001, 7001, 7001]);
    const staffId = (await database.db.select().from(staffUser).where(eq(staffUser.username, DEMO_STAFF.care.username)))[0]!.id;
    expect(rows.every((r) => r.staffUserId === staffId)).toBe(true);

    // card data and the customer's own secrets stay the customer's
    const cards = await care.get('/ebsn/api/payment-type/list-auth');
    expect(cards.status).toBe(403);
    expect(errorCodes(cards)).toEqual(['error.staff.notAllowed']);
    expect((await care.postForm('/ebsn/api/registration/update_mfa', { enabled: 'true' })).status).toBe(403);
    const password = await care.get('/ebsn/api/registration/update_password?oldPassword=Wrong!2026x&password=Nuova!Pass2026');
    expect(password.status).toBe(403);
    expect(errorCodes(password)).toEqual(['error.staff.notAllowed']);
    expect((await care.postForm('/ebsn/api/checkout/buy', { payment_type_id: '12' })).status).toBe(403);
    expect((await care.postForm('/ebsn/api/checkout/buy', {})).status).toBe(403);

    // the customer sees it in their area
    const mario = client(app);
    await login(mario, DEMO_USERS.mario, DEMO_PASSWORD);
    const seen = await mario.get('/ebsn/api/user-audit/list');
    // what was done, not what was refused
    expect(seen.body.data.entries.map((e: { action: string; outcome: string }) => [e.action, e.outcome])).toEqual([
      ['wishlist/insert', 'done'],
      ['user-search/select_user', 'done'],
    ]);
    expect(seen.body.data.entries[0].staffName).toBe('Chiara M.');

    const stopped = await care.get('/ebsn/api/user-search/select_user?user_id=-1');
    expect(stopped.body.response.status).toBe(0);
    expect((await care.get('/ebsn/api/auth/test')).body.user.userId).toBe(-1);
    const last = await database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.customerUserId, marioId), isNull(staffAudit.attemptId)))
      .orderBy(staffAudit.id);
    expect(last.at(-1)!.action).toBe('user-search/deselect_user');
    // another customer sees none of it
    const giulia = client(app);
    await login(giulia, DEMO_USERS.paolo, DEMO_PASSWORD);
    expect((await giulia.get('/ebsn/api/user-audit/list')).body.data.entries).toEqual([]);
  });

  it('records an action before making it: a change that cannot be recorded is not made, an outcome that cannot be is shown as unknown', async () => {
    const care = await agent();
    expect((await care.get(`/ebsn/api/user-search/select_user?user_id=${marioId}`)).body.response.status).toBe(0);
    const lists = async () =>
      (await database.db.select({ name: wishList.name }).from(wishList).where(eq(wishList.userId, marioId))).map((l) => l.name);
    const before = await lists();
    const failWhen = async (condition: string) => {
      await database.db.execute(
        sql.raw(`create or replace function staff_audit_test_failure() returns trigger language plpgsql as $$ begin
          if ${condition} then raise exception 'audit unavailable (test)'; end if; return new; end $$`),
      );
      await database.db.execute(
        sql`create trigger staff_audit_test_failure before insert on staff_audit for each row execute function staff_audit_test_failure()`,
      );
    };
    const healed = () => database.db.execute(sql`drop trigger staff_audit_test_failure on staff_audit`);
    try {
      // the record of the act cannot be written: refused with the code, nothing made
      await failWhen('new.attempt_id is null');
      const refused = await care.postForm('/ebsn/api/wishlist/insert', { name: 'Non registrata' });
      expect(refused.body.response.status).toBe(1);
      expect(errorCodes(refused)).toEqual(['error.staff.auditUnavailable']);
      expect(refused.body.response.errors[0].error).toMatch(/non è stata eseguita/);
      expect(await lists()).toEqual(before);
      await healed();
      // its outcome cannot be written: the change is made, and the customer reads it as of unknown outcome
      await failWhen('new.attempt_id is not null');
      expect((await care.postForm('/ebsn/api/wishlist/insert', { name: 'Esito ignoto' })).body.response.status).toBe(0);
      expect(await lists()).toContain('Esito ignoto');
    } finally {
      await healed().catch(() => undefined);
    }
    const mario = client(app);
    await login(mario, DEMO_USERS.mario, DEMO_PASSWORD);
    const [latest] = (await mario.get('/ebsn/api/user-audit/list')).body.data.entries;
    expect(latest).toMatchObject({ action: 'wishlist/insert', outcome: 'unknown', detail: { name: 'Esito ignoto' } });
  });

  it('ignores a staff token carried by a cookie (another site could post with it)', async () => {
    const care = await agent();
    const viaCookie = await app.request('/ebsn/api/auth/test', { headers: { Cookie: `X-Ebsn-Account=${care.token}` } });
    const body = await viaCookie.json();
    expect(body.data.ssoUser).toBeUndefined();
    expect(body.user.userId).toBe(-1);
  });

  it('shows a store manager the audit of their stores only', async () => {
    const [manager] = await database.db.select().from(staffUser).where(eq(staffUser.username, DEMO_STAFF.manager.username));
    await database.db
      .update(staffUser)
      .set({ warehouseIds: [7101] })
      .where(eq(staffUser.id, manager!.id));
    // the manager's own actions at store 7101 (and one at 7102), each with the outcome written, or none
    const act = async (action: string, warehouseId: number, outcome?: 'done' | 'refused') => {
      const begun = await beginStaffAction(database.db, { staffUserId: manager!.id, customerUserId: marioId, warehouseId, action });
      if (outcome) await endStaffAction(database.db, begun, outcome);
    };
    await act('cart/add', 7101, 'done');
    await act('cart/update', 7101, 'refused');
    // an outcome never written: the action may have been made
    await act('cart/empty', 7101);
    await act('cart/delete', 7102, 'done');
    const c = await agent(DEMO_STAFF.manager);
    const seen = await c.get('/ebsn/api/staff-audit/list');
    expect(seen.body.response.status).toBe(0);
    // one entry an action, with its outcome: the manager sees the refused attempts too
    expect(
      seen.body.data.entries.map((e: { action: string; warehouseId: number; outcome: string }) => [e.action, e.warehouseId, e.outcome]),
    ).toEqual([
      ['cart/empty', 7101, 'unknown'],
      ['cart/update', 7101, 'refused'],
      ['cart/add', 7101, 'done'],
    ]);
    expect(seen.body.data.page.totItems).toBe(3);
  });

  it('keeps the audit as written: the database refuses UPDATE, DELETE and TRUNCATE, and no call changes it', async () => {
    const [member] = await database.db.select().from(staffUser).limit(1);
    await beginStaffAction(database.db, {
      staffUserId: member!.id,
      customerUserId: marioId,
      action: 'cart/add',
      detail: { productId: 1 },
    });
    const before = await database.db.select().from(staffAudit).orderBy(staffAudit.id);
    expect(await refusal(database.db.update(staffAudit).set({ action: 'nulla' }))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(database.db.delete(staffAudit))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(database.db.execute(sql`truncate staff_audit`))).toMatch(/append-only: TRUNCATE refused/);
    // every method on the audit's paths, as a customer and as staff: nothing answers a change
    const care = await agent();
    const mario = client(app);
    await login(mario, DEMO_USERS.mario, DEMO_PASSWORD);
    for (const who of [care, mario]) {
      for (const path of [
        '/ebsn/api/user-audit/list',
        '/ebsn/api/staff-audit/list',
        '/ebsn/api/user-audit/delete',
        '/ebsn/api/staff-audit/update',
      ]) {
        for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
          const res = await app.request(path, { method, headers: { 'X-Ebsn-Account': who.token! } });
          expect(res.status).toBe(404);
        }
      }
    }
    // and the rows are as they were
    expect(await database.db.select().from(staffAudit).orderBy(staffAudit.id)).toEqual(before);
  });

  it('answers hostile parameters of every staff call with an envelope, never a 500, as staff, customer and guest', async () => {
    const values = [
      '',
      'x'.repeat(5000),
      '\u0000',
      '-1',
      '99999999999999999999',
      '%_\\',
      "' or 1=1 --",
      '\ud800',
      '<script>',
      '1.5',
      'null',
    ];
    // each value in one parameter, the others as a real call sends them: a value checked only after
    // the others passed is reached too (a NUL username reached the lockout's table: 500)
    const calls: Array<[string, string, string[], Record<string, string>?]> = [
      [
        'POST',
        '/ebsn/api/backoffice-access/sso-login',
        ['backoffice_user', 'password', 'otp'],
        { backoffice_user: 'nessuno', password: 'Sbagliata!1', otp: '123456' },
      ],
      ['GET', '/ebsn/api/user-search/list_user', ['q', 'cod_int', 'page', 'page_size', 'sort', 'user_type_id']],
      ['GET', '/ebsn/api/user-search/select_user', ['user_id']],
      ['POST', '/ebsn/api/user-search/select_user', ['user_id']],
      ['GET', '/ebsn/api/staff-audit/list', ['page', 'page_size']],
      ['GET', '/ebsn/api/user-audit/list', ['page', 'page_size']],
      ['POST', '/ebsn/api/sso-auth/logout', ['x']],
    ];
    const care = await agent();
    const customer = client(app);
    await login(customer, DEMO_USERS.mario, DEMO_PASSWORD);
    for (const who of [care, customer, client(app)]) {
      for (const [method, path, params, others = {}] of calls) {
        // the staff's own session is not ended by its fuzzing
        if (who === care && path.endsWith('/logout')) continue;
        for (const param of params) {
          for (const value of values) {
            const answer =
              method === 'GET'
                ? await who.get(`${path}?${new URLSearchParams({ ...others, [param]: value })}`)
                : await who.postForm(path, { ...others, [param]: value });
            expect(answer.status, `${method} ${path} ${param}=${value.slice(0, 20)}`).toBeLessThan(500);
            expect(answer.body?.response, `${method} ${path} ${param}`).toBeDefined();
          }
        }
      }
    }
  }, 120_000);
});
