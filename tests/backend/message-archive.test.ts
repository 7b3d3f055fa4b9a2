// The customer's archive of messages (decision 031; account.md §2 /profile/news-list): user-message/list
// and user-message/view read the order e-mails the shop wrote to email_outbox for this customer, the
// newest first, a page at a time. Account e-mails (reset, e-mail change, anything carrying a secret)
// never appear, another customer's messages read as missing ones, guests are refused, bad input is a
// 400 and never a 500, and anonymisation takes the archive with it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageSchema, messageSummarySchema } from '~/ebsn/messages.server';
import type { App } from '../../backend/app';
import { anonymizeAccount } from '../../backend/accounts/anonymize';
import { EXCERPT_LENGTH, excerptOf } from '../../backend/accounts/message-archive';
import { enqueueMail } from '../../backend/accounts/outbox';
import { issueToken } from '../../backend/accounts/tokens';
import { findUserById } from '../../backend/accounts/users';
import { cart, cartItem, customerOrder, emailOutbox, orderItem, payment } from '../../backend/db/schema';
import { client, type Client, DEMO_PASSWORD, DEMO_USERS, okData, outbox, quickConfig, refused } from './helpers/accounts';
import { testApp } from './helpers/app';
import { bindCart, cartDatabase, cartIds, customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';

const M = '/ebsn/api/user-message';
const LOGIN_REQUIRED = 'È necessario accedere per continuare.';
const NOT_FOUND = 'Messaggio non trovato.';

type Who = { client: Client; userId: number };
type Summary = { messageId: number; kind: string; subject: string; date: string; excerpt: string };

describe.each(backendKinds)('message archive (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: Who;
  let giulia: Who;
  let keys = 0;

  beforeAll(async () => {
    database = await cartDatabase(kind);
    app = testApp(database.db, { ...quickConfig, shopUrl: 'https://shop.example' });
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    for (const table of [cartItem, payment, orderItem, customerOrder, emailOutbox]) await database.db.delete(table);
    await database.db.update(cart).set({ cartStatusId: 1, infos: {} });
  });

  /** Mario buys 3 baskets of 40 €, home delivery paid in cash: the order is placed and its e-mail written at once */
  async function marioOrders() {
    await bindCart(database.db, mario.userId, { service: 2 });
    okData(await mario.client.postJson('/ebsn/api/cart/add', { items: [{ productId: cartIds.hamper, quantity: 3 }] }));
    return okData(
      await mario.client.postJson('/ebsn/api/checkout/buy', { checkout_key: `message-archive-key-${++keys}`, payment_type_id: 1 }),
    ) as { orderId: number };
  }

  const list = async (who: Who, query = '') => okData(await who.client.get(`${M}/list${query}`)) as { messages: Summary[]; page: unknown };
  const view = (who: Who, id: number | string) => who.client.get(`${M}/view?message_id=${id}`);

  /** `count` news for a customer, written one after the other (the oldest first) */
  async function news(userId: number, count: number, to = 'giulia.bianchi@example.com') {
    for (let i = 1; i <= count; i++) {
      await enqueueMail(
        database.db,
        { to, subject: `Novità n. ${i}`, text: `Ciao,\n\necco la novità n. ${i}.`, html: '<p>x</p>' },
        { userId, kind: 'news' },
      );
    }
  }

  it('lists an order e-mail for its customer and shows its whole text', async () => {
    const order = await marioOrders();
    const archive = await list(mario);
    expect(archive.page).toEqual({ selPage: 1, totPages: 1, totItems: 1, itemsPerPage: 12 });
    expect(archive.messages).toHaveLength(1);
    const [summary] = archive.messages;
    expect(summary).toEqual({
      messageId: expect.any(Number),
      kind: 'order',
      subject: `Il tuo ordine n. ${order.orderId} è confermato`,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      excerpt: expect.stringMatching(new RegExp(`^Ciao Mario, grazie per il tuo ordine n\\. ${order.orderId}\\.`)),
    });
    expect(summary.excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(Math.abs(Date.parse(summary.date) - Date.now())).toBeLessThan(60_000);

    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, summary.messageId));
    expect(row).toMatchObject({ userId: mario.userId, kind: 'order', to: DEMO_USERS.mario });
    const shown = okData(await view(mario, summary.messageId));
    expect(shown).toEqual({
      message: { messageId: summary.messageId, kind: 'order', subject: summary.subject, date: summary.date, text: row.text },
    });
    expect(shown.message.text).toContain('Cesto Natalizio × 3: 120,00 €');
    // the storefront reads both answers with its own schemas (app/ebsn/messages.server.ts)
    expect(messageSummarySchema.parse(summary)).toEqual(summary);
    expect(messageSchema.parse(shown.message)).toEqual(shown.message);

    // its cancellation is the newest
    okData(await mario.client.postJson('/ebsn/api/order/delete', { order_id: order.orderId }));
    expect((await list(mario)).messages.map((m) => m.subject)).toEqual([
      `Il tuo ordine n. ${order.orderId} è stato annullato`,
      `Il tuo ordine n. ${order.orderId} è confermato`,
    ]);
  });

  it('never lists or shows an account e-mail, not even one recorded with the customer’s id', async () => {
    await marioOrders();
    // a password reset (written after the answer: reading the outbox waits for it) and an e-mail change
    await client(app).get(`/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(DEMO_USERS.mario)}`);
    okData(
      await mario.client.get(
        `/ebsn/api/registration/update_email_request?new_email=${encodeURIComponent('mario.nuovo@example.com')}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      ),
    );
    const written = await outbox(app);
    expect(written.length).toBeGreaterThanOrEqual(4);
    // a mail that names its customer but says nothing of its kind is an account one
    await enqueueMail(
      database.db,
      { to: DEMO_USERS.mario, subject: 'Il tuo codice segreto', text: 'Codice: 123456', html: '<p>123456</p>' },
      { userId: mario.userId },
    );

    const archive = await list(mario);
    expect(archive.messages.map((m) => m.kind)).toEqual(['order']);
    expect(archive.page).toMatchObject({ totItems: 1 });
    const accountRows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'account'));
    expect(accountRows.length).toBeGreaterThanOrEqual(4);
    for (const row of accountRows) refused(await view(mario, row.id), 'error.message.notFound', NOT_FOUND);
  });

  it("never lets a customer list or read another's messages", async () => {
    await marioOrders();
    const [mine] = (await list(mario)).messages;
    expect(await list(giulia)).toEqual({ messages: [], page: { selPage: 1, totPages: 1, totItems: 0, itemsPerPage: 12 } });
    // the same refusal as a message that does not exist
    refused(await view(giulia, mine.messageId), 'error.message.notFound', NOT_FOUND);
    refused(await view(giulia, 2_147_483_647), 'error.message.notFound', NOT_FOUND);
    refused(await view(mario, mine.messageId + 1000), 'error.message.notFound', NOT_FOUND);
    // a third customer neither
    const paolo = await customer(app, database.db, DEMO_USERS.paolo);
    expect((await list(paolo)).messages).toEqual([]);
    refused(await view(paolo, mine.messageId), 'error.message.notFound');
    // and Mario still has his
    expect(okData(await view(mario, mine.messageId)).message.messageId).toBe(mine.messageId);
  });

  it('pages the archive, newest first: 12 by default, at most 50, a page past the end empty', async () => {
    await news(giulia.userId, 26);
    const first = await list(giulia);
    expect(first.page).toEqual({ selPage: 1, totPages: 3, totItems: 26, itemsPerPage: 12 });
    expect(first.messages.map((m) => m.subject)).toEqual(Array.from({ length: 12 }, (_, i) => `Novità n. ${26 - i}`));
    expect(first.messages.every((m) => m.kind === 'news')).toBe(true);
    const third = await list(giulia, '?page=3');
    expect(third.page).toEqual({ selPage: 3, totPages: 3, totItems: 26, itemsPerPage: 12 });
    expect(third.messages.map((m) => m.subject)).toEqual(['Novità n. 2', 'Novità n. 1']);
    const seen = new Set<number>();
    for (const page of [1, 2, 3]) for (const m of (await list(giulia, `?page=${page}`)).messages) seen.add(m.messageId);
    expect(seen.size).toBe(26);

    const five = await list(giulia, '?page=2&page_size=5');
    expect(five.page).toEqual({ selPage: 2, totPages: 6, totItems: 26, itemsPerPage: 5 });
    expect(five.messages.map((m) => m.subject)).toEqual(['Novità n. 21', 'Novità n. 20', 'Novità n. 19', 'Novità n. 18', 'Novità n. 17']);
    // out of range sizes are brought into range; a page past the end is empty
    expect((await list(giulia, '?page_size=5000')).page).toMatchObject({ itemsPerPage: 50, totPages: 1 });
    expect((await list(giulia, '?page_size=0')).page).toMatchObject({ itemsPerPage: 1, totPages: 26 });
    expect(await list(giulia, '?page=9')).toEqual({ messages: [], page: { selPage: 9, totPages: 3, totItems: 26, itemsPerPage: 12 } });
    // the excerpt is the text on one line
    expect(first.messages[0].excerpt).toBe('Ciao, ecco la novità n. 26.');
  });

  it('answers bad input with a 400 and never a 500', async () => {
    for (const query of [
      '?page=abc',
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?page=99999999999999',
      '?page_size=abc',
      '?page=%00',
      '?page=%3Cscript%3E',
    ]) {
      const answer = await mario.client.get(`${M}/list${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.response.status, query).toBe(1);
    }
    for (const query of [
      '',
      '?message_id=',
      '?message_id=abc',
      '?message_id=0',
      '?message_id=-3',
      '?message_id=2147483648',
      '?message_id=1e3',
      '?message_id=%00',
    ]) {
      const answer = await mario.client.get(`${M}/view${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.response.errors[0].code, query).toBe('error.validation');
    }
    // repeated keys: the last one counts; unknown ones are ignored
    expect((await list(mario, '?page=abc&page=1&x=%00')).page).toMatchObject({ selPage: 1 });
  });

  it('refuses a guest, and a token nobody issued, with the login-required refusal', async () => {
    await news(giulia.userId, 1);
    const [message] = (await list(giulia)).messages;
    for (const who of [client(app), client(app, { 'X-Ebsn-Account': 'nonsense' })]) {
      refused(await who.get(`${M}/list`), 'auth.required', LOGIN_REQUIRED);
      refused(await who.get(`${M}/view?message_id=${message.messageId}`), 'auth.required', LOGIN_REQUIRED);
    }
  });

  it('goes with the account when it is anonymised, whatever address each message went to', async () => {
    const paolo = await customer(app, database.db, DEMO_USERS.paolo);
    // one sent before an e-mail change, to the old address, and one to the current address
    await news(paolo.userId, 1, 'paolo.vecchio@example.com');
    await enqueueMail(
      database.db,
      { to: DEMO_USERS.paolo, subject: 'Ordine', text: 'Ciao', html: '<p>Ciao</p>' },
      { userId: paolo.userId, kind: 'order' },
    );
    await news(giulia.userId, 2);
    expect((await list(paolo)).page).toMatchObject({ totItems: 2 });

    const user = (await findUserById(database.db, paolo.userId))!;
    const token = await issueToken(database.db, paolo.userId, 'anonymize');
    expect(await anonymizeAccount(database.db, user, token)).toBe(true);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, paolo.userId))).toEqual([]);
    expect((await list(giulia)).page).toMatchObject({ totItems: 2 });
  });

  it('cuts the excerpt at a word, with an ellipsis, and keeps a short text whole', () => {
    expect(excerptOf('Ciao Mario,\n\n  grazie.')).toBe('Ciao Mario, grazie.');
    const long = `Ciao Mario, ${'parola '.repeat(60)}`;
    const cut = excerptOf(long);
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(cut).toMatch(/ parola…$/);
    expect(excerptOf('x'.repeat(400))).toBe(`${'x'.repeat(EXCERPT_LENGTH - 1)}…`);
  });
});
