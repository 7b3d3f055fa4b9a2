// The chain's staff on the commerce API (account.md §7 backoffice calls, §6 roles; decision 054):
// POST /backoffice-access/sso-login (backoffice_user, password, otp), POST /sso-auth/logout,
// GET /user-search/list_user and GET|POST /user-search/select_user for customer care,
// GET /staff-audit/list for a store manager, and GET /user-audit/list for the customer: what staff
// did for them. The audit has no call that changes it.
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { clientAddress } from '../accounts/client-address';
import { attemptSucceeded, beginAttempt, forgetAttempt, lockoutKeys, minutesLeft, slowdownMs } from '../accounts/lockout';
import { CODES, TEXT, fieldError } from '../accounts/messages';
import { checkPassword } from '../accounts/passwords';
import { accountUser, userResolver } from '../accounts/users';
import { session as sessionTable } from '../db/schema';
import { readForm } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, failMany, ok } from '../ebsn/envelope';
import { requireUser } from '../ebsn/guards';
import { requestOrigin } from '../ebsn/origin';
import { endSession, replaceSession } from '../ebsn/session';
import { choiceParam, clampedIntParam, intParam, safeText, textParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { acceptStaffPin, findStaffByUsername, normalizeUsername, staffMember, USERNAME_MAX } from '../staff/accounts';
import { audited, auditOfCustomer, auditOfWarehouses } from '../staff/audit';
import { CUSTOMER_USER_TYPE, searchCustomers, selectableCustomer, USER_SORTS } from '../staff/customers';
import { requireStaff } from '../staff/guard';
import { STAFF_CODES, STAFF_TEXT } from '../staff/messages';

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export const USER_PAGE_SIZE = { default: 20, max: 50 } as const;
export const AUDIT_PAGE_SIZE = { default: 20, max: 100 } as const;

const listUserQuery = z.object({
  q: textParam(100),
  cod_int: textParam(30),
  page: clampedIntParam(1, 10_000),
  page_size: clampedIntParam(1, USER_PAGE_SIZE.max),
  sort: choiceParam(USER_SORTS),
  // the contract sends 2; staff never see another kind of account, whatever is asked
  user_type_id: intParam(-MAX_ID, MAX_ID),
});

/** -1 (or nothing): stop acting for a customer */
const selectQuery = z.object({ user_id: intParam(-1, MAX_ID) });

const pageQuery = z.object({ page: clampedIntParam(1, 10_000), page_size: clampedIntParam(1, AUDIT_PAGE_SIZE.max) });

export function staffRoutes(deps: Deps) {
  const { db, config } = deps;
  const resolveUser = userResolver(db);

  /** the customer a staff session acts for from now (or nobody): the same token, its user changed */
  const actFor = async (c: Context<AppEnv>, userId: number) => {
    const state = c.get('session')!;
    await db.update(sessionTable).set({ userId }).where(eq(sessionTable.tokenHash, state.tokenHash));
    state.userId = userId;
    c.set('user', await resolveUser(state));
  };

  const select = async (c: Context<AppEnv>, userId: number | undefined) => {
    const guard = requireStaff(c, ['customer-care']);
    if ('answer' in guard) return guard.answer;
    const state = c.get('session')!;
    const before = state.userId > 0 ? state.userId : undefined;
    const staffUserId = guard.staff.id;
    if (userId === undefined || userId <= 0) {
      if (before) await audited(deps, { staffUserId, customerUserId: before, action: 'user-search/deselect_user' }, () => actFor(c, -1));
      return ok(c, { user: null });
    }
    const customer = await selectableCustomer(db, userId);
    if (!customer) return fail(c, { code: STAFF_CODES.userNotFound, error: STAFF_TEXT.userNotFound });
    // stopping for the one before is recorded as such; selecting, as the start for the new one
    if (before && before !== customer.id)
      await audited(deps, { staffUserId, customerUserId: before, action: 'user-search/deselect_user' }, () => actFor(c, -1));
    await audited(deps, { staffUserId, customerUserId: customer.id, action: 'user-search/select_user' }, () => actFor(c, customer.id));
    return ok(c, { user: accountUser(customer) });
  };

  return new Hono<AppEnv>()
    .post('/backoffice-access/sso-login', async (c) => {
      const form = await readForm(c);
      const username = normalizeUsername(form.backoffice_user ?? '');
      const password = form.password ?? '';
      const otp = (form.otp ?? '').replace(/\s+/g, '');
      const problems = [];
      if (!username) problems.push(fieldError(STAFF_CODES.validation, STAFF_TEXT.usernameRequired, 'backoffice_user'));
      // no staff username is that long or holds a NUL (which the lockout's table could not even store)
      else if (!safeText(USERNAME_MAX).safeParse(username).success)
        problems.push(fieldError(CODES.invalidCredentials, STAFF_TEXT.invalidCredentials));
      if (!password) problems.push(fieldError(STAFF_CODES.validation, STAFF_TEXT.passwordRequired, 'password'));
      if (problems.length) return failMany(c, problems);

      // the customers' lockout, on keys of their own ('staff:<username>'), and the same address count
      const address = clientAddress(requestOrigin(c), config);
      const attempt = await beginAttempt(db, config, lockoutKeys(`staff:${username}`, address));
      if (attempt.locked) return fail(c, { code: CODES.locked, error: TEXT.locked(minutesLeft(attempt.until)) });
      await sleep(slowdownMs(config, attempt.recentFailures));

      const account = await findStaffByUsername(db, username);
      // a dummy verification when the username is unknown: the same time and the same answer
      const passwordOk = await checkPassword(account?.passwordHash, password);
      if (!account || !passwordOk) return fail(c, { code: STAFF_CODES.invalidCredentials, error: STAFF_TEXT.invalidCredentials });
      if (!otp) {
        await forgetAttempt(db, attempt.ids);
        return failMany(c, [fieldError(STAFF_CODES.otpRequired, STAFF_TEXT.otpRequired, 'otp')]);
      }
      if (!(await acceptStaffPin(db, account, otp))) {
        return failMany(c, [fieldError(STAFF_CODES.otpInvalid, STAFF_TEXT.otpInvalid, 'otp')]); // counts as a failure
      }
      await attemptSucceeded(db, attempt.ids);
      // a new token (whatever was presented before is dead), on the staff's short lifetime
      await replaceSession(
        c,
        deps,
        { userId: -1, remember: false, staffUserId: account.id, warehouseId: c.get('session')?.warehouseId ?? null },
        resolveUser,
      );
      const member = staffMember(account);
      c.set('staff', member);
      return ok(c, { user: ssoUser(member) });
    })

    .post('/sso-auth/logout', async (c) => {
      // a customer's session is not a staff one: this call does not end it
      if (c.get('session')?.staffUserId) await endSession(c, deps);
      return ok(c, null);
    })

    .get('/user-search/list_user', validQuery(listUserQuery), async (c) => {
      const guard = requireStaff(c, ['customer-care']);
      if ('answer' in guard) return guard.answer;
      const q = c.req.valid('query');
      const data = await searchCustomers(db, {
        q: q.q?.trim() || undefined,
        codInt: q.cod_int?.trim() || undefined,
        page: q.page ?? 1,
        pageSize: q.page_size ?? USER_PAGE_SIZE.default,
        sort: q.sort ?? 'name',
      });
      return ok(c, { ...data, userTypeId: CUSTOMER_USER_TYPE });
    })

    .get('/user-search/select_user', validQuery(selectQuery), (c) => select(c, c.req.valid('query').user_id))
    .post('/user-search/select_user', async (c) => {
      const form = await readForm(c);
      const parsed = selectQuery.safeParse({ user_id: form.user_id });
      if (!parsed.success) return failMany(c, [fieldError(STAFF_CODES.validation, 'deve essere un numero intero', 'user_id')], 400);
      return select(c, parsed.data.user_id);
    })

    .get('/staff-audit/list', validQuery(pageQuery), async (c) => {
      const guard = requireStaff(c, ['store-manager']);
      if ('answer' in guard) return guard.answer;
      const q = c.req.valid('query');
      return ok(
        c,
        await auditOfWarehouses(db, guard.staff.warehouseIds, { page: q.page ?? 1, pageSize: q.page_size ?? AUDIT_PAGE_SIZE.default }),
      );
    })

    .get('/user-audit/list', validQuery(pageQuery), async (c) => {
      const found = await requireUser(c, db);
      if ('answer' in found) return found.answer;
      const q = c.req.valid('query');
      return ok(c, await auditOfCustomer(db, found.user.id, { page: q.page ?? 1, pageSize: q.page_size ?? AUDIT_PAGE_SIZE.default }));
    });
}

/** account.md §3: the single-sign-on user, its username and roles (and what the pages show of them) */
export function ssoUser(member: { username: string; firstName: string; lastName: string; roles: string[]; warehouseIds: number[] }) {
  return {
    username: member.username,
    firstName: member.firstName,
    lastName: member.lastName,
    roles: member.roles,
    warehouseIds: member.warehouseIds,
  };
}
