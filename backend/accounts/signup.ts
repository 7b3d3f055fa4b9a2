// Registration: the account is written with its consents (and its social identity, for a first
// social login) in one transaction; the confirmation e-mail (sent through mail-requests.ts) carries
// a single-use code valid 48 hours, in its link and to type by hand (8 characters, tokens.ts); every
// try of a code counts against the login's lockout for that address and account (lockout.ts).
// A password account cannot log in before the e-mail is confirmed.
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { appUser, session, socialIdentity } from '../db/schema';
import type { Deps } from '../ebsn/context';
import { saveAnswers, type DisclaimerAnswer } from './disclaimers';
import { confirmationMail } from './emails';
import { enqueueMail } from './outbox';
import { attemptSucceeded, beginAttempt, forgetAttempt, lockoutKeys, minutesLeft } from './lockout';
import { hashPassword } from './passwords';
import type { Registration } from './registration';
import type { SocialIdentity } from './social';
import { consumeToken, issueToken, lastIssuedAt, wasUsed, type TokenPurpose } from './tokens';
import { findUserByEmail, normalizeEmail, type User } from './users';

export class EmailTaken extends Error {}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function createAccount(
  deps: Deps,
  r: Registration,
  options: { disclaimers: DisclaimerAnswer[]; social: SocialIdentity | null },
): Promise<User> {
  const { db } = deps;
  // Hashed before the address is looked up: a taken address costs the same time as a free one.
  const passwordHash = r.password ? await hashPassword(r.password) : null;
  if (await findUserByEmail(db, r.email)) throw new EmailTaken();
  // The provider vouches for the e-mail only when it is the very address it verified.
  const confirmed = !!options.social?.emailVerified && options.social.email === r.email;
  let user: User;
  try {
    user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(appUser)
        .values({
          email: r.email,
          passwordHash,
          firstName: r.firstName,
          lastName: r.lastName,
          phone: r.phone,
          fiscalCode: r.noFiscalCode ? null : r.fiscalCode,
          noFiscalCode: r.noFiscalCode,
          birthDate: r.birthDate,
          birthCountry: r.birthCountry,
          birthPlace: r.birthPlace,
          birthProvince: r.birthProvince || null,
          gender: r.gender,
          address1: r.address.address1,
          addressNumber: r.address.addressNumber,
          postalcode: r.address.postalcode,
          city: r.address.city,
          province: r.address.province,
          confirmedAt: confirmed ? new Date() : null,
        })
        .returning();
      await saveAnswers(tx as unknown as Database, created.id, options.disclaimers);
      if (options.social) {
        await tx.insert(socialIdentity).values({
          provider: options.social.provider,
          subject: options.social.subject,
          userId: created.id,
          email: options.social.email,
        });
      }
      return created;
    });
  } catch (err) {
    // two registrations of one address racing: the unique index decides
    if (isUniqueViolation(err)) throw new EmailTaken();
    throw err;
  }
  // the confirmation e-mail is the caller's: it goes through the mail requests, off the request path
  return user;
}

export async function sendConfirmation(deps: Deps, user: User): Promise<void> {
  const code = await issueToken(deps.db, user.id, 'confirm');
  await enqueueMail(deps.db, confirmationMail(deps.config, user.email, user.firstName, code));
}

export type ConfirmOutcome = 'confirmed' | 'already' | false | { lockedMinutes: number };

/**
 * registration_confirm: 'confirmed' when the code was this address's live code (it is then spent).
 * A wrong code is a failed attempt of the login's lockout (`address`: the shopper's): after 5 from
 * one address the account's codes are refused there for 15 minutes, whatever is typed. An unknown
 * address counts the same, so the answers tell nothing about which addresses have accounts.
 */
export async function confirmRegistration(
  db: Database,
  config: AppConfig,
  email: string,
  code: string,
  address: string | null = null,
): Promise<ConfirmOutcome> {
  const attempt = await beginAttempt(db, config, lockoutKeys(normalizeEmail(email), address));
  if (attempt.locked) return { lockedMinutes: minutesLeft(attempt.until) };
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const token = await consumeToken(db, code, 'confirm', user.id);
  if (!token) {
    // the link of an account confirmed already, opened again: say so rather than "invalid" (only to
    // whoever holds the code, so it tells nothing about an address); no failed guess either
    if (user.confirmedAt && (await wasUsed(db, code, 'confirm', user.id))) {
      await forgetAttempt(db, attempt.ids);
      return 'already';
    }
    return false;
  }
  await attemptSucceeded(db, attempt.ids);
  await db
    .update(appUser)
    .set({ confirmedAt: sql`coalesce(${appUser.confirmedAt}, now())`, updatedAt: new Date() })
    .where(eq(appUser.id, user.id));
  return 'confirmed';
}

/**
 * registration_resend_email: a new code (the old one dies) for an account still to confirm. Says
 * nothing either way (the caller answers the same), and not more than one e-mail a minute.
 */
export async function resendConfirmation(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.confirmedAt) return;
  if (await tooSoon(deps, user.id, 'confirm')) return;
  await sendConfirmation(deps, user);
}

/** a mail of this kind went to the account less than MAIL_COOLDOWN_SECONDS ago */
export async function tooSoon(deps: Deps, userId: number, purpose: TokenPurpose): Promise<boolean> {
  const last = await lastIssuedAt(deps.db, userId, purpose);
  return !!last && Date.now() - last.getTime() < deps.config.mailCooldownSeconds * 1000;
}

/** the user a social identity is linked to */
export async function linkedUser(db: Database, provider: string, subject: string): Promise<User | undefined> {
  const [row] = await db
    .select({ user: appUser })
    .from(socialIdentity)
    .innerJoin(appUser, eq(appUser.id, socialIdentity.userId))
    .where(and(eq(socialIdentity.provider, provider), eq(socialIdentity.subject, subject)))
    .limit(1);
  return row?.user;
}

/**
 * Links an identity to an existing account whose e-mail the provider verified, which confirms it.
 * An account not yet confirmed loses its password: whoever chose it never proved to own the
 * address, and could be someone who registered the victim's e-mail first, waiting for this link.
 */
export async function linkIdentity(db: Database, user: User, identity: SocialIdentity): Promise<User> {
  return db.transaction(async (tx) => {
    await tx
      .insert(socialIdentity)
      .values({ provider: identity.provider, subject: identity.subject, userId: user.id, email: identity.email })
      .onConflictDoNothing();
    if (user.confirmedAt) return user;
    await tx.delete(session).where(eq(session.userId, user.id));
    const [updated] = await tx
      .update(appUser)
      .set({ confirmedAt: new Date(), passwordHash: null, updatedAt: new Date() })
      .where(eq(appUser.id, user.id))
      .returning();
    return updated;
  });
}
