// The customer's user_detail for the profile pages (account.md §7 registration/user_detail): read
// once per page, with the same answer to a session the backend no longer knows as logged in
// (auth.required, not a 419): forgotten, and login asked again.
import { getUserDetail, hasCode } from '~/ebsn/account.server';
import { ACCOUNT_CODES, type UserDetail } from '~/ebsn/account-schemas';
import { EbsnError, NotFoundError, UpstreamUnavailableError } from '~/ebsn/errors';
import { log } from './log.server';
import { failure } from './failures.server';
import { sessionEnded, type Shopper } from './shopper.server';

/** The page cannot live without it: any other failure is the shop's usual answer (503, 404...). */
export async function requiredUserDetail(shopper: Shopper, request: Request): Promise<UserDetail> {
  try {
    return await getUserDetail(shopper.api);
  } catch (error) {
    if (hasCode(error, ACCOUNT_CODES.required)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
}

/** The page says less without it: a refusal or an unreachable backend is null (logged). */
export async function optionalUserDetail(shopper: Shopper, request: Request): Promise<UserDetail | null> {
  try {
    return await getUserDetail(shopper.api);
  } catch (error) {
    if (hasCode(error, ACCOUNT_CODES.required)) return sessionEnded(shopper, request);
    if (error instanceof EbsnError || error instanceof NotFoundError || error instanceof UpstreamUnavailableError) {
      log.warn({ err: (error as Error).message }, 'user detail unavailable');
      return null;
    }
    return failure(error, request, shopper);
  }
}
