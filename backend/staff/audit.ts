// The audit of what staff do for a customer or an order (issue 26 §2): who, when, what, for whom.
// Rows are only ever inserted: no call of the API changes or deletes them, and the database refuses
// UPDATE, DELETE and TRUNCATE on the table (migration 0027). An action is written before it is made
// ('begun'): a change whose record cannot be written is refused, so nothing staff do goes unrecorded;
// its outcome follows as a row of its own ('done' or 'refused', migration 0029). A begun row with no
// outcome is an action whose outcome could not be written: it may have been made, and says so. The
// customer reads their own rows (what was done or may have been), a store manager those of their stores.
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { appUser, cart, customerOrder, staffAudit, staffUser } from '../db/schema';
import { refuse } from '../ebsn/refusal';
import { STAFF_CODES, STAFF_TEXT } from './messages';

export type StaffAction = {
  staffUserId: number;
  /** the customer concerned; when absent and an order is named, the order's */
  customerUserId?: number | null;
  orderId?: number | null;
  /** the store concerned; when absent, the order's, or else the customer's cart's */
  warehouseId?: number | null;
  /** what was done, a short stable name ('cart/add', 'select_user', 'order/status') */
  action: string;
  /** its parameters, never a secret */
  detail?: Record<string, unknown>;
};

/** how an action ended, as the audit's readers see it: 'unknown' when its outcome could not be written */
export type AuditOutcome = 'done' | 'refused' | 'unknown';

export type BegunAction = typeof staffAudit.$inferSelect;

/** Writes the action as begun, before it is made, and answers the row written. */
export async function beginStaffAction(db: Database, entry: StaffAction): Promise<BegunAction> {
  let warehouseId = entry.warehouseId ?? null;
  let customerUserId = entry.customerUserId ?? null;
  if ((warehouseId === null || customerUserId === null) && entry.orderId) {
    const [order] = await db
      .select({ warehouseId: customerOrder.warehouseId, userId: customerOrder.userId })
      .from(customerOrder)
      .where(eq(customerOrder.id, entry.orderId))
      .limit(1);
    warehouseId ??= order?.warehouseId ?? null;
    customerUserId ??= order?.userId ?? null;
  }
  // no order: the store of the customer's cart, so that its manager reads what staff did there
  // (selecting the customer included)
  if (warehouseId === null && customerUserId !== null) {
    const [row] = await db.select({ warehouseId: cart.warehouseId }).from(cart).where(eq(cart.userId, customerUserId)).limit(1);
    warehouseId = row?.warehouseId ?? null;
  }
  const [row] = await db
    .insert(staffAudit)
    .values({
      staffUserId: entry.staffUserId,
      customerUserId,
      orderId: entry.orderId ?? null,
      warehouseId,
      action: entry.action,
      detail: entry.detail ?? {},
      outcome: 'begun',
    })
    .returning();
  return row!;
}

/** Writes how the begun action ended, with what its answer adds (`detail`). */
export async function endStaffAction(db: Database, begun: BegunAction, outcome: 'done' | 'refused', detail: Record<string, unknown> = {}) {
  await db.insert(staffAudit).values({
    staffUserId: begun.staffUserId,
    customerUserId: begun.customerUserId,
    orderId: begun.orderId,
    warehouseId: begun.warehouseId,
    action: begun.action,
    detail,
    outcome,
    attemptId: begun.id,
  });
}

/**
 * The action recorded, then made: refused (`error.staff.auditUnavailable`) when the record cannot
 * be written; its outcome written after, 'done' when `act` resolves to something `succeeded` accepts,
 * 'refused' otherwise or when it throws (thrown on). An outcome that cannot be written is logged: the
 * begun row stays, and the readers say the outcome is unknown.
 */
export async function audited<T>(
  deps: { db: Database; log: Logger },
  entry: StaffAction,
  act: () => Promise<T>,
  {
    succeeded = () => true,
    outcomeDetail = () => ({}),
  }: { succeeded?: (result: T) => boolean | Promise<boolean>; outcomeDetail?: (result: T) => Record<string, unknown> } = {},
): Promise<T> {
  const { db, log } = deps;
  let begun: BegunAction;
  try {
    begun = await beginStaffAction(db, entry);
  } catch (err) {
    log.error({ err, action: entry.action, staffUserId: entry.staffUserId }, 'staff audit not written: the action is refused');
    refuse({ code: STAFF_CODES.auditUnavailable, error: STAFF_TEXT.auditUnavailable });
  }
  let outcome: 'done' | 'refused' = 'refused';
  let detail: Record<string, unknown> = {};
  try {
    const result = await act();
    if (await succeeded(result)) {
      outcome = 'done';
      detail = outcomeDetail(result);
    }
    return result;
  } finally {
    await endStaffAction(db, begun, outcome, detail).catch((err) =>
      log.error({ err, attemptId: begun.id, action: entry.action, outcome }, 'staff audit outcome not written'),
    );
  }
}

