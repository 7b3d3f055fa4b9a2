// E-mail goes through the email_outbox table: the request that sends a mail only writes a row (in
// its own transaction, fast, never failing for an SMTP outage). When SMTP_URL is set a sender
// drains the table with nodemailer and keeps each row with sent_at; without it the rows stay
// unsent and /dev/outbox shows them (development), which is also what tests read.
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Mail } from './emails';

/** a mail failing this many times is left alone (and visible, with its last error) */
export const MAX_SEND_ATTEMPTS = 5;

/**
 * What a mail is, for the customer's archive (decision 031): 'account' mails (confirmation, reset,
 * e-mail change, anonymisation code) carry secrets and are never listed; 'order' and 'news' are.
 */
export const MAIL_KINDS = ['account', 'order', 'news'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** whose mail it is (their archive) and its kind; without them a mail is an unlisted 'account' one */
export type MailOwner = { userId?: number; kind?: MailKind };

export async function enqueueMail(db: Pick<Database, 'insert'>, mail: Mail, owner: MailOwner = {}): Promise<void> {
  await db.insert(emailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    userId: owner.userId ?? null,
    kind: owner.kind ?? 'account',
  });
}

export type OutboxEntry = { to: string; subject: string; text: string; html: string; createdAt: string };

/** newest first; `to` filters on one recipient */
export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.to, options.to) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(options.limit ?? 200);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, createdAt: r.createdAt.toISOString() }));
}

/** what the sender needs of a nodemailer transport */
export type MailTransport = {
  sendMail: (message: { from: string; to: string; subject: string; text: string; html: string }) => Promise<unknown>;
};

/**
 * Sends up to `batch` unsent mails. Rows are claimed with FOR UPDATE SKIP LOCKED, so several backend
 * processes can drain the same table without sending a mail twice. Answers how many were sent.
 */
export async function drainOutbox(db: Database, transport: MailTransport, from: string, log: Logger, batch = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, MAX_SEND_ATTEMPTS)))
      .orderBy(asc(emailOutbox.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      try {
        await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html });
        await tx
          .update(emailOutbox)
          .set({ sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
          .where(eq(emailOutbox.id, row.id));
        sent++;
      } catch (err) {
        log.warn({ err, mailId: row.id }, 'sending an e-mail failed');
        await tx
          .update(emailOutbox)
          .set({ attempts: row.attempts + 1, lastError: String((err as Error)?.message ?? err).slice(0, 500) })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return sent;
  });
}

/** server.ts: drain every few seconds while the process runs (only when SMTP_URL is set) */
export async function startOutboxSender(db: Database, smtpUrl: string, from: string, log: Logger, everyMs = 5000) {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const sent = await drainOutbox(db, transport, from, log);
      if (sent) log.info({ sent }, 'e-mails sent');
    } catch (err) {
      log.warn({ err }, 'outbox sender failed');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    transport.close();
  };
}
