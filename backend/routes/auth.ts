// POST /ebsn/api/auth/login, POST /ebsn/api/auth/logout, GET /ebsn/api/auth/test (account.md §7,
// ebsn-wire.md "Login"). Login takes form fields login, password, remember_me, show_sectors,
// mfa_pin and token (reCAPTCHA); success answers the new session token in x-ebsn-account.
import { Hono } from 'hono';
import { clientAddress } from '../accounts/client-address';
import { attemptLogin, carriedData, hasMfaChallenge, rememberMfaChallenge, type LoginOutcome } from '../accounts/login';
import { CODES, TEXT, fieldError } from '../accounts/messages';
import { recaptchaPasses } from '../accounts/recaptcha';
import { accountUser, normalizeEmail, userResolver } from '../accounts/users';
import { customerCartId } from '../cart/carts';
import { mergeGuestCart } from '../cart/merge';
import { readForm } from '../ebsn/body';
import { ssoUser } from './staff';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, failMany, ok } from '../ebsn/envelope';
import { requestOrigin } from '../ebsn/origin';
import { endSession, ensureSession, replaceSession } from '../ebsn/session';
import { email as emailRule, MESSAGES } from '../../domain/validators';

const truthy = (v: string | undefined) => v === 'true' || v === '1' || v === 'on';

export function authRoutes(deps: Deps) {
  const { db, config } = deps;
  const resolveUser = userResolver(db);

  return new Hono<AppEnv>()
    .get('/auth/test', (c) => {
      c.header('Cache-Control', 'no-store');
      // a staff session says who signed on (decision 054); a customer's answer is as before
      const staff = c.get('staff');
      return ok(c, { user: c.get('user'), ...(staff ? { ssoUser: ssoUser(staff) } : {}) });
    })

    .post('/auth/login', async (c) => {
      const form = await readForm(c);
      const email = normalizeEmail(form.login ?? '');
      const password = form.password ?? '';
      const mfaPin = (form.mfa_pin ?? '').replace(/\s+/g, '') || null;

      const problems = [];
      if (!email) problems.push(fieldError(CODES.validation, MESSAGES.loginEmailRequired, 'login'));
      else if (emailRule(email)) problems.push(fieldError(CODES.validation, MESSAGES.email, 'login'));
      if (!password) problems.push(fieldError(CODES.validation, MESSAGES.loginPasswordRequired, 'password'));
      if (problems.length) return failMany(c, problems);

      const session = c.get('session');
      const address = clientAddress(requestOrigin(c), config);
      // The pin's second round sends no reCAPTCHA token (spec §5); it may skip the check only when
      // this session's first round passed it, else adding mfa_pin would switch the check off.
      const skipBotCheck = mfaPin !== null && hasMfaChallenge(session, email);
      if (!skipBotCheck && !(await recaptchaPasses(config, form.token, address))) {
        return fail(c, { code: CODES.botCheck, error: TEXT.botCheck }, 403);
      }

      const outcome: LoginOutcome = await attemptLogin(deps, session, { email, password, mfaPin, address });
      switch (outcome.kind) {
        case 'locked':
          return fail(c, { code: CODES.locked, error: TEXT.locked(outcome.minutes) });
        case 'invalidCredentials':
          return fail(c, { code: CODES.invalidCredentials, error: TEXT.invalidCredentials });
        case 'notConfirmed':
          return fail(c, { code: CODES.notConfirmed, error: TEXT.notConfirmed });
        case 'mfaRequired':
          if (!session) await rememberMfaChallenge(db, await ensureSession(c, deps), email);
          return fail(c, { code: CODES.mfaRequired, error: TEXT.mfaRequired });
        case 'mfaInvalid':
          return fail(c, { code: CODES.mfaInvalid, error: TEXT.mfaInvalid });
        case 'ok': {
          const remember = truthy(form.remember_me);
          if (config.anonymousCart && session && session.userId <= 0) await mergeGuestCart(db, session.tokenHash, outcome.user.id);
          await replaceSession(
            c,
            deps,
            { userId: outcome.user.id, remember, warehouseId: session?.warehouseId ?? null, data: carriedData(session) },
            resolveUser,
          );
          // the customer's cart, as live shops answer it; no shipping address is chosen yet
          return ok(c, { cartId: await customerCartId(db, outcome.user.id), user: accountUser(outcome.user) });
        }
      }
    })

    .post('/auth/logout', async (c) => {
      // The old token dies with its row; the shopper goes on as an anonymous guest, with no new
      // session until something needs one.
      await endSession(c, deps);
      return ok(c, null);
    });
}
