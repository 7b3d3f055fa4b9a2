-- Listings and searches on a 100,000-product catalogue without the answer cache (decision 015).
--
-- Facet counts of the plain listings (a category or the whole catalogue, optionally only the
-- products on promotion and/or the novelties) from a materialized table instead of a pass over every
-- matching product per request. Each product falls into exactly one cell (category, on promotion now,
-- new), so a listing's counts are the sum of its cells: 'total' rows count the products of a cell,
-- 'vendor' and 'class' rows the products of a cell per brand and per class. Rows with a NULL
-- category_id sum the cells over every category (the catalogue-wide listings read ~20 rows, not ~3,000).
CREATE TABLE IF NOT EXISTS listing_facet (
  category_id integer,
  on_promo boolean NOT NULL,
  is_new boolean NOT NULL,
  kind text NOT NULL,
  value_id integer NOT NULL,
  products integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_facet_category_idx ON listing_facet (category_id);
--> statement-breakpoint
-- The cell of every product from the index alone: computing listing_facet reads 100,000 entries of
-- this narrow index instead of every wide product row.
CREATE INDEX IF NOT EXISTS product_facet_cell_idx ON product (category_id, is_new, vendor_id, id);
--> statement-breakpoint
-- Like the catalogue's version (migration 0004), but bumped only by the writes that can change a
-- count: products arriving or leaving, moving category, brand or novelty, their classes, promotions.
-- Price and popularity updates, the daily bread of a shop, leave the counts standing.
CREATE OR REPLACE FUNCTION public.bump_listing_facet_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO app_meta (key, value) VALUES ('listing_facet_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_listing_facet_version AFTER INSERT OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_listing_facet_version();
--> statement-breakpoint
CREATE TRIGGER product_listing_facet_version_moved AFTER UPDATE OF category_id, vendor_id, is_new ON product
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_listing_facet_version();
--> statement-breakpoint
CREATE TRIGGER product_class_listing_facet_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_product_class
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_listing_facet_version();
--> statement-breakpoint
CREATE TRIGGER promotion_listing_facet_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_listing_facet_version();
--> statement-breakpoint
INSERT INTO app_meta (key, value) VALUES ('listing_facet_version', '1') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
-- What listing_facet was computed from: the facet version (below) and the span of time between two
-- promotion boundaries in which the set of products on promotion stays the same.
CREATE TABLE IF NOT EXISTS listing_facet_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  facet_version text NOT NULL,
  valid_since timestamptz,
  valid_until timestamptz
);
--> statement-breakpoint
-- The facet rows of the listing over categories (NULL: all of them), summed over the cells that pass
-- the promotion and novelty filters. Recomputes the table first when the catalogue changed or a
-- promotion started or ended since it was computed: one statement (one snapshot, so counts and
-- version agree), under a lock so concurrent requests compute it once. The rows are returned by this
-- function rather than read by its caller because a caller's statement would not see rows written
-- during it. Vendor and class names are not kept: callers join them, so renames need no recount.
CREATE OR REPLACE FUNCTION public.listing_facets(category_ids integer[], promo_only boolean, new_only boolean)
  RETURNS TABLE (kind text, value_id integer, products bigint)
  LANGUAGE plpgsql
  AS $$
DECLARE
  fresh constant text := $q$
    SELECT EXISTS (
      SELECT 1 FROM listing_facet_state s
      WHERE s.facet_version = (SELECT m.value FROM app_meta m WHERE m.key = 'listing_facet_version')
        AND (s.valid_since IS NULL OR s.valid_since <= now())
        AND (s.valid_until IS NULL OR now() < s.valid_until))
  $q$;
  ok boolean;
BEGIN
  EXECUTE fresh INTO ok;
  IF NOT ok THEN
    PERFORM pg_advisory_xact_lock(150009);
    EXECUTE fresh INTO ok;
    IF NOT ok THEN
      PERFORM public.refresh_listing_facets();
    END IF;
  END IF;
  IF category_ids IS NULL THEN
    RETURN QUERY
      SELECT f.kind, f.value_id, sum(f.products)::bigint
      FROM listing_facet f
      WHERE f.category_id IS NULL AND (NOT promo_only OR f.on_promo) AND (NOT new_only OR f.is_new)
      GROUP BY f.kind, f.value_id;
  ELSE
    RETURN QUERY
      SELECT f.kind, f.value_id, sum(f.products)::bigint
      FROM listing_facet f
      WHERE f.category_id = ANY (category_ids) AND (NOT promo_only OR f.on_promo) AND (NOT new_only OR f.is_new)
      GROUP BY f.kind, f.value_id;
  END IF;
END
$$;
--> statement-breakpoint
-- The whole table from the catalogue, in one statement (about 0.2 s for 100,000 products). "On
-- promotion" is the listing's own test (backend/catalog/listing.ts activePromotion); no promotion
-- starts or ends inside the span kept in listing_facet_state. JIT compiling costs more than it saves
-- here, and the intermediate rows fit in memory with a little more than the default work_mem.
CREATE OR REPLACE FUNCTION public.refresh_listing_facets() RETURNS void
  LANGUAGE sql
  SET jit = off
  SET work_mem = '32MB'
  AS $$
  WITH promoted AS (
    SELECT DISTINCT pr.product_id FROM promotion pr WHERE pr.valid_from <= now() AND pr.valid_to > now()
  ),
  cells AS MATERIALIZED (
    SELECT p.id, p.category_id, p.vendor_id, p.is_new, (x.product_id IS NOT NULL) AS on_promo
    FROM product p LEFT JOIN promoted x ON x.product_id = p.id
  ),
  counted AS (
    SELECT c.category_id, c.on_promo, c.is_new, 'total'::text AS kind, 0 AS value_id, count(*)::int AS products
    FROM cells c GROUP BY c.category_id, c.on_promo, c.is_new
    UNION ALL
    SELECT c.category_id, c.on_promo, c.is_new, 'vendor', c.vendor_id, count(*)::int
    FROM cells c WHERE c.vendor_id IS NOT NULL GROUP BY c.category_id, c.on_promo, c.is_new, c.vendor_id
    UNION ALL
    SELECT c.category_id, c.on_promo, c.is_new, 'class', x.product_class_id, count(*)::int
    FROM cells c JOIN product_product_class x ON x.product_id = c.id
    GROUP BY c.category_id, c.on_promo, c.is_new, x.product_class_id
  ),
  cleared AS (DELETE FROM listing_facet),
  kept AS (
    INSERT INTO listing_facet (category_id, on_promo, is_new, kind, value_id, products)
    SELECT category_id, on_promo, is_new, kind, value_id, products FROM counted
    UNION ALL
    SELECT NULL, on_promo, is_new, kind, value_id, sum(products)::int FROM counted GROUP BY on_promo, is_new, kind, value_id
  )
  INSERT INTO listing_facet_state (id, facet_version, valid_since, valid_until)
  SELECT true,
    coalesce((SELECT m.value FROM app_meta m WHERE m.key = 'listing_facet_version'), ''),
    greatest((SELECT max(valid_from) FROM promotion WHERE valid_from <= now()),
             (SELECT max(valid_to) FROM promotion WHERE valid_to <= now())),
    least((SELECT min(valid_from) FROM promotion WHERE valid_from > now()),
          (SELECT min(valid_to) FROM promotion WHERE valid_to > now()))
  ON CONFLICT (id) DO UPDATE SET facet_version = excluded.facet_version,
    valid_since = excluded.valid_since, valid_until = excluded.valid_until
$$;
--> statement-breakpoint
-- Whether any product matches a tsquery (is a word of the query known to the catalogue?). Under
-- EXISTS the planner expects an early first match and often picks a sequential scan of every product
-- (100 ms at 100,000 products when nothing matches, as for a typo); the GIN index answers in
-- microseconds, so sequential scans are ruled out here.
CREATE OR REPLACE FUNCTION public.catalog_matches(query tsquery) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off
  AS $$ SELECT EXISTS (SELECT 1 FROM product p WHERE p.search_doc @@ query) $$;
