// register_user (every rule and its Italian message, fiscal code included), the confirmation e-mail
// and its single-use code, resend; a taken address answered as a free one (its owner is e-mailed),
// and the e-mails of reset and resend decided after the answer (issue 9).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclaimerListSchema, registerUserResultSchema, registrationConfirmResultSchema } from '~/ebsn/account-schemas';
import { envelopeSchema } from '~/ebsn/schemas';
import { settleMailRequests } from '../../backend/accounts/mail-requests';
import { defaultConfig } from '../../backend/config';
import { appUser, emailOutbox, mailRequest, userToken } from '../../backend/db/schema';
import { silentLog } from './helpers/app';
import { accountsApp, accountsDatabase, client, errorCodes, errorTexts, linkIn, login, outbox, registration } from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

type FieldError = { error: string; code: string; field?: string };

describe.each(backendKinds)('registration (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    app = accountsApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const register = (body: unknown) => client(app).postJson('/ebsn/api/registration/register_user', body);
  /** the registration's errors as [field, message] */
  async function problems(overrides: Record<string, unknown>): Promise<Array<[string | undefined, string]>> {
    const answer = await register(registration({ email: `prova.${Math.random().toString(36).slice(2)}@example.com`, ...overrides }));
    expect(answer.status).toBe(200);
    expect(answer.body.response.status).not.toBe(0);
    const errors = answer.body.response.errors as FieldError[];
    expect(new Set(errors.map((e) => e.code))).toEqual(new Set(['registration.invalid']));
    return errors.map((e) => [e.field, e.error]);
  }

  it('registers without logging in and mails a confirmation link with a short code to type', async () => {
    const shopper = client(app);
    await shopper.get('/ebsn/api/auth/test');
    const before = shopper.token;
    const answer = await shopper.postJson('/ebsn/api/registration/register_user', registration());
    const envelope = envelopeSchema.parse(answer.body);
    expect(envelope.response.status).toBe(0);
    // no user id: a taken address must get the very same answer
    expect(registerUserResultSchema.parse(envelope.data).userId).toBeUndefined();
    expect(answer.body.user.userId).toBe(-1);
    expect(answer.headers.get('x-ebsn-account')).toBeNull();
    expect(shopper.token).toBe(before);

    const [mail] = await outbox(app, 'luca.verdi@example.com');
    expect(mail.subject).toBe('Conferma la tua registrazione a Spesa');
    expect(mail.text).toMatch(/^Ciao Luca,/);
    const query = await linkIn(app, 'luca.verdi@example.com', '/registration-confirmed');
    expect(query.get('e_mail')).toBe('luca.verdi@example.com');
    const code = query.get('reg_control_code')!;
    // 8 characters to type by hand (issue 24), none of them a look-alike of another (0/O, 1/I/L)
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(mail.text).toContain(`Il tuo codice di conferma è: ${code}`);
    expect(mail.text).toContain('http://localhost:3000/registration-confirmed?e_mail=luca.verdi%40example.com&reg_control_code=');
    expect(mail.html).toContain('<a href="http://localhost:3000/registration-confirmed?');

    const [row] = await database.db.select().from(appUser).where(eq(appUser.email, 'luca.verdi@example.com'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.confirmedAt).toBeNull();
    expect(row.fiscalCode).toBe('VRDLCU85L01G224Q');
    // the code itself is not stored, only its hash
    const tokens = await database.db.select().from(userToken).where(eq(userToken.userId, row.id));
    expect(tokens.map((t) => t.tokenHash)).not.toContain(code);
  });

  it('refuses login until confirmed; the code works once', async () => {
    expect(errorCodes(await login(client(app), 'luca.verdi@example.com', 'Carrello#2026'))).toEqual(['auth.notConfirmed']);
    const code = (await linkIn(app, 'luca.verdi@example.com', '/registration-confirmed')).get('reg_control_code')!;
    const confirm = (email: string, c: string) =>
      client(app).get(`/ebsn/api/registration/registration_confirm?e_mail=${encodeURIComponent(email)}&reg_control_code=${c}`);

    // another address's code, or a wrong code, does nothing (and does not spend the real one)
    expect(errorCodes(await confirm('mario.rossi@example.com', code))).toEqual(['registration.codeInvalid']);
    expect(errorCodes(await confirm('luca.verdi@example.com', 'A'.repeat(32)))).toEqual(['registration.codeInvalid']);

    const ok = await confirm('Luca.Verdi@example.com', code);
    expect(ok.body.response.status).toBe(0);
    expect(registrationConfirmResultSchema.parse(ok.body.data).confirmed).toBe(true);
    // the link opened again says the account is confirmed already, not that the code is invalid
    const again = await confirm('luca.verdi@example.com', code);
    expect(again.body.response.status).toBe(0);
    expect(registrationConfirmResultSchema.parse(again.body.data)).toMatchObject({ confirmed: true, alreadyConfirmed: true });
    expect(again.body.response.infos.map((i: { code: string }) => i.code)).toEqual(['registration.alreadyConfirmed']);
    // but only to whoever holds the code: another address with it, or a wrong code, is still refused
    expect(errorCodes(await confirm('mario.rossi@example.com', code))).toEqual(['registration.codeInvalid']);
    const wrong = await confirm('luca.verdi@example.com', 'B'.repeat(32));
    expect(errorCodes(wrong)).toEqual(['registration.codeInvalid']);
    expect(errorTexts(wrong)[0]).toMatch(/non è valido o è scaduto/);

    const logged = await login(client(app), 'luca.verdi@example.com', 'Carrello#2026');
    expect(logged.body.response.status).toBe(0);
    expect(logged.body.user.profileConfirmed).toBe(true);
  });

  it('takes the code typed by hand in any case, with spaces or a dash, once', async () => {
    await register(registration({ email: 'digitato@example.com' }));
    const code = (await linkIn(app, 'digitato@example.com', '/registration-confirmed')).get('reg_control_code')!;
    const confirm = (c: string) =>
      client(app).get(
        `/ebsn/api/registration/registration_confirm?e_mail=digitato%40example.com&reg_control_code=${encodeURIComponent(c)}`,
      );
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    const first = await confirm(typed);
    expect(first.body.response.status).toBe(0);
    expect(registrationConfirmResultSchema.parse(first.body.data)).toEqual({ confirmed: true });
    // single use: the same code again confirms nothing new
    expect(registrationConfirmResultSchema.parse((await confirm(code)).body.data)).toMatchObject({ alreadyConfirmed: true });
  });

  it("gives every account its own code, and one account's code is worth nothing for another", async () => {
    await register(registration({ email: 'primo@example.com' }));
    await register(registration({ email: 'secondo@example.com' }));
    const first = (await linkIn(app, 'primo@example.com', '/registration-confirmed')).get('reg_control_code')!;
    const second = (await linkIn(app, 'secondo@example.com', '/registration-confirmed')).get('reg_control_code')!;
    expect(first).not.toBe(second);
    const answer = await client(app).get(
      `/ebsn/api/registration/registration_confirm?e_mail=secondo%40example.com&reg_control_code=${first}`,
    );
    expect(errorCodes(answer)).toEqual(['registration.codeInvalid']);
  });

  it('counts wrong codes against the login lockout: 5 from one address lock it out, even with the right code', async () => {
    const KEY = 'chiave-condivisa';
    const locking = accountsApp(database, { storefrontKey: KEY });
    await client(locking).postJson('/ebsn/api/registration/register_user', registration({ email: 'indovina@example.com' }));
    const code = (await linkIn(locking, 'indovina@example.com', '/registration-confirmed')).get('reg_control_code')!;
    const from = (ip: string) => ({ 'X-Ebsn-Storefront-Key': KEY, 'X-Ebsn-Client-Ip': ip });
    const confirm = (c: string, ip: string) =>
      client(locking, from(ip)).get(`/ebsn/api/registration/registration_confirm?e_mail=indovina%40example.com&reg_control_code=${c}`);
    const wrong = code === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH';
    for (let i = 0; i < 5; i++) expect(errorCodes(await confirm(wrong, '203.0.113.77'))).toEqual(['registration.codeInvalid']);
    const locked = await confirm(code, '203.0.113.77');
    expect(errorCodes(locked)).toEqual(['auth.locked']);
    expect(errorTexts(locked)).toEqual(['Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.']);
    // the lock refused without trying the code: still live for its owner, from their own address
    expect((await confirm(code, '198.51.100.5')).body.data).toEqual({ confirmed: true });
  });

  it('stores the consents given at registration', async () => {
    const shopper = client(app);
    await login(shopper, 'luca.verdi@example.com', 'Carrello#2026');
    const answer = await shopper.get('/ebsn/api/user-registration-disclaimer/list-by-type?registration_module_type_id=2');
    const values = disclaimerListSchema.parse(answer.body.data).registrationDisclaimers.map((d) => [d.registrationDisclaimerId, d.value]);
    expect(values).toEqual([
      [1, 'true'],
      [2, 'false'],
      [3, 'true'],
    ]);
  });

  it('answers an address already registered (whatever its case) as a free one, and e-mails its owner instead', async () => {
    const fresh = await register(registration({ email: 'nuova.iscritta@example.com' }));
    const taken = await register(registration({ email: 'MARIO.ROSSI@example.com' }));
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.response).toEqual(fresh.body.response);
    expect(taken.body.data).toEqual(fresh.body.data);
    expect(taken.body.user).toEqual(fresh.body.user);
    // no second account
    expect(await database.db.select().from(appUser).where(eq(appUser.email, 'mario.rossi@example.com'))).toHaveLength(1);
    // the owner hears about it, with the way to log in or reset the password
    const [notice] = await outbox(app, 'mario.rossi@example.com');
    expect(notice.subject).toBe('Hai già un account Spesa');
    expect(notice.text).toMatch(/^Ciao Mario,/);
    expect(notice.text).toContain('http://localhost:3000/login');
    expect(notice.text).toContain('http://localhost:3000/reset-password-request?e_mail=mario.rossi%40example.com');
    // an account never confirmed gets its confirmation again instead (its owner may be registering again)
    await register(registration({ email: 'nuova.iscritta@example.com' }));
    const mails = await outbox(app, 'nuova.iscritta@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Conferma la tua registrazione a Spesa', 'Conferma la tua registrazione a Spesa']);
  });

  it('resends a new code (the old one dies), silently for unknown or confirmed addresses', async () => {
    await register(registration({ email: 'resend@example.com' }));
    const first = (await linkIn(app, 'resend@example.com', '/registration-confirmed')).get('reg_control_code')!;
    const resend = async (email: string) => {
      const answer = await client(app).get(`/ebsn/api/registration/registration_resend_email?e_mail=${encodeURIComponent(email)}`);
      expect(answer.body.response.status).toBe(0);
      return answer;
    };
    const known = await resend('resend@example.com');
    const unknown = await resend('mai.visto@example.com');
    expect(known.body.response).toEqual(unknown.body.response);
    await resend('mario.rossi@example.com');
    expect(await outbox(app, 'mai.visto@example.com')).toHaveLength(0);
    // a confirmed account gets no confirmation (the notice of the test above is not one)
    expect((await outbox(app, 'mario.rossi@example.com')).filter((m) => /Conferma/.test(m.subject))).toHaveLength(0);
    const mails = await outbox(app, 'resend@example.com');
    expect(mails).toHaveLength(2);
    const second = (await linkIn(app, 'resend@example.com', '/registration-confirmed')).get('reg_control_code')!;
    expect(second).not.toBe(first);
    const confirm = (c: string) =>
      client(app).get(`/ebsn/api/registration/registration_confirm?e_mail=resend%40example.com&reg_control_code=${c}`);
    expect(errorCodes(await confirm(first))).toEqual(['registration.codeInvalid']);
    expect((await confirm(second)).body.response.status).toBe(0);
  });

  it('does the same work on the request path for known and unknown addresses: the e-mail is decided after the answer', async () => {
    const deferred = accountsApp(database, { mailRequestsAfterResponse: false });
    await database.db.delete(mailRequest);
    const count = async () => ({
      requests: (await database.db.select().from(mailRequest)).length,
      tokens: (await database.db.select().from(userToken)).length,
      mails: (await database.db.select().from(emailOutbox)).length,
    });
    const calls = {
      reset: (email: string) =>
        client(deferred).get(`/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(email)}`),
      resend: (email: string) =>
        client(deferred).get(`/ebsn/api/registration/registration_resend_email?e_mail=${encodeURIComponent(email)}`),
    };
    await register(registration({ email: 'da.confermare@example.com' }));
    await outbox(app); // settles the registration's own e-mail
    for (const [name, call] of Object.entries(calls)) {
      const known = name === 'reset' ? 'mario.rossi@example.com' : 'da.confermare@example.com';
      const before = await count();
      const a = await call(known);
      const afterKnown = await count();
      const b = await call('nessuno.mai@example.com');
      const afterUnknown = await count();
      expect(a.body.response, name).toEqual(b.body.response);
      // each request wrote one mail request and nothing else: no token, no e-mail, for either address
      expect(afterKnown, name).toEqual({ ...before, requests: before.requests + 1 });
      expect(afterUnknown, name).toEqual({ ...before, requests: before.requests + 2 });
    }
    // after the answers, the worker writes the e-mails of the known addresses only
    await settleMailRequests({ db: database.db, log: silentLog, config: { ...defaultConfig, mailCooldownSeconds: 0 } });
    expect(await count()).toMatchObject({ requests: 0 });
    expect((await outbox(app, 'mario.rossi@example.com')).map((m) => m.subject)).toContain('Reimposta la tua password di Spesa');
    expect(await outbox(app, 'da.confermare@example.com')).toHaveLength(2);
    expect(await outbox(app, 'nessuno.mai@example.com')).toHaveLength(0);
  });

  it('spaces out resent e-mails (one a minute)', async () => {
    const spaced = accountsApp(database, { mailCooldownSeconds: 60 });
    await client(spaced).postJson('/ebsn/api/registration/register_user', registration({ email: 'spaziata@example.com' }));
    await client(spaced).get('/ebsn/api/registration/registration_resend_email?e_mail=spaziata%40example.com');
    expect(await outbox(spaced, 'spaziata@example.com')).toHaveLength(1);
  });

  it('refuses an expired code (48 hours)', async () => {
    await register(registration({ email: 'scaduto@example.com' }));
    const code = (await linkIn(app, 'scaduto@example.com', '/registration-confirmed')).get('reg_control_code')!;
    const [user] = await database.db.select().from(appUser).where(eq(appUser.email, 'scaduto@example.com'));
    const [token] = await database.db.select().from(userToken).where(eq(userToken.userId, user.id));
    const hours = (token.expiresAt.getTime() - token.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
    await database.db
      .update(userToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userToken.id, token.id));
    const answer = await client(app).get(
      `/ebsn/api/registration/registration_confirm?e_mail=scaduto%40example.com&reg_control_code=${code}`,
    );
    expect(errorCodes(answer)).toEqual(['registration.codeInvalid']);
  });

  it('answers "Campo obbligatorio" for every missing field, each with its field', async () => {
    const empty = { firstName: '', lastName: ' ', password: '', phone: '', birthDate: '', birthCountry: '', birthPlace: '', gender: '' };
    const answer = await problems({ ...empty, address: { address1: '', addressNumber: '', postalcode: '', city: '', province: '' } });
    const required = answer.filter(([, m]) => m === 'Campo obbligatorio').map(([f]) => f);
    expect(required).toEqual([
      'firstName',
      'lastName',
      'password',
      'phone',
      'birthDate',
      'birthCountry',
      'birthPlace',
      'gender',
      'address.address1',
      'address.addressNumber',
      'address.postalcode',
      'address.city',
      'address.province',
    ]);
    expect(await problems({ email: '' })).toEqual([['email', 'Campo obbligatorio']]);
    // fields left out altogether are missing too
    const { firstName: _f, ...withoutName } = registration({ email: 'senza.nome@example.com' });
    expect(errorTexts(await register(withoutName))).toEqual(['Campo obbligatorio']);
  });

  it("answers the spec's message for each malformed field", async () => {
    expect(await problems({ email: 'luca@' })).toEqual([['email', 'Digitare una e-mail valida']]);
    expect(await problems({ email: 'luca@example.abcdefghijkl' })).toEqual([['email', 'Digitare una e-mail valida']]);
    expect(await problems({ phone: 'chiamami' })).toEqual([['phone', 'Digitare un numero di telefono valido']]);
    expect(await problems({ address: { ...registration().address, postalcode: '351' } })).toEqual([
      ['address.postalcode', 'Il CAP deve essere di 4 o 5 cifre'],
    ]);
    expect(await problems({ birthDate: '1985-02-30' })).toEqual([['birthDate', 'Digitare una data valida']]);
    expect(await problems({ firstName: 'L'.repeat(61), fiscalCode: null, noFiscalCode: true })).toEqual([
      ['firstName', 'Lunghezza massima 60 caratteri'],
    ]);
    expect(await problems({ gender: 'X' })).toEqual([['gender', 'Campo obbligatorio']]);
  });

  it('applies the password policy, every rule at once', async () => {
    expect(await problems({ password: 'corta' })).toEqual([
      ['password', 'Lunghezza minima 8 caratteri'],
      ['password', 'Deve contenere almeno 1 caratteri maiuscoli'],
      ['password', 'Deve contenere almeno 1 caratteri speciali'],
    ]);
    expect(await problems({ password: `A!${'a'.repeat(63)}` })).toEqual([['password', 'Lunghezza massima 64 caratteri']]);
  });

  it('refuses a password of white space only, and counts no spaces towards the length (issue 9)', async () => {
    for (const blank of [' ', ' '.repeat(8), '\t'.repeat(8)]) {
      expect(await problems({ password: blank }), JSON.stringify(blank)).toEqual([['password', 'Campo obbligatorio']]);
    }
    expect(await problems({ password: 'Ab!cd12     ' })).toEqual([['password', 'Lunghezza minima 8 caratteri']]);
  });

  it('requires being of age', async () => {
    const year = new Date().getUTCFullYear() - 17;
    expect(await problems({ birthDate: `${year}-01-01`, noFiscalCode: true, fiscalCode: null })).toEqual([
      ['birthDate', "E' necessario essere maggiorenni per proseguire"],
    ]);
  });

  it('requires the fiscal code unless the shopper has none', async () => {
    expect(await problems({ fiscalCode: '' })).toEqual([['fiscalCode', "E' necessario inserire il codice fiscale"]]);
    expect(await problems({ fiscalCode: null })).toEqual([['fiscalCode', "E' necessario inserire il codice fiscale"]]);
    const none = await register(registration({ email: 'senza.cf@example.com', noFiscalCode: true, fiscalCode: null }));
    expect(none.body.response.status).toBe(0);
  });

  it('matches the fiscal code with the personal data', async () => {
    const mismatch = 'Il codice fiscale inserito non corrisponde ai tuoi dati personali. Verifica e riprova.';
    expect(await problems({ firstName: 'Marco' })).toEqual([['fiscalCode', mismatch]]);
    expect(await problems({ birthDate: '1985-07-02' })).toEqual([['fiscalCode', mismatch]]);
    expect(await problems({ fiscalCode: 'VRDLCU85L01G224X' })).toEqual([['fiscalCode', mismatch]]); // check letter
    expect(await problems({ fiscalCode: 'NONUNCODICE' })).toEqual([['fiscalCode', mismatch]]);
    expect(await problems({ birthPlace: 'Atlantide' })).toEqual([
      ['fiscalCode', "Il codice fiscale non puo' essere calcolato, verifica i campi anagrafici inseriti"],
    ]);
  });

  it('accepts omocodia variants, lower case and spaces, and people born abroad', async () => {
    expect((await register(registration({ email: 'omocodia@example.com', fiscalCode: 'VRDLCUU5L01G224N' }))).body.response.status).toBe(0);
    expect((await register(registration({ email: 'minuscolo@example.com', fiscalCode: 'vrdlcu 85l01 g224q' }))).body.response.status).toBe(
      0,
    );
    const abroad = registration({
      email: 'anna.schmidt@example.com',
      firstName: 'Anna',
      lastName: 'Schmidt',
      gender: 'F',
      birthDate: '1988-02-10',
      birthCountry: 'DE',
      birthPlace: 'Berlino',
      birthProvince: null,
      fiscalCode: 'SCHNNA88B50Z112Y',
    });
    expect((await register(abroad)).body.response.status).toBe(0);
    expect(await problems({ ...abroad, birthCountry: 'FR' })).toEqual([
      ['fiscalCode', 'Il codice fiscale inserito non corrisponde ai tuoi dati personali. Verifica e riprova.'],
    ]);
  });

  it('requires the privacy consent', async () => {
    const answer = await register(
      registration({ email: 'senza.privacy@example.com', disclaimers: [{ registrationDisclaimerId: 1, value: 'false' }] }),
    );
    expect(answer.body.response.errors).toEqual([
      {
        error: 'È obbligatorio accettare questo consenso per procedere',
        code: 'registration.invalid',
        field: 'disclaimers',
        registrationDisclaimerId: 1,
      },
    ]);
    expect(errorTexts(await register(registration({ email: 'senza.consensi@example.com', disclaimers: [] })))).toEqual([
      'È obbligatorio accettare questo consenso per procedere',
    ]);
  });

  it('refuses wrong types with 400 and a message naming the field', async () => {
    for (const body of [
      registration({ firstName: 42 }),
      registration({ noFiscalCode: 'forse' }),
      registration({ disclaimers: 'tutti' }),
      registration({ disclaimers: [{ registrationDisclaimerId: 1, value: 'sì' }] }),
      registration({ address: ['Via Roma'] }),
      [registration()],
      'registrami',
      null,
    ]) {
      const answer = await register(body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(envelopeSchema.parse(answer.body).response.status).not.toBe(0);
    }
    const answer = await register(registration({ firstName: 42 }));
    expect(errorTexts(answer)).toEqual(['Il parametro "firstName" non è valido.']);
  });
});
