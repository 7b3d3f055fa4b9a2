// The backend's tables. Money in integer cents; times as timestamptz (UTC).
// Search columns (product.search_doc, product.search_text and the search_word lexicon) are kept up to
// date by triggers written in the migrations, so every writer (seed, later admin tools) gets them free.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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

export const warehouse = pgTable(
  'warehouse',
  {
    id: serial('id').primaryKey(),
    // the store's name in URLs and for store-locator clients ('spesa-padova-arcella'), unique
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    addressNumber: text('address_number'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalcode: text('postalcode').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone'),
    kind: text('kind').notNull().default('store'), // 'store' | 'locker' | 'boat'
    services: jsonb('services').$type<number[]>().notNull(), // delivery service ids offered: 1, 2, 4
    // beginWeekDay as the eBSN wire counts: 1 = Sunday, 2 = Monday ... 7 = Saturday
    hours: jsonb('hours').$type<Array<{ beginWeekDay: number; beginHour: string; endHour: string }>>().notNull(),
  },
  (t) => [uniqueIndex('warehouse_slug_key').on(t.slug)],
);

// Postal codes a warehouse covers for home delivery (service 2); geocoding uses the same table.
export const postalCode = pgTable(
  'postal_code',
  {
    postalcode: text('postalcode').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    warehouseId: integer('warehouse_id'),
  },
  (t) => [primaryKey({ columns: [t.postalcode, t.city] })],
);

export const picture = pgTable('picture', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull().default('image/svg+xml'),
  body: text('body').notNull(),
});

// Content API (/p/wp-json): pages and menus.
export const cmsPage = pgTable(
  'cms_page',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(), // HTML
    validity: text('validity'), // testo_validit
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_page_slug_key').on(t.slug)],
);

export const menuItem = pgTable(
  'menu_item',
  {
    id: serial('id').primaryKey(),
    location: text('location').notNull(), // 'footer', 'footer-legal'...
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    url: text('url').notNull(),
    target: text('target'),
    classes: text('classes'),
  },
  (t) => [index('menu_item_location_idx').on(t.location)],
);

// A shopper's session with the commerce API: guest (user_id -1) from first contact.
// The token itself is never stored: only its SHA-256.
export const session = pgTable(
  'session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().default(-1),
    warehouseId: integer('warehouse_id'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // login's remember_me: a remembered session slides over 30 days, a forgotten one over 12 hours
    remember: boolean('remember').notNull().default(true),
  },
  // by user: a password change or reset ends the user's other sessions
  (t) => [index('session_expires_idx').on(t.expiresAt), index('session_user_idx').on(t.userId)],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Every distinct word (lower case, unaccented) of product names, brands and categories, with a
// trigram index: a query word not found here is replaced by its closest neighbour ("mozarela").
export const searchWord = pgTable('search_word', {
  word: text('word').primaryKey(),
  frequency: integer('frequency').notNull().default(1),
});

// ---- Shopper accounts (account.md §2, §5, §7) ----

// A shopper. The e-mail is the login, stored lower-case (and unique whatever the case). No password
// for an account created through a social login; mfa_secret (base32) when the pin is switched on.
export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    fiscalCode: text('fiscal_code'),
    noFiscalCode: boolean('no_fiscal_code').notNull().default(false),
    birthDate: date('birth_date', { mode: 'string' }),
    birthCountry: text('birth_country'), // ISO 3166 alpha-2, 'IT' for Italy
    birthPlace: text('birth_place'),
    birthProvince: text('birth_province'),
    gender: text('gender'), // 'M' | 'F'
    address1: text('address1'),
    addressNumber: text('address_number'),
    postalcode: text('postalcode'),
    city: text('city'),
    province: text('province'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    mfaSecret: text('mfa_secret'),
    // the 30-second step of the last pin accepted: the same pin cannot be replayed
    mfaLastStep: integer('mfa_last_step'),
    // the shop's loyalty card number and its points balance; both absent for a customer without one
    fidelityCard: text('fidelity_card'),
    userPoints: integer('user_points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_user_email_key').on(sql`lower(${t.email})`)],
);

// Single-use secrets sent by e-mail: registration confirmation, password reset, e-mail change.
// Only the SHA-256 of the token is kept, like session tokens.
export const userToken = pgTable(
  'user_token',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose').notNull(), // 'confirm' | 'reset' | 'email'
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    payload: jsonb('payload').$type<Record<string, unknown>>(), // 'email': { newEmail }
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_token_hash_key').on(t.tokenHash), index('user_token_user_idx').on(t.userId, t.purpose)],
);

// Every login attempt by key ('acct:<email>' or 'ip:<address>'): lockout reads it, in the database so
// every backend process sees the same counts.
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    success: boolean('success').notNull(),
  },
  (t) => [index('login_attempt_key_at_idx').on(t.key, t.at)],
);

// Outgoing e-mail. Always written here; an SMTP sender (when SMTP_URL is set) drains it and keeps the
// row with sent_at. In development /dev/outbox shows it.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('email_outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
    index('email_outbox_to_idx').on(t.to),
  ],
);

// An identity at a social login provider ('google' + the provider's subject) linked to a user.
export const socialIdentity = pgTable(
  'social_identity',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identity_user_idx').on(t.userId)],
);

// Consents asked at registration (registration module type 2 REG_WEB of store 5, spec §9).
export const registrationDisclaimer = pgTable(
  'registration_disclaimer',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull().default(5),
    moduleTypeId: integer('module_type_id').notNull().default(2),
    title: text('title').notNull(),
    content: text('content').notNull(), // HTML
    url: text('url'),
    label: text('label'),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_disclaimer_module_idx').on(t.storeId, t.moduleTypeId)],
);

// A user's answer to a disclaimer; no row = not answered yet (check-disclaimer asks for it).
export const userDisclaimer = pgTable(
  'user_disclaimer',
  {
    userId: integer('user_id').notNull(),
    disclaimerId: integer('disclaimer_id').notNull(),
    value: boolean('value').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.disclaimerId] })],
);

// A customer's cart, one per customer, created the first time it is asked for (login answers its id).
// Its lines, service, address and slot come with the cart itself.
export const cart = pgTable(
  'cart',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_user_key').on(t.userId)],
);
