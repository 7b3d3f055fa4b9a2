// An order after its cutoff (decision 053): the store's staff pick it line by line and move it
// through the statuses of account.md §2 Orders, from preparation to handover. Every change runs under
// the order's row lock (the lock cancel, modify and the payment take), within the stores the staff
// member works for: an order of another store reads as no order at all. The order's final amount
// follows the picking; the card's hold is charged at handover or released when nothing is handed
// over; the customer hears of each move that concerns them (./mails.ts).
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../cart/carts';
import { giveBackGiftCodes } from '../cart/gift-codes';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { customerOrder, giftCertificate, orderAdjustment, orderItem, product } from '../db/schema';
import { refuse } from '../ebsn/refusal';
import { captureHold, releaseHold } from '../payments/capture';
import { shopNow } from '../clock';
import {
  canMove,
  finalAmount,
  FULFILMENT_STATUS,
  handoverProblem,
  handsNothingOver,
  handsOver,
  isPicking,
  pickedLineCents,
  mostPickedGrams,
  mostSubstituteCents,
  pickedBeyondOrdered,
  pickedQuantityOf,
  substituteProblem,
  type LineKind,
  type PickingState,
} from '../../domain/fulfilment';
import { paidOnline } from '../../domain/payments';
import { lineGrossCents, tipologia } from '../../domain/quantity';
import type { OrderRow } from './cancel';
import { FULFILMENT_REFUSALS } from './fulfilment-messages';
import { sendOrderMoved, type HoldOutcome } from './mails';

type ItemRow = typeof orderItem.$inferSelect;

/** The stores a staff member may work on; 'all' for the shop's own jobs and tests of the rules. */
export type StoreScope = readonly number[] | 'all';

const inScope = (scope: StoreScope, warehouseId: number) => scope === 'all' || scope.includes(warehouseId);

/** The order under its row lock, when it is one of the scope's stores (any other reads as none). */
async function lockStoreOrder(tx: Tx, orderId: number, scope: StoreScope): Promise<OrderRow> {
  const [order] = await tx.select().from(customerOrder).where(eq(customerOrder.id, orderId)).for('update').limit(1);
  if (!order || !inScope(scope, order.warehouseId)) refuse(FULFILMENT_REFUSALS.notFound);
  return order;
}

const itemsOf = (tx: Tx, orderId: number) => tx.select().from(orderItem).where(eq(orderItem.orderId, orderId)).orderBy(asc(orderItem.id));

export type PickInput = {
  itemId: number;
  state: PickingState;
  /** pieces brought (pieces and packs) */
  quantity?: number;
  /** grams on the scale (loose goods) */
  weightGrams?: number;
  /** the product brought instead, where the customer accepted one */
  substituteProductId?: number;
};

