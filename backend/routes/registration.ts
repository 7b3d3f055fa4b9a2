// /ebsn/api/registration/*: register_user, confirmation, password reset, account details and their
// changes (personal data, contact, billing address, password, e-mail), MFA switch, anonymisation,
// and the details of a pending first social login (account.md §7).
// Reset, resend and registration answer alike whether or not the address has an account, in content
// and in time: the e-mails they cause are decided after the answer (accounts/mail-requests.ts).
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { anonymizeAccount, anonymizeTokenValid, requestAnonymization } from '../accounts/anonymize';
import { moduleDisclaimers } from '../accounts/disclaimers';
import { lockoutKeys, beginAttempt, attemptSucceeded, minutesLeft } from '../accounts/lockout';
import { carriedData } from '../accounts/login';
import { CODES, TEXT, fieldError } from '../accounts/messages';
import { acceptPin } from '../accounts/mfa';
import { confirmMfaSetup, pendingMfaSetup, startMfaSetup } from '../accounts/mfa-setup';
import { checkPassword } from '../accounts/passwords';
import {
  billingAddressBody,
  billingAddressChange,
  contactBody,
  contactChange,
  personInfoBody,
  personInfoChange,
  updatePersonalData,
  userDetailBody,
  userDetailChange,
  type ProfileChange,
} from '../accounts/profile';
import {
  changePassword,
  confirmEmailChange,
  EMAIL_CHANGE_REFUSALS,
  requestEmailChange,
  resetPassword,
  resetTokenValid,
} from '../accounts/recovery';
import { cleanRegistration, registerBodySchema, registrationProblems } from '../accounts/registration';
import { GOOGLE, pendingSocial, type SocialIdentity } from '../accounts/social';
import { confirmRegistration, createAccount, EmailTaken } from '../accounts/signup';
import { queueMailRequest } from '../accounts/mail-requests';
import { clientAddress } from '../accounts/client-address';
import { normalizeEmail, userDetail, userResolver, type User } from '../accounts/users';
import { appUser } from '../db/schema';
import { readBody, readForm } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, failMany, ok } from '../ebsn/envelope';
import { requireUser } from '../ebsn/guards';
import { requestOrigin } from '../ebsn/origin';
import { endSession, replaceSession } from '../ebsn/session';
import { textParam, validQuery } from '../ebsn/validation';
import { email as emailRule, MESSAGES, passwordProblems } from '../../domain/validators';

const emailParam = textParam(254);
const secretParam = textParam(200);
const passwordParam = textParam(1024);

