-- A category page is one range of an index in the page's order, per category (decision 073). A
-- category's listing asked for `category_id IN (the category and every one below it)` in the page's
-- order: PostgreSQL either sorted every product of those categories (13,000 for a top category of
-- 100,000 products) or walked the whole catalogue's popularity index, testing each row's category,
-- until it had passed the page's offset. Page 60 of a top category took 10 ms of PostgreSQL either way.
--
-- Each of these indexes holds the products of one category in one of the listing's orders, and
-- carries what the page reads (the id, and the name for lower(name)), so a page is read from the
-- index alone. backend/catalog/listing.ts asks one ordered, limited branch per category and merges
-- them (Merge Append): a page reads at most its offset plus its own products, whatever the depth.
-- They lead with category_id, so they also answer what listing_product_category_idx did.
CREATE INDEX IF NOT EXISTS listing_product_category_popularity_idx ON listing_product (category_id, popularity DESC, lower(name), id) INCLUDE (name);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_product_category_name_idx ON listing_product (category_id, lower(name), id) INCLUDE (name);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_product_category_price_idx ON listing_product (category_id, price_cents, id);
--> statement-breakpoint
DROP INDEX IF EXISTS listing_product_category_idx;
