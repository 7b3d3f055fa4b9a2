// Reading users: by e-mail, the envelope's user of a session, and the shapes the contract gives
// (accountUserSchema in login answers, userDetailSchema in registration/user_detail).
// An anonymised account (anonymized_at set, account.md §4) is no account for any of these: its row
// stays only so that its orders keep an owner id.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { appUser, userToken } from '../db/schema';
import { guestUser, type EnvelopeUser } from '../ebsn/context';
import type { UserResolver } from '../ebsn/session';
import { normalizeLogin } from '../../domain/validators';
import { present } from '../ebsn/null-free';

export type User = typeof appUser.$inferSelect;

/** e-mails are compared lower-case and without spaces (the login rule of the spec) */
export const normalizeEmail = (email: string) => normalizeLogin(email);

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const normalized = normalizeEmail(email);
  if (!normalized) return undefined;
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(sql`lower(${appUser.email}) = ${normalized}`, isNull(appUser.anonymizedAt)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.id, id), isNull(appUser.anonymizedAt)))
    .limit(1);
  return row;
}

// every customer's call reads it (backend/db/prepared.ts)
const envelopeUserRow = preparedQuery('envelope_user', (db: Database, name) =>
  db
    .select({ id: appUser.id, email: appUser.email, confirmedAt: appUser.confirmedAt })
    .from(appUser)
    .where(and(eq(appUser.id, sql.placeholder('userId')), isNull(appUser.anonymizedAt)))
    .limit(1)
    .prepare(name),
);

/** The envelope's user of a session: the account's e-mail as login, confirmed once the e-mail is. */
export function userResolver(db: Database): UserResolver {
  return async (state, read) => {
    if (state.userId <= 0) return guestUser;
    // read with the session by the session middleware (backend/ebsn/session.ts)
    if (read !== undefined) return read ? envelopeUser(read) : guestUser;
    const [row] = await envelopeUserRow(db).execute({ userId: state.userId });
    // a session whose user is gone (or anonymised) is a guest's
    return row ? envelopeUser(row) : guestUser;
  };
}

export const envelopeUser = (u: Pick<User, 'id' | 'email' | 'confirmedAt'>): EnvelopeUser => ({
  userId: u.id,
  login: u.email,
  profileConfirmed: u.confirmedAt !== null,
});

/** profile level 1 = every personal field there (the spec's minimum for fast checkout) */
function profileLevel(u: User): number {
  const fields = [u.firstName, u.lastName, u.phone, u.birthDate, u.gender, u.address1, u.postalcode, u.city, u.province];
  return fields.every((f) => f !== null && f !== '') && (u.noFiscalCode || !!u.fiscalCode) ? 1 : 0;
}

/** accountUserSchema of the contract */
export function accountUser(u: User) {
  return {
    userId: u.id,
    login: u.email,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profile: { confirmed: u.confirmedAt !== null, level: profileLevel(u) },
    // left out, not null, for a customer without a loyalty card
    ...present({ fidelityCard: u.fidelityCard, userPoints: u.userPoints }),
  };
}

/** userDetailSchema of the contract, with the rest of the registration data beside it */
export async function userDetail(db: Database, u: User) {
  const [pending] = await db
    .select({ payload: userToken.payload })
    .from(userToken)
    .where(and(eq(userToken.userId, u.id), eq(userToken.purpose, 'email'), isNull(userToken.usedAt), gt(userToken.expiresAt, sql`now()`)))
    .orderBy(desc(userToken.createdAt))
    .limit(1);
  return {
    ...accountUser(u),
    phone: u.phone,
    fiscalCode: u.fiscalCode,
    noFiscalCode: u.noFiscalCode,
    birthDate: u.birthDate,
    birthCountry: u.birthCountry,
    birthPlace: u.birthPlace,
    birthProvince: u.birthProvince,
    gender: u.gender,
    address: { address1: u.address1, addressNumber: u.addressNumber, postalcode: u.postalcode, city: u.city, province: u.province },
    mfaEnabled: u.mfaSecret !== null,
    pendingEmail: typeof pending?.payload?.newEmail === 'string' ? pending.payload.newEmail : null,
    hasPassword: u.passwordHash !== null,
  };
}
