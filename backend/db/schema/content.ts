// Content API (/p/wp-json): pages, menus, FAQ, recipes, ux-blocks, slides, forms and what shoppers
// send through them (submissions, uploads, cookie choices); and the pictures served at /photo.
import {
  bigint,
  bigserial,
  boolean,
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

export const picture = pgTable('picture', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull().default('image/svg+xml'),
  body: text('body').notNull(),
});

// FAQ (wp/v2/faq, wp/v2/faq_category): one group per question.
export const faqGroup = pgTable(
  'faq_group',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('faq_group_slug_key').on(t.slug)],
);

export const faq = pgTable(
  'faq',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroup.id),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull(), // HTML
  },
  (t) => [uniqueIndex('faq_slug_key').on(t.slug), index('faq_group_idx').on(t.groupId, t.position)],
);

// Recipes (wp/v2/recipe) and their taxonomies (wp/v2/course, wp/v2/cuisine).
export const recipeCourse = pgTable(
  'recipe_course',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('recipe_course_slug_key').on(t.slug)],
);

export const recipeCuisine = pgTable(
  'recipe_cuisine',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('recipe_cuisine_slug_key').on(t.slug)],
);

export const recipe = pgTable(
  'recipe',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull(), // the introduction, HTML
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    prepMinutes: integer('prep_minutes').notNull(),
    cookMinutes: integer('cook_minutes').notNull(),
    servings: integer('servings').notNull(),
    difficulty: text('difficulty').notNull(), // 'facile' | 'media' | 'difficile'
    steps: text('steps').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('recipe_slug_key').on(t.slug)],
);

export const recipeToCourse = pgTable(
  'recipe_to_course',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipe.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => recipeCourse.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.courseId] }), index('recipe_to_course_course_idx').on(t.courseId)],
);

export const recipeToCuisine = pgTable(
  'recipe_to_cuisine',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipe.id, { onDelete: 'cascade' }),
    cuisineId: integer('cuisine_id')
      .notNull()
      .references(() => recipeCuisine.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.cuisineId] }), index('recipe_to_cuisine_cuisine_idx').on(t.cuisineId)],
);

export const recipeIngredient = pgTable(
  'recipe_ingredient',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipe.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    quantity: text('quantity').notNull().default(''),
    // a catalogue product that buys the ingredient; null for water, salt and the like
    productId: integer('product_id'),
  },
  (t) => [index('recipe_ingredient_recipe_idx').on(t.recipeId, t.position)],
);

// ux-blocks (wp/v2/ux-blocks): blocks of words the storefront places, by slug or by term.
export const uxBlock = pgTable(
  'ux_block',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    term: text('term'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''), // HTML
    description: text('description').notNull().default(''),
    buttonText: text('button_text').notNull().default(''),
    buttonLink: text('button_link').notNull().default(''),
    footerImageUrl: text('footer_image_url'),
    footerImageAlt: text('footer_image_alt'),
  },
  (t) => [uniqueIndex('ux_block_slug_key').on(t.slug), index('ux_block_term_idx').on(t.term)],
);

// Slides of a slider (slides_by_id/<slider>, new_slides/<slider>/<time>/<store>): a slide may be
// limited in time, to one delivery service and to one store.
export const slide = pgTable(
  'slide',
  {
    id: serial('id').primaryKey(),
    sliderId: integer('slider_id').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
    link: text('link').notNull().default(''),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    deliveryServiceId: integer('delivery_service_id'),
    warehouseId: integer('warehouse_id'),
  },
  (t) => [index('slide_slider_idx').on(t.sliderId, t.position)],
);

// Forms (custom/v1/forms/<id>, get_mail_pars, admin-ajax.php): the definition is JSON fields
// (backend/content/forms.ts reads it with zod); a submission goes to `recipient` with `subject`.
export const form = pgTable('form', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  successMessage: text('success_message').notNull(),
  fields: jsonb('fields').notNull(),
});

export const formSubmission = pgTable(
  'form_submission',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => form.id),
    // field key → the value as sent (an upload's stored name for a file field)
    values: jsonb('values').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submission_form_idx').on(t.formId, t.createdAt)],
);

export const formUpload = pgTable(
  'form_upload',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => form.id),
    fieldId: integer('field_id').notNull(),
    // random, the file's name under DATA_DIR/uploads and the tmp_name the shopper sends back
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    detectedType: text('detected_type').notNull(), // from the content's magic bytes
    sizeBytes: integer('size_bytes').notNull(),
    submissionId: bigint('submission_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_upload_stored_name_key').on(t.storedName)],
);

// Cookie choices (custom/v1/cookie-consent): the browser's random id, the session's user if any.
export const cookieConsent = pgTable(
  'cookie_consent',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consentId: text('consent_id').notNull(),
    userId: integer('user_id'),
    technical: boolean('technical').notNull(),
    analytics: boolean('analytics').notNull(),
    profiling: boolean('profiling').notNull(),
    version: integer('version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cookie_consent_id_idx').on(t.consentId, t.recordedAt)],
);
