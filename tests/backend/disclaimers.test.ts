// Consents: the registration module's disclaimers, the user's answers, the ones still missing after
// login (Giulia has one), and their update (a required one cannot be refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclaimerListSchema, missingDisclaimersSchema } from '~/ebsn/account-schemas';
import { generateTOTP } from '@epic-web/totp';
import {
  accountsApp,
  accountsDatabase,
  client,
  DEMO_MFA_SECRET,
  DEMO_PASSWORD,
  DEMO_USERS,
  errorCodes,
  errorTexts,
  login,
  type Client,
} from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

describe.each(backendKinds)('consents (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;
  let giulia: Client;
  let mario: Client;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    app = accountsApp(database);
    giulia = client(app);
    const pin = (await generateTOTP({ secret: DEMO_MFA_SECRET, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
    expect((await login(giulia, DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: pin })).body.response.status).toBe(0);
    mario = client(app);
    expect((await login(mario, DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('lists the registration disclaimers of store 5, module type 2, to anyone', async () => {
    for (const path of [
      '/ebsn/api/registration-disclaimer/list',
      '/ebsn/api/registration-disclaimer/list?store_id=5&registration_module_type_id=2',
    ]) {
      const answer = await client(app).get(path);
      const list = disclaimerListSchema.parse(answer.body.data).registrationDisclaimers;
      expect(list.map((d) => [d.registrationDisclaimerId, d.disclaimerTitle, d.required])).toEqual([
        [1, 'Informativa privacy', 'true'],
        [2, 'Consenso marketing', 'false'],
        [3, 'Profilazione', 'false'],
      ]);
      expect(list[0].disclaimerContent).toMatch(/^<p>.*GDPR/);
      expect(list.every((d) => d.value === null)).toBe(true);
    }
    const other = await client(app).get('/ebsn/api/registration-disclaimer/list?store_id=6');
    expect(other.body.data.registrationDisclaimers).toEqual([]);
    expect((await client(app).get('/ebsn/api/registration-disclaimer/list?store_id=abc')).status).toBe(400);
  });

  it("lists the user's answers", async () => {
    const answer = await giulia.get('/ebsn/api/user-registration-disclaimer/list-by-type?registration_module_type_id=2');
    const list = disclaimerListSchema.parse(answer.body.data).registrationDisclaimers;
    expect(list.map((d) => [d.registrationDisclaimerId, d.value])).toEqual([
      [1, 'true'],
      [2, 'false'],
      [3, null],
    ]);
    expect(errorCodes(await client(app).get('/ebsn/api/user-registration-disclaimer/list-by-type'))).toEqual(['auth.required']);
  });

  it('finds the consents still to give: one for Giulia, none for Mario', async () => {
    const answer = await giulia.get('/ebsn/api/user-registration-disclaimer/check-disclaimer');
    const modules = missingDisclaimersSchema.parse(answer.body.data).registrationModules;
    expect(modules).toHaveLength(1);
    expect(modules[0].registrationModuleId).toBe(2);
    expect(modules[0].registrationModuleDisclaimers.map((d) => d.disclaimerTitle)).toEqual(['Profilazione']);
    expect(answer.body.data.registrationModules[0].registrationModuleType).toEqual({ registrationModuleTypeId: 2, name: 'REG_WEB' });

    const none = await mario.get('/ebsn/api/user-registration-disclaimer/check-disclaimer');
    expect(none.body.data).toEqual({ registrationModules: [] });
    expect(errorCodes(await client(app).get('/ebsn/api/user-registration-disclaimer/check-disclaimer'))).toEqual(['auth.required']);
  });

  it('refuses to set a required consent to false, changing nothing', async () => {
    const answer = await giulia.postJson('/ebsn/api/user-registration-disclaimer/update-disclaimer', {
      disclaimers: [
        { registrationDisclaimerId: 3, value: 'true' },
        { registrationDisclaimerId: 1, value: 'false' },
      ],
    });
    expect(answer.body.response.status).not.toBe(0);
    expect(errorTexts(answer)).toEqual(['È obbligatorio accettare questo consenso per procedere']);
    expect(answer.body.response.errors[0]).toMatchObject({ code: 'disclaimer.required', registrationDisclaimerId: 1 });
    const still = await giulia.get('/ebsn/api/user-registration-disclaimer/check-disclaimer');
    expect(still.body.data.registrationModules).toHaveLength(1);

    const unknown = await giulia.postJson('/ebsn/api/user-registration-disclaimer/update-disclaimer', {
      disclaimers: [{ registrationDisclaimerId: 99, value: 'true' }],
    });
    expect(errorCodes(unknown)).toEqual(['disclaimer.unknown']);
  });

  it('updates the answers; the dialog then has nothing left to ask', async () => {
    const answer = await giulia.postJson('/ebsn/api/user-registration-disclaimer/update-disclaimer', {
      disclaimers: [
        { registrationDisclaimerId: 3, value: 'false' },
        { registrationDisclaimerId: '2', value: 'true' },
      ],
    });
    expect(answer.body.response.status).toBe(0);
    const list = disclaimerListSchema.parse(answer.body.data).registrationDisclaimers;
    expect(list.map((d) => [d.registrationDisclaimerId, d.value])).toEqual([
      [1, 'true'],
      [2, 'true'],
      [3, 'false'],
    ]);
    expect((await giulia.get('/ebsn/api/user-registration-disclaimer/check-disclaimer')).body.data.registrationModules).toEqual([]);
  });

  it('refuses malformed updates with 400 and guests with auth.required', async () => {
    for (const body of [
      { disclaimers: [{ registrationDisclaimerId: 2, value: 'yes' }] },
      { disclaimers: 'all' },
      {},
      'x',
      // an id is a number or its digits: not true, [1] or [[[1]]] taken for 1
      ...[true, [1], [[[1]]], '1e0', ''].map((registrationDisclaimerId) => ({
        disclaimers: [{ registrationDisclaimerId, value: 'true' }],
      })),
    ]) {
      expect((await mario.postJson('/ebsn/api/user-registration-disclaimer/update-disclaimer', body)).status).toBe(400);
    }
    const guest = await client(app).postJson('/ebsn/api/user-registration-disclaimer/update-disclaimer', { disclaimers: [] });
    expect(errorCodes(guest)).toEqual(['auth.required']);
  });
});
