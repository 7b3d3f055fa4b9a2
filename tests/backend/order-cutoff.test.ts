// Orders that move at their slot's cutoff (issue 26 §1; shopping.md §4, §9; decision 052): the job
// takes the orders of a closed slot (status 3) into preparation (status 4) once each, however many
// runs race for them, catches up with the cutoffs that passed while nothing ran, writes one e-mail
// per order, and from then on order/delete and order/modify refuse with the spec's reason.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../backend/app';
import { openDatabase, type DatabaseHandle } from '../../backend/db/client';
import { LOCKS, tryTransactionLock } from '../../backend/db/locks';
import { cartItem, customerOrder, emailOutbox } from '../../backend/db/schema';
import { dueOrderIds, takeDueOrders, takeOrderIntoPreparation } from '../../backend/orders/cutoff';
import { ORDER_REFUSALS } from '../../backend/orders/messages';
import { startCutoffJob } from '../../backend/orders/cutoff';
import { accountsDatabase, DEMO_USERS, okData, quickConfig, refused, type Client } from './helpers/accounts';
import { silentLog, testApp } from './helpers/app';
import { insertOrder } from './helpers/orders';
import { customer } from './helpers/cart';
import { backendKinds, type TestDatabase } from './helpers/database';
import { insertCalendar, slotIds } from './helpers/slots';
import { defaultConfig } from '../../backend/config';
import { addDays, shopDate } from '../../domain/timeslots';
import { advanceShopClock } from '../../backend/clock-store';

const config = { shopUrl: 'https://shop.example' };
/** Wednesday 2 December 2026, 09:30 in Rome: the day's 09:00 slot closed at 08:00, the 14:00 one closes at 13:00 */
const NOW = new Date('2026-12-02T08:30:00Z');

