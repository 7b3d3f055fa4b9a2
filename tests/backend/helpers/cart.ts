// Cart test helpers: the hand-made catalogue plus products for every cart rule, the two demo
// customers with sessions made directly (no password round trip per test), and a cart bound to an
// address and a slot by writing its columns (the address and slot routes belong to other areas).
import { eq } from 'drizzle-orm';
import type { App } from '../../../backend/app';
import { customerCartId } from '../../../backend/cart/carts';
import type { Database } from '../../../backend/db/client';
import { defaultConfig, type AppConfig } from '../../../backend/config';
import { address, appUser, cart, product, promotion, session, timeslot, timeslotCalendar } from '../../../backend/db/schema';
import { selectSlot } from '../../../backend/slots/select';
import { hashToken, newToken } from '../../../backend/ebsn/session';
import { accountsDatabase, client, DEMO_USERS, type Client } from './accounts';
import { testApp } from './app';
import type { BackendKind, TestDatabase } from './database';
import { ids, insertFixtures } from './fixtures';

const DAY = 86_400_000;

export const cartIds = {
  water: 120, // Confezione sold in multiples of 6, MAXACQ 24
  yogurt: 121, // Pezzo, QTY_MULT 4 locked
  oil: 122, // MAXACQ_DAY 6, in a category that does not exist ('Senza categoria')
  burrata: 123, // selectable promotion 10: 3,00 € with it, 4,00 € without
  ham: 124, // Sfuso 29,90 €/kg, first 500 g, steps of 100 g, option AFFETTATO
  hamper: 125, // 40,00 € a piece, MAXACQ 10: fills the cart quickly for the fee bands
  burrataPromo: 10,
};

type ProductInput = Partial<typeof product.$inferInsert> & Pick<typeof product.$inferInsert, 'id' | 'name' | 'categoryId'>;

function item(p: ProductInput): typeof product.$inferInsert {
  return {
    code: String(p.id).padStart(6, '0'),
    slug: `prodotto-${p.id}`,
    barcode: `80000001${String(p.id).padStart(5, '0')}`,
    kind: 'Pezzo',
    infos: { QTY_MULT: '1', MAXACQ: '30' },
    priceCents: 199,
    picture: `prod-${p.id}`,
    ...p,
  };
}

export async function insertCartFixtures(db: Database): Promise<void> {
  await insertFixtures(db);
  await db.insert(product).values([
    item({
      id: cartIds.water,
      name: 'Acqua Minerale Naturale',
      categoryId: ids.caffeMacinato,
      kind: 'Confezione',
      priceCents: 45,
      infos: { QTY_MULT: '6', MAXACQ: '24' },
    }),
    item({
      id: cartIds.yogurt,
      name: 'Yogurt Bianco',
      categoryId: ids.latteFresco,
      priceCents: 60,
      infos: { QTY_MULT: '4', QTY_LOCKED: 'true' },
    }),
    item({ id: cartIds.oil, name: 'Olio Extravergine', categoryId: 999, priceCents: 899, infos: { QTY_MULT: '1', MAXACQ_DAY: '6' } }),
    item({ id: cartIds.burrata, name: 'Burrata Pugliese', categoryId: ids.mozzarelle, priceCents: 300, listPriceCents: 400 }),
    item({
      id: cartIds.ham,
      name: 'Prosciutto Crudo',
      categoryId: ids.formaggiDuri,
      kind: 'Sfuso',
      priceCents: 2990,
      unitPriceCents: 2990,
      priceUnit: 'kg',
      unitBase: 'kg',
      infos: { WEIGHT_SELLING: '500', STEP_SELLING: '100', WEIGHT_UNIT_SELLING: 'GR' },
      selectOptions: [
        {
          name: 'Affettato',
          parameterName: 'AFFETTATO',
          options: [
            { key: 'sottile', value: 'Sottile' },
            { key: 'medio', value: 'Medio' },
          ],
        },
      ],
    }),
    item({
      id: cartIds.hamper,
      name: 'Cesto Natalizio',
      categoryId: ids.mozzarelle,
      priceCents: 4000,
      infos: { QTY_MULT: '1', MAXACQ: '10' },
    }),
  ]);
  const now = Date.now();
  await db.insert(promotion).values({
    id: cartIds.burrataPromo,
    productId: cartIds.burrata,
    promoType: 'TAGLIO_PREZZO',
    discountPerc: 25,
    header: 'Taglio prezzo',
    selectable: true,
    selectableText: 'Vuoi applicare questa promozione?',
    validFrom: new Date(now - DAY),
    validTo: new Date(now + 7 * DAY),
  });
}

