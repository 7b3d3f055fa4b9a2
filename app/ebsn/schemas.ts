// The wire contract of the commerce API as the storefront reads it (spec shopping.md §3, ebsn-wire.md).
// Schemas are lenient where live eBSN servers vary (nullable, optional, numbers as strings) and strict
// only on what the storefront cannot render without. Backend tests parse our own answers with these
// same schemas, so the two sides cannot drift apart silently.
import { z } from 'zod';

const num = z.coerce.number();
const optStr = z.string().nullish();

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
    productClassTypeId: num.nullish(),
    productClassGroupId: num.nullish(),
    name: z.string(),
    description: optStr,
    iconSource: optStr,
  })
  .passthrough();
export type ProductClass = z.infer<typeof productClassSchema>;

export const warehousePromoSchema = z
  .object({
    warehousePromoId: num,
    promoType: optStr,
    discount: num.nullish(),
    discountPerc: num.nullish(),
    validityDate: optStr,
    expireDate: optStr,
    selectable: z.boolean().nullish(),
    view: z
      .object({
        cssClass: optStr,
        header: optStr,
        body: optStr,
        footer: optStr,
        selectablePromoText: optStr,
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
    selected: optStr,
  })
  .passthrough();
export type SelectOption = z.infer<typeof selectOptionSchema>;

export const breadCrumbSchema = z.object({ categoryId: num, name: z.string(), slug: z.string() }).passthrough();

export const nutritionRowSchema = z.object({ name: z.string(), value: z.string() });

export const productDescriptionSchema = z
  .object({
    ingredients: optStr,
    allergens: optStr,
    storage: optStr,
    origin: optStr,
    // per 100 g or 100 ml, as printed on the pack
    nutritional_values: z.array(nutritionRowSchema).nullish(),
  })
  .passthrough();

export const productSchema = z
  .object({
    productId: num,
    code: optStr,
    codInt: optStr,
    codVar: optStr,
    name: z.string(),
    shortDescr: optStr, // the brand line under the name, as eBSN shops show it
    descr: optStr, // long description, HTML
    description: optStr, // pack size, e.g. 'GR. 304'
    slug: z.string(),
    itemUrl: optStr,
    barcode: optStr,
    vendor: z.object({ vendorId: num, name: z.string() }).passthrough().nullish(),
    mediaURL: optStr,
    mediaURLMedium: optStr,
    media: z
      .array(
        z
          .object({ type: optStr, small: optStr, medium: optStr, large: optStr, thumb: optStr, alt: optStr, description: optStr })
          .passthrough(),
      )
      .nullish(),
    categoryId: num.nullish(),
    breadCrumbs: z.array(breadCrumbSchema).nullish(),
    isNew: z.boolean().nullish(),
    newProduct: z.boolean().nullish(),
    highlight: z.boolean().nullish(),
    available: num.nullish(), // 0 = not available
    price: num.nullish(), // null for a guest with no store, on some live shops
    priceDisplay: num.nullish(),
    priceStandardDisplay: num.nullish(),
    priceUmDisplay: num.nullish(),
    priceUnitDisplay: optStr,
    weightUnitDisplay: optStr,
    minAcq: num.nullish(),
    productClasses: z.array(productClassSchema).nullish(),
    warehousePromo: warehousePromoSchema.nullish(),
    productInfos: z.record(z.string(), z.coerce.string()).nullish(),
    selectOptions: z.array(selectOptionSchema).nullish(),
    unitMeasureBaseSelling: z.object({ umId: num.nullish(), um: optStr, umDes: optStr }).passthrough().nullish(),
    ivaCategory: z.object({ ivaPct: num.nullish() }).passthrough().nullish(),
    metaData: z.object({ product_description: productDescriptionSchema.nullish() }).passthrough().nullish(),
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
    title: optStr,
    body: optStr,
    proposals: z
      .array(z.object({ proposalId: num, name: z.string(), descr: optStr, img: optStr, link: optStr, bgColor: optStr }).passthrough())
      .default([]),
    // for 'product-row': the /products query that fills it
    productQuery: z.record(z.string(), z.coerce.string()).nullish(),
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
        category_info: z.object({ TITLE: optStr, DESCRIPTION: optStr, CONTENT: optStr }).passthrough().nullish(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();
export type Category = z.infer<typeof categorySchema>;

export const warehouseSchema = z
  .object({
    warehouseId: num,
    name: z.string(),
    address: z
      .object({
        address1: optStr,
        addressNumber: optStr,
        city: optStr,
        province: optStr,
        postalcode: optStr,
        latitude: num.nullish(),
        longitude: num.nullish(),
      })
      .passthrough(),
    metaData: z
      .object({ warehouse_locator: z.object({ PHONE: optStr }).passthrough().nullish() })
      .passthrough()
      .nullish(),
    serviceHours: z
      .object({ default: z.array(z.object({ beginWeekDay: num, beginHour: z.string(), endHour: z.string() }).passthrough()) })
      .passthrough()
      .nullish(),
  })
  .passthrough();
export type Warehouse = z.infer<typeof warehouseSchema>;
