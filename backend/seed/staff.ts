// The chain's staff of the demo world (decision 054, README "Demo accounts"): one of each role, with
// a known password and a known TOTP secret so anyone trying the shop (and the e2e journeys) can make
// the sign-on pin: any authenticator app with the secret, or `npm run staff-pin -- <username>`.
// - marco.preparatore: picker in the Veneto stores;
// - elena.responsabile: store manager of the Veneto stores (sees their audit);
// - chiara.assistenza: customer care, not tied to a store (searches customers and shops for them).
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta, staffUser, warehouse } from '../db/schema';
import { hashPassword } from '../accounts/passwords';

export const STAFF_SEED_VERSION = '1';
export const STAFF_PASSWORD = 'Staff!2026';
/** the region whose stores the demo picker and store manager work for */
export const STAFF_REGION = 'Veneto';

/** base32 TOTP secrets (SHA-1, 6 digits, 30 s), published on purpose: these are demo accounts */
export const DEMO_STAFF = {
  picker: {
    username: 'marco.preparatore',
    firstName: 'Marco',
    lastName: 'Ferri',
    roles: ['picker'],
    totpSecret: 'PICKERSPESA23456',
    stores: true,
  },
  manager: {
    username: 'elena.responsabile',
    firstName: 'Elena',
    lastName: 'Galli',
    roles: ['store-manager'],
    totpSecret: 'MANAGERSPESA2345',
    stores: true,
  },
  care: {
    username: 'chiara.assistenza',
    firstName: 'Chiara',
    lastName: 'Marini',
    roles: ['customer-care'],
    totpSecret: 'CARESPESA2345672',
    stores: false,
  },
} as const;

type Db = Pick<Database, 'select' | 'insert'>;

export async function staffSeeded(db: Pick<Database, 'select'>): Promise<boolean> {
  return (await db.select().from(appMeta).where(eq(appMeta.key, 'staff_seed_version'))).length > 0;
}

export async function seedStaff(db: Db): Promise<void> {
  const stores = await db.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.region, STAFF_REGION)).orderBy(warehouse.id);
  const storeIds = stores.map((s) => s.id);
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  const usernames = Object.values(DEMO_STAFF).map((s) => s.username);
  const existing = new Set(
    (await db.select({ username: staffUser.username }).from(staffUser).where(inArray(staffUser.username, usernames))).map(
      (r) => r.username,
    ),
  );
  for (const member of Object.values(DEMO_STAFF)) {
    if (existing.has(member.username)) continue;
    await db.insert(staffUser).values({
      username: member.username,
      passwordHash,
      firstName: member.firstName,
      lastName: member.lastName,
      roles: [...member.roles],
      warehouseIds: member.stores ? storeIds : [],
      totpSecret: member.totpSecret,
    });
  }
  await db.insert(appMeta).values({ key: 'staff_seed_version', value: STAFF_SEED_VERSION }).onConflictDoNothing();
}
