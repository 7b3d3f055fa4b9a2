// The cart's lines and every rule a line obeys (shopping.md §4 "Quantity stepping", "Add-to-cart
// gating", §5), enforced whatever the client sends: the storefront's steppers use the same domain
// rules (domain/quantity.ts), so a refusal here means a client that skipped them. Each write runs in
// one transaction under the cart's row lock; a refusal throws (ebsn/refusal) and nothing is kept.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cart, cartGiftCode, cartItem, product, slotHold } from '../db/schema';
import { shownPromotion } from '../catalog/products';
import { CART_STATUS_LOCKED, lockCart, type CartRow, type Tx } from './carts';
import { refuse, type Refusal } from '../ebsn/refusal';
import { CART_REFUSALS } from './messages';
import { orderedForDay } from '../orders/ordered';
import { dailyMaximum, isPackageQuantity, quantityRules, round3, validateQuantity, type QuantityRules } from '../../domain/quantity';
import { shopNow } from '../clock';
import { addRefusal, chosenSlot, lineRestriction } from '../slots/restrictions';

export type ItemRow = typeof cartItem.$inferSelect;

/** What the rules and the totals need of a product: its row's facts and its running promotion. */
export type ProductFacts = {
  id: number;
  name: string;
  categoryId: number;
  kind: string;
  infos: Record<string, string>;
  priceCents: number;
  listPriceCents: number | null;
  available: boolean;
  selectOptions: Array<{ name: string; parameterName: string; options: Array<{ key: string; value: string }> }> | null;
  promo?: { id: number; selectable: boolean };
};

/** the product columns a line's facts are made of (productFacts, and the cart's lines in view.ts) */
export const FACT_COLUMNS = {
  id: product.id,
  name: product.name,
  categoryId: product.categoryId,
  kind: product.kind,
  infos: product.infos,
  priceCents: product.priceCents,
  listPriceCents: product.listPriceCents,
  available: product.available,
  selectOptions: product.selectOptions,
};

type FactRow = Omit<ProductFacts, 'promo'>;

/** a product's facts from its row and its running promotion (the one the listing shows) */
export function factsOf(row: FactRow, promo: ProductFacts['promo'] | null): ProductFacts {
  const infos: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.infos ?? {})) infos[key] = String(value);
  infos.TIPOLOGIA = row.kind;
  return { ...row, infos, ...(promo ? { promo } : {}) };
}

/**
 * The promotion the product `productId` names shows on the shelf (shownPromotion), as
 * { id, selectable } or null: a price in the cart is the price on the shelf (decision 042).
 */
export function runningPromotionOf(productId: AnyPgColumn) {
  // qualified by hand: in a one-table select Drizzle names a column without its table, and here
  // "id" would be the promotion's
  const outer = sql`${productId.table}.${sql.identifier(productId.name)}`;
  return sql<ProductFacts['promo'] | null>`${shownPromotion(outer, sql`json_build_object('id', pr.id, 'selectable', pr.selectable)`)}`;
}

export async function productFacts(tx: Tx, ids: number[]): Promise<Map<number, ProductFacts>> {
  const out = new Map<number, ProductFacts>();
  if (!ids.length) return out;
  const rows = await tx
    .select({ row: FACT_COLUMNS, promo: runningPromotionOf(product.id) })
    .from(product)
    .where(inArray(product.id, [...new Set(ids)]));
  for (const { row, promo } of rows) out.set(row.id, factsOf(row, promo));
  return out;
}

