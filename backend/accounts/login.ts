// Password login (POST /ebsn/api/auth/login) as a sequence of checks, each with its answer:
// lockout, password (the same answer and about the same time whether or not the e-mail exists),
// e-mail confirmed, then the pin for accounts with MFA. Only a complete success logs in, on a new
// session token. The route turns outcomes into envelopes.
import type { Deps, SessionState } from '../ebsn/context';
import type { Database } from '../db/client';
import { saveSessionData } from '../ebsn/session';
import { lockoutKeys, attemptSucceeded, beginAttempt, forgetAttempt, minutesLeft, slowdownMs } from './lockout';
import { acceptPin } from './mfa';
import { checkPassword } from './passwords';
import { findUserByEmail, type User } from './users';

/** session data of a login waiting for its pin: the pin may then skip reCAPTCHA (spec §5) */
export const MFA_CHALLENGE = 'mfaChallenge';
const MFA_CHALLENGE_TTL_MS = 5 * 60_000;
/** session data that belongs to an unfinished login flow and must not survive a login or logout */
export const FLOW_KEYS = [MFA_CHALLENGE, 'oidc', 'socialPending'];

export type LoginInput = { email: string; password: string; mfaPin: string | null; address: string | null };

export type LoginOutcome =
  | { kind: 'locked'; minutes: number }
  | { kind: 'invalidCredentials' }
  | { kind: 'notConfirmed' }
  | { kind: 'mfaRequired' }
  | { kind: 'mfaInvalid' }
  | { kind: 'ok'; user: User };

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/** true when this session asked for this account's pin a moment ago */
export function hasMfaChallenge(session: SessionState | undefined, email: string): boolean {
  const challenge = session?.data[MFA_CHALLENGE] as { email?: string; at?: number } | undefined;
  return !!challenge && challenge.email === email && typeof challenge.at === 'number' && Date.now() - challenge.at < MFA_CHALLENGE_TTL_MS;
}

/** The pin's second round may skip the bot check only in the session whose first round asked for it. */
export async function rememberMfaChallenge(db: Database, session: SessionState, email: string): Promise<void> {
  await saveSessionData(db, session, { ...session.data, [MFA_CHALLENGE]: { email, at: Date.now() } });
}

export async function attemptLogin(deps: Deps, session: SessionState | undefined, input: LoginInput): Promise<LoginOutcome> {
  const { db, config } = deps;
  const attempt = await beginAttempt(db, config, lockoutKeys(input.email, input.address));
  if (attempt.locked) return { kind: 'locked', minutes: minutesLeft(attempt.until) };
  // Each recent failure makes the next answer slower: guessing gets slow long before the lock.
  await sleep(slowdownMs(config, attempt.recentFailures));

  const user = await findUserByEmail(db, input.email);
  // checkPassword verifies against a dummy hash when there is no user or no password, so an
  // unknown e-mail costs the same time and gets the same answer as a wrong password.
  const passwordOk = await checkPassword(user?.passwordHash, input.password);
  // An anonymised account has no usable e-mail or password and findUserByEmail skips it; it is
  // refused here too, with the usual answer, so that no later change of the lookup can revive one.
  if (!user || user.anonymizedAt || !passwordOk) return { kind: 'invalidCredentials' }; // the attempt stays a failure

  // Past this point the password was right: telling why the login stops reveals nothing.
  if (!user.confirmedAt) {
    await forgetAttempt(db, attempt.ids);
    return { kind: 'notConfirmed' };
  }
  if (user.mfaSecret) {
    if (!input.mfaPin) {
      await forgetAttempt(db, attempt.ids);
      // without a session yet, the route makes one to keep the challenge in (sessions are made on need)
      if (session) await rememberMfaChallenge(db, session, input.email);
      return { kind: 'mfaRequired' };
    }
    if (!(await acceptPin(db, user, input.mfaPin))) return { kind: 'mfaInvalid' }; // counts as a failure
  }
  await attemptSucceeded(db, attempt.ids);
  return { kind: 'ok', user };
}

/** the session data a new session inherits: the shopper's own, not a flow's */
export function carriedData(session: SessionState | undefined): Record<string, unknown> {
  const data = { ...(session?.data ?? {}) };
  for (const key of FLOW_KEYS) delete data[key];
  return data;
}
