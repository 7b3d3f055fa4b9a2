// Rating notes (account.md §3 "Order rating note", §7 note/order/add|update, note/list): a customer
// rates their own order once it has arrived, one note per order, and may change it later.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerOrder, orderNote } from '../db/schema';
import { isRateable } from '../../domain/orders';
import { refuse } from '../ebsn/refusal';
import { ORDER_REFUSALS } from './messages';

type NoteRow = typeof orderNote.$inferSelect;

export function noteWire(row: NoteRow) {
  return {
    noteId: row.id,
    orderId: row.orderId,
    rating: row.rating,
    body: row.body,
    date: row.updatedAt.toISOString(),
  };
}

export type NoteOutcome = { ok: true; note: NoteRow };

/** note/order/add: the note of the customer's own arrived order (one: a second add is refused, update it). */
export async function addNote(db: Database, userId: number, orderId: number, rating: number, body: string): Promise<NoteOutcome> {
  const [order] = await db
    .select({ statusId: customerOrder.orderStatusId })
    .from(customerOrder)
    .where(and(eq(customerOrder.id, orderId), eq(customerOrder.userId, userId)))
    .limit(1);
  if (!order) refuse(ORDER_REFUSALS.notFound);
  if (!isRateable(order.statusId)) refuse(ORDER_REFUSALS.notRateable);
  const [row] = await db.insert(orderNote).values({ orderId, userId, rating, body }).onConflictDoNothing().returning();
  return row ? { ok: true, note: row } : refuse(ORDER_REFUSALS.noteExists);
}

/** note/order/update: the customer's own note, changed. */
export async function updateNote(db: Database, userId: number, noteId: number, rating: number, body: string): Promise<NoteOutcome> {
  const [row] = await db
    .update(orderNote)
    .set({ rating, body, updatedAt: new Date() })
    .where(and(eq(orderNote.id, noteId), eq(orderNote.userId, userId)))
    .returning();
  return row ? { ok: true, note: row } : refuse(ORDER_REFUSALS.noteNotFound);
}

/** note/list: the customer's notes, newest first, of one order when asked. */
export async function listNotes(db: Pick<Database, 'select'>, userId: number, orderId?: number) {
  const rows = await db
    .select()
    .from(orderNote)
    .where(and(eq(orderNote.userId, userId), orderId === undefined ? undefined : eq(orderNote.orderId, orderId)))
    .orderBy(desc(orderNote.id));
  return rows.map(noteWire);
}
