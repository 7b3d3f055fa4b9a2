// The login pin (TOTP) of accounts that have it on, and switching it on and off.
import { generateTOTP } from '@epic-web/totp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appUser } from '../../backend/db/schema';
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
} from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

const pinFor = async (secret: string) => (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;

describe.each(backendKinds)('multi-factor pin (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    app = accountsApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  // each test may use the current pin once
  beforeEach(async () => {
    await database.db.update(appUser).set({ mfaLastStep: null });
  });

  it('asks for the pin after the right password only, then logs in with the right pin', async () => {
    const shopper = client(app);
    const wrongPassword = await login(shopper, DEMO_USERS.giulia, 'Sbagliata!1');
    expect(errorCodes(wrongPassword)).toEqual(['auth.invalidCredentials']);

    const asked = await login(shopper, DEMO_USERS.giulia, DEMO_PASSWORD);
    expect(errorCodes(asked)).toEqual(['auth.mfaRequired']);
    expect(errorTexts(asked)[0]).toMatch(/codice di verifica/);
    expect(asked.body.user.userId).toBe(-1);

    const current = await pinFor(DEMO_MFA_SECRET);
    const wrongPin = await login(shopper, DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: current === '000000' ? '111111' : '000000' });
    expect(errorCodes(wrongPin)).toEqual(['auth.mfaInvalid']);
    expect(errorCodes(await login(shopper, DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: 'abcdef' }))).toEqual(['auth.mfaInvalid']);
    // the pin does not replace the password
    expect(errorCodes(await login(shopper, DEMO_USERS.giulia, 'Sbagliata!1', { mfa_pin: await pinFor(DEMO_MFA_SECRET) }))).toEqual([
      'auth.invalidCredentials',
    ]);

    const ok = await login(shopper, DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: await pinFor(DEMO_MFA_SECRET) });
    expect(ok.body.response.status).toBe(0);
    expect(ok.body.user.login).toBe(DEMO_USERS.giulia);
  });

  it('accepts a pin once: a replay within its 90 seconds is refused', async () => {
    const pin = await pinFor(DEMO_MFA_SECRET);
    expect((await login(client(app), DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: pin })).body.response.status).toBe(0);
    expect(errorCodes(await login(client(app), DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: pin }))).toEqual(['auth.mfaInvalid']);
  });

  it('counts wrong pins as failures for the lockout', async () => {
    const fresh = await accountsDatabase(kind);
    try {
      const locking = accountsApp(fresh);
      for (let i = 0; i < 5; i++) await login(client(locking), DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: '12345' });
      expect(
        errorCodes(await login(client(locking), DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: await pinFor(DEMO_MFA_SECRET) })),
      ).toEqual(['auth.locked']);
    } finally {
      await fresh.dispose();
    }
  });

  it('switches the pin on (the secret shown once) and off', async () => {
    const shopper = client(app);
    expect(errorCodes(await shopper.get('/ebsn/api/registration/mfa_enabled'))).toEqual(['auth.required']);
    await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD);
    expect((await shopper.get('/ebsn/api/registration/mfa_enabled')).body.data).toEqual({ enabled: false });

    const on = await shopper.postForm('/ebsn/api/registration/update_mfa', { enabled: 'true' });
    expect(on.body.response.status).toBe(0);
    const { secret, otpauthUri, enabled } = on.body.data;
    expect(enabled).toBe(true);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Spesa:mario\.rossi%40example\.com\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('digits=6');
    expect(otpauthUri).toContain('period=30');
    expect((await shopper.get('/ebsn/api/registration/mfa_enabled')).body.data).toEqual({ enabled: true });
    expect((await shopper.get('/ebsn/api/registration/user_detail')).body.data.mfaEnabled).toBe(true);
    // asked again: no new secret, the old one is not shown again
    expect((await shopper.postForm('/ebsn/api/registration/update_mfa', { enabled: 'true' })).body.data).toEqual({ enabled: true });

    expect(errorCodes(await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD))).toEqual(['auth.mfaRequired']);
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, { mfa_pin: await pinFor(secret) })).body.response.status).toBe(0);

    expect(errorCodes(await shopper.postForm('/ebsn/api/registration/update_mfa', { enabled: 'forse' }))).toEqual(['error.validation']);
    expect((await shopper.postForm('/ebsn/api/registration/update_mfa', { enabled: 'false' })).body.data).toEqual({ enabled: false });
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);
    const [row] = await database.db.select().from(appUser).where(eq(appUser.email, DEMO_USERS.mario));
    expect(row.mfaSecret).toBeNull();
  });
});
