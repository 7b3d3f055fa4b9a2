// Preconditions of a route that answer for it when they fail.
import type { Context } from 'hono';
import { CODES, TEXT } from '../accounts/messages';
import { findUserById, type User } from '../accounts/users';
import type { Database } from '../db/client';
import type { AppEnv } from './context';
import { fail } from './envelope';

/**
 * The logged-in user of the request, or an answer to return: a guest gets status != 0 with
 * auth.required (an expired logged-in session already got 419 from the session middleware).
 */
export async function requireUser(c: Context<AppEnv>, db: Database): Promise<{ user: User } | { answer: Response }> {
  const userId = c.get('session')?.userId ?? -1;
  const user = userId > 0 ? await findUserById(db, userId) : undefined;
  if (!user) return { answer: fail(c, { code: CODES.required, error: TEXT.required }) };
  return { user };
}
