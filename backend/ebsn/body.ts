// Request bodies of the commerce API: live clients post login as form fields and registration as
// JSON. Every body read against a schema goes through readBody. Reading a body that cannot be read
// throws BadBody, and one that breaks its schema throws InvalidBody: app.ts's error handler answers
// both with a 400 envelope, so routes never catch them. The size cap itself is app.ts's bodyLimit.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldMessage } from './envelope';

export class BadBody extends Error {}

/**
 * A body holding half of a UTF-16 pair: 400 with its own message. JSON may escape one ("\ud800")
 * and JavaScript keeps it, but no database stores it (PostgreSQL refuses it in json and jsonb:
 * a 500, issue 26), so it is refused at the edge, for every body, before any route reads it.
 */
export class LoneSurrogate extends BadBody {}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** whether a text holds half of a UTF-16 pair */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/**
 * Whether any text of a parsed JSON value, key or value, at any depth, holds half of a pair. Walked
 * with a list of its own, not by recursion: 11 KB of `[[[…"\u0041"…]]]` nest 5,700 deep, and the
 * call stack ran out (a 500 on every POST, found by a probe).
 */
export function holdsLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasLoneSurrogate(next)) return true;
    } else if (Array.isArray(next)) {
      for (const inner of next) pending.push(inner);
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (hasLoneSurrogate(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * JSON text inside a value (invoice data, a provider's payment data), parsed: undefined when it is
 * not JSON, or when it escapes half of a pair (it would be kept, and refused by the database).
 */
export function parseNestedJson(text: string): { value: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return holdsLoneSurrogate(value) ? undefined : { value };
  } catch {
    return undefined;
  }
}

/**
 * The edge's check (app.ts, before every route): a JSON body is parsed once here and refused when
 * it holds half of a pair; malformed JSON is left to the route, which answers it as it always did.
 * Forms cannot carry one: their bytes are UTF-8, decoded with replacement characters.
 */
export async function refuseLoneSurrogates(c: Context, next: () => Promise<void>): Promise<void> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJsonType(c.req.header('content-type') ?? '')) {
    let text: string | undefined;
    try {
      text = await c.req.text();
    } catch {
      text = undefined;
    }
    // an escape is the only way in: a body without one is spared the parse
    if (text?.includes('\\u')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (holdsLoneSurrogate(parsed)) throw new LoneSurrogate('lone surrogate');
    }
  }
  await next();
}

/** A body in a format the call does not take (text/plain where JSON is due): 415. */
export class UnsupportedBody extends Error {}

/** application/json or a structured `+json` type, parameters (charset) aside. */
function isJsonType(type: string): boolean {
  const media = type.split(';')[0]!.trim().toLowerCase();
  return media === 'application/json' || (media.startsWith('application/') && media.endsWith('+json'));
}

/** Whether the request's body says it is JSON (routes that take JSON or a form choose by it). */
const isJsonBody = (c: Context) => isJsonType(c.req.header('content-type') ?? '');

export class InvalidBody extends Error {
  /** `messages`: the call's own wording of the problems, instead of the generic parameter sentences */
  constructor(
    readonly error: z.ZodError,
    readonly messages?: FieldMessage[],
  ) {
    super('body does not match its schema');
  }
}

/**
 * Form fields as strings (application/x-www-form-urlencoded or multipart). JSON objects are accepted
 * too, with their scalar values as strings, since some clients post JSON everywhere. A repeated
 * field keeps its last value; files and nested values make the body unreadable.
 */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (isJsonType(type)) {
    const json = await readJson(c);
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new BadBody('not an object');
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(json)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object') throw new BadBody(`nested value in ${key}`);
      out[key] = String(value);
    }
    return out;
  }
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) {
    // No body at all (a bare POST) is an empty form; anything else is not a form.
    const text = await c.req.text().catch(() => {
      throw new BadBody('unreadable');
    });
    if (text.trim() === '') return {};
    throw new UnsupportedBody(type || 'no content type');
  }
  let parsed: Record<string, string | File | (string | File)[]>;
  try {
    parsed = await c.req.parseBody({ all: true });
  } catch {
    throw new BadBody('unreadable form');
  }
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(parsed)) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (typeof value !== 'string') throw new BadBody(`file in ${key}`);
    out[key] = value;
  }
  return out;
}

/** A form's fields as the schema reads them (e.g. a flat form made into the JSON body's shape). */
export type FormShape = (form: Record<string, string>) => unknown;

/** A form's fields as they are. */
export const asSent: FormShape = (form) => form;

/** A form whose empty fields count as absent (what a browser sends for an untouched input). */
export const withoutEmpty: FormShape = (form) => Object.fromEntries(Object.entries(form).filter(([, v]) => v !== ''));

export type BodyOptions = {
  /**
   * What the call takes: 'both' (the default) reads JSON typed as the schema says (a number where
   * text is due is refused) and a form through `form`; 'json' refuses a form (415); 'form' reads
   * a JSON object as form fields too, all text.
   */
  accepts?: 'both' | 'json' | 'form';
  /** how a form's fields become the schema's input; as sent unless told */
  form?: FormShape;
  /** the call's own wording of a schema's refusal (see InvalidBody) */
  problems?: (error: z.ZodError) => FieldMessage[];
};

/** The request's body checked against a schema: unreadable is a BadBody, a mismatch an InvalidBody. */
export async function readBody<T extends z.ZodTypeAny>(c: Context, schema: T, options: BodyOptions = {}): Promise<z.output<T>> {
  const { accepts = 'both', form = asSent, problems } = options;
  const input = accepts === 'json' || (accepts === 'both' && isJsonBody(c)) ? await readJson(c) : form(await readForm(c));
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidBody(parsed.error, problems?.(parsed.error));
  return parsed.data;
}

/**
 * The parsed JSON body; malformed JSON is a BadBody. Only a body that says it is JSON is read as
 * JSON: a text/plain one (what a cross-site page may send without asking) is an UnsupportedBody.
 */
async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!isJsonType(type)) throw new UnsupportedBody(type || 'no content type');
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new BadBody('unreadable');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BadBody('malformed JSON');
  }
}
