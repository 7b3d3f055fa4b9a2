// The e-mail outbox: the development pages (/dev/outbox, /dev/outbox.json; 404 in production),
// links to SHOP_URL, and the SMTP sender that drains it keeping each row with sent_at.
import nodemailer from 'nodemailer';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from './helpers/app';
import { drainOutbox, enqueueMail, MAX_SEND_ATTEMPTS } from '../../backend/accounts/outbox';
import { emailOutbox } from '../../backend/db/schema';
import { accountsApp, accountsDatabase, client, DEMO_USERS, outbox } from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

describe.each(backendKinds)('e-mail outbox (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof accountsApp>;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    app = accountsApp(database, { shopUrl: 'https://spesa.example' });
    for (const to of [DEMO_USERS.mario, DEMO_USERS.giulia, DEMO_USERS.mario]) {
      await client(app).get(`/ebsn/api/registration/password_reset_token_request?e_mail=${to}`);
    }
    // the reset e-mails are written after the answers: reading the outbox waits for them
    await outbox(app);
    await enqueueMail(database.db, {
      to: DEMO_USERS.mario,
      subject: 'Prova <b>',
      text: 'Vai a https://spesa.example/x?a=1&b=<2> ora',
      html: '<p>x</p>',
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('lists the mails as JSON, newest first, filtered by recipient', async () => {
    const mails = await outbox(app);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(mails[0]).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    expect(mails[0].subject).toBe('Prova <b>');
    const times = mails.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const mario = await outbox(app, DEMO_USERS.mario);
    expect(mario).toHaveLength(3);
    expect(mario.every((m) => m.to === DEMO_USERS.mario)).toBe(true);
    expect(await outbox(app, 'nessuno@example.com')).toEqual([]);
  });

  it('points links at SHOP_URL', async () => {
    const registered = await client(app).postJson('/ebsn/api/registration/register_user', {
      firstName: 'Ugo',
      lastName: 'Link',
      email: 'ugo.link@example.com',
      password: 'Collega!2026',
      phone: '3331234567',
      noFiscalCode: true,
      fiscalCode: null,
      birthDate: '1970-01-01',
      birthCountry: 'IT',
      birthPlace: 'Padova',
      gender: 'M',
      address: { address1: 'Via Roma', addressNumber: '1', postalcode: '35100', city: 'Padova', province: 'PD' },
      disclaimers: [{ registrationDisclaimerId: 1, value: 'true' }],
    });
    expect(registered.body.response.status).toBe(0);
    const [mail] = await outbox(app, 'ugo.link@example.com');
    expect(mail.text).toContain('https://spesa.example/registration-confirmed?e_mail=ugo.link%40example.com&reg_control_code=');
  });

  it('shows an HTML page with clickable links and escaped text', async () => {
    const res = await app.request('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Prova &lt;b&gt;');
    expect(html).not.toContain('Prova <b>');
    expect(html).toContain('<a href="https://spesa.example/x?a=1&amp;b=">https://spesa.example/x?a=1&amp;b=</a>&lt;2&gt; ora');
    expect(html).toMatch(
      /<a href="https:\/\/spesa\.example\/reset-password\?e_mail=mario\.rossi%40example\.com&amp;token=[A-Za-z0-9_-]{32}">/,
    );
    const filtered = await (await app.request('/dev/outbox?to=giulia.bianchi%40example.com')).text();
    expect(filtered).toContain('e_mail=giulia.bianchi%40example.com');
    expect(filtered).not.toContain('e_mail=mario.rossi%40example.com');
  });

  it('ignores control characters in ?to= (PostgreSQL refuses a NUL in text)', async () => {
    for (const path of ['/dev/outbox?to=a%00b', '/dev/outbox.json?to=giulia.bianchi%40example.com%00', '/dev/outbox?to=%01%1F']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
    }
    const filtered = await (await app.request('/dev/outbox.json?to=giulia.bianchi%40example.com%00')).json();
    expect(filtered.length).toBeGreaterThan(0);
  });

  it('answers 404 in production', async () => {
    const production = accountsApp(database, { production: true });
    for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=mario.rossi%40example.com']) {
      const res = await production.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('@example.com');
    }
  });

  it('drains the outbox through SMTP (nodemailer), keeping the rows with sent_at', async () => {
    const unsent = await database.db.select().from(emailOutbox).where(isNull(emailOutbox.sentAt));
    expect(unsent.length).toBeGreaterThan(0);
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const delivered: string[] = [];
    const recording = {
      sendMail: async (m: Parameters<typeof transport.sendMail>[0]) => {
        delivered.push(String(m.to));
        return transport.sendMail(m);
      },
    };
    const sent = await drainOutbox(database.db, recording, 'Spesa <noreply@spesa.example>', silentLog, 100);
    expect(sent).toBe(unsent.length);
    expect(delivered.sort()).toEqual(unsent.map((m) => m.to).sort());
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
    expect(await drainOutbox(database.db, recording, 'x', silentLog)).toBe(0);
    // sent mails stay listed for development
    expect((await outbox(app)).length).toBe(rows.length);
  });

  it('keeps a failing mail for later, up to a limit of attempts', async () => {
    await enqueueMail(database.db, { to: 'guasto@example.com', subject: 's', text: 't', html: 'h' });
    const failing = { sendMail: async () => Promise.reject(new Error('SMTP giù')) };
    for (let i = 0; i < MAX_SEND_ATTEMPTS + 2; i++) await drainOutbox(database.db, failing, 'x', silentLog);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'guasto@example.com'));
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(MAX_SEND_ATTEMPTS);
    expect(row.lastError).toBe('SMTP giù');
  });
});