/** the demo accounts and the cart catalogue */
export async function cartDatabase(kind: BackendKind): Promise<TestDatabase> {
  const database = await accountsDatabase(kind);
  await insertCartFixtures(database.db);
  return database;
}

export async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, email)).limit(1);
  return row.id;
}

/** a client logged in as the customer, through a session row made directly */
export async function customer(app: App, db: Database, email: string = DEMO_USERS.mario): Promise<{ client: Client; userId: number }> {
  const id = await userId(db, email);
  const token = newToken();
  await db.insert(session).values({ tokenHash: hashToken(token), userId: id, expiresAt: new Date(Date.now() + DAY) });
  const c = client(app);
  c.token = token;
  return { client: c, userId: id };
}

/** The cart database, an app over it, and the two demo customers logged in: the opening of the
 * checkout, order and payment suites (mario buys; giulia is the other customer whose things he must
 * never reach). */
export async function twoCustomerShop(kind: BackendKind, config: Partial<AppConfig> = {}) {
  const database = await cartDatabase(kind);
  const app = testApp(database.db, config);
  const mario = await customer(app, database.db, DEMO_USERS.mario);
  const giulia = await customer(app, database.db, DEMO_USERS.giulia);
  return { database, app, mario, giulia };
}

/** the day after tomorrow, as the cart stores a slot's date */
export function slotDate(days = 2): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

/**
 * Binds the customer's cart to a new home address (service 2) or a pickup point (service 1 or 4)
 * of warehouse 1, and to a slot unless `slot` is false.
 */
export async function bindCart(
  db: Database,
  user: number,
  options: { service?: 1 | 2 | 4; slot?: boolean; address?: boolean } = {},
): Promise<number> {
  const service = options.service ?? 2;
  const cartId = await customerCartId(db, user);
  if (options.address === false) {
    await db
      .update(cart)
      .set({ addressId: null, deliveryServiceId: null, warehouseId: null, timeslotDate: null, timeslotId: null })
      .where(eq(cart.id, cartId));
    return cartId;
  }
  const [row] = await db
    .insert(address)
    .values({
      userId: service === 2 ? user : null,
      addressTypeId: service === 2 ? 2 : service === 1 ? 3 : 5,
      deliveryServiceId: service,
      warehouseId: 1,
      addressName: service === 2 ? 'Casa' : 'Spesa Padova Centro',
      address1: 'Via Roma',
      addressNumber: '10',
      postalcode: '35122',
      city: 'Padova',
      province: 'PD',
    })
    .returning({ id: address.id });
  await db
    .update(cart)
    .set({ addressId: row.id, deliveryServiceId: service, warehouseId: 1, timeslotDate: null, timeslotId: null })
    .where(eq(cart.id, cartId));
  if (options.slot !== false) {
    // a real slot of a real calendar, taken through the slots area: cart writes renew its hold, and
    // a slot no calendar knows would be cleared by that renewal
    const calendarId = 100 + service;
    await db
      .insert(timeslotCalendar)
      .values({ id: calendarId, warehouseId: 1, deliveryServiceId: service, daysAhead: 7, preparationMinutes: 60 })
      .onConflictDoNothing();
    await db
      .insert(timeslot)
      .values({
        id: calendarId,
        calendarId,
        weekDays: [1, 2, 3, 4, 5, 6, 7],
        beginTime: '18:00',
        endTime: '20:00',
        deliveryDayPeriodId: 3,
        capacity: 1000,
      })
      .onConflictDoNothing();
    const outcome = await selectSlot(db, cartId, { date: slotDate(), timeslotId: calendarId }, defaultConfig);
    if (!outcome.ok) throw new Error(`bindCart: slot refused (${outcome.refusal.code})`);
  }
  return cartId;
}
