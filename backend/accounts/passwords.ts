// Passwords: argon2id (@node-rs/argon2, its defaults: 19 MiB, 2 passes, the OWASP minimum).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum, which isolatedModules cannot inline: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
/** Longer than any password we let anyone choose (policy max 64): not worth hashing. */
export const PASSWORD_INPUT_MAX = 1024;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, or an account made through
 * a social login) it still runs one verification against a throwaway hash of the same cost, so the
 * answer takes as long as for a real account and timing does not tell which addresses exist.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (password.length > PASSWORD_INPUT_MAX) return false;
  if (!stored) {
    dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false; // a corrupt stored hash is a wrong password, not a 500
  }
}