/** What a line becomes once picked, or the refusal that names the field at fault. */
async function pickedLine(tx: Tx, item: ItemRow, input: PickInput) {
  if (input.state === 'missing') {
    return {
      pickingState: 'missing' as const,
      pickedQuantity: 0,
      substituteProductId: null,
      substituteName: null,
      substituteKind: null,
      substituteUnitPriceCents: null,
      finalGrossCents: 0,
    };
  }
  let kind = item.kind as LineKind;
  let substitute: { id: number; name: string; kind: LineKind; priceCents: number } | undefined;
  if (input.state === 'substituted') {
    const problem = substituteProblem(
      { acceptAlternatives: item.infos.accept_alternatives === 'true', productId: item.productId },
      input.substituteProductId ?? item.productId,
    );
    if (problem === 'notAllowed') refuse(FULFILMENT_REFUSALS.substituteNotAllowed);
    if (problem || input.substituteProductId === undefined) refuse(FULFILMENT_REFUSALS.substituteUnknown);
    const [row] = await tx
      .select({ id: product.id, name: product.name, infos: product.infos, priceCents: product.priceCents })
      .from(product)
      .where(and(eq(product.id, input.substituteProductId), eq(product.available, true)))
      .limit(1);
    if (!row) refuse(FULFILMENT_REFUSALS.substituteUnknown);
    kind = tipologia(row.infos);
    substitute = { id: row.id, name: row.name, kind, priceCents: row.priceCents };
  }
  const quantity = pickedQuantityOf(kind, input);
  if (quantity === 'quantity') refuse(FULFILMENT_REFUSALS.quantity);
  if (quantity === 'weight') refuse(FULFILMENT_REFUSALS.weight);
  const finalGrossCents = pickedLineCents({
    state: input.state,
    unitPriceCents: item.unitPriceCents,
    pickedQuantity: quantity,
    substituteUnitPriceCents: substitute?.priceCents,
  });
  // no more than the customer asked for, beyond the margin their card holds (a scale, a dearer substitute)
  const beyond = pickedBeyondOrdered(orderedOf(item), { state: input.state, quantity, cents: finalGrossCents });
  if (beyond === 'moreThanOrdered') refuse(FULFILMENT_REFUSALS.moreThanOrdered(item.quantity));
  if (beyond === 'heavierThanOrdered') refuse(FULFILMENT_REFUSALS.heavierThanOrdered(mostPickedGrams(item.quantity)));
  if (beyond === 'dearerSubstitute') refuse(FULFILMENT_REFUSALS.dearerSubstitute(mostSubstituteCents(item.grossCents)));
  return {
    pickingState: input.state,
    pickedQuantity: quantity,
    substituteProductId: substitute?.id ?? null,
    substituteName: substitute?.name ?? null,
    substituteKind: substitute?.kind ?? null,
    substituteUnitPriceCents: substitute?.priceCents ?? null,
    finalGrossCents,
  };
}

/**
 * The order's final amount, written once every line is picked (null while one is not): the picked
 * lines, its gift codes as the checkout applied them, the fee as ordered, no more than was held.
 */
async function settleFinalAmount(tx: Tx, order: OrderRow, items: ItemRow[]): Promise<OrderRow> {
  const done = items.every((i) => i.pickingState !== null);
  let money = { finalGoodsCents: null, finalAdjustmentsCents: null, finalFeeCents: null, finalGrossCents: null } as Record<
    'finalGoodsCents' | 'finalAdjustmentsCents' | 'finalFeeCents' | 'finalGrossCents',
    number | null
  >;
  if (done) {
    const kept = await tx
      .select({ amountCents: orderAdjustment.amountCents, kind: giftCertificate.kind, value: giftCertificate.value })
      .from(orderAdjustment)
      .leftJoin(giftCertificate, eq(giftCertificate.id, orderAdjustment.giftCertificateId))
      .where(eq(orderAdjustment.orderId, order.id))
      .orderBy(asc(orderAdjustment.id));
    // an order older than the kept lines: its whole sum as one fixed line
    const adjustments = kept.length
      ? kept.map((k) => ({ amountCents: k.amountCents, rule: k.kind ? { kind: k.kind, value: k.value! } : null }))
      : order.adjustmentsCents > 0
        ? [{ amountCents: order.adjustmentsCents }]
        : [];
    const final = finalAmount({
      lineCents: items.map((i) => i.finalGrossCents ?? 0),
      adjustments,
      orderedFeeCents: order.deliveryFeeCents,
      authorisedCents: paidOnline(order.paymentTypeId) ? order.preAuthorisedCents : undefined,
    });
    money = {
      finalGoodsCents: final.goodsCents,
      finalAdjustmentsCents: final.adjustmentsTotalCents,
      finalFeeCents: final.feeCents,
      finalGrossCents: final.totalCents,
    };
  }
  const [updated] = await tx.update(customerOrder).set(money).where(eq(customerOrder.id, order.id)).returning();
  return updated;
}

