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
-- What listing_facet was computed from: the catalogue version (migration 0004) and the span of time
-- between two promotion boundaries in which the set of products on promotion stays the same.
CREATE TABLE IF NOT EXISTS listing_facet_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  catalog_version text NOT NULL,
  valid_since timestamptz,
  valid_until timestamptz
);
--> statement-breakpoint
-- The facet rows of the listing over categories (NULL: all of them), summed over the cells that pass
-- the promotion and novelty filters. Recomputes the table first when the catalogue changed or a
-- promotion started or ended since it was computed: one statement (one snapshot, so counts and
-- version agree), under a lock so concurrent requests compute it once. The rows are returned by this
-- function rather than read by its caller because a caller's statement would not see rows written
-- during it.
CREATE OR REPLACE FUNCTION public.listing_facets(category_ids integer[], promo_only boolean, new_only boolean)
  RETURNS TABLE (kind text, value_id integer, products bigint)
  LANGUAGE plpgsql
  AS $$
DECLARE
  fresh constant text := $q$
    SELECT EXISTS (
      SELECT 1 FROM listing_facet_state s
      WHERE s.catalog_version = (SELECT m.value FROM app_meta m WHERE m.key = 'catalog_version')
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
-- The whole table from the catalogue, in one statement. "On promotion" is the listing's own test
-- (backend/catalog/listing.ts activePromotion); the span around now() has no promotion boundary inside.
CREATE OR REPLACE FUNCTION public.refresh_listing_facets() RETURNS void
  LANGUAGE sql
  AS $$
  WITH cells AS MATERIALIZED (
    SELECT p.id, p.category_id, p.vendor_id, p.is_new,
      EXISTS (SELECT 1 FROM promotion pr
              WHERE pr.product_id = p.id AND pr.valid_from <= now() AND pr.valid_to > now()) AS on_promo
    FROM product p
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
  INSERT INTO listing_facet_state (id, catalog_version, valid_since, valid_until)
  SELECT true,
    coalesce((SELECT m.value FROM app_meta m WHERE m.key = 'catalog_version'), ''),
    greatest((SELECT max(valid_from) FROM promotion WHERE valid_from <= now()),
             (SELECT max(valid_to) FROM promotion WHERE valid_to <= now())),
    least((SELECT min(valid_from) FROM promotion WHERE valid_from > now()),
          (SELECT min(valid_to) FROM promotion WHERE valid_to > now()))
  ON CONFLICT (id) DO UPDATE SET catalog_version = excluded.catalog_version,
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
