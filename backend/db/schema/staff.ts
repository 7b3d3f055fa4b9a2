// The chain's staff (decision 054): their accounts, and the audit of what they did for a customer or
// an order. The audit has no API that changes it and a trigger refuses UPDATE, DELETE and TRUNCATE.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// A staff member signs on with username, password (argon2id, like customers) and a TOTP pin; roles
// are 'picker', 'store-manager', 'customer-care'; warehouse_ids are the stores they work for.
export const staffUser = pgTable(
  'staff_user',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles').array().notNull(),
    warehouseIds: integer('warehouse_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    totpSecret: text('totp_secret').notNull(),
    // the 30-second step of the last pin accepted: a pin is good once
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_user_username_key').on(sql`lower(${t.username})`)],
);

export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id').notNull(),
    customerUserId: integer('customer_user_id'),
    orderId: integer('order_id'),
    // the store concerned (the order's, or the customer's cart's): the store manager's view
    warehouseId: integer('warehouse_id'),
    action: text('action').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // written before the act: 'begun', then a row of its own naming it (attempt_id) with 'done' or
    // 'refused'; a row written after its act (before migration 0029) is 'done' alone (backend/staff/audit.ts)
    outcome: text('outcome').$type<'begun' | 'done' | 'refused'>().notNull().default('done'),
    attemptId: bigint('attempt_id', { mode: 'number' }),
  },
  (t) => [
    index('staff_audit_customer_idx').on(t.customerUserId, t.at),
    index('staff_audit_warehouse_idx').on(t.warehouseId, t.at),
    uniqueIndex('staff_audit_attempt_idx').on(t.attemptId),
  ],
);
