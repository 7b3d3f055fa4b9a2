// The login pin (TOTP) of accounts that have it on, and switching it on and off.
import { generateTOTP } from '@epic-web/totp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appUser, userToken } from '../../backend/db/schema';
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

/** the pin of `secret`, `stepsAhead` 30-second periods from now (generateTOTP reads the clock itself) */
async function pinFor(secret: string, stepsAhead = 0): Promise<string> {
  const RealDate = Date;
  const shifted = RealDate.now() + stepsAhead * 30_000;
  globalThis.Date = class extends RealDate {
    constructor(...args: []) {
      if (args.length) super(...args);
      else super(shifted);
    }
    static now = () => shifted;
  } as DateConstructor;
  try {
    return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
  } finally {
    globalThis.Date = RealDate;
  }
}

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

  it('switches the pin on only after a first pin from the secret shown, and off only with the password or a pin', async () => {
    const shopper = client(app);
    const update = (form: Record<string, string>) => shopper.postForm('/ebsn/api/registration/update_mfa', form);
    expect(errorCodes(await shopper.get('/ebsn/api/registration/mfa_enabled'))).toEqual(['auth.required']);
    await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD);
    expect((await shopper.get('/ebsn/api/registration/mfa_enabled')).body.data).toEqual({ enabled: false });

    // the first step asks for the password (a stolen session cannot lock the owner out)
    expect(errorCodes(await update({ enabled: 'true' }))).toEqual(['error.validation']);
    expect(errorCodes(await update({ enabled: 'true', password: 'Sbagliata!1' }))).toEqual(['auth.invalidCredentials']);
    // then it makes a secret and shows it, but the login does not ask for a pin yet
    const started = await update({ enabled: 'true', password: DEMO_PASSWORD });
    expect(started.body.response.status).toBe(0);
    const { secret, otpauthUri } = started.body.data.pending;
    expect(started.body.data.enabled).toBe(false);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Spesa:mario\.rossi%40example\.com\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('digits=6');
    expect(otpauthUri).toContain('period=30');
    // shown again to its owner while it waits
    expect((await shopper.get('/ebsn/api/registration/mfa_enabled')).body.data).toEqual({
      enabled: false,
      pending: { secret, otpauthUri },
    });
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);

    // a wrong first pin changes nothing; the right one switches it on, once
    expect(errorCodes(await update({ enabled: 'true', mfa_pin: '000000' }))).toEqual(['auth.mfaInvalid']);
    expect(errorCodes(await update({ enabled: 'true', mfa_pin: 'abc' }))).toEqual(['auth.mfaInvalid']);
    const first = await pinFor(secret);
    const on = await update({ enabled: 'true', mfa_pin: first });
    expect(on.body.data).toEqual({ enabled: true });
    expect(on.body.response.infos[0].info).toMatch(/attivata/);
    expect((await shopper.get('/ebsn/api/registration/mfa_enabled')).body.data).toEqual({ enabled: true });
    expect((await shopper.get('/ebsn/api/registration/user_detail')).body.data.mfaEnabled).toBe(true);
    // asked again: no new secret, the old one is not shown again
    expect((await update({ enabled: 'true', password: DEMO_PASSWORD })).body.data).toEqual({ enabled: true });

    expect(errorCodes(await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD))).toEqual(['auth.mfaRequired']);
    // the first pin was spent switching it on: it cannot log in again
    expect(errorCodes(await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, { mfa_pin: first }))).toEqual(['auth.mfaInvalid']);

    // off: not without a proof, not with a wrong password; with the password it goes
    expect(errorCodes(await update({ enabled: 'forse' }))).toEqual(['error.validation']);
    expect(errorCodes(await update({ enabled: 'false' }))).toEqual(['error.validation']);
    expect(errorCodes(await update({ enabled: 'false', password: 'Sbagliata!1' }))).toEqual(['auth.invalidCredentials']);
    expect((await shopper.get('/ebsn/api/registration/mfa_enabled')).body.data).toEqual({ enabled: true });
    const off = await update({ enabled: 'false', password: DEMO_PASSWORD });
    expect(off.body.data).toEqual({ enabled: false });
    expect((await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);
    const [row] = await database.db.select().from(appUser).where(eq(appUser.email, DEMO_USERS.mario));
    expect(row.mfaSecret).toBeNull();
  });

  it('puts the first pin that switches it on under the lockout (issue 26: eight wrong, then right, was accepted)', async () => {
    const fresh = await accountsDatabase(kind);
    try {
      const locking = accountsApp(fresh);
      const shopper = client(locking);
      const update = (form: Record<string, string>) => shopper.postForm('/ebsn/api/registration/update_mfa', form);
      await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD);
      const { secret } = (await update({ enabled: 'true', password: DEMO_PASSWORD })).body.data.pending;
      const right = await pinFor(secret);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 8; i++) await update({ enabled: 'true', mfa_pin: wrong });
      expect(errorCodes(await update({ enabled: 'true', mfa_pin: right }))).toEqual(['auth.locked']);
      expect((await shopper.get('/ebsn/api/registration/mfa_enabled')).body.data.enabled).toBe(false);
    } finally {
      await fresh.dispose();
    }
  });

  it('switches the pin off with a current pin instead of the password, and a setup expires', async () => {
    const shopper = client(app);
    const update = (form: Record<string, string>) => shopper.postForm('/ebsn/api/registration/update_mfa', form);
    await login(shopper, DEMO_USERS.mario, DEMO_PASSWORD);
    const start = () => update({ enabled: 'true', password: DEMO_PASSWORD });
    const { secret } = (await start()).body.data.pending;
    // a second start replaces the first secret: a pin of the first no longer switches it on
    const { secret: second } = (await start()).body.data.pending;
    expect(second).not.toBe(secret);
    expect(errorCodes(await update({ enabled: 'true', mfa_pin: await pinFor(secret) }))).toEqual(['auth.mfaInvalid']);
    // nothing waits once it expired
    await database.db
      .update(userToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userToken.purpose, 'mfa'));
    expect(errorCodes(await update({ enabled: 'true', mfa_pin: await pinFor(second) }))).toEqual(['auth.mfaSetupExpired']);
    expect((await shopper.get('/ebsn/api/registration/mfa_enabled')).body.data).toEqual({ enabled: false });

    const { secret: third } = (await start()).body.data.pending;
    expect((await update({ enabled: 'true', mfa_pin: await pinFor(third) })).body.data).toEqual({ enabled: true });
    // the same step's pin was spent: the next step's is a current pin
    const next = await pinFor(third, 1);
    expect(errorCodes(await update({ enabled: 'false', mfa_pin: '123' }))).toEqual(['auth.mfaInvalid']);
    expect((await update({ enabled: 'false', mfa_pin: next })).body.data).toEqual({ enabled: false });
  });
});
