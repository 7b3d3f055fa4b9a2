// The customer's own data (account.md §3, §4, §5, §7): update_user_detail, update_contact,
// update_billing_address and update_person_info under registration's rules; anonymisation by an
// e-mailed single-use code (request, check, user_anonymize). Bad input answers 400 or a refusal,
// never 500; one customer never changes or erases another.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userDetailSchema } from '~/ebsn/account-schemas';
import { envelopeSchema } from '~/ebsn/schemas';
import { anonymousEmail } from '../../backend/accounts/anonymize';
import { hashPassword } from '../../backend/accounts/passwords';
import {
  address,
  appUser,
  cart,
  cartItem,
  customerOrder,
  orderItem,
  orderNote,
  parkingReservation,
  payment,
  personFiscal,
  session,
  socialIdentity,
  userPaymentAuth,
  userToken,
  wishList,
  wishListItem,
  wishListShare,
} from '../../backend/db/schema';
import { computeFiscalCode } from '../../domain/fiscal-code';
import { MESSAGES } from '../../domain/validators';
import {
  accountsApp,
  accountsDatabase,
  client,
  DEMO_PASSWORD,
  DEMO_USERS,
  errorCodes,
  login,
  okData,
  outbox,
  refused,
  type Answer,
  type Client,
} from './helpers/accounts';
import { customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const R = '/ebsn/api/registration';
const TOKEN_INVALID = 'Il link non è valido o è scaduto. Richiedine uno nuovo.';
const ANONYMIZE_SUBJECT = 'Conferma la cancellazione dei tuoi dati da Spesa';

/** Mario's personal data as the seed writes them (his fiscal code matches them) */
const MARIO = {
  firstName: 'Mario',
  lastName: 'Rossi',
  phone: '+39 049 1234567',
  noFiscalCode: false,
  fiscalCode: 'RSSMRA80E15G224S',
  birthDate: '1980-05-15',
  birthCountry: 'IT',
  birthPlace: 'Padova',
  birthProvince: 'PD',
  gender: 'M',
  address: { address1: 'Via Roma', addressNumber: '12', postalcode: '35122', city: 'Padova', province: 'PD' },
};

/** the problems of a refusal as [field, message] */
const problems = (a: Answer): Array<[string, string]> =>
  (a.body?.response?.errors ?? []).map((e: { field?: string; error: string }) => [e.field ?? '', e.error]);

/** a refusal by the rules: HTTP 200, status 1, every error registration.invalid */
function expectInvalid(a: Answer) {
  expect(a.status, a.text).toBe(200);
  expect(a.body.response.status).toBe(1);
  expect(new Set(errorCodes(a))).toEqual(new Set(['registration.invalid']));
}

/** never a 500, always the envelope, and not a success */
function expectRefusedEnvelope(a: Answer, status: number) {
  expect(a.status, a.text).toBe(status);
  expect(envelopeSchema.parse(a.body).response.status).not.toBe(0);
}

describe.each(backendKinds)('account profile and anonymisation (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    app = accountsApp(database);
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    const { address: a, ...rest } = MARIO;
    await database.db
      .update(appUser)
      .set({ ...rest, ...a })
      .where(eq(appUser.id, mario.userId));
  });

  const userRow = async (id: number) => (await database.db.select().from(appUser).where(eq(appUser.id, id)))[0];
  const detail = async (who: Client) => userDetailSchema.passthrough().parse(okData(await who.get(`${R}/user_detail`)));
  const updateDetail = (who: Client, body: unknown) => who.postJson(`${R}/update_user_detail`, body);

  describe('update_user_detail', () => {
    it('stores the personal data and answers them as user_detail does, the e-mail aside', async () => {
      const before = await userRow(mario.userId);
      const current = await detail(mario.client);
      // what user_detail answered, posted back changed (its other keys are ignored, the e-mail too)
      const answer = await updateDetail(mario.client, {
        ...current,
        email: 'altro@example.com',
        firstName: '  Mario ',
        phone: '+39 347 0000000',
        address: { address1: 'Via Nuova', addressNumber: '7', postalcode: '35123', city: 'Padova', province: 'pd' },
      });
      const updated = userDetailSchema.passthrough().parse(okData(answer));
      expect(answer.body.response.infos[0]).toMatchObject({ code: 'registration.profileUpdated' });
      expect(updated).toMatchObject({
        email: DEMO_USERS.mario,
        firstName: 'Mario',
        phone: '+39 347 0000000',
        fiscalCode: MARIO.fiscalCode,
        address: { address1: 'Via Nuova', addressNumber: '7', postalcode: '35123', city: 'Padova', province: 'PD' },
      });
      expect(await detail(mario.client)).toEqual(updated);
      const after = await userRow(mario.userId);
      expect(after.email).toBe(DEMO_USERS.mario);
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    });

    it('accepts new names with the fiscal code they give, and no fiscal code when the customer has none', async () => {
      const code = computeFiscalCode({ ...MARIO, lastName: 'Bianchi', gender: 'M' })!;
      const renamed = okData(await updateDetail(mario.client, { ...MARIO, lastName: 'Bianchi', fiscalCode: code.toLowerCase() }));
      expect(renamed).toMatchObject({ lastName: 'Bianchi', fiscalCode: code });

      const none = okData(await updateDetail(mario.client, { ...MARIO, noFiscalCode: true, fiscalCode: 'qualsiasi' }));
      expect(none).toMatchObject({ noFiscalCode: true, fiscalCode: null });
      expect((await userRow(mario.userId)).fiscalCode).toBeNull();
    });

    it('refuses a fiscal code that does not match the personal data, with the spec message, storing nothing', async () => {
      const before = await userRow(mario.userId);
      const answer = await updateDetail(mario.client, { ...MARIO, birthDate: '1980-05-16', phone: '+39 347 1111111' });
      refused(answer, 'registration.invalid');
      expect(problems(answer)).toEqual([['fiscalCode', MESSAGES.fiscalCodeMismatch]]);
      expect(MESSAGES.fiscalCodeMismatch).toBe('Il codice fiscale inserito non corrisponde ai tuoi dati personali. Verifica e riprova.');
      const after = await userRow(mario.userId);
      expect(after).toEqual(before);

      const missing = await updateDetail(mario.client, { ...MARIO, fiscalCode: '' });
      expect(problems(missing)).toEqual([['fiscalCode', "E' necessario inserire il codice fiscale"]]);
      const wrongName = await updateDetail(mario.client, { ...MARIO, firstName: 'Marco' });
      expect(problems(wrongName)).toEqual([['fiscalCode', MESSAGES.fiscalCodeMismatch]]);
      expect(await userRow(mario.userId)).toEqual(before);
    });

    it('refuses an underage customer and every broken rule, each on its wire field', async () => {
      const year = new Date().getUTCFullYear() - 17;
      const young = await updateDetail(mario.client, { ...MARIO, birthDate: `${year}-01-01`, noFiscalCode: true });
      expect(problems(young)).toEqual([['birthDate', "E' necessario essere maggiorenni per proseguire"]]);
      expect((await userRow(mario.userId)).birthDate).toBe(MARIO.birthDate);

      const broken = await updateDetail(mario.client, {
        ...MARIO,
        noFiscalCode: true,
        firstName: 'M'.repeat(61),
        lastName: '',
        phone: 'chiamami',
        gender: 'X',
        address: { ...MARIO.address, postalcode: '351', province: '' },
      });
      expectInvalid(broken);
      expect(problems(broken)).toEqual([
        ['firstName', 'Lunghezza massima 60 caratteri'],
        ['lastName', 'Campo obbligatorio'],
        ['phone', 'Digitare un numero di telefono valido'],
        ['gender', 'Campo obbligatorio'],
        ['address.postalcode', 'Il CAP deve essere di 4 o 5 cifre'],
        ['address.province', 'Campo obbligatorio'],
      ]);
      // what a probe stored before: a bell and an escape sequence with a header-like line break in a
      // name, an invisible last name, a control character in the city
      const unreadable = await updateDetail(mario.client, {
        ...MARIO,
        noFiscalCode: true,
        firstName: 'Cli\u0007\u001b[31mente\r\nBcc: x@y',
        lastName: '\u200b\u202e',
        address: { ...MARIO.address, city: 'Ver\u0001ona' },
      });
      expect(problems(unreadable)).toEqual([
        ['firstName', MESSAGES.characters],
        ['lastName', MESSAGES.characters],
        ['address.city', MESSAGES.characters],
      ]);
      // a body without anything is every required field missing
      const empty = await mario.client.postJson(`${R}/update_user_detail`, {});
      expect(problems(empty).map(([f]) => f)).toContain('address.city');
      expect(await userRow(mario.userId)).toMatchObject({ firstName: 'Mario', phone: MARIO.phone, postalcode: '35122' });
    });
  });

  describe('update_contact, update_billing_address, update_person_info', () => {
    it('update_contact changes the phone alone, by the phone rule', async () => {
      const done = okData(await mario.client.postJson(`${R}/update_contact`, { phone: ' 333 765 4321 ' }));
      expect(done).toMatchObject({ phone: '333 765 4321', firstName: 'Mario', fiscalCode: MARIO.fiscalCode });
      expect(problems(await mario.client.postForm(`${R}/update_contact`, { phone: 'chiamami' }))).toEqual([
        ['phone', 'Digitare un numero di telefono valido'],
      ]);
      expect(problems(await mario.client.postJson(`${R}/update_contact`, {}))).toEqual([['phone', 'Campo obbligatorio']]);
      expect((await userRow(mario.userId)).phone).toBe('333 765 4321');
    });

    it('update_billing_address takes the address fields at the top level, JSON or form', async () => {
      const next = { address1: 'Corso Milano', addressNumber: '20/B', postalcode: '35139', city: 'Padova', province: 'pd' };
      const done = okData(await mario.client.postForm(`${R}/update_billing_address`, next));
      expect(done.address).toEqual({ ...next, province: 'PD' });
      const bad = await mario.client.postJson(`${R}/update_billing_address`, { ...next, postalcode: '351', city: '' });
      expectInvalid(bad);
      expect(problems(bad)).toEqual([
        ['postalcode', 'Il CAP deve essere di 4 o 5 cifre'],
        ['city', 'Campo obbligatorio'],
      ]);
      expect((await userRow(mario.userId)).postalcode).toBe('35139');
    });

    it('update_person_info sets one field by its type, and a name must still match the fiscal code', async () => {
      const set = (personInfoTypeId: unknown, value: unknown) =>
        mario.client.postJson(`${R}/update_person_info`, { personInfoTypeId, value });

      const renamed = await set(1, 'Marco');
      expect(problems(renamed)).toEqual([['fiscalCode', MESSAGES.fiscalCodeMismatch]]);
      expect((await userRow(mario.userId)).firstName).toBe('Mario');
      expect(problems(await set(3, `${new Date().getUTCFullYear() - 10}-06-01`))).toEqual([
        ['value', "E' necessario essere maggiorenni per proseguire"],
      ]);
      expect(problems(await set(4, 'X'))).toEqual([['value', 'Campo obbligatorio']]);
      expect(problems(await set(5, ''))).toEqual([['value', "E' necessario inserire il codice fiscale"]]);
      expect(problems(await set(5, 'RSSMRA80E15G224X'))).toEqual([['value', MESSAGES.fiscalCodeMismatch]]);

      // without a fiscal code the names are free; giving a code then says the customer has one
      okData(await updateDetail(mario.client, { ...MARIO, noFiscalCode: true }));
      expect(okData(await set(1, 'Marco')).firstName).toBe('Marco');
      expect(okData(await set('2', 'Bianchi')).lastName).toBe('Bianchi');
      const code = computeFiscalCode({ ...MARIO, firstName: 'Marco', lastName: 'Bianchi', gender: 'M' })!;
      expect(okData(await set(5, code))).toMatchObject({ fiscalCode: code, noFiscalCode: false });
      // the form of the same call: every value is text
      const form = await mario.client.postForm(`${R}/update_person_info`, { personInfoTypeId: '7', value: 'Roma' });
      // Roma is not a comune of the province stored (PD): the code cannot be computed
      expect(problems(form)).toEqual([['fiscalCode', "Il codice fiscale non puo' essere calcolato, verifica i campi anagrafici inseriti"]]);
      expect((await userRow(mario.userId)).birthPlace).toBe('Padova');
    });

    it('never changes another customer', async () => {
      const before = await userRow(giulia.userId);
      okData(await mario.client.postJson(`${R}/update_contact`, { phone: '333 000 1111' }));
      okData(await updateDetail(mario.client, { ...MARIO, phone: '333 000 2222' }));
      expect(await userRow(giulia.userId)).toEqual(before);
    });
  });

  describe('bad input', () => {
    const PROFILE_CALLS = ['update_user_detail', 'update_contact', 'update_billing_address', 'update_person_info'];

    it('refuses a guest on every call', async () => {
      const guest = client(app);
      for (const call of PROFILE_CALLS) refused(await guest.postJson(`${R}/${call}`, { phone: '333 1234567' }), 'auth.required');
      for (const call of ['anonymize_token_request', 'anonymize_token_check?login=a%40b.it&token=x', 'user_anonymize?token=x']) {
        refused(await guest.get(`${R}/${call}`), 'auth.required');
      }
    });

    it('answers 400 with an Italian message to wrong types and oversized values', async () => {
      const cases: Array<[string, unknown, string]> = [
        ['update_user_detail', { ...MARIO, firstName: 42 }, 'firstName'],
        ['update_user_detail', { ...MARIO, noFiscalCode: 'sì' }, 'noFiscalCode'],
        ['update_user_detail', { ...MARIO, address: 'Via Roma 12, Padova' }, 'address'],
        ['update_user_detail', { ...MARIO, address: { ...MARIO.address, city: ['Padova'] } }, 'address'],
        ['update_user_detail', { ...MARIO, lastName: 'R'.repeat(5000) }, 'lastName'],
        ['update_user_detail', { ...MARIO, birthPlace: 'Pado\u0000va' }, 'birthPlace'],
        ['update_contact', { phone: 3331234567 }, 'phone'],
        ['update_contact', { phone: '3'.repeat(201) }, 'phone'],
        ['update_billing_address', { ...MARIO.address, postalcode: 35122 }, 'postalcode'],
        ['update_person_info', { personInfoTypeId: 99, value: 'x' }, 'personInfoTypeId'],
        ['update_person_info', { personInfoTypeId: 'nome', value: 'x' }, 'personInfoTypeId'],
        ['update_person_info', { personInfoTypeId: 1.5, value: 'x' }, 'personInfoTypeId'],
        ['update_person_info', { value: 'x' }, 'personInfoTypeId'],
        ['update_person_info', { personInfoTypeId: 1, value: { nome: 'x' } }, 'value'],
      ];
      for (const [call, body, field] of cases) {
        const answer = await mario.client.postJson(`${R}/${call}`, body);
        expectRefusedEnvelope(answer, 400);
        expect(errorCodes(answer)).toEqual(['error.validation']);
        expect(answer.body.response.errorsMessage[0], `${call} ${JSON.stringify(body).slice(0, 80)}`).toMatch(
          new RegExp(`^Il parametro "${field}" `),
        );
      }
      for (const [path, field] of [
        [`${R}/anonymize_token_check?login=${DEMO_USERS.mario}&token=${'t'.repeat(201)}`, 'token'],
        [`${R}/user_anonymize?token=${'t'.repeat(201)}`, 'token'],
        [`${R}/anonymize_token_check?login=${'m'.repeat(300)}&token=x`, 'login'],
      ]) {
        const answer = await mario.client.get(path);
        expectRefusedEnvelope(answer, 400);
        expect(answer.body.response.errorsMessage[0]).toMatch(new RegExp(`^Il parametro "${field}" può contenere al massimo`));
      }
      expect((await userRow(mario.userId)).lastName).toBe('Rossi');
    });

    it('answers malformed, missing, foreign and huge bodies without a 500', async () => {
      const post = (call: string, init: RequestInit) =>
        app.request(`${R}/${call}`, {
          method: 'POST',
          ...init,
          headers: { 'X-Ebsn-Account': mario.client.token!, ...(init.headers ?? {}) },
        });
      const read = async (res: Response): Promise<Answer> => {
        const text = await res.text();
        return { status: res.status, headers: res.headers, body: JSON.parse(text), text };
      };
      for (const call of PROFILE_CALLS) {
        expectRefusedEnvelope(await read(await post(call, { body: '{"phone": ', headers: { 'Content-Type': 'application/json' } })), 400);
        expectRefusedEnvelope(await read(await post(call, { body: '', headers: { 'Content-Type': 'application/json' } })), 400);
        expectRefusedEnvelope(await read(await post(call, { body: '[1,2]', headers: { 'Content-Type': 'application/json' } })), 400);
        expectRefusedEnvelope(await read(await post(call, { body: 'phone=1', headers: { 'Content-Type': 'text/plain' } })), 415);
        expectRefusedEnvelope(
          await read(
            await post(call, { body: JSON.stringify({ phone: 'x'.repeat(200_000) }), headers: { 'Content-Type': 'application/json' } }),
          ),
          413,
        );
        // no body at all is an empty form: required fields are missing (or the body is refused), never a 500
        const bare = await read(await post(call, {}));
        expect([200, 400]).toContain(bare.status);
        expect(envelopeSchema.parse(bare.body).response.status).not.toBe(0);
      }
      expect((await userRow(mario.userId)).phone).toBe(MARIO.phone);
    });
  });

  describe('anonymisation', () => {
    const requestToken = (who: Client) => who.get(`${R}/anonymize_token_request`);
    const check = (who: Client, login: string, token: string) =>
      who.get(`${R}/anonymize_token_check?login=${encodeURIComponent(login)}&token=${encodeURIComponent(token)}`);
    const anonymize = (who: Client, token: string) => who.get(`${R}/user_anonymize?token=${encodeURIComponent(token)}`);
    /** the code in the newest mail to `to`, written out and in the link alike */
    async function mailedToken(to: string): Promise<string> {
      const [mail] = await outbox(app, to);
      expect(mail?.subject).toBe(ANONYMIZE_SUBJECT);
      const linked = /http:\/\/localhost:3000\/profile\/anonymize\?token=([A-Za-z0-9_-]{32})/.exec(mail.text)?.[1];
      const written = /Il tuo codice di conferma è: ([A-Za-z0-9_-]{32})/.exec(mail.text)?.[1];
      expect(linked).toBeTruthy();
      expect(written).toBe(linked);
      expect(mail.html).toContain(`/profile/anonymize?token=${linked}`);
      return linked!;
    }

    it('mails a code that checks as valid for its owner only, without being spent', async () => {
      const asked = await requestToken(mario.client);
      expect(okData(asked)).toBeNull();
      expect(asked.body.response.infos[0]).toMatchObject({ code: 'registration.anonymizeSent' });
      const token = await mailedToken(DEMO_USERS.mario);

      expect(okData(await check(mario.client, DEMO_USERS.mario, token))).toEqual({ valid: true });
      expect(okData(await check(mario.client, ` ${DEMO_USERS.mario.toUpperCase()} `, token))).toEqual({ valid: true });
      refused(await check(mario.client, DEMO_USERS.mario, 'A'.repeat(32)), 'registration.tokenInvalid', TOKEN_INVALID);
      refused(await check(mario.client, DEMO_USERS.mario, 'corto'), 'registration.tokenInvalid', TOKEN_INVALID);
      refused(await check(mario.client, DEMO_USERS.giulia, token), 'registration.tokenInvalid', TOKEN_INVALID);
      const missing = await mario.client.get(`${R}/anonymize_token_check?login=${DEMO_USERS.mario}`);
      expect(problems(missing)).toEqual([['token', 'Campo obbligatorio']]);
      expect(problems(await mario.client.get(`${R}/user_anonymize`))).toEqual([['token', 'Campo obbligatorio']]);

      // the second customer can neither check nor use it
      refused(await check(giulia.client, DEMO_USERS.giulia, token), 'registration.tokenInvalid');
      refused(await check(giulia.client, DEMO_USERS.mario, token), 'registration.tokenInvalid');
      refused(await anonymize(giulia.client, token), 'registration.tokenInvalid', TOKEN_INVALID);
      expect((await userRow(giulia.userId)).anonymizedAt).toBeNull();
      expect((await userRow(giulia.userId)).email).toBe(DEMO_USERS.giulia);
      // and it is still Mario's, unspent
      expect(okData(await check(mario.client, DEMO_USERS.mario, token))).toEqual({ valid: true });
    });

    it('lets only the newest code work, for 30 minutes', async () => {
      await requestToken(mario.client);
      const first = await mailedToken(DEMO_USERS.mario);
      await requestToken(mario.client);
      const second = await mailedToken(DEMO_USERS.mario);
      expect(second).not.toBe(first);
      refused(await check(mario.client, DEMO_USERS.mario, first), 'registration.tokenInvalid');
      okData(await check(mario.client, DEMO_USERS.mario, second));

      const rows = await database.db
        .select()
        .from(userToken)
        .where(and(eq(userToken.userId, mario.userId), eq(userToken.purpose, 'anonymize')));
      const newest = rows.sort((a, b) => b.id - a.id)[0];
      expect(Math.round((newest.expiresAt.getTime() - newest.createdAt.getTime()) / 60_000)).toBe(30);
      await database.db
        .update(userToken)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userToken.id, newest.id));
      refused(await check(mario.client, DEMO_USERS.mario, second), 'registration.tokenInvalid', TOKEN_INVALID);
      refused(await anonymize(mario.client, second), 'registration.tokenInvalid', TOKEN_INVALID);
      expect(await userRow(mario.userId)).toMatchObject({ email: DEMO_USERS.mario, anonymizedAt: null });
    });

    it('treats an anonymised account as no account, even one still holding its e-mail and password', async () => {
      const [ghost] = await database.db
        .insert(appUser)
        .values({
          email: 'fantasma@example.com',
          firstName: 'Anonimo',
          lastName: 'Anonimo',
          passwordHash: await hashPassword(DEMO_PASSWORD),
          confirmedAt: new Date(),
          anonymizedAt: new Date(),
        })
        .returning();
      refused(await login(client(app), 'fantasma@example.com', DEMO_PASSWORD), 'auth.invalidCredentials');
      const leftover = await customer(app, database.db, 'fantasma@example.com');
      expect(leftover.userId).toBe(ghost.id);
      refused(await leftover.client.get(`${R}/user_detail`), 'auth.required');
      expect((await leftover.client.get('/ebsn/api/auth/test')).body.user.userId).toBe(-1);
      await client(app).get(`${R}/password_reset_token_request?e_mail=fantasma%40example.com`);
      expect(await outbox(app, 'fantasma@example.com')).toHaveLength(0);
    });

    it('erases the person, ends every session and keeps the orders with their totals', async () => {
      const db = database.db;
      // Paolo, logged in twice, with everything a customer can leave behind
      const first = client(app);
      const second = client(app);
      okData(await login(first, DEMO_USERS.paolo, DEMO_PASSWORD));
      okData(await login(second, DEMO_USERS.paolo, DEMO_PASSWORD));
      const paolo = (await db.select().from(appUser).where(eq(appUser.email, DEMO_USERS.paolo)))[0];
      const id = paolo.id;
      const [home] = await db
        .insert(address)
        .values({
          userId: id,
          addressTypeId: 2,
          deliveryServiceId: 2,
          warehouseId: 1,
          addressName: 'Casa',
          address1: 'Via Mazzini',
          addressNumber: '4',
          postalcode: '37121',
          city: 'Verona',
          province: 'VR',
          doorbellName: 'Esposito',
          phone: '+39 045 1111111',
        })
        .returning();
      const [ownList] = await db.insert(wishList).values({ userId: id, name: 'Spesa di Paolo' }).returning();
      await db.insert(wishListItem).values({ listId: ownList.id, productId: 1, quantity: 2 });
      await db.insert(wishListShare).values({ listId: ownList.id, email: DEMO_USERS.giulia });
      const [giuliaList] = await db.insert(wishList).values({ userId: giulia.userId, name: 'Spesa di Giulia' }).returning();
      await db.insert(wishListShare).values({ listId: giuliaList.id, email: paolo.email });
      await db.insert(personFiscal).values({ userId: id, data: { firstName: 'Paolo', fiscalCode: paolo.fiscalCode! } });
      const [card] = await db
        .insert(userPaymentAuth)
        .values({
          userId: id,
          paymentTypeId: 12,
          providerToken: 'tok_paolo',
          creditCard: '4242 **** **** 4242',
          brand: 'visa',
          expireDate: '12/30',
        })
        .returning();
      await db.insert(socialIdentity).values({ provider: 'google', subject: 'paolo-sub', userId: id, email: DEMO_USERS.paolo });
      // login made the cart
      const [paoloCart] = await db
        .update(cart)
        .set({ infos: { order_comment: 'Citofonare Esposito' } })
        .where(eq(cart.userId, id))
        .returning();
      await db.insert(cartItem).values({ cartId: paoloCart.id, productId: 1, quantity: 1 });
      const order = {
        userId: id,
        orderStatusId: 8,
        warehouseId: 1,
        timeslotDate: '2026-01-10',
        timeslotId: 1,
        paymentTypeId: 12,
        userPaymentAuthId: card.id,
        goodsCents: 4990,
        deliveryFeeCents: 390,
        grossCents: 5380,
        preAuthorisedCents: 5649,
      };
      const [homeOrder] = await db
        .insert(customerOrder)
        .values({
          ...order,
          checkoutKey: 'paolo-1',
          deliveryServiceId: 2,
          addressId: home.id,
          shippingAddress: {
            addressId: home.id,
            addressTypeId: 2,
            addressType: 'home',
            addressName: 'Casa',
            address1: 'Via Mazzini',
            addressNumber: '4',
            postalcode: '37121',
            city: 'Verona',
            province: 'VR',
            doorbellName: 'Esposito',
            phone: '+39 045 1111111',
          },
          infos: { need_invoice: 'true', invoice_data: '{"firstName":"Paolo"}', order_comment: 'Citofonare Esposito' },
          accessTokenHash: 'hash-of-the-guest-link',
        })
        .returning();
      const pickupAddress = {
        addressId: 5,
        addressTypeId: 3,
        addressType: 'drive',
        addressName: 'Spesa Verona',
        address1: 'Corso Porta Nuova',
        city: 'Verona',
        province: 'VR',
      };
      const [pickupOrder] = await db
        .insert(customerOrder)
        .values({ ...order, checkoutKey: 'paolo-2', deliveryServiceId: 1, addressId: 5, shippingAddress: pickupAddress, grossCents: 1250 })
        .returning();
      await db.insert(orderItem).values({
        orderId: homeOrder.id,
        productId: 1,
        name: 'Acqua Minerale Naturale',
        kind: 'Pezzo',
        quantity: 2,
        unitPriceCents: 45,
        grossCents: 90,
      });
      await db.insert(payment).values({
        orderId: homeOrder.id,
        userId: id,
        paymentTypeId: 12,
        amountCents: 5380,
        status: 'succeeded',
        clientSecret: 'secret',
        cardLast4: '4242',
        cardBrand: 'visa',
        cardExpiry: '12/30',
      });
      await db.insert(orderNote).values({ orderId: homeOrder.id, userId: id, rating: 4, body: 'Il corriere Esposito è stato gentile' });
      await db
        .insert(parkingReservation)
        .values({ orderId: pickupOrder.id, userId: id, distanceMetres: 300, reservationInfo: 'Fiat Panda AB123CD' });

      okData(await requestToken(first));
      const token = await mailedToken(DEMO_USERS.paolo);
      okData(await check(second, DEMO_USERS.paolo, token));

      // two sessions racing with one code: exactly one erases, the other is refused
      const [a, b] = await Promise.all([anonymize(first, token), anonymize(second, token)]);
      const winner = a.body.response.status === 0 ? a : b;
      const loser = winner === a ? b : a;
      expect(okData(winner)).toEqual({ anonymized: true });
      expect(winner.body.user.userId).toBe(-1);
      expect(winner.body.response.infos[0]).toMatchObject({ code: 'registration.anonymized' });
      expect(loser.status).toBe(200);
      expect(loser.body.response.status).toBe(1);
      expect(['registration.tokenInvalid', 'auth.required']).toContain(errorCodes(loser)[0]);

      // the code is spent: used again it is refused, by anyone
      refused(await anonymize(first, token), 'auth.required');
      refused(await anonymize(giulia.client, token), 'registration.tokenInvalid');

      // every session is over, this request's too
      for (const c of [first, second]) {
        expect((await c.get('/ebsn/api/auth/test')).body.user.userId).toBe(-1);
        refused(await c.get(`${R}/user_detail`), 'auth.required');
      }
      expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);

      // nobody can log in with the old e-mail and password, nor get a reset link for it
      refused(await login(client(app), DEMO_USERS.paolo, DEMO_PASSWORD), 'auth.invalidCredentials');
      okData(await client(app).get(`${R}/password_reset_token_request?e_mail=${encodeURIComponent(DEMO_USERS.paolo)}`));
      expect(await outbox(app, DEMO_USERS.paolo)).toHaveLength(0);

      // the row holds no personal data
      const row = await userRow(id);
      expect(row).toMatchObject({
        email: anonymousEmail(id),
        passwordHash: null,
        firstName: 'Anonimo',
        lastName: 'Anonimo',
        phone: null,
        fiscalCode: null,
        birthDate: null,
        birthCountry: null,
        birthPlace: null,
        birthProvince: null,
        gender: null,
        address1: null,
        addressNumber: null,
        postalcode: null,
        city: null,
        province: null,
        mfaSecret: null,
        fidelityCard: null,
        userPoints: null,
      });
      expect(row.anonymizedAt).toBeInstanceOf(Date);
      expect(JSON.stringify(row)).not.toMatch(/Paolo|Esposito|paolo/i);

      // what only served the person is gone; Giulia's own list is not
      expect(await db.select().from(socialIdentity).where(eq(socialIdentity.userId, id))).toEqual([]);
      expect(await db.select().from(userToken).where(eq(userToken.userId, id))).toEqual([]);
      expect(await db.select().from(address).where(eq(address.userId, id))).toEqual([]);
      expect(await db.select().from(personFiscal).where(eq(personFiscal.userId, id))).toEqual([]);
      expect(await db.select().from(userPaymentAuth).where(eq(userPaymentAuth.userId, id))).toEqual([]);
      expect(await db.select().from(wishList).where(eq(wishList.userId, id))).toEqual([]);
      expect(await db.select().from(wishListItem).where(eq(wishListItem.listId, ownList.id))).toEqual([]);
      expect(
        await db
          .select()
          .from(wishListShare)
          .where(inArray(wishListShare.listId, [ownList.id, giuliaList.id])),
      ).toEqual([]);
      expect(await db.select().from(wishList).where(eq(wishList.id, giuliaList.id))).toHaveLength(1);
      expect(await db.select().from(cart).where(eq(cart.userId, id))).toEqual([]);
      expect(await db.select().from(cartItem).where(eq(cartItem.cartId, paoloCart.id))).toEqual([]);
      expect(await db.select().from(parkingReservation).where(eq(parkingReservation.userId, id))).toEqual([]);

      // the orders stay, with their totals and lines, without the person
      const orders = await db.select().from(customerOrder).where(eq(customerOrder.userId, id));
      expect(orders.map((o) => [o.id, o.grossCents, o.goodsCents, o.orderStatusId]).sort()).toEqual(
        [
          [homeOrder.id, 5380, 4990, 8],
          [pickupOrder.id, 1250, 4990, 8],
        ].sort(),
      );
      const homeNow = orders.find((o) => o.id === homeOrder.id)!;
      expect(homeNow.shippingAddress).toEqual({
        addressTypeId: 2,
        addressType: 'home',
        addressId: home.id,
        addressName: 'Anonimo',
        address1: 'Anonimo',
        postalcode: '37121',
        city: 'Verona',
        province: 'VR',
      });
      expect(homeNow.addressId).toBeNull();
      expect(homeNow.infos).toEqual({ need_invoice: 'true' });
      expect(homeNow.accessTokenHash).toBeNull();
      expect(homeNow.createdAt).toEqual(homeOrder.createdAt);
      const pickupNow = orders.find((o) => o.id === pickupOrder.id)!;
      expect(pickupNow.shippingAddress).toEqual(pickupAddress);
      expect(pickupNow.addressId).toBe(5);
      expect(await db.select().from(orderItem).where(eq(orderItem.orderId, homeOrder.id))).toHaveLength(1);
      const [paid] = await db.select().from(payment).where(eq(payment.orderId, homeOrder.id));
      expect(paid).toMatchObject({ amountCents: 5380, status: 'succeeded', cardLast4: null, cardExpiry: null, cardBrand: 'visa' });
      const [note] = await db.select().from(orderNote).where(eq(orderNote.orderId, homeOrder.id));
      expect(note).toMatchObject({ rating: 4, body: '' });

      // the other customers are untouched
      expect(await userRow(giulia.userId)).toMatchObject({ email: DEMO_USERS.giulia, anonymizedAt: null, firstName: 'Giulia' });
      okData(await giulia.client.get(`${R}/user_detail`));
    });
  });
});
