// Staff accounts (decision 054): looked up by username, signed on with password and a TOTP pin.
// The pin uses the settings of the customers' MFA (accounts/mfa.ts) and is good once: its step is
// spent by a conditional update, so a pin read over a shoulder cannot be replayed.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { pinStep } from '../accounts/mfa';
import type { Database } from '../db/client';
import { staffUser } from '../db/schema';
import type { StaffMember } from '../ebsn/context';

export const STAFF_ROLES = ['picker', 'store-manager', 'customer-care'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffAccount = typeof staffUser.$inferSelect;

export type { StaffMember };

export const USERNAME_MAX = 64;

export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

export async function findStaffByUsername(db: Database, username: string): Promise<StaffAccount | undefined> {
  if (!username || username.length > USERNAME_MAX) return undefined;
  const [row] = await db
    .select()
    .from(staffUser)
    .where(eq(sql`lower(${staffUser.username})`, username))
    .limit(1);
  return row;
}

export async function findStaffById(db: Database, id: number): Promise<StaffMember | undefined> {
  const [row] = await db.select().from(staffUser).where(eq(staffUser.id, id)).limit(1);
  return row ? staffMember(row) : undefined;
}

export function staffMember(row: StaffAccount): StaffMember {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    // a role the code does not know grants nothing
    roles: row.roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r)),
    warehouseIds: row.warehouseIds,
  };
}

/** A role check passes when any of the given roles is present (account.md §6). */
export function hasAnyRole(member: Pick<StaffMember, 'roles'>, roles: readonly StaffRole[]): boolean {
  return roles.some((role) => member.roles.includes(role));
}

/** true when the pin is right now and its step was not used before (the step is then spent) */
export async function acceptStaffPin(db: Database, account: Pick<StaffAccount, 'id' | 'totpSecret'>, pin: string): Promise<boolean> {
  const step = await pinStep(account.totpSecret, pin);
  if (step === null) return false;
  const spent = await db
    .update(staffUser)
    .set({ totpLastStep: step })
    .where(and(eq(staffUser.id, account.id), or(isNull(staffUser.totpLastStep), lt(staffUser.totpLastStep, step))))
    .returning({ id: staffUser.id });
  return spent.length === 1;
}
