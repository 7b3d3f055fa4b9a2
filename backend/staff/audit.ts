// The audit of what staff do for a customer or an order (issue 26 §2): who, when, what, for whom.
// Rows are only ever inserted: no call of the API changes or deletes them, and the database refuses
// UPDATE, DELETE and TRUNCATE on the table (migration 0027). The customer reads their own rows, a
// store manager those of their stores.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appUser, customerOrder, staffAudit, staffUser } from '../db/schema';

export type StaffAction = {
  staffUserId: number;
  customerUserId?: number | null;
  orderId?: number | null;
  /** the store concerned; when absent and an order is named, the order's */
  warehouseId?: number | null;
  /** what was done, a short stable name ('cart/add', 'select_user', 'order/status') */
  action: string;
  /** its parameters, never a secret */
  detail?: Record<string, unknown>;
};

export async function recordStaffAction(db: Database, entry: StaffAction): Promise<void> {
  let warehouseId = entry.warehouseId ?? null;
  if (warehouseId === null && entry.orderId) {
    const [order] = await db
      .select({ warehouseId: customerOrder.warehouseId })
      .from(customerOrder)
      .where(eq(customerOrder.id, entry.orderId))
      .limit(1);
    warehouseId = order?.warehouseId ?? null;
  }
  await db.insert(staffAudit).values({
    staffUserId: entry.staffUserId,
    customerUserId: entry.customerUserId ?? null,
    orderId: entry.orderId ?? null,
    warehouseId,
    action: entry.action,
    detail: entry.detail ?? {},
  });
}

export type AuditPage = { page: number; pageSize: number };

async function auditPage(db: Database, where: SQL | undefined, { page, pageSize }: AuditPage) {
  const [total] = await db.select({ n: count() }).from(staffAudit).where(where);
  const rows = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      action: staffAudit.action,
      detail: staffAudit.detail,
      orderId: staffAudit.orderId,
      warehouseId: staffAudit.warehouseId,
      customerUserId: staffAudit.customerUserId,
      customerFirstName: appUser.firstName,
      customerLastName: appUser.lastName,
      staffFirstName: staffUser.firstName,
      staffLastName: staffUser.lastName,
    })
    .from(staffAudit)
    .innerJoin(staffUser, eq(staffUser.id, staffAudit.staffUserId))
    .leftJoin(appUser, eq(appUser.id, staffAudit.customerUserId))
    .where(where)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const totItems = Number(total?.n ?? 0);
  return { rows, page: { selPage: page, totPages: Math.max(1, Math.ceil(totItems / pageSize)), totItems, itemsPerPage: pageSize } };
}

/** What staff did for this customer. The customer sees who did it by first name and initial only. */
export async function auditOfCustomer(db: Database, customerUserId: number, paging: AuditPage) {
  const { rows, page } = await auditPage(db, eq(staffAudit.customerUserId, customerUserId), paging);
  return {
    entries: rows.map((r) => ({
      auditId: r.id,
      date: r.at.toISOString(),
      action: r.action,
      detail: r.detail,
      ...(r.orderId ? { orderId: r.orderId } : {}),
      staffName: `${r.staffFirstName} ${r.staffLastName.slice(0, 1)}.`,
    })),
    page,
  };
}

/** What staff did in these stores (a store manager's). */
export async function auditOfWarehouses(db: Database, warehouseIds: number[], paging: AuditPage) {
  if (!warehouseIds.length) return { entries: [], page: { selPage: 1, totPages: 1, totItems: 0, itemsPerPage: paging.pageSize } };
  const { rows, page } = await auditPage(db, and(inArray(staffAudit.warehouseId, warehouseIds)), paging);
  return {
    entries: rows.map((r) => ({
      auditId: r.id,
      date: r.at.toISOString(),
      action: r.action,
      detail: r.detail,
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
