// Product JSON as eBSN shops send it (shopping.md §3, ebsn-wire.md), built from a product row plus
// its vendor, classes, active promotion and category trail. Loading is batched per page of products:
// five queries whatever the page size.
import { and, asc, eq, getTableColumns, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { product, productClass, productToClass, promotion, vendor } from '../db/schema';
import { fromCatalog } from './cache';
import { breadCrumbs, type CategoryIndex } from './categories';
import { baseQuantity, productSellingWeight } from '../../domain/selling-weight';
import { present } from '../ebsn/null-free';
import { pictureUrl } from './media';
import { nutritionTable } from './nutrition';

type ProductRow = Omit<typeof product.$inferSelect, 'searchDoc' | 'searchText'>;
type VendorRow = typeof vendor.$inferSelect;
type ClassRow = typeof productClass.$inferSelect;
type PromoRow = typeof promotion.$inferSelect;

// Everything but the search columns: the tsvector is large and never leaves the database.
const { searchDoc: _doc, searchText: _text, ...productColumns } = getTableColumns(product);

const units: Record<string, { umId: number; umDes: string }> = {
  pz: { umId: 1, umDes: 'pezzo' },
  kg: { umId: 2, umDes: 'chilogrammo' },
  l: { umId: 3, umDes: 'litro' },
};

export function euros(cents: number | null | undefined): number | null {
  return cents == null ? null : Math.round(cents) / 100;
}

export type ProductRelations = {
  vendor?: VendorRow;
  classes: ClassRow[];
  promo?: PromoRow;
};

/** warehousePromoTypeId of the wire: 5 = percentage discount, 6 = any other kind */
export const PROMO_TYPE_PERCENT = 5;
export const PROMO_TYPE_OTHER = 6;

export function promoTypeId(promoType: string): number {
  return promoType === 'SCONTO' ? PROMO_TYPE_PERCENT : PROMO_TYPE_OTHER;
}

/**
 * The struck per-unit price beside priceUmDisplay on a promotion: the list price spread over the
 * weight sold (loose goods are priced per kg already). Falls back to the ratio of the two prices
 * when the product says nothing of its weight.
 */
function standardUnitCents(row: ProductRow, struck: number, infos: Record<string, string>): number | null {
  if (row.unitPriceCents == null) return null;
  if (row.kind === 'Sfuso') return struck;
  const quantity = baseQuantity(infos);
  if (quantity) return Math.round(struck / quantity);
  return Math.round((row.unitPriceCents * struck) / row.priceCents);
}

export function serializeProduct(row: ProductRow, rel: ProductRelations, index: CategoryIndex, detail = false) {
  const picture = pictureUrl(row.picture);
  const promo = rel.promo;
  // The struck price is shown only while a promotion runs; price_cents is always what is paid.
  const struck = promo && row.listPriceCents != null && row.listPriceCents > row.priceCents ? row.listPriceCents : null;
  const infos: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.infos ?? {})) infos[key] = String(value);
  infos.TIPOLOGIA = row.kind;
  // every product says how much one unit sold holds; a piece without a weight is one piece
  Object.assign(infos, productSellingWeight(infos, row.packDescr));
  const minAcq = Number(infos.MINACQ);
  const unit = units[row.unitBase] ?? units.pz;

  return present({
    productId: row.id,
    code: row.code,
    codInt: row.code,
    codVar: '1',
    name: row.name,
    shortDescr: row.shortDescr,
    descr: row.descr,
    description: row.packDescr,
    slug: row.slug,
    itemUrl: `/product/${row.slug}`,
    barcode: row.barcode,
    vendor: rel.vendor ? { vendorId: rel.vendor.id, name: rel.vendor.name } : null,
    mediaURL: picture,
    mediaURLMedium: picture,
    media: picture
      ? [{ type: 'image', small: picture, medium: picture, large: picture, thumb: picture, alt: row.name, description: row.name }]
      : [],
    categoryId: row.categoryId,
    breadCrumbs: breadCrumbs(index, row.categoryId),
    isNew: row.isNew,
    newProduct: row.isNew,
    highlight: false,
    available: row.available ? 1 : 0,
    price: euros(row.priceCents),
    priceDisplay: euros(row.priceCents),
    priceStandardDisplay: euros(struck),
    priceUmDisplay: euros(row.unitPriceCents),
    priceStandardUmDisplay: struck != null ? euros(standardUnitCents(row, struck, infos)) : null,
    priceUnitDisplay: row.priceUnit,
    weightUnitDisplay: row.kind === 'Sfuso' ? (infos.WEIGHT_UNIT_SELLING ?? row.priceUnit) : null,
    minAcq: Number.isFinite(minAcq) && minAcq > 0 ? minAcq : null,
    productInfos: infos,
    productClasses: rel.classes.map((pc) =>
      present({
        productClassId: pc.id,
        productClassTypeId: pc.typeId,
        productClassGroupId: pc.groupId,
        name: pc.name,
        description: pc.description,
        iconSource: pictureUrl(pc.icon),
      }),
    ),
    warehousePromo: promo
      ? present({
          warehousePromoId: promo.id,
          warehousePromoTypeId: promoTypeId(promo.promoType),
          promoType: promo.promoType,
          discount: struck != null ? euros(struck - row.priceCents) : null,
          discountPerc: promo.discountPerc,
          validityDate: promo.validFrom.toISOString(),
          expireDate: promo.validTo.toISOString(),
          selectable: promo.selectable,
          view: present({
            cssClass: promo.cssClass,
            header: promo.header,
            body: promo.body,
            footer: promo.footer,
            selectablePromoText: promo.selectableText,
          }),
        })
      : null,
    selectOptions: row.selectOptions?.length ? row.selectOptions : null,
    unitMeasureBaseSelling: { umId: unit.umId, um: row.unitBase, umDes: unit.umDes },
    ivaCategory: { ivaCategoryId: row.ivaPct, code: `IVA${row.ivaPct}`, descr: `IVA ${row.ivaPct}%`, ivaPct: row.ivaPct },
    metaData: detail
      ? {
          product_description: present({
            ingredients: row.ingredients,
            allergens: row.allergens,
            storage: row.storage,
            origin: row.origin,
            nutritional_values: nutritionTable(row.nutrition),
          }),
        }
      : null,
  });
}

