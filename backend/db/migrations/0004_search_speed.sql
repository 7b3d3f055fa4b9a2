-- Speed of listings and searches on a big catalogue (100,000 products), written by hand: drizzle-kit
-- does not know these indexes and triggers, and does not need to.
--
-- The default order (best sellers first) as an index: a category or promotions page walks it and
-- stops after one page, instead of sorting every product of the filter.
CREATE INDEX IF NOT EXISTS product_popularity_idx ON product (popularity DESC, lower(name), id);
--> statement-breakpoint
-- "Is this product on promotion now?" answered from the index alone.
CREATE INDEX IF NOT EXISTS promotion_active_idx ON promotion (product_id, valid_from, valid_to);
--> statement-breakpoint
-- Ids with their brand without reading the wide product rows: the promotions listing's counts and
-- brand facet join this with promotion_active_idx.
CREATE INDEX IF NOT EXISTS product_id_vendor_idx ON product (id) INCLUDE (vendor_id);
--> statement-breakpoint
-- The promotion boundaries still to come (the listing cache expires at the next one).
CREATE INDEX IF NOT EXISTS promotion_valid_from_idx ON promotion (valid_from);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS promotion_valid_to_idx ON promotion (valid_to);
--> statement-breakpoint
-- The catalogue's version: any write to what listings and searches read bumps app_meta
-- 'catalog_version', once per statement. The backend keeps listing answers per version
-- (backend/catalog/cache.ts), so a cached answer is never older than the data it was computed from.
CREATE OR REPLACE FUNCTION public.bump_catalog_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO app_meta (key, value) VALUES ('catalog_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER promotion_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER vendor_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER category_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_class_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_class
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_product_class_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_product_class
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER search_word_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_word
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalog_version();
--> statement-breakpoint
INSERT INTO app_meta (key, value) VALUES ('catalog_version', '1') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
-- A database seeded before this migration gets planner statistics now (PGlite has no autovacuum).
ANALYZE;