/**
 * Records picked lines of an order in preparation (4 or 5): each picked (pieces counted, loose goods
 * weighed), missing, or replaced by a substitute where the customer accepted one. The first record
 * moves the order from 4 to 5; the final amount is worked out once every line is recorded. A line
 * may be recorded again until the order is almost ready.
 */
export async function recordPicking(
  db: Database,
  input: { orderId: number; scope: StoreScope; lines: PickInput[] },
  now: Date = shopNow(),
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, input.orderId, input.scope);
    if (!isPicking(order.orderStatusId)) refuse(FULFILMENT_REFUSALS.notPicking);
    const items = await itemsOf(tx, order.id);
    for (const line of input.lines) {
      const item = items.find((i) => i.id === line.itemId);
      if (!item) refuse(FULFILMENT_REFUSALS.line);
      const picked = await pickedLine(tx, item, line);
      await tx.update(orderItem).set(picked).where(eq(orderItem.id, item.id));
      Object.assign(item, picked);
    }
    const moved =
      order.orderStatusId === FULFILMENT_STATUS.preparing
        ? { orderStatusId: FULFILMENT_STATUS.picking, updatedAt: now }
        : { updatedAt: now };
    await tx.update(customerOrder).set(moved).where(eq(customerOrder.id, order.id));
    return settleFinalAmount(tx, { ...order, ...moved }, items);
  });
}

/**
 * Moves an order on (domain/fulfilment's table of moves): almost ready once every line is picked and
 * something is there to hand over; delivered or partly delivered as the missing lines say, with the
 * card charged the final amount and the rest released; not collected or failed with the whole hold
 * released and the gift codes given back. The customer is told, in the same transaction.
 */
export async function moveOrder(
  db: Database,
  input: { orderId: number; scope: StoreScope; to: number },
  config: Pick<AppConfig, 'shopUrl'>,
  now: Date = shopNow(),
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, input.orderId, input.scope);
    const to = input.to;
    if (!canMove(order.deliveryServiceId, order.orderStatusId, to)) refuse(FULFILMENT_REFUSALS.move(order.orderStatusId, to));
    const items = await itemsOf(tx, order.id);
    const anyMissing = items.some((i) => i.pickingState === 'missing');
    if (to === FULFILMENT_STATUS.almostReady) {
      if (items.some((i) => i.pickingState === null)) refuse(FULFILMENT_REFUSALS.unpicked);
      if (items.every((i) => i.pickingState === 'missing')) refuse(FULFILMENT_REFUSALS.nothingPicked);
    }
    const problem = handoverProblem(to, anyMissing);
    if (problem) refuse(FULFILMENT_REFUSALS[problem]);

    let hold: HoldOutcome;
    if (handsOver(to)) hold = await captureHold(tx, order.id, order.finalGrossCents ?? order.grossCents, now);
    if (handsNothingOver(to)) {
      hold = await releaseHold(tx, order.id, now);
      await giveBackGiftCodes(tx, order.id);
    }
    const [moved] = await tx
      .update(customerOrder)
      .set({ orderStatusId: to, updatedAt: now })
      .where(eq(customerOrder.id, order.id))
      .returning();
    await sendOrderMoved(tx, config, moved, items, hold);
    return moved;
  });
}

/** A store's orders for a slot's day (one slot, or all of the day's), as its pickers list them. */
export async function storeOrders(
  db: Pick<Database, 'select'>,
  input: { scope: StoreScope; warehouseId: number; date: string; timeslotId?: number; statusIds?: readonly number[] },
): Promise<OrderRow[]> {
  if (!inScope(input.scope, input.warehouseId)) return [];
  const where = [eq(customerOrder.warehouseId, input.warehouseId), eq(customerOrder.timeslotDate, input.date)];
  if (input.timeslotId !== undefined) where.push(eq(customerOrder.timeslotId, input.timeslotId));
  if (input.statusIds) where.push(inArray(customerOrder.orderStatusId, [...input.statusIds]));
  return db
    .select()
    .from(customerOrder)
    .where(and(...where))
    .orderBy(asc(customerOrder.timeslotId), asc(customerOrder.id));
}

