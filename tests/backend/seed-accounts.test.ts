// The demo customers and consents of the seed: the README's credentials work, and a database seeded
// before accounts existed gets them on its next start.
import { generateTOTP } from '@epic-web/totp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../backend/db/seeding';
import { appMeta, appUser, registrationDisclaimer, userDisclaimer } from '../../backend/db/schema';
import { seedAccounts } from '../../backend/seed/accounts';
import { silentLog } from './helpers/app';
import { accountsApp, client, DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_USERS, errorCodes, login } from './helpers/accounts';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

describe.each(backendKinds)('seeded accounts (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // a world seeded before accounts existed: seed_version set, no accounts
    await database.db.insert(appMeta).values({ key: 'seed_version', value: '1' });
    expect(await seedIfNeeded(database.db, silentLog)).toBe(false);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('completes an older seeded database with consents and demo customers, once', async () => {
    expect(await database.db.select().from(registrationDisclaimer)).toHaveLength(3);
    expect(await database.db.select().from(appUser)).toHaveLength(4);
    await seedAccounts(database.db);
    expect(await seedIfNeeded(database.db, silentLog)).toBe(false);
    expect(await database.db.select().from(appUser)).toHaveLength(4);
    expect(await database.db.select().from(userDisclaimer)).toHaveLength(11);
  });

  it("logs Mario in with the README's password", async () => {
    const answer = await login(client(accountsApp(database)), DEMO_USERS.mario, DEMO_PASSWORD);
    expect(answer.body.response.status).toBe(0);
    expect(answer.body.user).toMatchObject({ login: DEMO_USERS.mario, profileConfirmed: true });
  });

  it("asks Giulia for the pin of the README's fixed secret", async () => {
    const app = accountsApp(database);
    expect(errorCodes(await login(client(app), DEMO_USERS.giulia, DEMO_PASSWORD))).toEqual(['auth.mfaRequired']);
    const pin = (await generateTOTP({ secret: DEMO_MFA_SECRET, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
    expect((await login(client(app), DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: pin })).body.response.status).toBe(0);
  });

  it('stores argon2id hashes, never the password', async () => {
    const [mario] = await database.db.select().from(appUser).where(eq(appUser.email, DEMO_USERS.mario));
    expect(mario.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(mario.passwordHash).not.toContain(DEMO_PASSWORD);
  });
});