export function minAcqOf(facts: ProductFacts): number | undefined {
  const n = Number(facts.infos.MINACQ);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function rulesOf(facts: ProductFacts): QuantityRules {
  return quantityRules(facts.infos, minAcqOf(facts));
}

/**
 * What one unit costs on this line: the product's price (the promotion's when one runs), except
 * that a selectable promotion applies only when the line says yes with its id (use_wpid); -1 (No)
 * or no answer pays the list price.
 */
export function unitPriceCents(facts: ProductFacts, useWpid: number | null): number {
  const promo = facts.promo;
  if (promo?.selectable && useWpid !== promo.id) return facts.listPriceCents ?? facts.priceCents;
  return facts.priceCents;
}

/** the refusals of a quantity the product's rules do not allow: the cart's own, or a list's codes */
export type QuantityRefusals = Pick<typeof CART_REFUSALS, 'qtyMult' | 'maxAcq'> & { minAcq: Refusal };

export function checkQuantity(facts: ProductFacts, quantity: number, refusals: QuantityRefusals = CART_REFUSALS): void {
  const rules = rulesOf(facts);
  switch (validateQuantity(quantity, rules)) {
    case 'qtyMult':
      return refuse(refusals.qtyMult(rules.step));
    case 'minAcq':
      return refuse(refusals.minAcq);
    case 'maxAcq':
      return refuse(refusals.maxAcq(rules.max ?? 0));
    default:
  }
}

function checkAvailable(facts: ProductFacts): void {
  // The catalogue knows availability per product only (no assortment per warehouse or service yet):
  // a product marked unavailable cannot be bought whatever the cart's service and day.
  if (!facts.available) refuse(CART_REFUSALS.unavailable);
}

/**
 * MAXACQ_DAY: what this customer holds of the product for the cart's delivery day: the cart, plus
 * what their orders for that day already have of it.
 */
async function checkDaily(tx: Tx, row: CartRow, facts: ProductFacts, changed: { itemId?: number; quantity: number }): Promise<void> {
  const max = dailyMaximum(facts.infos);
  if (max === undefined) return;
  const lines = await tx
    .select({ id: cartItem.id, quantity: cartItem.quantity })
    .from(cartItem)
    .where(and(eq(cartItem.cartId, row.id), eq(cartItem.productId, facts.id)));
  const ordered =
    row.userId && row.timeslotDate ? ((await orderedForDay(tx, row.userId, [facts.id], row.timeslotDate)).get(facts.id) ?? 0) : 0;
  let total = ordered + (changed.itemId === undefined ? changed.quantity : 0);
  for (const line of lines) total += line.id === changed.itemId ? changed.quantity : Number(line.quantity);
  if (round3(total) > max) refuse(CART_REFUSALS.dailyMax);
}

/** the line's own infos: accept_alternatives and every option of the product, by parameterName */
function lineInfos(facts: ProductFacts, infos: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  // absent: a new line does not accept alternatives, an existing one keeps its answer
  if (infos?.accept_alternatives !== undefined) out.accept_alternatives = infos.accept_alternatives === 'true' ? 'true' : 'false';
  for (const option of facts.selectOptions ?? []) {
    const chosen = infos?.[option.parameterName];
    if (chosen === undefined || !option.options.some((o) => o.key === chosen)) refuse(CART_REFUSALS.options);
    out[option.parameterName] = chosen;
  }
  return out;
}

function sameOptions(a: Record<string, string>, b: Record<string, string>, facts: ProductFacts): boolean {
  return (facts.selectOptions ?? []).every((o) => a[o.parameterName] === b[o.parameterName]);
}

/** The cart locked for this transaction, refused when it is locked for payment (status 7). */
export async function writableCart(tx: Tx, cartId: number): Promise<CartRow> {
  const row = await lockCart(tx, cartId);
  if (!row) return refuse(CART_REFUSALS.itemNotFound);
  if (row.cartStatusId === CART_STATUS_LOCKED) refuse(CART_REFUSALS.locked);
  return row;
}

/**
 * The change's last statement: the cart's row touched (changed now) and read back as the change left
 * it, so the route's hold renewal and view need not read it again (routes/cart.ts write).
 */
async function touch(tx: Tx, cartId: number): Promise<CartRow> {
  const [row] = await tx.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId)).returning();
  return row!;
}

export type AddItem = { productId: number; quantity: number; infos?: Record<string, string>; useWpid?: number };

/**
 * cart/add: each product's quantity joins the line of the same product and options (or a new
 * line); the resulting quantity must obey every rule.
 */
export async function addItems(tx: Tx, cartId: number, items: AddItem[]): Promise<CartRow> {
  const row = await writableCart(tx, cartId);
  const facts = await productFacts(
    tx,
    items.map((i) => i.productId),
  );
  // the chosen slot must suit what comes in, as much as the slots the screen offers (spec §4)
  const slot = await chosenSlot(tx, row);
  const now = shopNow();
  for (const item of items) {
    const f = facts.get(item.productId);
    if (!f) return refuse(CART_REFUSALS.productNotFound);
    checkAvailable(f);
    const restricted = lineRestriction(f.infos, slot, now);
    if (restricted) refuse(addRefusal(f.name, restricted));
    const infos = lineInfos(f, item.infos);
    if (item.useWpid !== undefined && item.useWpid !== -1 && item.useWpid !== f.promo?.id) refuse(CART_REFUSALS.promo);
    const lines = await tx
      .select()
      .from(cartItem)
      .where(and(eq(cartItem.cartId, row.id), eq(cartItem.productId, f.id)))
      .orderBy(asc(cartItem.id));
    const existing = lines.find((l) => sameOptions(l.infos, infos, f));
    const quantity = round3((existing ? Number(existing.quantity) : 0) + item.quantity);
    checkQuantity(f, quantity);
    await checkDaily(tx, row, f, { itemId: existing?.id, quantity });
    const useWpid = item.useWpid ?? existing?.useWpid ?? null;
    const isPackage = isPackageQuantity(quantity, f.infos);
    if (existing) {
      await tx
        .update(cartItem)
        .set({ quantity, infos: { ...existing.infos, ...infos }, useWpid, isPackage, updatedAt: new Date() })
        .where(eq(cartItem.id, existing.id));
    } else {
      await tx
        .insert(cartItem)
        .values({ cartId: row.id, productId: f.id, quantity, infos: { accept_alternatives: 'false', ...infos }, useWpid, isPackage });
    }
  }
  return touch(tx, row.id);
}

