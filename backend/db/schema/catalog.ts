// The catalogue: categories (and the content blocks of category pages), products, their classes and
// promotions, and the search_word lexicon. Search columns (product.search_doc, product.search_text and
// search_word) are kept up to date by triggers written in the migrations, so every writer (seed, later
// admin tools) gets them free.
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tstzmultirange = customType<{ data: string }>({ dataType: () => 'tstzmultirange' });

export const category = pgTable(
  'category',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    depth: integer('depth').notNull().default(1), // 1 = top level
    position: integer('position').notNull().default(0),
    // category_info of the spec: page title, description (meta), content (HTML under the title)
    title: text('title'),
    description: text('description'),
    content: text('content'),
    picture: text('picture'),
    // 'catalog' for the product tree; 'content' for pages built from blocks such as 'home-2022'
    kind: text('kind').notNull().default('catalog'),
  },
  (t) => [uniqueIndex('category_slug_key').on(t.slug), index('category_parent_idx').on(t.parentId)],
);

export const categoryBlock = pgTable(
  'category_block',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull().default(0),
    template: text('template').notNull(), // 'banner' | 'product-row' | 'html' | 'links'
    title: text('title'),
    body: text('body'),
    // banner/links: [{ name, descr, img, link, bgColor }]
    proposals: jsonb('proposals').$type<Array<{ name: string; descr?: string; img?: string; link?: string; bgColor?: string }>>(),
    // product-row: the /products query that fills it, e.g. { promo: 'true', page_size: '12' }
    productQuery: jsonb('product_query').$type<Record<string, string>>(),
  },
  (t) => [index('category_block_category_idx').on(t.categoryId)],
);

export const vendor = pgTable('vendor', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const productClass = pgTable('product_class', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(), // 'Bio', 'Senza glutine'...
  description: text('description'),
  icon: text('icon'), // picture name
  typeId: integer('type_id').notNull().default(1),
  groupId: integer('group_id').notNull().default(1),
});

export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(), // internal article code (codInt)
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortDescr: text('short_descr'), // line under the name (brand + variety)
    descr: text('descr'), // long description, HTML
    packDescr: text('pack_descr'), // 'GR. 304', 'LT. 1,5', 'AL KG'
    barcode: text('barcode').notNull(), // EAN-13
    vendorId: integer('vendor_id'),
    categoryId: integer('category_id').notNull(), // a leaf (third level)
    kind: text('kind').notNull(), // TIPOLOGIA: 'Pezzo' | 'Sfuso' | 'Confezione'
    infos: jsonb('infos').$type<Record<string, string>>().notNull(), // productInfos, all values strings
    priceCents: integer('price_cents').notNull(), // what is paid per piece / per pack / per kg for Sfuso
    listPriceCents: integer('list_price_cents'), // struck price when a promotion applies
    unitPriceCents: integer('unit_price_cents'), // price per kg or l
    priceUnit: text('price_unit').notNull().default('pz'), // 'pz' | 'kg' | 'l' (priceUnitDisplay)
    unitBase: text('unit_base').notNull().default('pz'), // um of unitPriceCents: 'kg' | 'l' | 'pz'
    ivaPct: integer('iva_pct').notNull().default(10),
    picture: text('picture').notNull(), // picture name, served at /photo/{name}.svg
    isNew: boolean('is_new').notNull().default(false),
    available: boolean('available').notNull().default(true),
    popularity: integer('popularity').notNull().default(0), // default sort
    ingredients: text('ingredients'),
    allergens: text('allergens'),
    storage: text('storage'),
    origin: text('origin'),
    nutrition: jsonb('nutrition').$type<Array<{ name: string; value: string }>>(),
    selectOptions:
      jsonb('select_options').$type<Array<{ name: string; parameterName: string; options: Array<{ key: string; value: string }> }>>(),
    searchDoc: tsvector('search_doc'),
    searchText: text('search_text'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_slug_key').on(t.slug),
    uniqueIndex('product_barcode_key').on(t.barcode),
    index('product_category_idx').on(t.categoryId),
    index('product_vendor_idx').on(t.vendorId),
    index('product_search_doc_idx').using('gin', t.searchDoc),
    index('product_facet_cell_idx').on(t.categoryId, t.isNew, t.vendorId, t.id),
    index('product_code_idx').on(t.code),
  ],
);

export const productToClass = pgTable(
  'product_product_class',
  {
    productId: integer('product_id').notNull(),
    productClassId: integer('product_class_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.productClassId] }), index('ppc_class_idx').on(t.productClassId)],
);

export const promotion = pgTable(
  'promotion',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    promoType: text('promo_type').notNull(), // 'SCONTO' | 'TAGLIO_PREZZO' | '3X2' | 'PUNTI'
    discountPerc: integer('discount_perc'),
    cssClass: text('css_class'),
    header: text('header'), // e.g. '-30%'
    body: text('body'),
    footer: text('footer'),
    selectable: boolean('selectable').notNull().default(false),
    selectableText: text('selectable_text'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  },
  (t) => [index('promotion_product_idx').on(t.productId)],
);

// Every distinct word (lower case, unaccented) of product names, brands and categories, with a
// trigram index: a query word not found here is replaced by its closest neighbour ("mozarela").
export const searchWord = pgTable('search_word', {
  word: text('word').primaryKey(),
  frequency: integer('frequency').notNull().default(1),
});

// Facet counts of the plain listings per cell (category, on promotion, new), computed by the
// database itself (migration 0009, public.listing_facets): never written by the backend.
export const listingFacet = pgTable(
  'listing_facet',
  {
    categoryId: integer('category_id'), // NULL: summed over every category
    onPromo: boolean('on_promo').notNull(),
    isNew: boolean('is_new').notNull(),
    kind: text('kind').notNull(), // 'total' | 'vendor' | 'class'
    valueId: integer('value_id').notNull(), // the vendor or class id; 0 for 'total'
    products: integer('products').notNull(),
  },
  (t) => [index('listing_facet_category_idx').on(t.categoryId)],
);

// What listing_facet was computed from: app_meta 'listing_facet_version' and the span between two
// promotion boundaries it holds for.
export const listingFacetState = pgTable('listing_facet_state', {
  id: boolean('id').primaryKey().default(true),
  facetVersion: text('facet_version').notNull(),
  validSince: timestamp('valid_since', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

// A narrow copy of what listings and searches filter, sort and count on, with the product's class
// ids (migration 0010, decision 018) and its promotion windows (migration 0033, decision 068): kept by
// database triggers on product, product_product_class and promotion, never written by the backend.
export const listingProduct = pgTable(
  'listing_product',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    vendorId: integer('vendor_id'),
    isNew: boolean('is_new').notNull(),
    popularity: integer('popularity').notNull(),
    priceCents: integer('price_cents').notNull(),
    name: text('name').notNull(),
    classIds: integer('class_ids').array().notNull().default([]),
    searchDoc: tsvector('search_doc'),
    // the union of its promotions' [valid_from, valid_to); NULL without any: on promotion now is
    // promo_windows @> now()
    promoWindows: tstzmultirange('promo_windows'),
  },
  (t) => [
    index('listing_product_search_doc_idx').using('gin', t.searchDoc).with({ fastupdate: false }),
    // and, in migrations only (drizzle cannot say INCLUDE): the promotions listing's three orders
    // over the products with windows, listing_product_promo_{popularity,name,price}_idx (0033), and
    // each category's three orders, listing_product_category_{popularity,name,price}_idx (0034)
  ],
);
