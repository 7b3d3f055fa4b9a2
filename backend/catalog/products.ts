// Product JSON as eBSN shops send it (shopping.md §3, ebsn-wire.md), built from a product row plus
// its vendor, classes, active promotion and category trail. A page of products is one query whatever
// its size, relations included: each round trip to the database costs the backend more CPU than
// reading the rows does.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { product, productClass, promotion, vendor } from '../db/schema';
import { manyFromCatalog } from './cache';
import { breadCrumbs, loadCategories, type CategoryIndex } from './categories';
import { baseQuantity, productSellingWeight } from '../../domain/selling-weight';
import { present } from '../ebsn/null-free';
import { pictureUrl } from './media';
import { nutritionTable } from './nutrition';

// Everything serialized: neither the search columns (the tsvector is large and never leaves the
// database) nor what only orders listings.
type ProductRow = Omit<typeof product.$inferSelect, 'searchDoc' | 'searchText' | 'popularity' | 'updatedAt'>;
type VendorRow = typeof vendor.$inferSelect;
type ClassRow = typeof productClass.$inferSelect;
type PromoRow = typeof promotion.$inferSelect;

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

/**
 * products in the order of `ids` (a cart's, a list's), serialized; kept per catalogue version
 * (cache.ts). The category tree (their breadcrumbs) is read only when a product is not kept: a view
 * of a cart whose products are all kept reads the catalogue's version once, not twice.
 */
export async function loadProducts(db: Database, ids: number[], detail = false): Promise<SerializedProduct[]> {
  if (!ids.length) return [];
  // each product kept on its own: a cart or a list that changes by a line reads that line only
  const kept = await manyFromCatalog(db, `product:${detail ? 'detail' : 'card'}`, ids, async (missing, read) => {
    const built = await queryProducts(db, missing, await loadCategories(read), detail);
    return new Map(built.map((p) => [Number(p.productId), p]));
  });
  return ids.flatMap((id) => kept.get(id) ?? []);
}

/**
 * loadProducts() without keeping the answer: for the listing and product answers, which are kept
 * whole as JSON text (routes/products.ts), so keeping their products too would hold each page twice.
 */
export function readProducts(db: Database, ids: number[], index: CategoryIndex, detail = false): Promise<SerializedProduct[]> {
  return ids.length ? queryProducts(db, ids, index, detail) : Promise.resolve([]);
}

type LoadedRow = ProductRow & {
  vendor: VendorRow | null;
  classes: ClassRow[] | null;
  promo: (Omit<PromoRow, 'validFrom' | 'validTo'> & { validFrom: string; validTo: string }) | null;
};

/**
 * The promotion a product shows, as `json` (built from its row `pr`), or null: one running now, on
 * the database's clock as the listing's promotion filter; when promotions overlap, the one ending
 * first (it is the most urgent). The shelf and the cart's prices read it here.
 */
export function shownPromotion(productId: SQL, json: SQL): SQL {
  return sql`(select ${json} from promotion pr
    where pr.product_id = ${productId} and pr.valid_from <= now() and pr.valid_to > now()
    order by pr.valid_to, pr.id limit 1)`;
}

/** what a product row is read with: its columns (a card's without the description's) and relations */
function productSelection(detail: boolean) {
  const p = product;
  // cards leave the product page's description columns null (never read)
  const none = sql<null>`null`;
  // Drizzle writes a one-table select's columns unqualified, which inside a subquery would name the
  // subquery's own columns (pr.id for "id")
  const productId = sql`"product"."id"`;
  return {
    id: p.id,
    code: p.code,
    slug: p.slug,
    name: p.name,
    shortDescr: p.shortDescr,
    descr: p.descr,
    packDescr: p.packDescr,
    barcode: p.barcode,
    vendorId: p.vendorId,
    categoryId: p.categoryId,
    kind: p.kind,
    infos: p.infos,
    priceCents: p.priceCents,
    listPriceCents: p.listPriceCents,
    unitPriceCents: p.unitPriceCents,
    priceUnit: p.priceUnit,
    unitBase: p.unitBase,
    ivaPct: p.ivaPct,
    picture: p.picture,
    isNew: p.isNew,
    available: p.available,
    selectOptions: p.selectOptions,
    ingredients: detail ? p.ingredients : none,
    allergens: detail ? p.allergens : none,
    storage: detail ? p.storage : none,
    origin: detail ? p.origin : none,
    nutrition: detail ? p.nutrition : none,
    // joined (productRowsOf), not a subquery: PostgreSQL scanned the vendor table (a few pages) once
    // per product, which cost a page of 24 cards about 0.3 ms of its 1.1 (pgbench, 2026-11-29)
    vendor: sql<VendorRow | null>`case when ${vendor.id} is null then null else json_build_object('id', ${vendor.id}, 'name', ${vendor.name}) end`,
    classes: sql<ClassRow[] | null>`(select json_agg(json_build_object('id', pc.id, 'name', pc.name, 'description', pc.description,
        'icon', pc.icon, 'typeId', pc.type_id, 'groupId', pc.group_id) order by pc.id)
      from product_product_class x join product_class pc on pc.id = x.product_class_id
      where x.product_id = ${productId})`,
    promo: sql<LoadedRow['promo']>`${shownPromotion(
      productId,
      sql`json_build_object('id', pr.id, 'productId', pr.product_id, 'promoType', pr.promo_type,
        'discountPerc', pr.discount_perc, 'cssClass', pr.css_class, 'header', pr.header, 'body', pr.body,
        'footer', pr.footer, 'selectable', pr.selectable, 'selectableText', pr.selectable_text,
        'validFrom', pr.valid_from, 'validTo', pr.valid_to)`,
    )}`,
  };
}

// Every listing, product page and cart not kept reads its products here: prepared (decision 075), so
// PostgreSQL plans the statement once per connection whatever the ids, where an `in (...)` list of
// each page's ids was a new statement to parse and plan on every page no cache had seen.
const productRowsOf = (detail: boolean) =>
  preparedQuery(`catalog_products_${detail ? 'detail' : 'card'}`, (db: Database, name) =>
    db
      .select(productSelection(detail))
      .from(product)
      .leftJoin(vendor, eq(vendor.id, product.vendorId))
      .where(sql`${product.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(name),
  );
const cardRows = productRowsOf(false);
const detailRows = productRowsOf(true);

async function queryProducts(db: Database, ids: number[], index: CategoryIndex, detail: boolean): Promise<SerializedProduct[]> {
  const found: LoadedRow[] = await (detail ? detailRows : cardRows)(db).execute({ ids });
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { vendor: vendorRow, classes, promo, ...productRow } = row;
    const rel: ProductRelations = {
      vendor: vendorRow ?? undefined,
      classes: classes ?? [],
      promo: promo ? { ...promo, validFrom: new Date(promo.validFrom), validTo: new Date(promo.validTo) } : undefined,
    };
    return [serializeProduct(productRow, rel, index, detail)];
  });
}

export async function findProductId(db: Database, by: { id?: number; slug?: string }): Promise<number | undefined> {
  const where = by.id !== undefined ? eq(product.id, by.id) : by.slug !== undefined ? eq(product.slug, by.slug) : undefined;
  if (!where) return undefined;
  const [row] = await db.select({ id: product.id }).from(product).where(where).limit(1);
  return row?.id;
}