export type SerializedProduct = ReturnType<typeof serializeProduct>;

async function relationsOf(db: Database, rows: ProductRow[]): Promise<Map<number, ProductRelations>> {
  const ids = rows.map((r) => r.id);
  const vendorIds = [...new Set(rows.map((r) => r.vendorId).filter((v): v is number => v != null))];
  const now = new Date();
  const [vendors, classes, promos] = await Promise.all([
    vendorIds.length ? db.select().from(vendor).where(inArray(vendor.id, vendorIds)) : Promise.resolve([]),
    db
      .select({ productId: productToClass.productId, pc: productClass })
      .from(productToClass)
      .innerJoin(productClass, eq(productClass.id, productToClass.productClassId))
      .where(inArray(productToClass.productId, ids))
      .orderBy(asc(productClass.id)),
    db
      .select()
      .from(promotion)
      .where(and(inArray(promotion.productId, ids), lte(promotion.validFrom, now), gt(promotion.validTo, now)))
      .orderBy(asc(promotion.validTo), asc(promotion.id)),
  ]);
  const vendorById = new Map(vendors.map((v) => [v.id, v]));
  const out = new Map<number, ProductRelations>();
  for (const row of rows) out.set(row.id, { vendor: row.vendorId == null ? undefined : vendorById.get(row.vendorId), classes: [] });
  for (const { productId, pc } of classes) out.get(productId)?.classes.push(pc);
  // When promotions overlap, the one ending first is the one shown (it is the most urgent).
  for (const promo of promos) {
    const rel = out.get(promo.productId);
    if (rel && !rel.promo) rel.promo = promo;
  }
  return out;
}

/** products in the order of `ids` (a page of a listing), serialized; kept per catalogue version (cache.ts) */
export function loadProducts(db: Database, ids: number[], index: CategoryIndex, detail = false): Promise<SerializedProduct[]> {
  if (!ids.length) return Promise.resolve([]);
  return fromCatalog(db, `products:${detail ? 'detail' : 'card'}:${ids.join(',')}`, () => queryProducts(db, ids, index, detail));
}

async function queryProducts(db: Database, ids: number[], index: CategoryIndex, detail: boolean): Promise<SerializedProduct[]> {
  const found = (await db.select(productColumns).from(product).where(inArray(product.id, ids))) as ProductRow[];
  const rel = await relationsOf(db, found);
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serializeProduct(row, rel.get(id)!, index, detail)] : [];
  });
}

export async function findProductId(db: Database, by: { id?: number; slug?: string }): Promise<number | undefined> {
  const where = by.id !== undefined ? eq(product.id, by.id) : by.slug !== undefined ? eq(product.slug, by.slug) : undefined;
  if (!where) return undefined;
  const [row] = await db.select({ id: product.id }).from(product).where(where).limit(1);
  return row?.id;
}
