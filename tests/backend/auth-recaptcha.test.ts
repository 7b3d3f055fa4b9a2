// reCAPTCHA on login, against a local stand-in of the verification service: off by default; when
// on, a failed check answers HTTP 403; the pin's second round skips it (spec §5) only after a first
// round in the same session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateTOTP } from '@epic-web/totp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '~/ebsn/schemas';
import {
  accountsApp,
  accountsDatabase,
  client,
  DEMO_MFA_SECRET,
  DEMO_PASSWORD,
  DEMO_USERS,
  errorCodes,
  errorTexts,
  login,
} from './helpers/accounts';
import { backendKinds, type TestDatabase } from './helpers/database';

/** the stand-in: 'buono' passes with the secret 'segreto'; 'guasto' makes it answer 500 */
function verificationService(): Promise<{ url: string; seen: URLSearchParams[]; close: () => Promise<void> }> {
  const seen: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      if (req.method !== 'POST') return res.writeHead(405).end();
      if (form.get('response') === 'guasto') return res.writeHead(500).end('boom');
      const success = form.get('secret') === 'segreto' && form.get('response') === 'buono';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          success ? { success: true, action: 'login', score: 0.9 } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, seen, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

describe.each(backendKinds)('reCAPTCHA on login (%s)', (kind) => {
  let database: TestDatabase;
  let service: Awaited<ReturnType<typeof verificationService>>;
  let app: ReturnType<typeof accountsApp>;

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    service = await verificationService();
    app = accountsApp(database, { recaptchaSecret: 'segreto', recaptchaVerifyUrl: service.url, trustedProxyHops: 1 });
  });
  afterAll(async () => {
    await service?.close();
    await database?.dispose();
  });

  it('is off by default', async () => {
    const plain = accountsApp(database);
    expect((await login(client(plain), DEMO_USERS.mario, DEMO_PASSWORD)).body.response.status).toBe(0);
  });

  it('answers 403 without a token or with a bad one, and checks nothing else', async () => {
    for (const token of [undefined, 'cattivo', 'guasto', 'x'.repeat(5000)]) {
      const answer = await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, token === undefined ? {} : { token });
      expect(answer.status, String(token).slice(0, 10)).toBe(403);
      expect(envelopeSchema.parse(answer.body).response.status).not.toBe(0);
      expect(errorCodes(answer)).toEqual(['auth.botCheck']);
      expect(errorTexts(answer)).toEqual(['Verifica di sicurezza non superata. Riprova.']);
      expect(answer.body.user.userId).toBe(-1);
    }
  });

  it('logs in with a good token, sending secret, token and the client address', async () => {
    const answer = await login(client(app), DEMO_USERS.mario, DEMO_PASSWORD, { token: 'buono' }, { 'X-Forwarded-For': '203.0.113.5' });
    expect(answer.status).toBe(200);
    expect(answer.body.response.status).toBe(0);
    const last = service.seen[service.seen.length - 1];
    expect(Object.fromEntries(last)).toEqual({ secret: 'segreto', response: 'buono', remoteip: '203.0.113.5' });
  });

  it('answers 403 when the service cannot be reached', async () => {
    const down = accountsApp(database, { recaptchaSecret: 'segreto', recaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify' });
    expect((await login(client(down), DEMO_USERS.mario, DEMO_PASSWORD, { token: 'buono' })).status).toBe(403);
  });

  it("skips the check for the pin's round, only after this session passed it", async () => {
    const shopper = client(app);
    const first = await login(shopper, DEMO_USERS.giulia, DEMO_PASSWORD, { token: 'buono' });
    expect(errorCodes(first)).toEqual(['auth.mfaRequired']);
    const seen = service.seen.length;
    const pin = (await generateTOTP({ secret: DEMO_MFA_SECRET, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;

    // a session that never passed the first round cannot switch the check off with mfa_pin
    const sneaky = await login(client(app), DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: pin });
    expect(sneaky.status).toBe(403);

    const second = await login(shopper, DEMO_USERS.giulia, DEMO_PASSWORD, { mfa_pin: pin });
    expect(second.status).toBe(200);
    expect(second.body.response.status).toBe(0);
    expect(service.seen.length).toBe(seen); // the pin's round asked the service nothing
  });
});
