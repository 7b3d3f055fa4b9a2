// A customer's saved invoice data (account.md §3 "Fiscal person record", §7 user-person-fiscal/*):
// who their invoices are made out to, kept so the checkout's invoice request can offer it again.
// A record is exactly domain/invoice's fields, normalised and checked by its rules before it gets
// here, so a record can be sent back as the cart's invoice_data as it is. Rules that take plain
// arguments; the route parses and answers.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { appUser, personFiscal } from '../db/schema';
import { refuse, type Refusal } from '../ebsn/refusal';
import { INVOICE_FIELDS, normaliseInvoice, type InvoiceData } from '../../domain/invoice';

/** records one customer may keep: a family and a few businesses, not an address book */
export const MAX_PERSON_FISCAL = 20;

// Not in the spec; worded as its other refusals (wish lists: "Puoi avere al massimo 50 liste.").
export const FISCAL_REFUSALS = {
  tooMany: {
    code: 'error.personFiscal.tooMany',
    error: `Puoi salvare al massimo ${MAX_PERSON_FISCAL} intestatari per la fattura: eliminane uno per aggiungerne un altro.`,
  },
  // one answer for another customer's record and a missing one: ids must not tell what exists
  notFound: { code: 'error.personFiscal.notFound', error: 'Dati di fatturazione non trovati.' },
} as const satisfies Record<string, Refusal>;

/** an insert of data already saved keeps the one record and says so (status 0: nothing went wrong) */
export const FISCAL_NOTES = {
  alreadySaved: { code: 'info.personFiscal.alreadySaved', info: 'Questi dati di fatturazione sono già salvati.' },
} as const;

type Row = typeof personFiscal.$inferSelect;

/** A record on the wire: its id and every invoice field (a string, empty when not given). */
export function personFiscalWire(row: Row): { personFiscalId: number } & InvoiceData {
  // normalised again on the way out: a row written by hand or by an older rule still answers the 13 fields
  return { personFiscalId: row.id, ...normaliseInvoice(row.data) };
}

const sameData = (a: InvoiceData, b: InvoiceData) => INVOICE_FIELDS.every((f) => a[f] === b[f]);

/** user-person-fiscal/list: the customer's records, the newest first. */
export async function listPersonFiscal(db: Pick<Tx, 'select'>, userId: number): Promise<Row[]> {
  return db.select().from(personFiscal).where(eq(personFiscal.userId, userId)).orderBy(desc(personFiscal.createdAt), desc(personFiscal.id));
}

/**
 * user-person-fiscal/insert-billing-address, in a transaction: the record of this data (already
 * normalised and valid). The same data twice is one record (the checkout may save on every order);
 * the customer's row is locked so two saves at once neither duplicate nor pass the cap.
 */
export async function insertPersonFiscal(tx: Tx, userId: number, data: InvoiceData): Promise<{ row: Row; created: boolean }> {
  await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('update').limit(1);
  const existing = (await listPersonFiscal(tx, userId)).find((row) => sameData(normaliseInvoice(row.data), data));
  if (existing) return { row: existing, created: false };
  const [{ n }] = await tx.select({ n: count() }).from(personFiscal).where(eq(personFiscal.userId, userId));
  if (Number(n) >= MAX_PERSON_FISCAL) refuse(FISCAL_REFUSALS.tooMany);
  const [row] = await tx.insert(personFiscal).values({ userId, data }).returning();
  return { row: row!, created: true };
}

/** user-person-fiscal/delete-person-fiscal: the customer's own record goes; any other id is "not found". */
export async function deletePersonFiscal(tx: Tx, userId: number, id: number): Promise<void> {
  const gone = await tx
    .delete(personFiscal)
    .where(and(eq(personFiscal.id, id), eq(personFiscal.userId, userId)))
    .returning({ id: personFiscal.id });
  if (!gone.length) refuse(FISCAL_REFUSALS.notFound);
}
