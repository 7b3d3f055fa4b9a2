-- Deep promotions pages walk only the products that have a promotion (decision 068). The promotions
-- listing asked, for every listing_product row it walked in the page's order, whether a promotion
-- row covers now() (an EXISTS probe of promotion per row): page 100 of the promotions sorted by
-- price read the whole catalogue and probed promotion 100,000 times (26-32 ms of PostgreSQL CPU).
--
-- listing_product now carries each product's promotion windows: the union of [valid_from, valid_to)
-- of its promotions, as one multirange (NULL when it has none). "On promotion now" is
-- promo_windows @> now(): the same instants as the probe's valid_from <= now() AND valid_to > now(),
-- read from the row itself. The windows are the promotions' own dates, not a flag computed at some
-- instant, so nothing has to happen when a window opens or closes: the row answers for every now()
-- (the database's clock, as before; decision 042), and only writes to promotion change it. A
-- promotion whose valid_from is not before its valid_to covers no instant and adds nothing.
--
-- Kept in step like the rest of the row: a statement trigger on promotion rewrites the windows of
-- the products a statement touched; during a bulk write (migration 0032) it only notes them, and
-- catalog_bulk_listing() writes them with the rest. Partial indexes over the rows that have windows
-- give the promotions listing its three orders without reading the other products.
ALTER TABLE listing_product ADD COLUMN IF NOT EXISTS promo_windows tstzmultirange;
--> statement-breakpoint
-- Each product's windows from its promotions, said once: the triggers, the bulk write, the repair
-- tool and the backfill below all read them here.
CREATE OR REPLACE VIEW public.promotion_windows AS
  SELECT pr.product_id, range_agg(tstzrange(pr.valid_from, pr.valid_to, '[)')) AS promo_windows
  FROM promotion pr WHERE pr.valid_from < pr.valid_to GROUP BY pr.product_id;
--> statement-breakpoint
-- The windows of one product (used where one product at a time is written; the product's condition
-- goes into the view's grouping, so only its promotions are read).
CREATE OR REPLACE FUNCTION public.product_promo_windows(product_id integer) RETURNS tstzmultirange
  LANGUAGE sql STABLE
  AS $$
    SELECT w.promo_windows FROM public.promotion_windows w WHERE w.product_id = $1
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.listing_product_from_promotions() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE listing_product SET promo_windows = NULL WHERE promo_windows IS NOT NULL;
    RETURN NULL;
  END IF;
  -- the products the statement touched (a transition table exists only for the operations that
  -- declare it: an insert has no old rows, a delete no new ones)
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY(SELECT DISTINCT n.product_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY(SELECT DISTINCT o.product_id FROM old_rows o);
  ELSE
    touched := ARRAY(SELECT n.product_id FROM new_rows n UNION SELECT o.product_id FROM old_rows o);
  END IF;
  IF public.catalog_bulk_on() THEN
    INSERT INTO pg_temp.catalog_bulk_product (id) SELECT unnest(touched);
    RETURN NULL;
  END IF;
  -- their windows computed again from all their promotions, written only where they changed (a new
  -- label or discount leaves the row alone)
  UPDATE listing_product l SET promo_windows = w.windows
  FROM (SELECT t.id, public.product_promo_windows(t.id) AS windows FROM unnest(touched) AS t(id)) w
  WHERE l.id = w.id AND l.promo_windows IS DISTINCT FROM w.windows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER promotion_listing_inserted AFTER INSERT ON promotion
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_promotions();
--> statement-breakpoint
CREATE TRIGGER promotion_listing_updated AFTER UPDATE ON promotion
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_promotions();
--> statement-breakpoint
CREATE TRIGGER promotion_listing_deleted AFTER DELETE ON promotion
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_promotions();
--> statement-breakpoint
CREATE TRIGGER promotion_listing_truncated AFTER TRUNCATE ON promotion
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_product_from_promotions();
--> statement-breakpoint
-- A product arriving (or taking a new id) gets the windows of the promotions already naming it.
CREATE OR REPLACE FUNCTION public.listing_product_from_product() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE listing_product;
    RETURN NULL;
  END IF;
  IF public.catalog_bulk_on() THEN
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO pg_temp.catalog_bulk_product (id) SELECT n.id FROM new_rows n;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO pg_temp.catalog_bulk_product (id) SELECT o.id FROM old_rows o;
    END IF;
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
    -- a product that keeps its id are the class triggers' business, its windows the promotions'.
    UPDATE listing_product l SET
      category_id = n.category_id, vendor_id = n.vendor_id, is_new = n.is_new,
      popularity = n.popularity, price_cents = n.price_cents, name = n.name, search_doc = n.search_doc
    FROM new_rows n
    WHERE l.id = n.id
      AND (l.category_id, l.vendor_id, l.is_new, l.popularity, l.price_cents, l.name, l.search_doc)
        IS DISTINCT FROM (n.category_id, n.vendor_id, n.is_new, n.popularity, n.price_cents, n.name, n.search_doc);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- rows already there (an UPDATE's unchanged ids) are the primary key's conflicts
    INSERT INTO listing_product (id, category_id, vendor_id, is_new, popularity, price_cents, name, class_ids, search_doc, promo_windows)
    SELECT n.id, n.category_id, n.vendor_id, n.is_new, n.popularity, n.price_cents, n.name, public.product_class_ids(n.id), n.search_doc,
      public.product_promo_windows(n.id)
    FROM new_rows n
    ON CONFLICT (id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The bulk write's listing_product step (migration 0032) with the windows: the products noted by
-- the product, class and promotion triggers, written where anything differs.
CREATE OR REPLACE FUNCTION public.catalog_bulk_listing() RETURNS integer
  LANGUAGE plpgsql
  SET jit = off
  AS $$
DECLARE
  touched integer;
BEGIN
  IF NOT public.catalog_bulk_on() THEN
    RAISE EXCEPTION 'no bulk catalogue write under way in this transaction (catalog_bulk_begin)';
  END IF;
  CREATE TEMP TABLE catalog_bulk_ids ON COMMIT DROP AS SELECT DISTINCT id FROM pg_temp.catalog_bulk_product;
  ALTER TABLE pg_temp.catalog_bulk_ids ADD PRIMARY KEY (id);
  ANALYZE pg_temp.catalog_bulk_ids;
  SELECT count(*) INTO touched FROM pg_temp.catalog_bulk_ids;
  EXECUTE $q$
    DELETE FROM listing_product l USING pg_temp.catalog_bulk_ids t
    WHERE l.id = t.id AND NOT EXISTS (SELECT 1 FROM product p WHERE p.id = t.id)
  $q$;
  EXECUTE $q$
    INSERT INTO listing_product AS l (id, category_id, vendor_id, is_new, popularity, price_cents, name, class_ids, search_doc, promo_windows)
    SELECT p.id, p.category_id, p.vendor_id, p.is_new, p.popularity, p.price_cents, p.name, coalesce(c.class_ids, '{}'), p.search_doc,
      w.promo_windows
    FROM pg_temp.catalog_bulk_ids t
    JOIN product p ON p.id = t.id
    LEFT JOIN (
      SELECT x.product_id, array_agg(x.product_class_id ORDER BY x.product_class_id) AS class_ids
      FROM pg_temp.catalog_bulk_ids t2 JOIN product_product_class x ON x.product_id = t2.id
      GROUP BY x.product_id
    ) c ON c.product_id = p.id
    LEFT JOIN public.promotion_windows w ON w.product_id = p.id
    ORDER BY p.id
    ON CONFLICT (id) DO UPDATE SET
      category_id = excluded.category_id, vendor_id = excluded.vendor_id, is_new = excluded.is_new,
      popularity = excluded.popularity, price_cents = excluded.price_cents, name = excluded.name,
      class_ids = excluded.class_ids, search_doc = excluded.search_doc, promo_windows = excluded.promo_windows
    WHERE (l.category_id, l.vendor_id, l.is_new, l.popularity, l.price_cents, l.name, l.class_ids, l.search_doc, l.promo_windows)
      IS DISTINCT FROM (excluded.category_id, excluded.vendor_id, excluded.is_new, excluded.popularity,
        excluded.price_cents, excluded.name, excluded.class_ids, excluded.search_doc, excluded.promo_windows)
  $q$;
  DROP TABLE pg_temp.catalog_bulk_ids;
  TRUNCATE pg_temp.catalog_bulk_product;
  RETURN touched;
END
$$;
--> statement-breakpoint
-- The whole copy from the catalogue (a repair tool, migration 0010), windows included.
CREATE OR REPLACE FUNCTION public.refresh_listing_product() RETURNS void
  LANGUAGE sql
  AS $$
  DELETE FROM listing_product;
  INSERT INTO listing_product (id, category_id, vendor_id, is_new, popularity, price_cents, name, class_ids, search_doc, promo_windows)
  SELECT p.id, p.category_id, p.vendor_id, p.is_new, p.popularity, p.price_cents, p.name, coalesce(c.class_ids, '{}'), p.search_doc,
    w.promo_windows
  FROM product p
  LEFT JOIN (
    SELECT x.product_id, array_agg(x.product_class_id ORDER BY x.product_class_id) AS class_ids
    FROM product_product_class x GROUP BY x.product_id
  ) c ON c.product_id = p.id
  LEFT JOIN public.promotion_windows w ON w.product_id = p.id;
$$;
--> statement-breakpoint
-- The backfill.
UPDATE listing_product l SET promo_windows = w.promo_windows
FROM public.promotion_windows w
WHERE l.id = w.product_id;
--> statement-breakpoint
-- The promotions listing's three orders (listing.ts orderKeys) over the products with windows: the
-- default one (best sellers first), the name and the price, each walked forwards or backwards. They
-- carry the windows (and the name the keys are computed from), so where the table's visibility map
-- allows (PostgreSQL's autovacuum, a VACUUM after a load) a page is read from the index alone: the
-- rows a deep page skips cost an index entry each, not a visit to the table.
CREATE INDEX IF NOT EXISTS listing_product_promo_popularity_idx ON listing_product (popularity DESC, lower(name), id)
  INCLUDE (name, promo_windows) WHERE promo_windows IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_product_promo_name_idx ON listing_product (lower(name), id)
  INCLUDE (name, promo_windows) WHERE promo_windows IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_product_promo_price_idx ON listing_product (price_cents, id)
  INCLUDE (promo_windows) WHERE promo_windows IS NOT NULL;
--> statement-breakpoint
-- PGlite has no autovacuum: statistics for the new column now.
ANALYZE listing_product;
