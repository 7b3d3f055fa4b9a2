// The customer's archive of messages (our extension, decision 031; account.md §2 /profile/news-list):
// GET user-message/list (page, page_size) and GET user-message/view (message_id). A customer's calls
// only: a guest gets the accounts' login-required refusal (auth.required). Bad parameters answer 400
// through validQuery; another customer's message, or an account e-mail, reads as a missing one.
import { Hono } from 'hono';
import { z } from 'zod';
import { ARCHIVE_PAGE_SIZE, ARCHIVE_REFUSALS, listArchive, MAX_ARCHIVE_PAGE_SIZE, viewArchived } from '../accounts/message-archive';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail, ok } from '../ebsn/envelope';
import { requireUser } from '../ebsn/guards';
import { clampedIntParam, intParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';

// the listing parameters' rules (ebsn-wire.md), as order/list: a page size out of range is brought
// into it, a value of the wrong kind is an error
const listQuery = z.object({ page: intParam(1, 10_000), page_size: clampedIntParam(1, MAX_ARCHIVE_PAGE_SIZE) });
const viewQuery = z.object({ message_id: intParam(1, MAX_ID).pipe(z.number({ required_error: 'è obbligatorio' })) });

export function messageRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/user-message/list', validQuery(listQuery), async (c) => {
      const auth = await requireUser(c, db);
      if ('answer' in auth) return auth.answer;
      const query = c.req.valid('query');
      return ok(c, await listArchive(db, auth.user.id, { page: query.page ?? 1, pageSize: query.page_size ?? ARCHIVE_PAGE_SIZE }));
    })
    .get('/user-message/view', validQuery(viewQuery), async (c) => {
      const auth = await requireUser(c, db);
      if ('answer' in auth) return auth.answer;
      const message = await viewArchived(db, auth.user.id, c.req.valid('query').message_id);
      if (!message) return fail(c, ARCHIVE_REFUSALS.notFound);
      return ok(c, { message });
    });
}
