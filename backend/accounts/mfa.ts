// The login pin (TOTP, RFC 6238) of accounts that switch it on: 6 digits every 30 seconds, SHA-1,
// the previous and next step accepted for clock drift (the settings every authenticator app uses).
// A pin is accepted once: the step it belongs to is remembered, so a pin seen over a shoulder or
// in a log cannot be replayed within its 90 seconds.
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from '@epic-web/totp';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appUser } from '../db/schema';

export const TOTP = { period: 30, digits: 6, algorithm: 'SHA-1', window: 1 } as const;
const ISSUER = 'Spesa';

export const PIN_PATTERN = /^\d{6}$/;

/** a new random secret (base32) and the otpauth:// URI authenticator apps read from a QR code */
export async function newMfaSecret(accountName: string): Promise<{ secret: string; otpauthUri: string }> {
  const { secret } = await generateTOTP({ period: TOTP.period, digits: TOTP.digits, algorithm: TOTP.algorithm });
  return {
    secret,
    otpauthUri: getTOTPAuthUri({
      period: TOTP.period,
      digits: TOTP.digits,
      algorithm: TOTP.algorithm,
      secret,
      accountName,
      issuer: ISSUER,
    }),
  };
}

/**
 * The time step a pin is right for now (the current one or one either side), or null: the step a
 * customer's or a staff member's account then spends, once (a conditional update of its last step).
 */
export async function pinStep(secret: string, pin: string): Promise<number | null> {
  if (!PIN_PATTERN.test(pin)) return null;
  const counter = Math.floor(Date.now() / 1000 / TOTP.period);
  const result = await verifyTOTP({
    otp: pin,
    secret,
    period: TOTP.period,
    digits: TOTP.digits,
    algorithm: TOTP.algorithm,
    window: TOTP.window,
  });
  return result ? counter + result.delta : null;
}

/** true when the pin is right now and its step was not used before (the step is then spent) */
export async function acceptPin(db: Database, user: { id: number; mfaSecret: string | null }, pin: string): Promise<boolean> {
  const step = user.mfaSecret ? await pinStep(user.mfaSecret, pin) : null;
  if (step === null) return false;
  // the conditional update is the replay check, safe against two logins racing with one pin
  const spent = await db
    .update(appUser)
    .set({ mfaLastStep: step })
    .where(and(eq(appUser.id, user.id), or(isNull(appUser.mfaLastStep), lt(appUser.mfaLastStep, step))))
    .returning({ id: appUser.id });
  return spent.length === 1;
}
