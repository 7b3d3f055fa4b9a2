// An id as the shop's pages post it or put it in an address: digits within the backend's id range
// (`MAX_ID`, an int32). The address book, the invoice data and the wish lists read their ids so.
import { z } from 'zod';
import { MAX_ID } from '#domain/filters';

/** An id as posted or in the address: digits within an id's range; anything else is none. */
export function idOf(value: FormDataEntryValue | string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

/** A posted id field (a hidden field no shopper types): read as idOf reads it; anything else fails the schema. */
export const idField = () => z.string().transform((v, ctx) => idOf(v) ?? (ctx.addIssue({ code: 'custom' }), z.NEVER));
