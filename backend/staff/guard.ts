// Who the staff member of a request is, and the guard of the staff calls (decision 054). The session
// middleware has read the session; this reads its staff member once per request. A staff session
// whose account is gone acts for nobody.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps, StaffMember } from '../ebsn/context';
import { fail } from '../ebsn/envelope';
import { findStaffById, hasAnyRole, type StaffRole } from './accounts';
import { STAFF_CODES, STAFF_TEXT } from './messages';

export function staffMiddleware(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const staffUserId = c.get('session')?.staffUserId;
    if (staffUserId) {
      const member = await findStaffById(deps.db, staffUserId);
      if (member) c.set('staff', member);
    }
    await next();
  });
}

/**
 * The signed-on staff member when they hold any of `roles` (account.md §6), or the answer to return:
 * not a staff session, `auth.staffRequired`; a staff member without the role, `auth.staffForbidden`
 * (HTTP 403: a page of ours never asks for it).
 */
export function requireStaff(c: Context<AppEnv>, roles: readonly StaffRole[]): { staff: StaffMember } | { answer: Response } {
  const staff = c.get('staff');
  if (!staff) return { answer: fail(c, { code: STAFF_CODES.staffRequired, error: STAFF_TEXT.staffRequired }) };
  if (!hasAnyRole(staff, roles)) return { answer: fail(c, { code: STAFF_CODES.forbidden, error: STAFF_TEXT.forbidden }, 403) };
  return { staff };
}

/** The customer a staff member is acting for, when they are (userId of a staff session). */
export function actingFor(c: Context<AppEnv>): number | undefined {
  const session = c.get('session');
  return c.get('staff') && session && session.userId > 0 ? session.userId : undefined;
}
