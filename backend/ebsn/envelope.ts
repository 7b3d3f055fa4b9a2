// The eBSN envelope (ebsn-wire.md): every commerce answer is { response, data, user }, built here and
// nowhere else (routes answer through ok/fail/failMany/invalid; app.ts's error handler through fail).
// Business failures keep HTTP 200 and say so in response.status; clients read the messages, not the code.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError, ZodIssue } from 'zod';
import { guestUser, type AppEnv, type EnvelopeUser } from './context';

export type Message = { error?: string; info?: string; warning?: string; code: string };

/** a message about one field of the request (field = the parameter's name) */
export type FieldMessage = Message & { field?: string };

export type EnvelopeResponse = {
  status: number;
  errors: Message[];
  infos: Message[];
  warnings: Message[];
  errorsMessage: string[];
  infosMessage: string[];
  warningsMessage: string[];
};

export type Envelope<T> = { response: EnvelopeResponse; data: T; user: EnvelopeUser };

/** response.status of every failure we answer; 0 is success */
export const STATUS_FAILED = 1;

export const messages = {
  generic: 'Si è verificato un errore, riprova tra qualche minuto.',
  notFound: 'Servizio non trovato.',
  badRequest: 'Richiesta non valida.',
  categoryNotFound: 'Categoria non trovata.',
  categoryBlockNotFound: 'Blocco non trovato.',
  productNotFound: 'Prodotto non trovato.',
  sessionExpired: 'La sessione è scaduta, accedi di nuovo.',
  crossSite: 'Richiesta non consentita da questa pagina: ricarica il sito e riprova.',
} as const;

/** `failed`: status 1 even without an error (a refusal worded as an info, shopping.md §8) */
export type Notes = { infos?: Message[]; warnings?: Message[]; failed?: boolean };

export function envelope<T>(data: T, user: EnvelopeUser, errors: Message[] = [], notes: Notes = {}): Envelope<T> {
  const infos = notes.infos ?? [];
  const warnings = notes.warnings ?? [];
  return {
    response: {
      status: errors.length || notes.failed ? STATUS_FAILED : 0,
      errors,
      infos,
      warnings,
      errorsMessage: errors.map((m) => m.error ?? ''),
      infosMessage: infos.map((m) => m.info ?? ''),
      warningsMessage: warnings.map((m) => m.warning ?? ''),
    },
    data,
    user,
  };
}

function userOf(c: Context<AppEnv>): EnvelopeUser {
  return c.get('user') ?? guestUser;
}

export function ok<T>(c: Context<AppEnv>, data: T, notes?: Notes) {
  return c.json(envelope(data, userOf(c), [], notes), 200);
}

/**
 * ok() for data already serialized (catalogue answers kept as JSON text, decision 033): the same
 * bytes and headers as ok(), without serializing the data again for every request.
 */
export function okJson(c: Context<AppEnv>, dataJson: string) {
  const { response, user } = envelope(null, userOf(c));
  return c.body(`{"response":${JSON.stringify(response)},"data":${dataJson},"user":${JSON.stringify(user)}}`, 200, {
    'Content-Type': 'application/json',
  });
}

/** a business failure: HTTP 200 unless told otherwise, data null, one Italian message with its code */
export function fail(c: Context<AppEnv>, refusal: { code: string; error: string }, httpStatus = 200) {
  return failMany(c, [{ error: refusal.error, code: refusal.code }], httpStatus);
}

/** a failure with several messages (one per field problem), HTTP 200 unless told otherwise */
export function failMany(c: Context<AppEnv>, errors: FieldMessage[], httpStatus = 200) {
  return c.json(envelope(null, userOf(c), errors), httpStatus as ContentfulStatusCode);
}

/** a failure that still carries data (what the refused change would have given), HTTP 200 */
export function failWith<T>(c: Context<AppEnv>, data: T, messages: { errors?: Message[]; infos?: Message[] }) {
  return c.json(envelope(data, userOf(c), messages.errors, { infos: messages.infos, failed: true }), 200);
}

function italianReason(issue: ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return issue.type === 'string'
        ? `può contenere al massimo ${issue.maximum} caratteri`
        : issue.type === 'array'
          ? `può contenere al massimo ${issue.maximum} valori`
          : `deve essere al massimo ${issue.maximum}`;
    case 'too_small':
      return issue.type === 'string' ? `deve contenere almeno ${issue.minimum} caratteri` : `deve essere almeno ${issue.minimum}`;
    case 'invalid_enum_value':
      return `deve essere uno tra: ${issue.options.map((o) => `'${String(o)}'`).join(', ')}`;
    case 'invalid_type':
      if (issue.received === 'undefined') return 'è obbligatorio';
      return issue.expected === 'number' || issue.expected === 'integer' ? 'deve essere un numero' : 'non è valido';
    default:
      // Our schemas word their own messages in Italian (regex, refine); zod's defaults are English.
      return /^(Invalid|Expected|Required)/.test(issue.message) ? 'non è valido' : issue.message;
  }
}

/** 'Il parametro "page" deve essere almeno 1.' — one sentence per offending parameter */
export function italianValidationMessages(error: ZodError): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push(field ? `Il parametro "${field}" ${italianReason(issue)}.` : messages.badRequest);
  }
  return out;
}

export function invalid(c: Context<AppEnv>, error: ZodError) {
  const errors = italianValidationMessages(error).map((text) => ({ error: text, code: 'error.validation' }));
  return failMany(c, errors, 400);
}
