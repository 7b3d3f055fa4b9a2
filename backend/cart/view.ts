// The cart as every cart call answers it (docs/decisions/014-shopping-loop.md "Cart"): what it is
// bound to (service, address, warehouse, slot), its lines and its totals. Address and slot come
// from their areas' wire builders; each line's product is the listing's product (catalog/products.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accountUser } from '../accounts/users';
import { loadCategories, type CategoryIndex } from '../catalog/categories';
import { loadProducts } from '../catalog/products';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { address, appUser, cartItem, customerOrder, product, warehouse } from '../db/schema';
import { present } from '../ebsn/null-free';
import { addressWire } from '../places/wire';
import type { AppConfig } from '../config';
import { paymentTypeList } from '../payments/types';
import { cartSlot } from '../slots/cart-slot';
import { lineRestriction, type LineRestriction } from '../slots/restrictions';
import { shopNow } from '../clock';
import { CHANGEABLE_STATUSES } from '../../domain/orders';
import { minimumSpendCents, missingForMinimumCents } from '../../domain/services';
import { lineGrossCents, tipologia, weightInGrams } from '../../domain/quantity';
import type { CartRow, Tx } from './carts';
import { adjustmentSummary, cartAdjustments } from './gift-codes';
import { cartMealTicketsWire } from '../meal-tickets/tickets';
import { cartDeliveryFeeCents, euros } from './fees';
import { FACT_COLUMNS, factsOf, runningPromotionOf, unitPriceCents, type ItemRow, type ProductFacts } from './lines';

export { euros };

export type PricedLine = { item: ItemRow; facts: ProductFacts | undefined; grossCents: number };

// every view of every customer's page reads them (backend/db/prepared.ts)
const pricedLineRows = preparedQuery('cart_priced_lines', (db: Tx, name) =>
  db
    .select({ item: cartItem, row: FACT_COLUMNS, promo: runningPromotionOf(cartItem.productId) })
    .from(cartItem)
    .leftJoin(product, eq(product.id, cartItem.productId))
    .where(eq(cartItem.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItem.id))
    .prepare(name),
);

/**
 * The cart's lines in the order they were added, each with its product's facts and its gross total
 * in cents: one statement (a line's product and its running promotion joined to it), where the
 * lines, the products and their promotions were three, on every view of every customer's page.
 */
export async function pricedLines(db: Tx, cartId: number): Promise<PricedLine[]> {
  const found = await pricedLineRows(db).execute({ cartId });
  return found.map(({ item, row, promo }) => {
    const facts = row ? factsOf(row, promo) : undefined;
    return { item, facts, grossCents: facts ? lineGrossCents(unitPriceCents(facts, item.useWpid), Number(item.quantity)) : 0 };
  });
}

export const goodsCentsOf = (lines: PricedLine[]) => lines.reduce((sum, l) => sum + l.grossCents, 0);

/** the top-level category a leaf belongs to (the cart's "sector") */
function sectorOf(index: CategoryIndex, categoryId: number | undefined) {
  let node = categoryId === undefined ? undefined : index.byId.get(categoryId);
  while (node?.parentId != null) node = index.byId.get(node.parentId);
  return node;
}

/** a line's restriction on the wire: the reason (leadTime, lockCutoff, lockDay), its code and the words */
const restrictionWire = (r: LineRestriction | undefined) => (r ? { reason: r.reason, code: r.code, message: r.message } : null);

export const NO_SECTOR = { sectorId: 0, name: 'Senza categoria' } as const;

const cartPartyRows = preparedQuery('cart_parties', (db: Tx, name) =>
  db
    .select({ user: appUser, shipping: address, store: { warehouseId: warehouse.id, name: warehouse.name, slug: warehouse.slug } })
    .from(sql`(select 1) as one`)
    .leftJoin(appUser, eq(appUser.id, sql.placeholder('userId')))
    .leftJoin(address, eq(address.id, sql.placeholder('addressId')))
    .leftJoin(warehouse, eq(warehouse.id, sql.placeholder('warehouseId')))
    .prepare(name),
);

/**
 * The cart's account, shipping address and store, read in one statement: every view reads all three,
 * and each read was a statement and a round trip of its own.
 */
async function cartParties(db: Tx, row: CartRow) {
  if (!row.userId && !row.addressId && !row.warehouseId) return { user: null, shipping: null, store: null };
  const [found] = await cartPartyRows(db).execute({
    userId: row.userId ?? 0,
    addressId: row.addressId ?? 0,
    warehouseId: row.warehouseId ?? 0,
  });
  return { user: found?.user ?? null, shipping: found?.shipping ?? null, store: found?.store ?? null };
}

/**
 * The slot's area may clear a lapsed slot that has no room left; the answer then has no timeslot.
 * A view takes no unit (decision 051), so `config` no longer changes the answer; callers still pass it.
 */
