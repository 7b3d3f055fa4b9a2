// Request bodies of the commerce API: live clients post login as form fields and registration as
// JSON. Reading a body that cannot be read throws BadBody, and one that breaks its schema throws
// InvalidBody: app.ts's error handler answers both with a 400 envelope, so routes never catch them.
// The size cap itself is app.ts's bodyLimit.
import type { Context } from 'hono';
import type { z } from 'zod';

export class BadBody extends Error {}

/** A body in a format the call does not take (text/plain where JSON is due): 415. */
export class UnsupportedBody extends Error {}

/** application/json or a structured `+json` type, parameters (charset) aside. */
function isJsonType(type: string): boolean {
  const media = type.split(';')[0]!.trim().toLowerCase();
  return media === 'application/json' || (media.startsWith('application/') && media.endsWith('+json'));
}

/** Whether the request's body says it is JSON (routes that take JSON or a form choose by it). */
export const isJsonBody = (c: Context) => isJsonType(c.req.header('content-type') ?? '');

export class InvalidBody extends Error {
  constructor(readonly error: z.ZodError) {
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

/** The JSON body checked against a schema: malformed JSON is a BadBody, a mismatch an InvalidBody. */
export async function readJsonAs<T extends z.ZodTypeAny>(c: Context, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(await readJson(c));
  if (!parsed.success) throw new InvalidBody(parsed.error);
  return parsed.data;
}

/**
 * The parsed JSON body; malformed JSON is a BadBody. Only a body that says it is JSON is read as
 * JSON: a text/plain one (what a cross-site page may send without asking) is an UnsupportedBody.
 */
export async function readJson(c: Context): Promise<unknown> {
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
