// The wire contract of the commerce API as the storefront reads it (spec shopping.md §3, ebsn-wire.md).
// Schemas accept what live eBSN servers send: numbers as strings are coerced, a key without a value is
// left out (optional, not nullable: live shops never send `null` there, and neither do we), and null
// is accepted only where live shops do send it (prices for a guest with no store). Backend tests parse
// our own answers with these same schemas, so the two sides cannot drift apart silently.
import { z } from 'zod';

const num = z.coerce.number();
const optStr = z.string().nullish();
/** a text key live shops leave out when it has no value */
const maybeStr = z.string().optional();
const maybeNum = num.optional();

export const messageSchema = z
  .object({ error: z.string().optional(), info: z.string().optional(), warning: z.string().optional(), code: z.string().nullish() })
  .passthrough();

export const envelopeUserSchema = z
  .object({ userId: num, login: z.string().nullish(), profileConfirmed: z.boolean().nullish() })
  .passthrough();

export const envelopeSchema = z.object({
  response: z
    .object({
      status: num,
      errors: z.array(messageSchema).default([]),
      infos: z.array(messageSchema).default([]),
      warnings: z.array(messageSchema).default([]),
      errorsMessage: z.array(z.string()).nullish(),
      infosMessage: z.array(z.string()).nullish(),
      warningsMessage: z.array(z.string()).nullish(),
    })
    .passthrough(),
  data: z.unknown(),
  user: envelopeUserSchema.nullish(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const productClassSchema = z
  .object({
    productClassId: num,
    productClassTypeId: maybeNum,
    productClassGroupId: maybeNum,
    name: z.string(),
    description: maybeStr,
    iconSource: maybeStr,
  })
  .passthrough();
export type ProductClass = z.infer<typeof productClassSchema>;

/** warehousePromoTypeId: 5 = percentage discount, 6 = other kinds (more ids may be defined) */
export const PROMO_TYPE_PERCENT = 5;

export const warehousePromoSchema = z
  .object({
    warehousePromoId: num,
    warehousePromoTypeId: z.coerce.number().int(),
    promoType: maybeStr,
    discount: maybeNum,
    discountPerc: maybeNum,
    validityDate: maybeStr,
    expireDate: maybeStr,
    selectable: z.boolean().optional(),
    view: z
      .object({
        cssClass: maybeStr,
        header: maybeStr,
        body: maybeStr,
        footer: maybeStr,
        selectablePromoText: maybeStr,
      })
      .passthrough(),
  })
  .passthrough();
export type WarehousePromo = z.infer<typeof warehousePromoSchema>;

export const selectOptionSchema = z
  .object({
    name: z.string(),
    parameterName: z.string(),
    options: z.array(z.object({ key: z.string(), value: z.string() })),
    selected: maybeStr,
  })
  .passthrough();
export type SelectOption = z.infer<typeof selectOptionSchema>;

export const breadCrumbSchema = z.object({ categoryId: num, name: z.string(), slug: z.string() }).passthrough();

// Only what the product has: live shops leave the other keys out.
export const productDescriptionSchema = z
  .object({
    ingredients: maybeStr,
    allergens: maybeStr,
    storage: maybeStr,
    origin: maybeStr,
    // an HTML <table>: a header row, then one row per nutrient with its value per 100 g or 100 ml.
    // Untrusted markup: the storefront reads only the cells' text (app/lib/nutrition.server.ts).
    nutritional_values: maybeStr,
  })
  .passthrough();

export const productSchema = z
  .object({
    productId: num,
    code: maybeStr,
    codInt: maybeStr,
    codVar: maybeStr,
    name: z.string(), // the product; clients print brand then product
    shortDescr: maybeStr, // the brand, often upper case
    descr: maybeStr, // long description, HTML
    description: maybeStr, // pack size, e.g. 'GR. 304'
    slug: z.string(),
    itemUrl: maybeStr,
    barcode: maybeStr,
    vendor: z.object({ vendorId: num, name: z.string() }).passthrough().optional(),
    mediaURL: maybeStr,
    mediaURLMedium: maybeStr,
    media: z
      .array(
        z
          .object({ type: optStr, small: optStr, medium: optStr, large: optStr, thumb: optStr, alt: optStr, description: optStr })
          .passthrough(),
      )
      .optional(),
    categoryId: maybeNum,
    breadCrumbs: z.array(breadCrumbSchema).optional(),
    isNew: z.boolean().optional(),
    newProduct: z.boolean().optional(),
    highlight: z.boolean().optional(),
    available: maybeNum, // 0 = not available
    price: num.nullish(), // null for a guest with no store, on some live shops
    priceDisplay: num.nullish(), // what is paid
    priceStandardDisplay: maybeNum, // the struck list price, only while a promotion applies
    priceUmDisplay: num.nullish(), // per kg, l or piece
    priceStandardUmDisplay: maybeNum, // the struck per-unit price, beside priceUmDisplay on promotions
    priceUnitDisplay: maybeStr,
    weightUnitDisplay: maybeStr,
    minAcq: maybeNum,
    productClasses: z.array(productClassSchema).optional(),
    // no key at all without a promotion
    warehousePromo: warehousePromoSchema.optional(),
    // every value a string; WEIGHT_SELLING and WEIGHT_UNIT_SELLING (GR, KG, ML, LT, PZ) on every product
    productInfos: z.record(z.string(), z.coerce.string()).optional(),
    selectOptions: z.array(selectOptionSchema).optional(),
    unitMeasureBaseSelling: z.object({ umId: maybeNum, um: maybeStr, umDes: maybeStr }).passthrough().optional(),
    ivaCategory: z.object({ ivaPct: maybeNum }).passthrough().optional(),
    metaData: z.object({ product_description: productDescriptionSchema.optional() }).passthrough().optional(),
  })
  .passthrough();
export type Product = z.infer<typeof productSchema>;

export const facetValueSchema = z.object({ id: z.coerce.string(), name: z.string(), filteredCount: num.nullish() }).passthrough();
export const facetSchema = z.object({ name: z.string(), parameterName: z.string(), values: z.array(facetValueSchema) }).passthrough();
export type Facet = z.infer<typeof facetSchema>;

export const pageSchema = z.object({ selPage: num, totPages: num, totItems: num, itemsPerPage: num }).passthrough();

export const productListSchema = z
  .object({
    products: z.array(productSchema),
    page: pageSchema,
    facets: z.array(facetSchema).default([]),
    // our backend says which words it searched when it corrected a typo ("mozarela" → "mozzarella")
    search: z.object({ query: z.string(), corrected: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();
export type ProductList = z.infer<typeof productListSchema>;

export type CategoryNode = {
  categoryId: number;
  parentId: number | null;
  name: string;
  slug: string;
  itemUrl?: string | null;
  categories?: CategoryNode[];
};
export const categoryNodeSchema: z.ZodType<CategoryNode, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({
    categoryId: num,
    parentId: num.nullable().default(null),
    name: z.string(),
    slug: z.string(),
    itemUrl: optStr,
    categories: z.array(categoryNodeSchema).optional(),
  }),
);
export const categoryTreeSchema = z.object({ categories: z.array(categoryNodeSchema) }).passthrough();

export const categoryBlockSchema = z
  .object({
    categoryBlockId: num,
    // what the block is: 'banner' (slides), 'product-row' (a product query), 'html' (rich text), 'links' (tiles)
    templateBlock: z.object({ codInt: z.string() }).passthrough(),
    title: maybeStr,
    body: maybeStr,
    proposals: z
      .array(
        z.object({ proposalId: num, name: z.string(), descr: maybeStr, img: maybeStr, link: maybeStr, bgColor: maybeStr }).passthrough(),
      )
      .default([]),
    // for 'product-row': the /products query that fills it
    productQuery: z.record(z.string(), z.coerce.string()).optional(),
  })
  .passthrough();
export type CategoryBlock = z.infer<typeof categoryBlockSchema>;

export const categorySchema = z
  .object({
    categoryId: num,
    parentId: num.nullable().default(null),
    name: z.string(),
    slug: z.string(),
    itemUrl: optStr,
    categories: z.array(categoryNodeSchema).default([]),
    categoryBlocks: z.array(categoryBlockSchema).default([]),
    metaData: z
      .object({
        category_info: z.object({ TITLE: maybeStr, DESCRIPTION: maybeStr, CONTENT: maybeStr }).passthrough().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();
export type Category = z.infer<typeof categorySchema>;

/** Where a warehouse is (warehouse locator, store lists, pickup points). */
export const warehouseAddressSchema = z
  .object({
    address1: maybeStr,
    addressNumber: maybeStr,
    city: maybeStr,
    province: maybeStr,
    postalcode: maybeStr,
    latitude: maybeNum,
    longitude: maybeNum,
  })
  .passthrough();

/** A warehouse's phone, as live store locators carry it. */
export const warehouseMetaSchema = z
  .object({ warehouse_locator: z.object({ PHONE: maybeStr }).passthrough().optional() })
  .passthrough()
  .optional();

/** Opening hours: beginWeekDay 1 = Sunday, 2 = Monday ... 7 = Saturday (ebsn-wire.md). */
export const serviceHourSchema = z
  .object({ beginWeekDay: z.coerce.number().int().min(1).max(7), beginHour: z.string(), endHour: z.string() })
  .passthrough();
export type ServiceHour = z.infer<typeof serviceHourSchema>;

export const warehouseSchema = z
  .object({
    warehouseId: num,
    slug: z.string(),
    name: z.string(),
    address: warehouseAddressSchema,
    metaData: warehouseMetaSchema,
    serviceHours: z
      .object({ default: z.array(serviceHourSchema) })
      .passthrough()
      .optional(),
  })
  .passthrough();
export type Warehouse = z.infer<typeof warehouseSchema>;