export async function cartView(db: Tx, row: CartRow, options: { showSectors?: boolean; config?: Pick<AppConfig, 'slotHoldMinutes'> } = {}) {
  const { user, shipping, store } = await cartParties(db, row);
  const chosen = await cartSlot(db, row);
  const timeslot = chosen?.timeslot;
  // the order this cart modifies, while it can still be changed (buy lets go of one that cannot)
  const [editing] = row.editingOrderId
    ? await db
        .select({ orderId: customerOrder.id })
        .from(customerOrder)
        .where(and(eq(customerOrder.id, row.editingOrderId), inArray(customerOrder.orderStatusId, [...CHANGEABLE_STATUSES])))
        .limit(1)
    : [];
  const lines = row.id > 0 ? await pricedLines(db, row.id) : [];
  // a line the chosen slot cannot have is marked with why (checkout refuses the cart until it is sorted)
  const slot = chosen?.at;
  const now = shopNow();
  // the listing's product JSON (kept per catalogue version): the cart shows exactly what the shelf shows
  const catalogue = db as unknown as Database;
  const products = await loadProducts(catalogue, [...new Set(lines.map((l) => l.item.productId))]);
  const productById = new Map(products.map((p) => [p.productId, p]));
  const cartItems = lines.flatMap(({ item, facts, grossCents }) => {
    const wire = productById.get(item.productId);
    if (!wire) return [];
    const quantity = Number(item.quantity);
    const loose = tipologia(facts?.infos) === 'Sfuso';
    return [
      {
        categoryId: facts?.categoryId,
        wire: present({
          itemId: item.id,
          cartItemId: item.id,
          product: wire,
          quantity,
          weight: loose ? weightInGrams(quantity) : null,
          grossTotal: euros(grossCents),
          cartItemInfo: present({
            ...item.infos,
            accept_alternatives: item.infos.accept_alternatives === 'true' ? 'true' : 'false',
            is_package: item.isPackage ? 'true' : null,
            use_wpid: item.useWpid === null ? null : String(item.useWpid),
          }),
          cartItemInsertionTypeId: 1,
          slotRestriction: restrictionWire(lineRestriction(facts?.infos, slot, now)),
        }),
      },
    ];
  });
  const goodsCents = goodsCentsOf(lines);
  const feeCents = await cartDeliveryFeeCents(db, row.deliveryServiceId, goodsCents);
  const gifts = await cartAdjustments(db, row.id, row.userId ?? -1, goodsCents);
  const grossCents = goodsCents + feeCents - gifts.totalCents;
  const mealTickets = await cartMealTicketsWire(db, row, grossCents, now);

  let sectors: Array<{ sectorId: number; name: string; cartItems: unknown[] }> | null = null;
  if (options.showSectors) {
    const index = await loadCategories(catalogue);
    const bySector = new Map<number, { sectorId: number; name: string; position: number; cartItems: unknown[] }>();
    for (const line of cartItems) {
      const top = sectorOf(index, line.categoryId);
      const key = top?.id ?? NO_SECTOR.sectorId;
      const sector = bySector.get(key) ?? {
        sectorId: key,
        name: top?.name ?? NO_SECTOR.name,
        // 'Senza categoria' comes last
        position: top ? top.position : Number.MAX_SAFE_INTEGER,
        cartItems: [],
      };
      sector.cartItems.push(line.wire);
      bySector.set(key, sector);
    }
    sectors = [...bySector.values()]
      .sort((a, b) => a.position - b.position || a.sectorId - b.sectorId)
      .map(({ sectorId, name, cartItems: items }) => ({ sectorId, name, cartItems: items }));
  }

  return present({
    cartId: row.id,
    cartStatusId: row.cartStatusId,
    user: user ? { userId: user.id, profile: accountUser(user).profile } : { userId: -1, profile: { confirmed: false, level: 0 } },
    store: { storeId: 1 },
    warehouse: store ?? null,
    shippingAddress: shipping ? { ...addressWire(shipping, { selected: true }), autoAssigned: false } : null,
    timeslot: timeslot ?? null,
    totalItems: cartItems.length,
    totalPrice: euros(goodsCents),
    deliveryFee: euros(feeCents),
    grossTotal: euros(grossCents),
    minimumSpend: euros(minimumSpendCents(row.deliveryServiceId)),
    missingForMinimum: euros(missingForMinimumCents(row.deliveryServiceId, goodsCents)),
    cartInfos: { need_invoice: 'false', order_comment: '', ...row.infos },
    cartItems: sectors ? null : cartItems.map((l) => l.wire),
    sectors,
    orderAdjustmentSummary: adjustmentSummary(gifts.adjustments, gifts.totalCents),
    paymentTypeList: paymentTypeList(row.deliveryServiceId),
    editingOrderId: editing?.orderId ?? null,
    // the meal tickets applied and the rest to pay (docs/meal-tickets.md)
    mealTickets,
  });
}
