// The request facts the account rules need, read from Hono's context so the rules never see it.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { RequestOrigin } from '../accounts/client-address';

export function requestOrigin(c: Context): RequestOrigin {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined; // no socket (in-process requests in tests)
  }
  return { header: (name) => c.req.header(name), socketAddress };
}
