// Customer care acting for a customer (issue 26 §2, decision 054), at the edge of the commerce API,
// once for every call rather than in each handler:
// - what only the customer may do stays theirs (their secrets, e-mail, pin, erasure), and staff
//   never see or use card data: saved cards, payment pages, paying online are refused;
// - every call that changes something for the customer is written to the audit before it is made
//   (and refused when it cannot be), then its outcome: who, when, what (the call and its parameters,
//   secrets left out), for whom, for which order and store.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { paidOnline, DEFAULT_PAYMENT_TYPE_ID } from '../../domain/payments';
import type { AppEnv, Deps } from '../ebsn/context';
import { fail } from '../ebsn/envelope';
import { audited } from './audit';
import { actingFor } from './guard';
import { STAFF_CODES, STAFF_TEXT } from './messages';

const API = '/ebsn/api';

/** Calls only the customer makes: their account's proofs and secrets, their saved cards, online payment. */
const CUSTOMER_ONLY: RegExp[] = [
  // the password too: staff would guess it against the customer's lockout, or set one where there is none (a probe found it open)
  /^\/registration\/(update_password|update_mfa|update_email_request|update_email|anonymize_token_request|anonymize_token_check|user_anonymize)$/,
  /^\/payment-type\//,
  /^\/order\/payment$/,
  /^\/payment-feedback-recurrent$/,
];

/** Calls that choose how an order is paid: refused with a card or a saved method. */
const PAYMENT_CHOICE = new Set(['/checkout/buy', '/order/modify-payment-type']);

/** GET calls of the contract that change something (the contract's, not ours to make POST). */
const CHANGING_GETS = new Set([
  '/user-address/delete',
  '/store-proximity/select',
  '/timeslot/select',
  '/shopatwork/subscribe',
  '/user-person-fiscal/delete-person-fiscal',
]);

/** Staff's own calls (recorded by their handlers) and the session's (sign-on, logout): not the customer's. */
const NOT_THE_CUSTOMERS = /^\/(user-search|backoffice-access|sso-auth|staff-audit|auth)\//;

/** POST calls that only read. */
const READING_POSTS = new Set(['/note/list', '/user-address/check']);

/** Parameters never written to the audit, whatever the call. */
const SECRET = /pass|pin|otp|token|card|cvv|cvc|secret|iban|auth/i;
const MAX_KEYS = 30;
const MAX_VALUE = 200;

function callOf(c: Context<AppEnv>): string {
  const path = c.req.path;
  return path.startsWith(`${API}/`) ? path.slice(API.length) : path;
}

function changes(method: string, call: string): boolean {
  if (NOT_THE_CUSTOMERS.test(call)) return false;
  if (method === 'GET' || method === 'HEAD') return CHANGING_GETS.has(call);
  if (method === 'OPTIONS') return false;
  return !READING_POSTS.has(call);
}

/** The body's fields as flat strings, when it is JSON or a url-encoded form (multipart is not read). */
async function bodyFields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (type.includes('json')) {
      const text = await c.req.text();
      const json: unknown = text.trim() ? JSON.parse(text) : {};
      return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
    }
  } catch {
    // an unreadable body is the handler's to refuse, with its own answer
  }
  return {};
}

/** The parameters worth keeping: no secret, bounded in number and size. */
function auditable(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields).slice(0, MAX_KEYS)) {
    if (SECRET.test(key) || key === 'intent' || key.startsWith('_')) continue;
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    out[key] = text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : typeof value === 'object' ? text : value;
  }
  return out;
}

function orderIdOf(fields: Record<string, unknown>): number | undefined {
  const raw = fields.order_id ?? fields.orderId;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
}

/** The call's answer said success (HTTP 200, response.status 0). */
async function succeeded(res: Response): Promise<boolean> {
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await res.clone().json()) as { response?: { status?: number } };
    return body?.response?.status === 0;
  } catch {
    return false;
  }
}

export function actingMiddleware(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const customerUserId = actingFor(c);
    if (customerUserId === undefined) return next();
    const staff = c.get('staff')!;
    const call = callOf(c);
    if (CUSTOMER_ONLY.some((rule) => rule.test(call))) {
      const cardCall = /payment/.test(call);
      return fail(c, { code: STAFF_CODES.notForStaff, error: cardCall ? STAFF_TEXT.cardNotForStaff : STAFF_TEXT.notForStaff }, 403);
    }
    const method = c.req.method;
    if (!changes(method, call)) return next();

    const fields = { ...c.req.query(), ...(method === 'GET' ? {} : await bodyFields(c)) };
    if (PAYMENT_CHOICE.has(call)) {
      const typeId = Number(fields.payment_type_id ?? DEFAULT_PAYMENT_TYPE_ID);
      if (paidOnline(typeId) || fields.user_payment_auth_id !== undefined) {
        return fail(c, { code: STAFF_CODES.notForStaff, error: STAFF_TEXT.cardNotForStaff }, 403);
      }
    }
    // recorded before it is made: a change that cannot be recorded is refused (backend/staff/audit.ts)
    await audited(
      deps,
      { staffUserId: staff.id, customerUserId, orderId: orderIdOf(fields), action: call.slice(1), detail: auditable(fields) },
      () => next(),
      { succeeded: () => succeeded(c.res) },
    );
  });
}
