// Account test helpers: a database with the consents and demo customers, a client that keeps its
// x-ebsn-account token and posts forms and JSON like the storefront, the outbox, and a valid
// registration to vary.
import { expect } from 'vitest';
import { envelopeSchema } from '~/ebsn/schemas';
import type { App } from '../../../backend/app';
import type { AppConfig } from '../../../backend/config';
import { seedAccounts } from '../../../backend/seed/accounts';
import { formPost, testApp } from './app';
import { openTestDatabase, type BackendKind, type TestDatabase } from './database';

export { DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_USERS } from '../../../backend/seed/accounts';

/** no slowdown and no e-mail spacing unless a test asks for them: suites stay fast */
export const quickConfig: Partial<AppConfig> = { loginSlowdownMs: 0, mailCooldownSeconds: 0 };

export async function accountsDatabase(kind: BackendKind): Promise<TestDatabase> {
  const database = await openTestDatabase(kind);
  await seedAccounts(database.db);
  return database;
}

export function accountsApp(database: TestDatabase, config: Partial<AppConfig> = {}): App {
  return testApp(database.db, { ...quickConfig, ...config });
}

export type Answer = { status: number; headers: Headers; body: any; text: string };

async function send(app: App, path: string, init: RequestInit): Promise<Answer> {
  const res = await app.request(path, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** a shopper's client: remembers the token it is given, like the storefront's cookie */
export function client(app: App, baseHeaders: Record<string, string> = {}) {
  let token: string | undefined;
  const run = async (path: string, init: RequestInit = {}, headers: Record<string, string> = {}) => {
    const answer = await send(app, path, {
      ...init,
      headers: { ...baseHeaders, ...(token ? { 'X-Ebsn-Account': token } : {}), ...headers, ...(init.headers as Record<string, string>) },
    });
    token = answer.headers.get('x-ebsn-account') ?? token;
    return answer;
  };
  return {
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
    get: (path: string, headers?: Record<string, string>) => run(path, {}, headers),
    postForm: (path: string, fields: Record<string, string>, headers?: Record<string, string>) => run(path, formPost(fields), headers),
    postJson: (path: string, json: unknown, headers?: Record<string, string>) =>
      run(path, { method: 'POST', body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } }, headers),
  };
}
export type Client = ReturnType<typeof client>;

export function login(c: Client, email: string, password: string, extra: Record<string, string> = {}, headers?: Record<string, string>) {
  return c.postForm('/ebsn/api/auth/login', { login: email, password, remember_me: 'true', show_sectors: 'false', ...extra }, headers);
}

export type OutboxMail = { to: string; subject: string; text: string; html: string; createdAt: string };

export async function outbox(app: App, to?: string): Promise<OutboxMail[]> {
  const res = await app.request(`/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return (await res.json()) as OutboxMail[];
}

/** the query of the first link to `path` in the newest mail to `to` */
export async function linkIn(app: App, to: string, path: string): Promise<URLSearchParams> {
  const [mail] = await outbox(app, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, '\\/')}\\?[^\\s]+`).exec(mail.text);
  if (!match) throw new Error(`no link to ${path} in: ${mail.text}`);
  return new URL(match[0]).searchParams;
}

export const errorCodes = (a: Answer): string[] => (a.body?.response?.errors ?? []).map((e: { code: string }) => e.code);
export const errorTexts = (a: Answer): string[] => a.body?.response?.errorsMessage ?? [];

/** The data of a successful answer: HTTP 200, an envelope of status 0 without errors. */
export function okData(answer: Answer) {
  expect(answer.status, answer.text).toBe(200);
  const envelope = envelopeSchema.parse(answer.body);
  expect(envelope.response.errorsMessage).toEqual([]);
  expect(envelope.response.status).toBe(0);
  return answer.body.data;
}

/** A business refusal: HTTP 200, status 1, exactly this code (and this text when given). */
export function refused(answer: Answer, code: string, text?: string) {
  expect(answer.status).toBe(200);
  expect(answer.body.response.status).toBe(1);
  expect(errorCodes(answer)).toEqual([code]);
  if (text) expect(errorTexts(answer)).toEqual([text]);
}

/** Luca Verdi, born in Padova on 1 July 1985: a registration every rule accepts */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Luca',
    lastName: 'Verdi',
    email: 'luca.verdi@example.com',
    password: 'Carrello#2026',
    phone: '+39 333 1234567',
    noFiscalCode: false,
    fiscalCode: 'VRDLCU85L01G224Q',
    birthDate: '1985-07-01',
    birthCountry: 'IT',
    birthPlace: 'Padova',
    birthProvince: 'PD',
    gender: 'M',
    address: { address1: 'Via Garibaldi', addressNumber: '3', postalcode: '35122', city: 'Padova', province: 'PD' },
    disclaimers: [
      { registrationDisclaimerId: 1, value: 'true' },
      { registrationDisclaimerId: 2, value: 'false' },
      { registrationDisclaimerId: 3, value: 'true' },
    ],
    socialLogin: null,
    ...overrides,
  };
}