export type AuditPage = { page: number; pageSize: number };

const outcomeRow = alias(staffAudit, 'outcome_row');
/** one entry per action: its begun row (or a row written after its act), with the outcome of the row naming it */
const outcomeOf = sql<AuditOutcome>`case when ${staffAudit.outcome} = 'done' then 'done' else coalesce(${outcomeRow.outcome}, 'unknown') end`;
const actions = isNull(staffAudit.attemptId);

async function auditPage(db: Database, where: SQL | undefined, { page, pageSize }: AuditPage) {
  const [total] = await db
    .select({ n: count() })
    .from(staffAudit)
    .leftJoin(outcomeRow, eq(outcomeRow.attemptId, staffAudit.id))
    .where(and(actions, where));
  const rows = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      action: staffAudit.action,
      detail: staffAudit.detail,
      outcome: outcomeOf,
      outcomeDetail: outcomeRow.detail,
      orderId: staffAudit.orderId,
      warehouseId: staffAudit.warehouseId,
      customerUserId: staffAudit.customerUserId,
      customerFirstName: appUser.firstName,
      customerLastName: appUser.lastName,
      staffFirstName: staffUser.firstName,
      staffLastName: staffUser.lastName,
    })
    .from(staffAudit)
    .leftJoin(outcomeRow, eq(outcomeRow.attemptId, staffAudit.id))
    .innerJoin(staffUser, eq(staffUser.id, staffAudit.staffUserId))
    .leftJoin(appUser, eq(appUser.id, staffAudit.customerUserId))
    .where(and(actions, where))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const totItems = Number(total?.n ?? 0);
  return {
    rows: rows.map((r) => ({ ...r, detail: { ...r.detail, ...(r.outcomeDetail ?? {}) } })),
    page: { selPage: page, totPages: Math.max(1, Math.ceil(totItems / pageSize)), totItems, itemsPerPage: pageSize },
  };
}

/**
 * What staff did for this customer, or may have done (an outcome not written): an attempt that was
 * refused changed nothing of theirs. The customer sees who did it by first name and initial only.
 */
export async function auditOfCustomer(db: Database, customerUserId: number, paging: AuditPage) {
  const { rows, page } = await auditPage(db, and(eq(staffAudit.customerUserId, customerUserId), sql`${outcomeOf} <> 'refused'`), paging);
  return {
    entries: rows.map((r) => ({
      auditId: r.id,
      date: r.at.toISOString(),
      action: r.action,
      detail: r.detail,
      outcome: r.outcome,
      ...(r.orderId ? { orderId: r.orderId } : {}),
      staffName: `${r.staffFirstName} ${r.staffLastName.slice(0, 1)}.`,
    })),
    page,
  };
}

/** What staff did or tried in these stores (a store manager's), each with its outcome. */
export async function auditOfWarehouses(db: Database, warehouseIds: number[], paging: AuditPage) {
  if (!warehouseIds.length) return { entries: [], page: { selPage: 1, totPages: 1, totItems: 0, itemsPerPage: paging.pageSize } };
  const { rows, page } = await auditPage(db, and(inArray(staffAudit.warehouseId, warehouseIds)), paging);
  return {
    entries: rows.map((r) => ({
      auditId: r.id,
      date: r.at.toISOString(),
      action: r.action,
      detail: r.detail,
      outcome: r.outcome,
      warehouseId: r.warehouseId,
      ...(r.orderId ? { orderId: r.orderId } : {}),
      ...(r.customerUserId
        ? { customerUserId: r.customerUserId, customerName: `${r.customerFirstName ?? ''} ${r.customerLastName ?? ''}`.trim() }
        : {}),
      staffName: `${r.staffFirstName} ${r.staffLastName}`,
    })),
    page,
  };
}
