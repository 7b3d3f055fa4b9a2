// Password reset (no enumeration, single use, 1 hour), user_detail, update_password,
// update_email_request / update_email.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetResultSchema, tokenCheckResultSchema, updateEmailResultSchema, userDetailSchema } from '~/ebsn/account-schemas';
import { TEXT } from '../../backend/accounts/messages';
import { hashPassword } from '../../backend/accounts/passwords';
import { appUser, userToken } from '../../backend/db/schema';
import {
  accountsApp,
  accountsDatabase,
  client,
  DEMO_PASSWORD,
  DEMO_USERS,
  errorCodes,
  errorTexts,
  linkIn,
  login,
  outbox,
  refused,
} from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

describe.each(backendKinds)('password reset and account (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    app = accountsApp(database);
    await database.db.insert(appUser).values({
      email: 'reset@example.com',
      firstName: 'Rita',
      lastName: 'Sole',
      passwordHash: await hashPassword('Vecchia!2026'),
      confirmedAt: new Date(),
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const requestReset = (email: string) =>
    client(app).get(`/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(email)}`);
  const reset = (email: string, token: string, password: string) =>
    client(app).get(
      `/ebsn/api/registration/password_reset?e_mail=${encodeURIComponent(email)}&reset_token=${encodeURIComponent(token)}&password=${encodeURIComponent(password)}`,
    );
  const resetToken = async (email: string) => {
    const query = await linkIn(app, email, '/reset-password');
    expect(query.get('e_mail')).toBe(email);
    return query.get('token')!;
  };

  it('answers a reset request the same whether or not the address exists', async () => {
    const known = await requestReset('reset@example.com');
    const unknown = await requestReset('sconosciuto@example.com');
    const malformed = await requestReset('non-una-email');
    for (const answer of [known, unknown, malformed]) {
      expect(answer.status).toBe(200);
      expect(answer.body.response.status).toBe(0);
    }
    expect(known.body.response).toEqual(unknown.body.response);
    expect(known.body.data).toEqual(unknown.body.data);
    expect(await outbox(app, 'sconosciuto@example.com')).toHaveLength(0);
    const [mail] = await outbox(app, 'reset@example.com');
    expect(mail.subject).toBe('Reimposta la tua password di Spesa');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?e_mail=reset%40example.com&token=[A-Za-z0-9_-]{32}/);
  });

  it('checks, then resets with a token that works once and logs out every session', async () => {
    const elsewhere = client(app);
    expect((await login(elsewhere, 'reset@example.com', 'Vecchia!2026')).body.response.status).toBe(0);
    await requestReset('reset@example.com');
    const token = await resetToken('reset@example.com');

    const check = await client(app).get(
      `/ebsn/api/registration/password_reset_token_check?e_mail=reset%40example.com&reset_token=${token}`,
    );
    expect(tokenCheckResultSchema.parse(check.body.data).valid).toBe(true);
    const wrongMail = await client(app).get(
      `/ebsn/api/registration/password_reset_token_check?e_mail=mario.rossi%40example.com&reset_token=${token}`,
    );
    expect(wrongMail.body.data.valid).toBe(false);

    const weak = await reset('reset@example.com', token, 'debole');
    expect(errorCodes(weak)).toEqual(['registration.passwordPolicy', 'registration.passwordPolicy', 'registration.passwordPolicy']);
    expect(weak.body.response.errors[0]).toMatchObject({ field: 'password', error: 'Lunghezza minima 8 caratteri' });

    // white space only is no password (issue 9): one space, 8 spaces, 8 tabs
    for (const blank of [' ', ' '.repeat(8), '\t'.repeat(8)]) {
      const answer = await reset('reset@example.com', token, blank);
      expect(errorCodes(answer), JSON.stringify(blank)).toEqual(['registration.passwordPolicy']);
      expect(answer.body.response.errors[0]).toMatchObject({ field: 'password', error: 'Campo obbligatorio' });
    }

    const done = await reset('reset@example.com', token, 'Nuova!2026x');
    expect(done.body.response.status).toBe(0);
    expect(passwordResetResultSchema.parse(done.body.data).reset).toBe(true);

    const reused = await reset('reset@example.com', token, 'Ancora!2026x');
    expect(errorCodes(reused)).toEqual(['registration.tokenInvalid']);
    expect(errorTexts(reused)).toEqual(['Il link non è valido o è scaduto. Richiedine uno nuovo.']);

    expect(errorCodes(await login(client(app), 'reset@example.com', 'Vecchia!2026'))).toEqual(['auth.invalidCredentials']);
    expect((await login(client(app), 'reset@example.com', 'Nuova!2026x')).body.response.status).toBe(0);
    // the session opened with the old password is over
    expect((await elsewhere.get('/ebsn/api/auth/test')).body.user.userId).toBe(-1);
  });

  it('refuses an expired token (1 hour) and a superseded one', async () => {
    await requestReset('reset@example.com');
    const first = await resetToken('reset@example.com');
    await requestReset('reset@example.com');
    const second = await resetToken('reset@example.com');
    expect(errorCodes(await reset('reset@example.com', first, 'Altra!2026xx'))).toEqual(['registration.tokenInvalid']);

    const [user] = await database.db.select().from(appUser).where(eq(appUser.email, 'reset@example.com'));
    const rows = await database.db
      .select()
      .from(userToken)
      .where(and(eq(userToken.userId, user.id), eq(userToken.purpose, 'reset')));
    const newest = rows.sort((a, b) => b.id - a.id)[0];
    expect(Math.round((newest.expiresAt.getTime() - newest.createdAt.getTime()) / 60_000)).toBe(60);
    await database.db
      .update(userToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userToken.id, newest.id));
    expect(errorCodes(await reset('reset@example.com', second, 'Altra!2026xx'))).toEqual(['registration.tokenInvalid']);
    const check = await client(app).get(
      `/ebsn/api/registration/password_reset_token_check?e_mail=reset%40example.com&reset_token=${second}`,
    );
    expect(check.body.data.valid).toBe(false);
  });

  it('lifts a lockout and confirms the address when the owner resets the password', async () => {
    const { hashPassword: hash } = await import('../../backend/accounts/passwords');
    await database.db
      .insert(appUser)
      .values({ email: 'bloccato@example.com', firstName: 'Bruno', lastName: 'Blocco', passwordHash: await hash('Prima!2026') });
    for (let i = 0; i < 5; i++) await login(client(app), 'bloccato@example.com', 'Sbagliata!1');
    expect(errorCodes(await login(client(app), 'bloccato@example.com', 'Prima!2026'))).toEqual(['auth.locked']);
    await requestReset('bloccato@example.com');
    expect((await reset('bloccato@example.com', await resetToken('bloccato@example.com'), 'Dopo!2026x')).body.response.status).toBe(0);
    expect((await login(client(app), 'bloccato@example.com', 'Dopo!2026x')).body.response.status).toBe(0);
  });

  it('gives user_detail to the logged-in user only', async () => {
    const guest = await client(app).get('/ebsn/api/registration/user_detail');
    expect(guest.status).toBe(200);
    expect(errorCodes(guest)).toEqual(['auth.required']);

    const shopper = client(app);
    await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD);
    const answer = await shopper.get('/ebsn/api/registration/user_detail');
    const detail = userDetailSchema.parse(answer.body.data);
    expect(detail).toMatchObject({
      login: DEMO_USERS.mario,
      email: DEMO_USERS.mario,
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA80E15G224S',
      birthDate: '1980-05-15',
      gender: 'M',
      mfaEnabled: false,
      pendingEmail: null,
      profile: { confirmed: true, level: 1 },
    });
    expect(answer.body.data.passwordHash).toBeUndefined();
    expect(answer.body.data.mfaSecret).toBeUndefined();
  });

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    await database.db.insert(appUser).values({
      email: 'cambio@example.com',
      firstName: 'Carla',
      lastName: 'Cambi',
      passwordHash: await hashPassword('Prima!2026'),
      confirmedAt: new Date(),
    });
    const here = client(app);
    const there = client(app);
    await login(here, 'cambio@example.com', 'Prima!2026');
    await login(there, 'cambio@example.com', 'Prima!2026');
    const change = (oldPassword: string, newPassword: string) =>
      here.get(
        `/ebsn/api/registration/update_password?old_password=${encodeURIComponent(oldPassword)}&new_password=${encodeURIComponent(newPassword)}`,
      );

    const wrong = await change('Sbagliata!1', 'Dopo!2026x');
    expect(errorCodes(wrong)).toEqual(['auth.invalidCredentials']);
    expect(wrong.body.response.errors[0].field).toBe('old_password');
    expect(errorTexts(await change('Prima!2026', 'debole'))).toEqual([
      'Lunghezza minima 8 caratteri',
      'Deve contenere almeno 1 caratteri maiuscoli',
      'Deve contenere almeno 1 caratteri speciali',
    ]);
    for (const blank of [' ', ' '.repeat(8), '\t'.repeat(8)]) {
      expect(errorTexts(await change('Prima!2026', blank)), JSON.stringify(blank)).toEqual(['Campo obbligatorio']);
    }
    expect((await change('Prima!2026', 'Dopo!2026x')).body.response.status).toBe(0);
    expect((await here.get('/ebsn/api/auth/test')).body.user.login).toBe('cambio@example.com');
    expect((await there.get('/ebsn/api/auth/test')).body.user.userId).toBe(-1);
    expect((await login(client(app), 'cambio@example.com', 'Dopo!2026x')).body.response.status).toBe(0);
    expect(errorCodes(await client(app).get('/ebsn/api/registration/update_password?old_password=a&new_password=B!cdefgh1'))).toEqual([
      'auth.required',
    ]);
  });

  it('changes the e-mail after confirming the new address (24 hours, once)', async () => {
    await database.db.insert(appUser).values({
      email: 'vecchia@example.com',
      firstName: 'Elena',
      lastName: 'Mail',
      passwordHash: await hashPassword('Posta!2026'),
      confirmedAt: new Date(),
    });
    const shopper = client(app);
    await login(shopper, 'vecchia@example.com', 'Posta!2026');
    const ask = (email: string, password = 'Posta!2026') =>
      shopper.get(
        `/ebsn/api/registration/update_email_request?new_email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
      );

    expect(errorTexts(await ask('non-valida'))).toEqual(['Digitare una e-mail valida']);
    // the password too: a stolen session alone cannot send the account's link to another address
    expect(errorCodes(await ask('nuova@example.com', ''))).toEqual(['error.validation']);
    expect(errorCodes(await ask('nuova@example.com', 'Sbagliata!1'))).toEqual(['auth.invalidCredentials']);
    expect(await outbox(app, 'nuova@example.com')).toEqual([]);
    // a taken address is not told apart before the link is used (issue 26: no enumeration)
    expect(errorCodes(await ask(DEMO_USERS.mario, 'Sbagliata!1'))).toEqual(['auth.invalidCredentials']);
    expect((await ask('Nuova@Example.com')).body.response.status).toBe(0);

    const [notice] = await outbox(app, 'vecchia@example.com');
    expect(notice.text).toContain('nuova@example.com');
    const token = (await linkIn(app, 'nuova@example.com', '/email-confirmed')).get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await shopper.get('/ebsn/api/registration/user_detail')).body.data.pendingEmail).toBe('nuova@example.com');

    // opened in another browser: the token is the proof
    const confirm = await client(app).get(`/ebsn/api/registration/update_email?token=${token}`);
    expect(confirm.body.response.status).toBe(0);
    expect(updateEmailResultSchema.parse(confirm.body.data).email).toBe('nuova@example.com');
    expect(errorCodes(await client(app).get(`/ebsn/api/registration/update_email?token=${token}`))).toEqual(['registration.tokenInvalid']);

    expect((await shopper.get('/ebsn/api/auth/test')).body.user.login).toBe('nuova@example.com');
    expect(errorCodes(await login(client(app), 'vecchia@example.com', 'Posta!2026'))).toEqual(['auth.invalidCredentials']);
    expect((await login(client(app), 'nuova@example.com', 'Posta!2026')).body.response.status).toBe(0);

    const [row] = await database.db.select().from(userToken).where(eq(userToken.purpose, 'email'));
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000)).toBe(24);
  });

  it("names the new address in the answer to its own link when the account's session opens it", async () => {
    await database.db.insert(appUser).values({
      email: 'stessa@example.com',
      firstName: 'Stella',
      lastName: 'Stessa',
      passwordHash: await hashPassword('Stessa!2026'),
      confirmedAt: new Date(),
    });
    const shopper = client(app);
    await login(shopper, 'stessa@example.com', 'Stessa!2026');
    expect((await shopper.get('/ebsn/api/auth/test')).body.user.login).toBe('stessa@example.com');
    await shopper.get('/ebsn/api/registration/update_email_request?new_email=altra%40example.com&password=Stessa%212026');
    const token = (await linkIn(app, 'altra@example.com', '/email-confirmed')).get('token')!;
    // the session's user was read with the session as it was; the answer reads it again after the change
    const confirm = await shopper.get(`/ebsn/api/registration/update_email?token=${token}`);
    expect(confirm.body.response.status).toBe(0);
    expect(confirm.body.user.login).toBe('altra@example.com');
  });

  it('refuses an e-mail change link once it expired, and changes nothing', async () => {
    await database.db.insert(appUser).values({
      email: 'scaduta@example.com',
      firstName: 'Sara',
      lastName: 'Scaduta',
      passwordHash: await hashPassword('Scade!2026'),
      confirmedAt: new Date(),
    });
    const shopper = client(app);
    await login(shopper, 'scaduta@example.com', 'Scade!2026');
    await shopper.get('/ebsn/api/registration/update_email_request?new_email=tardiva%40example.com&password=Scade%212026');
    const token = (await linkIn(app, 'tardiva@example.com', '/email-confirmed')).get('token')!;
    await database.db
      .update(userToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userToken.purpose, 'email'));
    expect(errorCodes(await client(app).get(`/ebsn/api/registration/update_email?token=${token}`))).toEqual(['registration.tokenInvalid']);
    expect((await shopper.get('/ebsn/api/auth/test')).body.user.login).toBe('scaduta@example.com');
  });

  it('says nothing about the new address until its link is used, and checks the password first, under the lockout', async () => {
    await database.db.insert(appUser).values({
      email: 'curiosa@example.com',
      firstName: 'Cloe',
      lastName: 'Curiosa',
      passwordHash: await hashPassword('Curiosa!2026'),
      confirmedAt: new Date(),
    });
    const shopper = client(app);
    await login(shopper, 'curiosa@example.com', 'Curiosa!2026');
    const ask = (email: string, password: string) =>
      shopper.get(
        `/ebsn/api/registration/update_email_request?new_email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
      );
    // with the right password a taken address answers as a free one; the link is what refuses it
    const taken = await ask(DEMO_USERS.paolo, 'Curiosa!2026');
    // (a new request replaces the waiting link: the taken address's is used first)
    const token = (await linkIn(app, DEMO_USERS.paolo, '/email-confirmed')).get('token')!;
    refused(await client(app).get(`/ebsn/api/registration/update_email?token=${token}`), 'registration.emailTaken', TEXT.emailInUse);
    const free = await ask('libera@example.com', 'Curiosa!2026');
    expect(taken.body.response).toEqual(free.body.response);
    expect(taken.body.response.status).toBe(0);
    expect((await shopper.get('/ebsn/api/auth/test')).body.user.login).toBe('curiosa@example.com');
    // a wrong password answers alike for a taken and a free address, and locks like a login
    const wrong = [await ask(DEMO_USERS.paolo, 'Sbagliata!1'), await ask('libera2@example.com', 'Sbagliata!1')];
    expect(wrong.map(errorCodes)).toEqual([['auth.invalidCredentials'], ['auth.invalidCredentials']]);
    for (let i = 0; i < 3; i++) await ask('libera3@example.com', 'Sbagliata!1');
    expect(errorCodes(await ask(DEMO_USERS.paolo, 'Sbagliata!1'))).toEqual(['auth.locked']);
    expect(errorCodes(await ask('libera4@example.com', 'Curiosa!2026'))).toEqual(['auth.locked']);
    expect(await outbox(app, 'libera4@example.com')).toEqual([]);
  });

  it('refuses the e-mail change when the address was taken meanwhile', async () => {
    await database.db.insert(appUser).values({
      email: 'corsa@example.com',
      firstName: 'Cora',
      lastName: 'Corsa',
      passwordHash: await hashPassword('Corsa!2026'),
      confirmedAt: new Date(),
    });
    const shopper = client(app);
    await login(shopper, 'corsa@example.com', 'Corsa!2026');
    await shopper.get('/ebsn/api/registration/update_email_request?new_email=contesa%40example.com&password=Corsa%212026');
    const token = (await linkIn(app, 'contesa@example.com', '/email-confirmed')).get('token')!;
    await database.db.insert(appUser).values({ email: 'contesa@example.com', firstName: 'Altra', lastName: 'Persona' });
    expect(errorCodes(await client(app).get(`/ebsn/api/registration/update_email?token=${token}`))).toEqual(['registration.emailTaken']);
  });
});
