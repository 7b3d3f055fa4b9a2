// Wish lists of the demo world (issue 11): Mario's "Spesa settimanale", his default list, with a few
// everyday products in the quantity the first "add" puts in the cart, so that the storefront's lists
// have something to show. Needs the catalogue and the demo customers. Idempotent (app_meta
// 'lists_seed_version'), so databases seeded before lists existed can get it at their next start.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { productFacts, rulesOf } from '../cart/lines';
import { appMeta, appUser, product, wishList, wishListItem } from '../db/schema';
import { DEMO_USERS } from './accounts';

export const LISTS_SEED_VERSION = '1';
export const DEMO_LIST_NAME = 'Spesa settimanale';
const DEMO_LIST_PRODUCTS = 5;

export async function listsSeeded(db: Pick<Tx, 'select'>): Promise<boolean> {
  return (await db.select().from(appMeta).where(eq(appMeta.key, 'lists_seed_version'))).length > 0;
}

export async function seedLists(db: Tx): Promise<void> {
  const [mario] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, DEMO_USERS.mario)).limit(1);
  // a database without the demo customers (a test's own fixtures) gets no lists
  if (!mario) return;
  const candidates = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.available, true), isNull(product.selectOptions)))
    .orderBy(asc(product.id))
    .limit(DEMO_LIST_PRODUCTS);
  if (!candidates.length) return;
  const [existing] = await db
    .select({ id: wishList.id })
    .from(wishList)
    .where(and(eq(wishList.userId, mario.id), eq(wishList.name, DEMO_LIST_NAME)))
    .limit(1);
  if (!existing) {
    const [hasDefault] = await db
      .select({ id: wishList.id })
      .from(wishList)
      .where(and(eq(wishList.userId, mario.id), eq(wishList.isDefault, true)))
      .limit(1);
    const [list] = await db
      .insert(wishList)
      .values({ userId: mario.id, name: DEMO_LIST_NAME, isDefault: !hasDefault })
      .returning({ id: wishList.id });
    const facts = await productFacts(
      db,
      candidates.map((c) => c.id),
    );
    const rows = candidates.flatMap((c) => {
      const f = facts.get(c.id);
      return f ? [{ listId: list.id, productId: c.id, quantity: rulesOf(f).first, infos: { accept_alternatives: 'false' } }] : [];
    });
    if (rows.length) await db.insert(wishListItem).values(rows);
  }
  await db.insert(appMeta).values({ key: 'lists_seed_version', value: LISTS_SEED_VERSION }).onConflictDoNothing();
}
