// zod for every query parameter of the commerce API: bad input answers 400 with an Italian message in
// the envelope, never a 500. Unknown parameters are ignored (clients send cache keys and the like).
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { MAX_ID } from '../limits';
import { invalid } from './envelope';

// A repeated query key (?page=1&page=2) arrives as an array: the last value wins, as in most servers.
// An empty value (?q=) is the same as no value: clients build query strings from empty form fields.
function lastValue(value: unknown): unknown {
  const one = Array.isArray(value) ? value[value.length - 1] : value;
  return one === '' ? undefined : one;
}

/** an optional query parameter */
export function single<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess(lastValue, schema.optional());
}

export const intParam = (min: number, max: number) =>
  single(
    z
      .string()
      .trim()
      .regex(/^-?\d{1,12}$/, 'deve essere un numero intero')
      .transform(Number)
      .pipe(z.number().int().min(min).max(max)),
  );

// PostgreSQL text cannot hold NUL: refusing it here keeps it from ever reaching a query.
export const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'contiene caratteri non validi');

export const textParam = (max: number) => single(safeText(max));

/** 'true' / 'false' as live clients send them; anything else is a mistake worth reporting */
export const flagParam = single(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'));

// Listing parameters follow live eBSN servers (ebsn-wire.md "What public clients rely on"): a value of
// the wrong kind (page=abc) is an error, a number out of range is brought into it (page_size=5000 is
// the largest page we serve), and an unknown choice (sort=rank, promo=maybe) is the default.

/** an integer brought into [min, max]; not an integer at all is still an error */
export const clampedIntParam = (min: number, max: number) =>
  single(
    z
      .string()
      .trim()
      .regex(/^[-+]?\d{1,30}$/, 'deve essere un numero intero')
      .transform((v) => Math.min(max, Math.max(min, Number(v)))),
  );

/** one of `values`; anything else is as if the parameter were absent */
export const choiceParam = <T extends string>(values: readonly T[]) =>
  single(z.string().transform((v) => ((values as readonly string[]).includes(v) ? (v as T) : undefined)));

/** a yes/no filter: true/false, 1/0 (any case); anything else is as if the parameter were absent */
export const lenientFlagParam = single(
  z.string().transform((v) => {
    const value = v.trim().toLowerCase();
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return undefined;
  }),
);

/** '12,15,7' → [12, 15, 7]; an empty string means no filter */
export const idListParam = single(
  z
    .string()
    .max(1000)
    .regex(/^[\d,\s]*$/, 'deve essere un elenco di numeri separati da virgola')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().min(1).max(MAX_ID)).max(100)),
);

export function validQuery<T extends z.ZodTypeAny>(schema: T) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) return invalid(c as never, result.error as z.ZodError);
  });
}

export function validParams<T extends z.ZodTypeAny>(schema: T) {
  return zValidator('param', schema, (result, c) => {
    if (!result.success) return invalid(c as never, result.error as z.ZodError);
  });
}

export const floatParam = (min: number, max: number) =>
  single(
    z
      .string()
      .trim()
      .regex(/^-?\d{1,9}(\.\d{1,12})?$/, 'deve essere un numero')
      .transform(Number)
      .pipe(z.number().min(min).max(max)),
  );

/** An id in a JSON or form body: a number, or its digits as a string. */
export const bodyId = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'deve essere un numero intero')
      .transform(Number),
  ])
  .pipe(z.number().int('deve essere un numero intero').min(1).max(MAX_ID));

/** A calendar day as YYYY-MM-DD, and a real one (2026-02-30 is not), in a JSON or form body. */
export const bodyDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'deve essere una data AAAA-MM-GG')
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
  }, 'non è una data valida');

/** The same day as a query parameter. */
export const dateParam = single(bodyDate);
