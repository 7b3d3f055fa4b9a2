// Places test helpers: a database with the demo chain's stores, the two demo customers and the
// places seed (zones, streets, pickup points, company codes, demo homes), without the catalogue;
// and both demo customers logged in on their own clients.
import { generateTOTP } from '@epic-web/totp';
import { eq } from 'drizzle-orm';
import type { App } from '../../../backend/app';
import type { Database } from '../../../backend/db/client';
import { appUser } from '../../../backend/db/schema';
import { seedAccounts } from '../../../backend/seed/accounts';
import { seedStores } from '../../../backend/seed/index';
import { seedPlaces } from '../../../backend/seed/places';
import { client, DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_USERS, login, type Client } from './accounts';
import { openTestDatabase, type BackendKind, type TestDatabase } from './database';

export async function placesDatabase(kind: BackendKind): Promise<TestDatabase> {
  const database = await openTestDatabase(kind);
  await seedStores(database.db);
  await seedAccounts(database.db);
  await seedPlaces(database.db);
  return database;
}

export type Customer = { client: Client; userId: number };

async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, email)).limit(1);
  return row.id;
}

/** Mario (no MFA) and Giulia (MFA pin), each logged in on a client of their own */
export async function demoCustomers(app: App, db: Database): Promise<{ mario: Customer; giulia: Customer }> {
  const mario = client(app);
  const giulia = client(app);
  const m = await login(mario, DEMO_USERS.mario, DEMO_PASSWORD);
  const pin = (await generateTOTP({ secret: DEMO_MFA_SECRET, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
  const g = await login(giulia, DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: pin });
  if (m.body.response.status !== 0 || g.body.response.status !== 0) throw new Error('demo customers could not log in');
  return {
    mario: { client: mario, userId: await userId(db, DEMO_USERS.mario) },
    giulia: { client: giulia, userId: await userId(db, DEMO_USERS.giulia) },
  };
}
