// Account e-mails off the request path (issue 9, no enumeration). A password reset request, a
// confirmation resend and a registration all answer the same whether or not the address has an
// account; if the request itself looked the address up and wrote tokens and mails only for known
// ones, its time would tell. So the request writes one mail_request row, the same for every address,
// and a worker run after the response (in this process, and every few seconds for whatever another
// process left) decides what, if anything, to send:
// - 'reset': a reset link to an account (requestReset);
// - 'confirm': the confirmation code to an account still to confirm (a new registration, a resend);
// - 'registered': someone registered an address that has an account: its owner is told, and can log
//   in or reset the password (NIST SP 800-63B / OWASP: the registrant sees the usual next step).
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { emailOutbox, mailRequest } from '../db/schema';
import type { Deps } from '../ebsn/context';
import { alreadyRegisteredMail } from './emails';
import { enqueueMail } from './outbox';
import { requestReset } from './recovery';
import { resendConfirmation } from './signup';
import { findUserByEmail } from './users';

export type MailRequestKind = 'reset' | 'confirm' | 'registered';

/** a claim older than this belongs to a worker that died: the row is taken again */
const CLAIM_TIMEOUT_MS = 5 * 60_000;

type Worker = { running: Promise<void> | null; again: boolean };
// one worker per database (the app's routes and server.ts's sweep share it)
const workers = new WeakMap<object, Worker>();

/**
 * The only work a request does for such an e-mail: one insert, whatever the address. The worker
 * starts after the current request's answer is on its way (unless the config keeps it for tests).
 */
export async function queueMailRequest(deps: Deps, kind: MailRequestKind, email: string): Promise<void> {
  await deps.db.insert(mailRequest).values({ kind, email });
  if (deps.config.mailRequestsAfterResponse) setImmediate(() => kickMailRequests(deps));
}

/** Starts the worker, or asks the running one to look again when it is done. */
export function kickMailRequests(deps: Deps): void {
  const worker = workers.get(deps.db) ?? { running: null, again: false };
  workers.set(deps.db, worker);
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = (async () => {
    try {
      do {
        worker.again = false;
        while ((await processMailRequests(deps)) > 0);
      } while (worker.again);
    } catch (err) {
      deps.log.warn({ err }, 'account e-mail requests failed');
    } finally {
      worker.running = null;
    }
  })();
}

/** Waits until every request queued so far is handled (the development outbox shows them all). */
export async function settleMailRequests(deps: Deps): Promise<void> {
  for (;;) {
    // a worker that claimed rows first is waited for, else its rows would be missed
    const running = workers.get(deps.db)?.running;
    if (running) await running;
    else if ((await processMailRequests(deps)) === 0 && !workers.get(deps.db)?.running) return;
  }
}

/**
 * Claims up to `batch` requests (FOR UPDATE SKIP LOCKED: two processes never take the same row) and
 * handles them one by one; answers how many it took. A request that fails is logged and dropped:
 * the shopper can ask again, and a poisoned row must not block the queue.
 */
export async function processMailRequests(deps: Deps, batch = 20): Promise<number> {
  const { db } = deps;
  const stale = new Date(Date.now() - CLAIM_TIMEOUT_MS);
  const pending = db
    .select({ id: mailRequest.id })
    .from(mailRequest)
    .where(or(isNull(mailRequest.claimedAt), lt(mailRequest.claimedAt, stale)))
    .orderBy(asc(mailRequest.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailRequest)
    .set({ claimedAt: new Date() })
    .where(inArray(mailRequest.id, pending))
    .returning({ id: mailRequest.id, kind: mailRequest.kind, email: mailRequest.email });
  for (const request of claimed) {
    try {
      await handle(deps, request.kind as MailRequestKind, request.email);
    } catch (err) {
      deps.log.warn({ err, kind: request.kind }, 'an account e-mail request failed');
    }
    await db.delete(mailRequest).where(eq(mailRequest.id, request.id));
  }
  return claimed.length;
}

async function handle(deps: Deps, kind: MailRequestKind, email: string): Promise<void> {
  if (kind === 'reset') return requestReset(deps, email);
  if (kind === 'confirm') return resendConfirmation(deps, email);
  if (kind === 'registered') return tellOwner(deps, email);
}

/**
 * A registration of an address that has an account: an account never confirmed gets its
 * confirmation again (its owner may be the one registering again); a confirmed one a notice, not
 * more than one per MAIL_COOLDOWN_SECONDS, so nobody can flood an owner through the form.
 */
async function tellOwner(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  if (!user.confirmedAt) return resendConfirmation(deps, email);
  const mail = alreadyRegisteredMail(deps.config, user.email, user.firstName);
  const since = new Date(Date.now() - deps.config.mailCooldownSeconds * 1000);
  const [recent] = await deps.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, mail.to), eq(emailOutbox.subject, mail.subject), gt(emailOutbox.createdAt, since)))
    .limit(1);
  if (!recent) await enqueueMail(deps.db, mail);
}
