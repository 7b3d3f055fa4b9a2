// Migration 0024 gives the orders placed before it their gift code lines where they can be known: an
// order that used one code took its whole adjustment from it; with several, the sum stays unsplit
// (order/view then shows it as one line without a code). Its data statement is run here over orders
// shaped the old way (the table itself comes from migrating).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../backend/db/client';
import { customerOrder, giftCertificate, orderAdjustment, userGiftCertificate } from '../../backend/db/schema';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

const backfill = readFileSync(path.join(migrationsFolder, '0024_order_adjustments.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .find((s) => s.startsWith('INSERT'))!;

describe.each(backendKinds)('order adjustments migration (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    const order = {
      userId: 7,
      orderStatusId: 3,
      deliveryServiceId: 1,
      warehouseId: 1,
      shippingAddress: {},
      timeslotDate: '2026-11-20',
      timeslotId: 1,
      paymentTypeId: 10,
      goodsCents: 12000,
      deliveryFeeCents: 0,
      preAuthorisedCents: 0,
    };
    await db.insert(customerOrder).values([
      { ...order, id: 1, checkoutKey: 'one-code', adjustmentsCents: 1200, grossCents: 10800 },
      { ...order, id: 2, checkoutKey: 'two-codes', adjustmentsCents: 1700, grossCents: 10300 },
      { ...order, id: 3, checkoutKey: 'no-code', adjustmentsCents: 0, grossCents: 12000 },
    ]);
    await db.insert(giftCertificate).values([
      { id: 1, code: 'DIECI', name: '10%', kind: 'percent', value: 10 },
      { id: 2, code: 'SPESA5', name: '5 €', kind: 'amount', value: 500 },
    ]);
    const used = new Date('2026-11-19T10:00:00Z');
    await db.insert(userGiftCertificate).values([
      { userId: 7, giftCertificateId: 1, orderId: 1, usedAt: used },
      { userId: 8, giftCertificateId: 1, orderId: 2, usedAt: used },
      { userId: 8, giftCertificateId: 2, orderId: 2, usedAt: used },
    ]);
    await db.execute(sql.raw(backfill));
    // run twice, as a migration retried: nothing doubled
    await db.execute(sql.raw(backfill));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('gives an order that used one code its line, and leaves the others as they were', async () => {
    const rows = await database.db.select().from(orderAdjustment).orderBy(orderAdjustment.id);
    expect(
      rows.map(({ orderId, giftCertificateId, code, name, amountCents }) => ({ orderId, giftCertificateId, code, name, amountCents })),
    ).toEqual([{ orderId: 1, giftCertificateId: 1, code: 'DIECI', name: '10%', amountCents: 1200 }]);
  });
});
