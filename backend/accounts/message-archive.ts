// The customer's archive of messages (account.md §2 /profile/news-list; decision 031): the e-mails
// the shop sent them that are worth reading again, straight from email_outbox. Only rows of this
// customer (user_id) and never an 'account' one: those carry secret links and codes (confirmation,
// password reset, e-mail change, anonymisation) and an archive must not hand them out again. Another
// customer's message, an account one and a missing one are the same "not found". Plain arguments,
// no web framework types: backend/routes/messages.ts parses and answers.
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

/** the archive's page size unless the client asks (the order list's 12) and the largest it may ask */
export const ARCHIVE_PAGE_SIZE = 12;
export const MAX_ARCHIVE_PAGE_SIZE = 50;

/** how much of a message's text the list shows */
export const EXCERPT_LENGTH = 160;

export const ARCHIVE_REFUSALS = {
  notFound: { code: 'error.message.notFound', error: 'Messaggio non trovato.' },
} as const;

export type ArchivedMessageSummary = { messageId: number; kind: string; subject: string; date: string; excerpt: string };
export type ArchivedMessage = { messageId: number; kind: string; subject: string; date: string; text: string };
export type ArchivePage = {
  messages: ArchivedMessageSummary[];
  page: { selPage: number; totPages: number; totItems: number; itemsPerPage: number };
};

/** the rows a customer may read: theirs, and not an account e-mail */
function readableBy(userId: number): SQL {
  return and(eq(emailOutbox.userId, userId), ne(emailOutbox.kind, 'account'))!;
}

/** The start of a text on one line: blanks collapsed, cut at a word within `max` characters, with an ellipsis when cut. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** user-message/list: the customer's messages, newest first, a page at a time (page 1 first). */
export async function listArchive(db: Database, userId: number, options: { page: number; pageSize: number }): Promise<ArchivePage> {
  const { page, pageSize } = options;
  const where = readableBy(userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        subject: emailOutbox.subject,
        createdAt: emailOutbox.createdAt,
        // enough for the excerpt even after blanks are collapsed; never the whole text of every row
        start: sql<string>`left(${emailOutbox.text}, ${EXCERPT_LENGTH * 4})`,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  const totalItems = Number(total);
  return {
    messages: rows.map((r) => ({
      messageId: r.id,
      kind: r.kind,
      subject: r.subject,
      date: r.createdAt.toISOString(),
      excerpt: excerptOf(r.start),
    })),
    page: { selPage: page, totPages: Math.max(1, Math.ceil(totalItems / pageSize)), totItems: totalItems, itemsPerPage: pageSize },
  };
}

/** user-message/view: one message of the customer's archive with its whole text, or undefined. */
export async function viewArchived(db: Database, userId: number, messageId: number): Promise<ArchivedMessage | undefined> {
  const [row] = await db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      subject: emailOutbox.subject,
      createdAt: emailOutbox.createdAt,
      text: emailOutbox.text,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, messageId), readableBy(userId)))
    .limit(1);
  return row && { messageId: row.id, kind: row.kind, subject: row.subject, date: row.createdAt.toISOString(), text: row.text };
}
