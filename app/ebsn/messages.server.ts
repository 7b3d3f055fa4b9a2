// The customer's archive of messages (account.md §2 /profile/news-list; our extension of the commerce
// API, docs/decisions/031-message-archive.md; backend/routes/messages.ts): user-message/list, the
// e-mails the shop sent the customer about their orders (and news), newest first, a page at a time,
// and user-message/view, one of them with its whole text. The text is plain text: it is shown as
// text, never as HTML. Account e-mails (links and codes) are never in the archive.
import { z } from 'zod';
import { ebsn, type ApiContext } from './client.server';

const num = z.coerce.number();

/** the refusal of a message that is not the customer's (or not there, or not archived) */
export const MESSAGE_CODES = { notFound: 'error.message.notFound' } as const;

/** the archive's page size (the backend's default) */
export const MESSAGES_PAGE_SIZE = 12;

export const messageSummarySchema = z
  .object({
    messageId: num,
    /** 'order', 'news' (an account e-mail is never listed) */
    kind: z.string().nullish(),
    subject: z.string().default(''),
    /** ISO date and time it was written */
    date: z.string().nullish(),
    /** the start of the text on one line */
    excerpt: z.string().default(''),
  })
  .passthrough();
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageSchema = z
  .object({
    messageId: num,
    kind: z.string().nullish(),
    subject: z.string().default(''),
    date: z.string().nullish(),
    /** the whole text, plain text with line breaks */
    text: z.string().default(''),
  })
  .passthrough();
export type ArchivedMessage = z.infer<typeof messageSchema>;

const messageListSchema = z.object({
  messages: z.array(messageSummarySchema).default([]),
  page: z.object({ selPage: num, totPages: num, totItems: num }).passthrough(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** user-message/list: a page of the customer's messages (page 1 first), 12 to a page. */
export async function listMessages(api: ApiContext, { page = 1 }: { page?: number } = {}): Promise<MessageList> {
  const { data } = await ebsn(api, {
    path: 'user-message/list',
    query: { page: String(page), page_size: String(MESSAGES_PAGE_SIZE) },
    schema: messageListSchema,
  });
  return data;
}

/**
 * user-message/view: one message of the customer's archive with its whole text. Another customer's
 * message, an account e-mail and a missing one are all an EbsnError with code error.message.notFound.
 */
export async function viewMessage(api: ApiContext, messageId: number): Promise<ArchivedMessage> {
  const { data } = await ebsn(api, {
    path: 'user-message/view',
    query: { message_id: String(messageId) },
    schema: z.object({ message: messageSchema }),
  });
  return data.message;
}