/** the lines of this cart among `itemIds`; a line of another cart is as absent as one that never was */
async function ownLines(tx: Tx, cartId: number, itemIds: number[]): Promise<Map<number, ItemRow>> {
  const found = itemIds.length
    ? await tx
        .select()
        .from(cartItem)
        .where(and(eq(cartItem.cartId, cartId), inArray(cartItem.id, [...new Set(itemIds)])))
    : [];
  const byId = new Map(found.map((l) => [l.id, l]));
  if (itemIds.some((id) => !byId.has(id))) refuse(CART_REFUSALS.itemNotFound);
  return byId;
}

/** The line a quantity is posted for: a cart's or a list's. */
type QuantityLine = { id: number; productId: number };

/**
 * Absolute quantities posted for lines of a cart or a list (cart/update, wishlist/update_prods): 0
 * removes the line; any other is rounded to the gram, held to the product's rules, and set. `check`
 * holds it to what else the owner asks first (the cart: availability).
 */
export async function applyQuantities<L extends QuantityLine>(
  tx: Tx,
  lines: Map<number, L>,
  items: Array<{ itemId: number; quantity: number }>,
  apply: {
    refusals?: QuantityRefusals;
    check?: (line: L, facts: ProductFacts, quantity: number) => void;
    remove: (line: L) => Promise<unknown>;
    set: (line: L, facts: ProductFacts, quantity: number) => Promise<unknown>;
  },
): Promise<void> {
  const facts = await productFacts(
    tx,
    [...lines.values()].map((l) => l.productId),
  );
  for (const item of items) {
    const line = lines.get(item.itemId)!;
    const quantity = round3(item.quantity);
    if (quantity === 0) {
      await apply.remove(line);
      continue;
    }
    const f = facts.get(line.productId);
    if (!f) return refuse(CART_REFUSALS.productNotFound);
    apply.check?.(line, f, quantity);
    checkQuantity(f, quantity, apply.refusals);
    await apply.set(line, f, quantity);
  }
}

/** cart/update: the absolute quantity of each line (0 removes it). */
export async function updateItems(tx: Tx, cartId: number, items: Array<{ itemId: number; quantity: number }>): Promise<CartRow> {
  const row = await writableCart(tx, cartId);
  const lines = await ownLines(
    tx,
    row.id,
    items.map((i) => i.itemId),
  );
  await applyQuantities(tx, lines, items, {
    // less of an unavailable product is fine (the shopper is giving it up); more is not
    check: (line, f, quantity) => {
      if (quantity > Number(line.quantity)) checkAvailable(f);
    },
    remove: (line) => tx.delete(cartItem).where(eq(cartItem.id, line.id)),
    set: async (line, f, quantity) => {
      await checkDaily(tx, row, f, { itemId: line.id, quantity });
      await tx
        .update(cartItem)
        .set({ quantity, isPackage: isPackageQuantity(quantity, f.infos), updatedAt: new Date() })
        .where(eq(cartItem.id, line.id));
    },
  });
  return touch(tx, row.id);
}

/** cart/delete */
export async function deleteItems(tx: Tx, cartId: number, itemIds: number[]): Promise<CartRow> {
  const row = await writableCart(tx, cartId);
  await ownLines(tx, row.id, itemIds);
  await tx.delete(cartItem).where(and(eq(cartItem.cartId, row.id), inArray(cartItem.id, itemIds)));
  return touch(tx, row.id);
}

/** cart/empty: every line goes; what the cart is bound to (service, address, slot) stays. */
export async function emptyCart(tx: Tx, cartId: number): Promise<void> {
  const row = await writableCart(tx, cartId);
  await tx.delete(cartItem).where(eq(cartItem.cartId, row.id));
  await touch(tx, row.id);
  // emptied while modifying an order: the modification is given up and the order stays as it was;
  // what came with it (its slot, comment, invoice request, gift codes) goes too
  if (row.editingOrderId !== null) {
    await tx.delete(cartGiftCode).where(eq(cartGiftCode.cartId, row.id));
    await tx.delete(slotHold).where(eq(slotHold.cartId, row.id));
    await tx.update(cart).set({ editingOrderId: null, infos: {}, timeslotDate: null, timeslotId: null }).where(eq(cart.id, row.id));
  }
}

/** cart/update-infos: per line accept_alternatives ('true' / 'false'). */
export async function updateItemInfos(
  tx: Tx,
  cartId: number,
  items: Array<{ itemId: number; infos: { accept_alternatives: 'true' | 'false' } }>,
): Promise<CartRow> {
  const row = await writableCart(tx, cartId);
  const lines = await ownLines(
    tx,
    row.id,
    items.map((i) => i.itemId),
  );
  for (const item of items) {
    const line = lines.get(item.itemId)!;
    await tx
      .update(cartItem)
      .set({ infos: { ...line.infos, ...item.infos }, updatedAt: new Date() })
      .where(eq(cartItem.id, line.id));
  }
  return touch(tx, row.id);
}

/** cart/update-cart-info: one cart-level property (order_comment, need_invoice), kept as a string. */
export async function setCartInfo(tx: Tx, cartId: number, property: string, value: string): Promise<void> {
  const row = await writableCart(tx, cartId);
  await tx
    .update(cart)
    .set({ infos: { ...row.infos, [property]: value }, updatedAt: new Date() })
    .where(eq(cart.id, row.id));
}
