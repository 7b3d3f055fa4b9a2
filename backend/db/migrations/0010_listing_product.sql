-- Listings and searches read a narrow copy of the product columns they filter, sort and count on
-- (decision 018). A product row is about 1.3 KB (descriptions, nutrition, infos) and its search_doc
-- sits behind 28 other columns: a search of a common word ("latte": 3,700 matches) spent most of its
-- time reading those rows and probing product_product_class once per match for the class facet. Here a
-- row is about 200 bytes and carries the product's class ids, so a search reads each match once.
--
-- Kept in step by the database: statement triggers on product and product_product_class copy every
-- write in the same transaction (one set-based statement per write statement, so bulk imports stay
-- cheap). Nothing else writes it. It can be rebuilt at any time with public.refresh_listing_product().
CREATE TABLE IF NOT EXISTS listing_product (
  id integer PRIMARY KEY,
  category_id integer NOT NULL,
  vendor_id integer,
  is_new boolean NOT NULL,
  popularity integer NOT NULL,
  price_cents integer NOT NULL,
  name text NOT NULL,
  class_ids integer[] NOT NULL DEFAULT '{}',
  search_doc tsvector
);
--> statement-breakpoint
-- The default order (best sellers first): a category or promotions page walks it and stops after one page.
CREATE INDEX IF NOT EXISTS listing_product_popularity_idx ON listing_product (popularity DESC, lower(name), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_product_category_idx ON listing_product (category_id);
--> statement-breakpoint
-- The class ids of one product, in id order (the order the facet never depends on, but a stable one).
CREATE OR REPLACE FUNCTION public.product_class_ids(product_id integer) RETURNS integer[]
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(array_agg(x.product_class_id ORDER BY x.product_class_id), '{}')
    FROM product_product_class x WHERE x.product_id = $1
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.listing_product_from_product() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE listing_product;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    -- on UPDATE, only rows whose id changed (the new id is inserted below)
    IF TG_OP = 'DELETE' THEN
      DELETE FROM listing_product l USING old_rows o WHERE l.id = o.id;
    ELSE
      DELETE FROM listing_product l USING old_rows o
      WHERE l.id = o.id AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id);
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- A price or popularity update touches only the rows and columns that changed; the class ids of
    -- a product that keeps its id are the class triggers' business.
    UPDATE listing_product l SET
      category_id = n.category_id, vendor_id = n.vendor_id, is_new = n.is_new,
      popularity = n.popularity, price_cents = n.price_cents, name = n.name, search_doc = n.search_doc
    FROM new_rows n
    WHERE l.id = n.id
      AND (l.category_id, l.vendor_id, l.is_new, l.popularity, l.price_cents, l.name, l.search_doc)
        IS DISTINCT FROM (n.category_id, n.vendor_id, n.is_new, n.popularity, n.price_cents, n.name, n.search_doc);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO listing_product (id, category_id, vendor_id, is_new, popularity, price_cents, name, class_ids, search_doc)
    SELECT n.id, n.category_id, n.vendor_id, n.is_new, n.popularity, n.price_cents, n.name, public.product_class_ids(n.id), n.search_doc
    FROM new_rows n
    WHERE NOT EXISTS (SELECT 1 FROM listing_product l WHERE l.id = n.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Transition tables allow one event per trigger: three triggers share the function.
CREATE TRIGGER product_listing_inserted AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_product();
--> statement-breakpoint
CREATE TRIGGER product_listing_updated AFTER UPDATE ON product
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_product();
--> statement-breakpoint
CREATE TRIGGER product_listing_deleted AFTER DELETE ON product
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_product();
--> statement-breakpoint
CREATE TRIGGER product_listing_truncated AFTER TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_product();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.listing_product_from_classes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE listing_product SET class_ids = '{}' WHERE class_ids <> '{}';
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE listing_product l SET class_ids = public.product_class_ids(l.id)
    WHERE l.id IN (SELECT n.product_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listing_product l SET class_ids = public.product_class_ids(l.id)
    WHERE l.id IN (SELECT o.product_id FROM old_rows o);
  ELSE
    UPDATE listing_product l SET class_ids = public.product_class_ids(l.id)
    WHERE l.id IN (SELECT n.product_id FROM new_rows n UNION SELECT o.product_id FROM old_rows o);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_class_listing_inserted AFTER INSERT ON product_product_class
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_classes();
--> statement-breakpoint
CREATE TRIGGER product_class_listing_updated AFTER UPDATE ON product_product_class
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_classes();
--> statement-breakpoint
CREATE TRIGGER product_class_listing_deleted AFTER DELETE ON product_product_class
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_classes();
--> statement-breakpoint
CREATE TRIGGER product_class_listing_truncated AFTER TRUNCATE ON product_product_class
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_classes();
--> statement-breakpoint
-- The whole copy from the catalogue (the migration's backfill; also a repair tool).
CREATE OR REPLACE FUNCTION public.refresh_listing_product() RETURNS void
  LANGUAGE sql
  AS $$
  DELETE FROM listing_product;
  INSERT INTO listing_product (id, category_id, vendor_id, is_new, popularity, price_cents, name, class_ids, search_doc)
  SELECT p.id, p.category_id, p.vendor_id, p.is_new, p.popularity, p.price_cents, p.name, coalesce(c.class_ids, '{}'), p.search_doc
  FROM product p
  LEFT JOIN (
    SELECT x.product_id, array_agg(x.product_class_id ORDER BY x.product_class_id) AS class_ids
    FROM product_product_class x GROUP BY x.product_id
  ) c ON c.product_id = p.id;
$$;
--> statement-breakpoint
SELECT public.refresh_listing_product();
--> statement-breakpoint
-- Built after the backfill, and without GIN's pending list: with fastupdate, new entries wait in an
-- unsorted list that every search reads through until a vacuum merges them (PGlite never vacuums by
-- itself), and 12,000 pending entries made a search of "latte" eight times slower. Writes pay for
-- merging their entries at once instead.
CREATE INDEX IF NOT EXISTS listing_product_search_doc_idx ON listing_product USING gin (search_doc) WITH (fastupdate = off);
--> statement-breakpoint
-- PGlite has no autovacuum: statistics for the new table now.
ANALYZE listing_product;
