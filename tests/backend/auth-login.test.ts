// Login, logout, token rotation, remember_me lifetimes, the login form's messages and the same
// answer for an unknown e-mail and a wrong password.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDataSchema } from '~/ebsn/account-schemas';
import { envelopeSchema } from '~/ebsn/schemas';
import { appUser, session } from '../../backend/db/schema';
import { seedShoppers, shopperEmail } from '../../backend/seed/accounts';
import { hashToken } from '../../backend/ebsn/session';
import { accountsApp, accountsDatabase, client, DEMO_PASSWORD, DEMO_USERS, errorCodes, errorTexts, login } from './helpers/accounts';
import { guestSession } from './helpers/app';
import { backendKinds, type TestDatabase } from './helpers/database';

const HOUR = 3_600_000;

describe.each(backendKinds)('login and sessions (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    app = accountsApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const sessionRow = async (token: string) =>
    (
      await database.db
        .select()
        .from(session)
        .where(eq(session.tokenHash, hashToken(token)))
    )[0];

  it('logs in on a new token and answers the contract', async () => {
    const shopper = client(app);
    shopper.token = (await guestSession(database.db)).token;
    const guestToken = shopper.token;
    const answer = await login(shopper, 'Mario.Rossi@Example.com ', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    const envelope = envelopeSchema.parse(answer.body);
    expect(envelope.response.status).toBe(0);
    const data = loginDataSchema.parse(envelope.data);
    expect(data.user).toMatchObject({ login: DEMO_USERS.mario, email: DEMO_USERS.mario, firstName: 'Mario', lastName: 'Rossi' });
    expect(data.user.profile?.confirmed).toBe(true);
    expect(answer.body.user).toEqual({ userId: data.user.userId, login: DEMO_USERS.mario, profileConfirmed: true });

    const newToken = answer.headers.get('x-ebsn-account');
    expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken).not.toBe(guestToken);
    // the guest row is gone: a token planted before login never becomes a logged-in one
    expect(await sessionRow(guestToken)).toBeUndefined();
    expect((await sessionRow(newToken!))?.userId).toBe(data.user.userId);

    const who = await shopper.get('/ebsn/api/auth/test');
    expect(who.body.user).toEqual({ userId: data.user.userId, login: DEMO_USERS.mario, profileConfirmed: true });
  });

  it('logs in the load-test shoppers the seed adds, once each however often it runs', async () => {
    expect(await seedShoppers(database.db, 2)).toBe(2);
    expect(await seedShoppers(database.db, 3)).toBe(1);
    const shopper = client(app);
    shopper.token = (await guestSession(database.db)).token;
    const answer = await login(shopper, shopperEmail(3), DEMO_PASSWORD);
    const data = loginDataSchema.parse(envelopeSchema.parse(answer.body).data);
    expect(data.user).toMatchObject({ email: 'shopper.3@example.com', firstName: 'Cliente', lastName: 'Prova 3' });
    expect(data.user.profile?.confirmed).toBe(true);
  });

  it('does not let the pre-login token act as the user', async () => {
    const shopper = client(app);
    shopper.token = (await guestSession(database.db)).token;
    const before = shopper.token;
    await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD);
    const old = client(app);
    old.token = before;
    const answer = await old.get('/ebsn/api/auth/test');
    expect(answer.body.user.userId).toBe(-1);
    expect(answer.headers.get('x-ebsn-account')).toBeNull(); // a guest needs no new session to ask
  });

  it('keeps the chosen store across login', async () => {
    const shopper = client(app);
    shopper.token = (await guestSession(database.db)).token;
    await database.db
      .update(session)
      .set({ warehouseId: 3 })
      .where(eq(session.tokenHash, hashToken(shopper.token!)));
    await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD);
    expect((await sessionRow(shopper.token!))?.warehouseId).toBe(3);
  });

  it('gives a remembered login 30 days and a forgotten one 12 hours, both sliding', async () => {
    const remembered = client(app);
    await login(remembered, DEMO_USERS.mario, DEMO_PASSWORD, { remember_me: 'true' });
    const long = await sessionRow(remembered.token!);
    expect(long.remember).toBe(true);
    expect(long.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * HOUR);

    const forgotten = client(app);
    await login(forgotten, DEMO_USERS.mario, DEMO_PASSWORD, { remember_me: 'false' });
    const short = await sessionRow(forgotten.token!);
    expect(short.remember).toBe(false);
    const left = short.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(11.9 * HOUR);
    expect(left).toBeLessThan(12.1 * HOUR);

    // sliding: an hour later, a request pushes the expiry 12 hours ahead again (not 30 days)
    await database.db
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - HOUR), expiresAt: new Date(Date.now() + 11 * HOUR) })
      .where(eq(session.tokenHash, hashToken(forgotten.token!)));
    expect((await forgotten.get('/ebsn/api/auth/test')).body.user.login).toBe(DEMO_USERS.mario);
    const slid = (await sessionRow(forgotten.token!)).expiresAt.getTime() - Date.now();
    expect(slid).toBeGreaterThan(11.9 * HOUR);
    expect(slid).toBeLessThan(12.1 * HOUR);
  });

  it('answers 419 when a logged-in session has run out', async () => {
    const shopper = client(app);
    await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD, { remember_me: 'false' });
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.tokenHash, hashToken(shopper.token!)));
    const answer = await shopper.get('/ebsn/api/registration/user_detail');
    expect(answer.status).toBe(419);
    expect(errorCodes(answer)).toEqual(['error.session.expired']);
  });

  it('logs out: the session row dies and no new session is made', async () => {
    const shopper = client(app);
    await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD);
    const loggedIn = shopper.token!;
    const answer = await shopper.postForm('/ebsn/api/auth/logout', {});
    expect(envelopeSchema.parse(answer.body).response.status).toBe(0);
    expect(answer.body.user).toEqual({ userId: -1, login: null, profileConfirmed: false });
    expect(answer.headers.get('x-ebsn-account')).toBeNull();
    expect(await sessionRow(loggedIn)).toBeUndefined();

    const replay = client(app);
    replay.token = loggedIn;
    expect((await replay.get('/ebsn/api/auth/test')).body.user.userId).toBe(-1);
  });

  it("answers the login form's messages for missing or malformed fields", async () => {
    const shopper = client(app);
    const empty = await shopper.postForm('/ebsn/api/auth/login', { login: ' ', password: '' });
    expect(empty.status).toBe(200);
    expect(empty.body.response.status).not.toBe(0);
    expect(errorTexts(empty)).toEqual(["Digitare l'e-mail", 'Digitare la password']);
    expect(empty.body.response.errors.map((e: { field: string }) => e.field)).toEqual(['login', 'password']);
    const malformed = await shopper.postForm('/ebsn/api/auth/login', { login: 'mario@', password: 'x' });
    expect(errorTexts(malformed)).toEqual(['Digitare una e-mail valida']);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const wrongPassword = await login(client(app), DEMO_USERS.mario, 'Sbagliata!2026');
    const unknown = await login(client(app), 'nessuno@example.com', 'Sbagliata!2026');
    for (const answer of [wrongPassword, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-ebsn-account')).toBeNull(); // a failed login makes no session
    }
    expect(wrongPassword.body.response).toEqual(unknown.body.response);
    expect(errorCodes(unknown)).toEqual(['auth.invalidCredentials']);
    expect(errorTexts(unknown)).toEqual(['E-mail o password non corretti.']);
    expect(unknown.body.user.userId).toBe(-1);
    expect(wrongPassword.body.data).toBeNull();
  });

  it('answers the same for an account without a password (made through a social login)', async () => {
    await database.db
      .insert(appUser)
      .values({ email: 'solo.google@example.com', firstName: 'Sol', lastName: 'Google', confirmedAt: new Date() });
    const answer = await login(client(app), 'solo.google@example.com', 'Qualsiasi!2026');
    expect(errorCodes(answer)).toEqual(['auth.invalidCredentials']);
  });

  it('tells an unconfirmed account, after a right password only, to confirm its e-mail', async () => {
    const { hashPassword } = await import('../../backend/accounts/passwords');
    await database.db.insert(appUser).values({
      email: 'da.confermare@example.com',
      firstName: 'Dario',
      lastName: 'Neri',
      passwordHash: await hashPassword('Conferma!2026'),
    });
    const right = await login(client(app), 'da.confermare@example.com', 'Conferma!2026');
    expect(errorCodes(right)).toEqual(['auth.notConfirmed']);
    expect(errorTexts(right)[0]).toMatch(/confermato.*link/);
    expect(right.body.user.userId).toBe(-1);
    const wrong = await login(client(app), 'da.confermare@example.com', 'Sbagliata!2026');
    expect(errorCodes(wrong)).toEqual(['auth.invalidCredentials']);
  });

  it('refuses unreadable login bodies with 400 (text/plain with 415), never 500', async () => {
    const shopper = client(app);
    for (const init of [
      { body: '{"login":', headers: { 'Content-Type': 'application/json' } },
      { body: '{"login":{"$ne":null},"password":"x"}', headers: { 'Content-Type': 'application/json' } },
    ]) {
      const answer = await app.request('/ebsn/api/auth/login', { method: 'POST', ...init });
      expect(answer.status).toBe(400);
      expect(envelopeSchema.parse(await answer.json()).response.status).not.toBe(0);
    }
    // text/plain is neither a form nor JSON
    const plain = await app.request('/ebsn/api/auth/login', { method: 'POST', body: 'login=a', headers: { 'Content-Type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(envelopeSchema.parse(await plain.json()).response.status).not.toBe(0);
    // JSON with plain values is read like a form
    const json = await shopper.postJson('/ebsn/api/auth/login', { login: DEMO_USERS.mario, password: DEMO_PASSWORD, remember_me: true });
    expect(json.body.response.status).toBe(0);
  });
});
