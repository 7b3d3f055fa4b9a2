// Content API (/p/wp-json) pages and menus, and the pictures served at /photo.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