/** How many substitutes the picking page suggests for a line. */
export const SUGGESTED_SUBSTITUTES = 5;

export type SuggestedSubstitute = { productId: number; name: string; packDescr: string | null };

/**
 * One order of the scope's stores with its lines, for the picking page; undefined for any other.
 * A line whose customer accepts substitutes comes with the products a picker may offer instead: the
 * available ones of its category, the most bought first, that cost no more than the line allows
 * (keyed by the line's item id).
 */
export async function storeOrder(db: Pick<Database, 'select'>, input: { scope: StoreScope; orderId: number }) {
  const [order] = await db.select().from(customerOrder).where(eq(customerOrder.id, input.orderId)).limit(1);
  if (!order || !inScope(input.scope, order.warehouseId)) return undefined;
  const items = await db.select().from(orderItem).where(eq(orderItem.orderId, order.id)).orderBy(asc(orderItem.id));
  const accepting = items.filter((item) => item.infos.accept_alternatives === 'true');
  const candidates = await substituteCandidates(
    db,
    accepting.map((item) => item.productId),
  );
  // by line: what fits one line's quantity and price may not fit another's of the same product
  const suggestions = new Map<number, SuggestedSubstitute[]>();
  for (const item of accepting) {
    const fitting = (candidates.get(item.productId) ?? []).filter((candidate) => substituteFits(item, candidate));
    suggestions.set(
      item.id,
      fitting.slice(0, SUGGESTED_SUBSTITUTES).map(({ productId, name, packDescr }) => ({ productId, name, packDescr })),
    );
  }
  return { order, items, suggestions };
}

type Candidate = SuggestedSubstitute & { priceCents: number; kind: LineKind };

/**
 * Whether a product brought in the ordered quantity stays within what picking may bring instead of
 * the line (pickedBeyondOrdered): a suggestion the record would refuse is no suggestion. A loose
 * product for one sold by the piece, or the other way round, has no quantity to compare: offered.
 */
function substituteFits(item: ItemRow, candidate: Candidate): boolean {
  if ((candidate.kind === 'Sfuso') !== (item.kind === 'Sfuso')) return true;
  const cents = lineGrossCents(candidate.priceCents, item.quantity);
  return pickedBeyondOrdered(orderedOf(item), { state: 'substituted', quantity: item.quantity, cents }) === null;
}

/** A line as it was ordered, as the picking rules read it. */
function orderedOf(item: ItemRow) {
  return { kind: item.kind as LineKind, quantity: item.quantity, grossCents: item.grossCents };
}

/** The available products of each product's category, the most bought first: more than are shown, some may not fit. */
async function substituteCandidates(db: Pick<Database, 'select'>, productIds: number[]): Promise<Map<number, Candidate[]>> {
  const candidates = new Map<number, Candidate[]>();
  if (!productIds.length) return candidates;
  const original = alias(product, 'original');
  const ranked = db
    .select({
      originalId: sql<number>`${original.id}`.as('original_id'),
      productId: product.id,
      name: product.name,
      packDescr: product.packDescr,
      priceCents: product.priceCents,
      infos: product.infos,
      rank: sql<number>`row_number() over (partition by ${original.id} order by ${desc(product.popularity)}, ${product.id})`.as('rank'),
    })
    .from(original)
    .innerJoin(product, and(eq(product.categoryId, original.categoryId), ne(product.id, original.id), eq(product.available, true)))
    .where(inArray(original.id, [...new Set(productIds)]))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, SUGGESTED_SUBSTITUTES * 4))
    .orderBy(ranked.originalId, ranked.rank);
  for (const { originalId, productId, name, packDescr, priceCents, infos } of rows) {
    const list = candidates.get(Number(originalId)) ?? [];
    list.push({ productId, name, packDescr, priceCents, kind: tipologia(infos) });
    candidates.set(Number(originalId), list);
  }
  return candidates;
}