export function registrationRoutes(deps: Deps) {
  const { db, config } = deps;
  const resolveUser = userResolver(db);
  const policyErrors = (password: string) =>
    password
      ? passwordProblems(password).map((m) => fieldError(CODES.passwordPolicy, m, 'password'))
      : [fieldError(CODES.passwordPolicy, MESSAGES.required, 'password')];
  /**
   * A proof asked before a change a stolen session must not make alone (switching the pin on or off,
   * a new e-mail): checked under the login's lockout, so it cannot be guessed from a session either.
   * undefined when it holds, else the refusal, under `field`.
   */
  const underLockout = async (c: Context<AppEnv>, user: User, check: () => Promise<boolean>, field: 'password' | 'mfa_pin') => {
    const attempt = await beginAttempt(db, config, lockoutKeys(user.email, clientAddress(requestOrigin(c), config)));
    if (attempt.locked) return fail(c, { code: CODES.locked, error: TEXT.locked(minutesLeft(attempt.until)) });
    if (!(await check()))
      return field === 'password'
        ? failMany(c, [fieldError(CODES.invalidCredentials, TEXT.wrongOldPassword, 'password')])
        : failMany(c, [fieldError(CODES.mfaInvalid, TEXT.mfaInvalid, 'mfa_pin')]);
    await attemptSucceeded(db, attempt.ids);
    return undefined;
  };
  /** the account's password, asked again; an account from a social login has none, its session is the proof */
  const passwordRefusal = async (c: Context<AppEnv>, user: User, password: string, missing: string) => {
    if (!user.passwordHash) return undefined;
    if (!password) return failMany(c, [fieldError(CODES.validation, missing, 'password')]);
    return underLockout(c, user, () => checkPassword(user.passwordHash!, password), 'password');
  };
  /** every profile change answers alike: the rules' problems, or the stored user detail */
  const answerChange = async (c: Context<AppEnv>, user: User, change: ProfileChange) => {
    const outcome = await updatePersonalData(db, user, change);
    if (outcome.kind === 'invalid') return failMany(c, outcome.problems);
    if (outcome.kind === 'gone') return fail(c, { code: CODES.required, error: TEXT.required });
    return ok(c, await userDetail(db, outcome.user), { infos: [{ info: TEXT.profileUpdated, code: 'registration.profileUpdated' }] });
  };
  const requiredParams = (params: Record<string, string | undefined>) =>
    Object.entries(params)
      .filter(([, value]) => !value?.trim())
      .map(([name]) => fieldError(CODES.validation, MESSAGES.required, name));

  return (
    new Hono<AppEnv>()
      .post('/registration/register_user', async (c) => {
        const r = cleanRegistration(await readBody(c, registerBodySchema, { accepts: 'json' }));

        const session = c.get('session');
        let social: SocialIdentity | null = null;
        if (r.socialLogin) {
          social = pendingSocial(session);
          if (r.socialLogin !== GOOGLE || !social || social.provider !== r.socialLogin)
            return fail(c, { code: CODES.socialNone, error: TEXT.socialNone });
        }
        const disclaimers = await moduleDisclaimers(db);
        const problems = registrationProblems(r, {
          social: !!social,
          requiredDisclaimers: disclaimers.filter((d) => d.required).map((d) => d.id),
        });
        if (problems.length) return failMany(c, problems);

        const known = new Set(disclaimers.map((d) => d.id));
        let user;
        try {
          user = await createAccount(deps, r, { disclaimers: r.disclaimers.filter((d) => known.has(d.registrationDisclaimerId)), social });
        } catch (err) {
          if (!(err instanceof EmailTaken)) throw err;
          // A social registrant was authenticated by the provider and is logged in at once: told.
          if (social) return failMany(c, [fieldError(CODES.emailTaken, TEXT.emailTaken, 'email')]);
          // Anyone else hears what a new account hears; the owner is e-mailed instead (issue 9).
          await queueMailRequest(deps, 'registered', r.email);
          return ok(c, {}, { infos: [{ info: TEXT.registered, code: 'registration.registered' }] });
        }
        if (social) {
          // The provider authenticated the person: a social account is logged in at once.
          await replaceSession(
            c,
            deps,
            { userId: user.id, remember: true, warehouseId: session?.warehouseId ?? null, data: carriedData(session) },
            resolveUser,
          );
          return ok(c, { userId: user.id });
        }
        if (!user.confirmedAt) await queueMailRequest(deps, 'confirm', user.email);
        // no user id: the answer must not differ from a taken address's
        return ok(c, {}, { infos: [{ info: TEXT.registered, code: 'registration.registered' }] });
      })

      .get('/registration/registration_confirm', validQuery(z.object({ e_mail: emailParam, reg_control_code: secretParam })), async (c) => {
        const q = c.req.valid('query');
        const address = clientAddress(requestOrigin(c), config);
        const confirmed =
          q.e_mail && q.reg_control_code ? await confirmRegistration(db, config, q.e_mail, q.reg_control_code.trim(), address) : false;
        if (!confirmed) return fail(c, { code: CODES.codeInvalid, error: TEXT.codeInvalid });
        if (typeof confirmed === 'object') return fail(c, { code: CODES.locked, error: TEXT.locked(confirmed.lockedMinutes) });
        if (confirmed === 'already') {
          return ok(
            c,
            { confirmed: true, alreadyConfirmed: true },
            { infos: [{ info: TEXT.alreadyConfirmed, code: CODES.alreadyConfirmed }] },
          );
        }
        return ok(c, { confirmed: true });
      })

      .get('/registration/registration_resend_email', validQuery(z.object({ e_mail: emailParam })), async (c) => {
        const { e_mail } = c.req.valid('query');
        if (e_mail && !emailRule(normalizeEmail(e_mail))) await queueMailRequest(deps, 'confirm', normalizeEmail(e_mail));
        return ok(c, null, { infos: [{ info: TEXT.confirmSent, code: 'registration.confirmSent' }] });
      })

      .get(
        '/registration/password_reset_token_request',
        validQuery(z.object({ e_mail: emailParam, login: emailParam, fiscal_code: textParam(32) })),
        async (c) => {
          const q = c.req.valid('query');
          const email = q.e_mail ?? q.login;
          if (email && !emailRule(normalizeEmail(email))) await queueMailRequest(deps, 'reset', normalizeEmail(email));
          return ok(c, null, { infos: [{ info: TEXT.resetSent, code: 'registration.resetSent' }] });
        },
      )

      .get(
        '/registration/password_reset_token_check',
        validQuery(z.object({ e_mail: emailParam, login: emailParam, reset_token: secretParam, token: secretParam })),
        async (c) => {
          const q = c.req.valid('query');
          const email = q.e_mail ?? q.login;
          const token = q.reset_token ?? q.token;
          return ok(c, { valid: !!email && !!token && (await resetTokenValid(db, email, token)) });
        },
      )

      // GET with the password in the query is the contract (account.md §7); our request log writes
      // paths only, never query strings.
      .get(
        '/registration/password_reset',
        validQuery(
          z.object({ e_mail: emailParam, login: emailParam, reset_token: secretParam, token: secretParam, password: passwordParam }),
        ),
        async (c) => {
          const q = c.req.valid('query');
          const email = q.e_mail ?? q.login;
          const token = q.reset_token ?? q.token;
          const password = q.password ?? '';
          const policy = policyErrors(password);
          if (policy.length) return failMany(c, policy);
          if (!email || !token || !(await resetPassword(db, email, token, password)))
            return fail(c, { code: CODES.tokenInvalid, error: TEXT.tokenInvalid });
          return ok(c, { reset: true });
        },
      )

      .get('/registration/user_detail', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        return ok(c, await userDetail(db, auth.user));
      })

      // Personal data (account.md §7): the same rules as register_user, the e-mail aside.
      .post('/registration/update_user_detail', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        return answerChange(c, auth.user, userDetailChange(await readBody(c, userDetailBody)));
      })

      .post('/registration/update_contact', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        return answerChange(c, auth.user, contactChange(await readBody(c, contactBody)));
      })

      .post('/registration/update_billing_address', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        return answerChange(c, auth.user, billingAddressChange(await readBody(c, billingAddressBody)));
      })

      .post('/registration/update_person_info', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        return answerChange(c, auth.user, personInfoChange(await readBody(c, personInfoBody)));
      })

      // Anonymisation (account.md §4): a code by e-mail, its check, then the erasure.
      .get('/registration/anonymize_token_request', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        await requestAnonymization(deps, auth.user);
        return ok(c, null, { infos: [{ info: TEXT.anonymizeSent, code: 'registration.anonymizeSent' }] });
      })

      .get('/registration/anonymize_token_check', validQuery(z.object({ login: emailParam, token: secretParam })), async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const { login, token } = c.req.valid('query');
        const missing = requiredParams({ login, token });
        if (missing.length) return failMany(c, missing);
        if (!(await anonymizeTokenValid(db, auth.user, login!, token!.trim())))
          return fail(c, { code: CODES.tokenInvalid, error: TEXT.tokenInvalid });
        return ok(c, { valid: true });
      })

      .get('/registration/user_anonymize', validQuery(z.object({ token: secretParam })), async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const { token } = c.req.valid('query');
        const missing = requiredParams({ token });
        if (missing.length) return failMany(c, missing);
        if (!(await anonymizeAccount(db, auth.user, token!.trim()))) return fail(c, { code: CODES.tokenInvalid, error: TEXT.tokenInvalid });
        // the erasure ended every session of the account; this request goes on as a guest
        await endSession(c, deps);
        return ok(c, { anonymized: true }, { infos: [{ info: TEXT.anonymized, code: 'registration.anonymized' }] });
      })

      .get(
        '/registration/update_password',
        validQuery(z.object({ old_password: passwordParam, new_password: passwordParam })),
        async (c) => {
          const auth = await requireUser(c, db);
          if ('answer' in auth) return auth.answer;
          const { user } = auth;
          const q = c.req.valid('query');
          const policy = policyErrors(q.new_password ?? '');
          if (policy.length) return failMany(c, policy);
          // An account from a social login has no password yet: it may set one. Otherwise the old one
          // is asked, with the login's lockout, so a stolen session cannot guess its way to it.
          if (user.passwordHash) {
            const attempt = await beginAttempt(db, config, lockoutKeys(user.email, clientAddress(requestOrigin(c), config)));
            if (attempt.locked) return fail(c, { code: CODES.locked, error: TEXT.locked(minutesLeft(attempt.until)) });
            if (!(await checkPassword(user.passwordHash, q.old_password ?? ''))) {
              return failMany(c, [fieldError(CODES.invalidCredentials, TEXT.wrongOldPassword, 'old_password')]);
            }
            await attemptSucceeded(db, attempt.ids);
          }
          await changePassword(db, user, q.new_password!, c.get('session')?.tokenHash);
          return ok(c, null, { infos: [{ info: TEXT.passwordChanged, code: 'registration.passwordChanged' }] });
        },
      )

      // The password too (our addition, decision 032): with a stolen session alone, a new address of
      // the thief's would take the account over through its confirmation link.
      .get('/registration/update_email_request', validQuery(z.object({ new_email: emailParam, password: passwordParam })), async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const query = c.req.valid('query');
        const newEmail = normalizeEmail(query.new_email ?? '');
        if (!newEmail) return failMany(c, [fieldError(CODES.validation, MESSAGES.required, 'new_email')]);
        if (emailRule(newEmail)) return failMany(c, [fieldError(CODES.validation, MESSAGES.email, 'new_email')]);
        // The password first, under the login's lockout; and nothing about the new address (taken
        // or not) until its link is used (issue 26): a session of one's own must not become a way
        // to learn which addresses have accounts. The link's owner alone learns it is taken.
        const refused = await passwordRefusal(c, auth.user, query.password ?? '', TEXT.emailChangeProof);
        if (refused) return refused;
        if (newEmail === auth.user.email) return failMany(c, [fieldError(CODES.validation, TEXT.emailInUse, 'new_email')]);
        await requestEmailChange(deps, auth.user, newEmail);
        return ok(c, null, { infos: [{ info: TEXT.emailChangeSent, code: 'registration.emailChangeSent' }] });
      })

      // The link may be opened in another browser: the token alone is the proof, no login needed.
      .get('/registration/update_email', validQuery(z.object({ token: secretParam })), async (c) => {
        const { token } = c.req.valid('query');
        if (!token) return fail(c, EMAIL_CHANGE_REFUSALS.token);
        const result = await confirmEmailChange(db, token.trim());
        // the envelope's login changes with the address if this session is the account's
        const session = c.get('session');
        if (session && session.userId > 0) c.set('user', await resolveUser(session));
        return ok(c, { email: result.email });
      })

      .get('/registration/mfa_enabled', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const enabled = auth.user.mfaSecret !== null;
        // a secret switched on but not confirmed yet is shown again to its owner, until it expires
        const pending = enabled ? null : await pendingMfaSetup(db, auth.user.id);
        return ok(c, pending ? { enabled, pending } : { enabled });
      })

      // enabled=true: the password first (a stolen session must not lock the owner out with a pin of
      // its own), then a new secret waiting for its first pin; with mfa_pin, that pin switches it on.
      // enabled=false: the password or a current pin first (a stolen session cannot weaken the login).
      // Every proof goes through the login's lockout: it cannot be guessed from a session either.
      .post('/registration/update_mfa', async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const form = await readForm(c);
        const enabled = form.enabled;
        if (enabled !== 'true' && enabled !== 'false')
          return failMany(c, [fieldError(CODES.validation, "Il parametro \"enabled\" deve essere uno tra: 'true', 'false'.", 'enabled')]);
        const { user } = auth;
        const pin = (form.mfa_pin ?? '').trim();
        const password = form.password ?? '';
        if (enabled === 'true') {
          // already on: the secret is never shown again (it was given once, when switched on)
          if (user.mfaSecret) return ok(c, { enabled: true });
          if (!pin) {
            const refused = await passwordRefusal(c, user, password, TEXT.mfaOnProof);
            if (refused) return refused;
            return ok(c, { enabled: false, pending: await startMfaSetup(db, user) });
          }
          // nothing waiting is no guess: it is not counted
          if (!(await pendingMfaSetup(db, user.id))) return fail(c, { code: CODES.mfaSetupExpired, error: TEXT.mfaSetupExpired });
          // the first pin is a proof like the others (issue 26): six digits must not be guessable from a session
          let result = 'wrong' as Awaited<ReturnType<typeof confirmMfaSetup>>;
          const refused = await underLockout(c, user, async () => (result = await confirmMfaSetup(db, user.id, pin)) === 'on', 'mfa_pin');
          // taken meanwhile by a second submit, or replaced by a new start
          if (result === 'expired') return fail(c, { code: CODES.mfaSetupExpired, error: TEXT.mfaSetupExpired });
          if (refused) return refused;
          return ok(c, { enabled: true }, { infos: [{ info: TEXT.mfaOn, code: 'registration.mfaOn' }] });
        }
        if (!user.mfaSecret) return ok(c, { enabled: false });
        if (!pin && !password) return failMany(c, [fieldError(CODES.validation, TEXT.mfaOffProof, 'password')]);
        const refused = pin
          ? await underLockout(c, user, () => acceptPin(db, user, pin), 'mfa_pin')
          : await passwordRefusal(c, user, password, TEXT.mfaOffProof);
        if (refused) return refused;
        await db.update(appUser).set({ mfaSecret: null, mfaLastStep: null, updatedAt: new Date() }).where(eq(appUser.id, user.id));
        return ok(c, { enabled: false }, { infos: [{ info: TEXT.mfaOff, code: 'registration.mfaOff' }] });
      })

      .get('/registration/social_user_detail', async (c) => {
        const pending = pendingSocial(c.get('session'));
        if (!pending) return fail(c, { code: CODES.socialNone, error: TEXT.socialNone });
        return ok(c, {
          provider: pending.provider,
          email: pending.email,
          emailVerified: pending.emailVerified,
          firstName: pending.firstName,
          lastName: pending.lastName,
        });
      })
  );
}
