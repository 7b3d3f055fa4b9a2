// Password reset by e-mail (1-hour single-use link), password change, e-mail change (24-hour link
// sent to the new address). A new password ends every other session of the account: whoever knew
// the old one is logged out.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appUser, session } from '../db/schema';
import type { Deps } from '../ebsn/context';
import { refuse } from '../ebsn/refusal';
import { emailChangeMail, emailChangeNoticeMail, resetMail } from './emails';
import { clearAccount } from './lockout';
import { CODES, TEXT } from './messages';
import { enqueueMail } from './outbox';
import { hashPassword } from './passwords';
import { tooSoon } from './signup';
import { consumeToken, issueToken, peekToken } from './tokens';
import { findUserByEmail, findUserById, type User } from './users';

/** password_reset_token_request: mails a link when the address is an account; silent otherwise */
export async function requestReset(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || (await tooSoon(deps, user.id, 'reset'))) return;
  const token = await issueToken(deps.db, user.id, 'reset');
  await enqueueMail(deps.db, resetMail(deps.config, user.email, user.firstName, token));
}

/** password_reset_token_check: is this the address's live reset token (without using it) */
export async function resetTokenValid(db: Database, email: string, token: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const row = await peekToken(db, token, 'reset');
  return row?.userId === user.id;
}

/** password_reset: spends the token and sets the password; false when the token is not good */
export async function resetPassword(db: Database, email: string, token: string, password: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const used = await consumeToken(db, token, 'reset', user.id);
  if (!used) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The link proves the address too, so an account never confirmed is confirmed now.
    await tx
      .update(appUser)
      .set({ passwordHash, confirmedAt: sql`coalesce(${appUser.confirmedAt}, now())`, updatedAt: new Date() })
      .where(eq(appUser.id, user.id));
    await tx.delete(session).where(eq(session.userId, user.id));
  });
  // the owner proved themselves: a lock from someone else's guesses ends here
  await clearAccount(db, user.email);
  return true;
}

/** update_password: sets the new password and ends the account's other sessions */
export async function changePassword(db: Database, user: User, newPassword: string, keepSession: string | undefined): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(appUser).set({ passwordHash, updatedAt: new Date() }).where(eq(appUser.id, user.id));
    await tx
      .delete(session)
      .where(keepSession ? and(eq(session.userId, user.id), ne(session.tokenHash, keepSession)) : eq(session.userId, user.id));
  });
}

/** update_email_request: a link to the new address; a notice to the old one */
export async function requestEmailChange(deps: Deps, user: User, newEmail: string): Promise<void> {
  const token = await issueToken(deps.db, user.id, 'email', { newEmail });
  await enqueueMail(deps.db, emailChangeMail(deps.config, newEmail, user.firstName, token));
  await enqueueMail(deps.db, emailChangeNoticeMail(user.email, user.firstName, newEmail));
}

/** update_email's refusals: a link that is no longer good, or an address another account took meanwhile */
export const EMAIL_CHANGE_REFUSALS = {
  token: { code: CODES.tokenInvalid, error: TEXT.tokenInvalid },
  taken: { code: CODES.emailTaken, error: TEXT.emailInUse },
} as const;

export type EmailChange = { ok: true; email: string };

/** update_email: spends the token and moves the account to the new (now confirmed) address */
export async function confirmEmailChange(db: Database, token: string): Promise<EmailChange> {
  const used = await consumeToken(db, token, 'email');
  const newEmail = typeof used?.payload?.newEmail === 'string' ? used.payload.newEmail : null;
  if (!used || !newEmail) return refuse(EMAIL_CHANGE_REFUSALS.token);
  const user = await findUserById(db, used.userId);
  if (!user) return refuse(EMAIL_CHANGE_REFUSALS.token);
  const other = await findUserByEmail(db, newEmail);
  if (other && other.id !== user.id) return refuse(EMAIL_CHANGE_REFUSALS.taken);
  try {
    await db.update(appUser).set({ email: newEmail, confirmedAt: new Date(), updatedAt: new Date() }).where(eq(appUser.id, user.id));
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') return refuse(EMAIL_CHANGE_REFUSALS.taken);
    throw err;
  }
  return { ok: true, email: newEmail };
}