describe.each(backendKinds)('order cutoff (%s)', (kind) => {
  let database: TestDatabase;
  let app: App;
  let mario: { client: Client; userId: number };
  let giulia: { client: Client; userId: number };

  beforeAll(async () => {
    database = await accountsDatabase(kind);
    await insertCalendar(database.db);
    app = testApp(database.db, { ...quickConfig, ...config });
    mario = await customer(app, database.db, DEMO_USERS.mario);
    giulia = await customer(app, database.db, DEMO_USERS.giulia);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(cartItem);
    await database.db.delete(customerOrder);
    await database.db.delete(emailOutbox);
  });

  /** an order placed directly: the checkout has its own tests, the cutoff reads only status and slot */
  const order = (date: string, timeslotId: number, status = 3, userId = mario.userId): Promise<number> =>
    insertOrder(database.db, {
      userId,
      orderStatusId: status,
      deliveryServiceId: 2,
      shippingAddress: { addressName: 'Casa', address1: 'Via Roma', addressNumber: '10', city: 'Padova' },
      timeslotDate: date,
      timeslotId,
      deliveryFeeCents: 690,
      grossCents: 5690,
    });

  const statusOf = async (ids: number[]) =>
    Object.fromEntries(
      (await database.db.select().from(customerOrder).where(inArray(customerOrder.id, ids))).map((o) => [o.id, o.orderStatusId]),
    );
  const preparationMails = async () =>
    (await database.db.select().from(emailOutbox)).filter((m) => m.subject.startsWith('Stiamo preparando il tuo ordine'));

  it('takes the orders of the slots that closed, and only those', async () => {
    const closed = await order('2026-12-02', slotIds.morning);
    const open = await order('2026-12-02', slotIds.afternoon);
    const tomorrow = await order('2026-12-03', slotIds.morning);
    const unpaid = await order('2026-12-02', slotIds.morning, 2);
    const cancelled = await order('2026-12-02', slotIds.morning, 10);
    // one second before the cutoff, nothing; at it, the order
    expect(await takeDueOrders(database.db, config, new Date('2026-12-02T06:59:59Z'))).toEqual([]);
    expect(await takeDueOrders(database.db, config, new Date('2026-12-02T07:00:00Z'))).toEqual([closed]);
    expect(await takeDueOrders(database.db, config, NOW)).toEqual([]);
    expect(await statusOf([closed, open, tomorrow, unpaid, cancelled])).toEqual({
      [closed]: 4,
      [open]: 3,
      [tomorrow]: 3,
      [unpaid]: 2,
      [cancelled]: 10,
    });
    const mails = await preparationMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(DEMO_USERS.mario);
    expect(mails[0]!.subject).toBe(`Stiamo preparando il tuo ordine n. ${closed}`);
    expect(mails[0]!.text).toContain('non può più essere modificato né annullato');
    expect(mails[0]!.text).toContain('dalle 09:00 alle 11:00');
  });

  it('catches up with the cutoffs that passed while no backend ran, at start', async () => {
    // the job's clock is the shop's: real time in these tests
    const today = shopDate(new Date());
    const lastWeek = await order(addDays(today, -7), slotIds.evening);
    const yesterday = await order(addDays(today, -1), slotIds.afternoon, 3, giulia.userId);
    const later = await order(addDays(today, 3), slotIds.morning);
    expect(await dueOrderIds(database.db, new Date())).toEqual([lastWeek, yesterday]);
    // the job's first run is at its start, before any interval
    const stop = startCutoffJob({ db: database.db, log: silentLog, config: { ...defaultConfig, ...config } }, 3_600_000);
    try {
      await expect.poll(async () => (await statusOf([lastWeek, yesterday]))[yesterday], { timeout: 10_000 }).toBe(4);
    } finally {
      stop();
    }
    expect((await statusOf([lastWeek]))[lastWeek]).toBe(4);
    expect((await statusOf([later]))[later]).toBe(3);
    expect((await preparationMails()).map((m) => m.to).sort()).toEqual([DEMO_USERS.giulia, DEMO_USERS.mario].sort());
  });

  it('takes each order once when runs race for them', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await order('2026-12-02', slotIds.morning, 3, i % 2 ? giulia.userId : mario.userId));
    const runs = await Promise.all([
      takeDueOrders(database.db, config, NOW),
      takeDueOrders(database.db, config, NOW),
      takeDueOrders(database.db, config, NOW),
    ]);
    expect(runs.flat().sort((a, b) => a - b)).toEqual(ids);
    expect(await preparationMails()).toHaveLength(ids.length);
    // staff taking one by hand afterwards changes nothing either
    expect(await takeOrderIntoPreparation(database.db, ids[0]!, config, NOW)).toBe(false);
    expect(await preparationMails()).toHaveLength(ids.length);
  });

  it('lets staff take an order before its cutoff', async () => {
    const early = await order('2026-12-05', slotIds.afternoon);
    expect(await takeOrderIntoPreparation(database.db, early, config, NOW)).toBe(true);
    expect((await statusOf([early]))[early]).toBe(4);
    expect(await takeOrderIntoPreparation(database.db, 999_999, config, NOW)).toBe(false);
  });

  it('refuses cancel, modify and a change of payment once the order is in preparation, or its slot has closed', async () => {
    // status 4, a slot days away: the status decides
    const preparing = await order('2099-01-05', slotIds.morning, 4);
    // status 3 on a slot that closed yesterday (real time): the cutoff decides, before the job runs
    const closed = await order(addDays(shopDate(new Date()), -1), slotIds.morning, 3);
    for (const id of [preparing, closed]) {
      const cancel = await mario.client.postJson('/ebsn/api/order/delete', { order_id: id });
      refused(cancel, ORDER_REFUSALS.notCancellable.code, ORDER_REFUSALS.notCancellable.error);
      const modify = await mario.client.postJson('/ebsn/api/order/modify', { order_id: id });
      refused(modify, ORDER_REFUSALS.notModifiable.code, ORDER_REFUSALS.notModifiable.error);
      // paying another way is a change too (12: at handover, as placed; 1: the card)
      const payment = await mario.client.postJson('/ebsn/api/order/modify-payment-type', { order_id: id, payment_type_id: 1 });
      refused(payment, ORDER_REFUSALS.notModifiable.code, ORDER_REFUSALS.notModifiable.error);
    }
    expect(await statusOf([preparing, closed])).toEqual({ [preparing]: 4, [closed]: 3 });
    // the order list says so too: the storefront offers neither
    const list = okData(await mario.client.get('/ebsn/api/order/list'));
    const shown = (list.orders as Array<{ orderId: number; isEditable: boolean; isDeletable: boolean }>).find(
      (o) => o.orderId === preparing,
    );
    expect(shown).toMatchObject({ isEditable: false, isDeletable: false });
    // an order still open is cancellable: the refusals above are not the route refusing everything
    const fine = await order('2099-01-05', slotIds.afternoon, 3);
    okData(await mario.client.postJson('/ebsn/api/order/delete', { order_id: fine }));
    expect((await statusOf([fine]))[fine]).toBe(10);
  });

  it.runIf(kind === 'postgres')('skips the orders another transaction holds, and takes them at the next run', async () => {
    const second: DatabaseHandle = await openDatabase({ databaseUrl: database.url! });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push(await order('2026-12-02', slotIds.morning));
      // a staff member's transaction holds two orders' locks: the job's run neither waits for them nor takes them
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockedNow = new Promise<void>((resolve) => (locked = resolve));
      const holding = database.db.transaction(async (tx) => {
        await tx
          .select()
          .from(customerOrder)
          .where(inArray(customerOrder.id, ids.slice(0, 2)))
          .for('update');
        locked();
        await held;
      });
      await lockedNow;
      const skipped = await takeDueOrders(second.db, config, NOW);
      expect(skipped).toEqual(ids.slice(2));
      release();
      await holding;
      // then both processes run at once: one takes what is left, the other skips its turn
      const runs = await Promise.all([takeDueOrders(database.db, config, NOW), takeDueOrders(second.db, config, NOW)]);
      expect(runs.flat().sort((a, b) => a - b)).toEqual(ids.slice(0, 2));
      expect(await preparationMails()).toHaveLength(ids.length);
      expect(Object.values(await statusOf(ids)).every((s) => s === 4)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it.runIf(kind === 'postgres')(
    'runs in one process at a time: a run finding the job’s lock held skips its turn, one asked to wait runs after it',
    async () => {
      const second: DatabaseHandle = await openDatabase({ databaseUrl: database.url! });
      try {
        const ids = [await order('2026-12-02', slotIds.morning), await order('2026-12-02', slotIds.morning)];
        // another process's run under way: it holds the job's lock for its transaction
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const lockedNow = new Promise<void>((resolve) => (locked = resolve));
        const running = database.db.transaction(async (tx) => {
          expect(await tryTransactionLock(tx, LOCKS.cutoffJob)).toBe(true);
          locked();
          await held;
        });
        await lockedNow;
        expect(await takeDueOrders(second.db, config, NOW), 'a run while the other holds the lock').toEqual([]);
        expect(await statusOf(ids)).toEqual({ [ids[0]!]: 3, [ids[1]!]: 3 });
        const waiting = takeDueOrders(second.db, config, NOW, { wait: true });
        await new Promise((r) => setTimeout(r, 200));
        expect(await statusOf(ids), 'nothing taken while the other run holds the lock').toEqual({ [ids[0]!]: 3, [ids[1]!]: 3 });
        release();
        await running;
        expect(await waiting).toEqual(ids);
        // the lock went with the transactions: the next run takes it again
        expect(await takeDueOrders(database.db, config, NOW)).toEqual([]);
        await database.db.transaction(async (tx) => expect(await tryTransactionLock(tx, LOCKS.cutoffJob)).toBe(true));
      } finally {
        await second.close();
      }
    },
  );

  it('POST /dev/clock/advance moves the shop clock on and runs the cutoffs that passed; 400 on a bad body, 404 in production', async () => {
    const devCall = (target: App, path: string, body?: unknown) =>
      target.request(
        path,
        body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
    const today = shopDate(new Date());
    // closes at 08:00 in Rome the day after tomorrow: at most 72 hours from now
    const soon = await order(addDays(today, 2), slotIds.morning);
    const later = await order(addDays(today, 5), slotIds.morning);
    const before = (await (await devCall(app, '/dev/clock')).json()) as { now: string; advanceMs: number };
    expect(before.advanceMs).toBe(0);
    try {
      const answer = await devCall(app, '/dev/clock/advance', { minutes: 72 * 60 });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { now: string; advanceMs: number; taken: number[] };
      expect(body).toMatchObject({ status: 'ok', advanceMs: 72 * 3_600_000, taken: [soon] });
      expect(Date.parse(body.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(72 * 3_600_000);
      expect(await statusOf([soon, later])).toEqual({ [soon]: 4, [later]: 3 });
      // the customer's own calls see the moved clock: the order is no longer theirs to change
      refused(await mario.client.postJson('/ebsn/api/order/delete', { order_id: soon }), ORDER_REFUSALS.notCancellable.code);
      for (const bad of [
        {},
        { minutes: 0 },
        { minutes: -5 },
        { minutes: 1.5 },
        { minutes: '60' },
        { minutes: 30 * 24 * 60 + 1 },
        [],
        null,
      ]) {
        expect((await devCall(app, '/dev/clock/advance', bad)).status, JSON.stringify(bad)).toBe(400);
      }
      const production = testApp(database.db, { production: true });
      expect((await devCall(production, '/dev/clock/advance', { minutes: 60 })).status).toBe(404);
      expect((await devCall(production, '/dev/clock')).status).toBe(404);
      const after = (await (await devCall(app, '/dev/clock')).json()) as { advanceMs: number };
      expect(after.advanceMs).toBe(72 * 3_600_000);
    } finally {
      // the clock is the process's: the other suites run on real time
      await advanceShopClock(database.db, -72 * 3_600_000);
    }
  });
});
