-- Bulk catalogue writes (decision 064). The statement triggers of migrations 0001, 0004, 0009 and
-- 0010 keep listing_product, the search words and the catalogue's versions in step after every
-- statement: right for an edit, but a load writes 100,000 products in hundreds of statements, and
-- each paid the upkeep again (a full read of listing_product per class statement, a version bump
-- per statement). Worse, the INSERT into listing_product tested "not already there" with NOT EXISTS,
-- and the plan PL/pgSQL kept from the session's first call, made while listing_product was empty,
-- was a nested loop reading the whole copy once per inserted product: loads grew quadratically
-- (a 20,000-product seed read 195.7 million rows; 100,000 took 881 s).
--
-- Between catalog_bulk_begin() and catalog_bulk_finish(), in one transaction, the triggers only note
-- which products were written and which upkeep is owed; the finish pays it once, set-based (its
-- steps catalog_bulk_listing, _indexes and _words may also be called one by one, to time them).
-- Other sessions' writes keep the per-statement path: the switch is a transaction-local setting.
--
-- The per-statement path itself now inserts into listing_product with ON CONFLICT (the primary key's
-- index) instead of NOT EXISTS, so no cached plan can make it read the whole copy per row.
CREATE OR REPLACE FUNCTION public.catalog_bulk_on() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('spesa.catalog_bulk', true), '') = 'on' $$;
--> statement-breakpoint
-- What a bulk write owes: 'words' (the lexicon), 'catalog' (catalog_version), 'facets'
-- (listing_facet_version). Transaction-local settings, like the switch.
CREATE OR REPLACE FUNCTION public.catalog_bulk_owe(what text) RETURNS void
  LANGUAGE sql
  AS $$ SELECT set_config('spesa.catalog_bulk_owes_' || what, 'on', true) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.catalog_bulk_owes(what text) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('spesa.catalog_bulk_owes_' || what, true), '') = 'on' $$;
--> statement-breakpoint
-- A bulk write cannot commit unfinished (listing_product out of step, indexes dropped): begin puts
-- a row here whose deferred trigger, at commit, fails the transaction if the switch is still on;
-- the finish takes the row away again.
CREATE TABLE IF NOT EXISTS catalog_bulk_guard (opened_at timestamptz NOT NULL DEFAULT now());
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.catalog_bulk_unfinished() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF public.catalog_bulk_on() THEN
    RAISE EXCEPTION 'catalog_bulk_begin() without catalog_bulk_finish(): nothing of this transaction is kept';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_bulk_unfinished AFTER INSERT ON catalog_bulk_guard
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION public.catalog_bulk_unfinished();
--> statement-breakpoint
-- Must run inside a transaction block: outside one, the settings would end with this statement.
-- On an empty catalogue (a first load), the secondary indexes of product and listing_product that
-- no constraint needs are dropped here and built again by catalog_bulk_indexes(): CREATE INDEX sorts
-- once what 100,000 single inserts would each place (listing_product's text index: 10 s against
-- 0.3 s). Dropping an index locks its table until the commit, which on an empty catalogue keeps
-- nothing worth reading from anyone.
CREATE OR REPLACE FUNCTION public.catalog_bulk_begin() RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  deferred record;
BEGIN
  IF public.catalog_bulk_on() THEN
    RAISE EXCEPTION 'a bulk catalogue write is already under way in this transaction';
  END IF;
  INSERT INTO catalog_bulk_guard DEFAULT VALUES;
  -- the products written, as many times as statements wrote them (deduplicated by the finish)
  CREATE TEMP TABLE IF NOT EXISTS catalog_bulk_product (id integer NOT NULL) ON COMMIT DROP;
  TRUNCATE pg_temp.catalog_bulk_product;
  CREATE TEMP TABLE IF NOT EXISTS catalog_bulk_index (name text NOT NULL, def text NOT NULL) ON COMMIT DROP;
  TRUNCATE pg_temp.catalog_bulk_index;
  IF NOT EXISTS (SELECT 1 FROM product) THEN
    INSERT INTO pg_temp.catalog_bulk_index (name, def)
    SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
    FROM pg_index i
    WHERE i.indrelid IN ('public.product'::regclass, 'public.listing_product'::regclass)
      AND NOT i.indisunique AND NOT i.indisprimary AND NOT i.indisexclusion
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid);
    FOR deferred IN SELECT name FROM pg_temp.catalog_bulk_index LOOP
      EXECUTE 'DROP INDEX ' || deferred.name;
    END LOOP;
  END IF;
  PERFORM set_config('spesa.catalog_bulk_owes_words', '', true);
  PERFORM set_config('spesa.catalog_bulk_owes_catalog', '', true);
  PERFORM set_config('spesa.catalog_bulk_owes_facets', '', true);
  PERFORM set_config('spesa.catalog_bulk', 'on', true);
END
$$;
--> statement-breakpoint
-- The indexes begin dropped, built again; answers how many. A second call finds none.
CREATE OR REPLACE FUNCTION public.catalog_bulk_indexes() RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  deferred record;
  built integer := 0;
BEGIN
  IF NOT public.catalog_bulk_on() THEN
    RAISE EXCEPTION 'no bulk catalogue write under way in this transaction (catalog_bulk_begin)';
  END IF;
  FOR deferred IN SELECT def FROM pg_temp.catalog_bulk_index LOOP
    EXECUTE deferred.def;
    built := built + 1;
  END LOOP;
  TRUNCATE pg_temp.catalog_bulk_index;
  RETURN built;
END
$$;
--> statement-breakpoint
-- A product's search columns (migration 0001) as functions of its own fields and its vendor's and
-- category's names: the row trigger fills one product with them, a bulk insert a whole batch in its
-- own statement (backend/catalog/bulk.ts), so both write the very same values. Inlined by the planner.
CREATE OR REPLACE FUNCTION public.product_search_doc(name text, vendor_name text, short_descr text, pack_descr text, category_name text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('italian', public.f_unaccent(coalesce(name, ''))), 'A') ||
      setweight(to_tsvector('italian', public.f_unaccent(coalesce(vendor_name, ''))), 'B') ||
      setweight(to_tsvector('italian', public.f_unaccent(coalesce(short_descr, '') || ' ' || coalesce(pack_descr, ''))), 'C') ||
      setweight(to_tsvector('italian', public.f_unaccent(coalesce(category_name, ''))), 'C')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_search_text(name text, vendor_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.f_unaccent(name || ' ' || coalesce(vendor_name, ''))) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_search_fill() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  vendor_name text;
  category_name text;
BEGIN
  SELECT v.name INTO vendor_name FROM vendor v WHERE v.id = NEW.vendor_id;
  SELECT c.name INTO category_name FROM category c WHERE c.id = NEW.category_id;
  NEW.search_doc := public.product_search_doc(NEW.name, vendor_name, NEW.short_descr, NEW.pack_descr, category_name);
  NEW.search_text := public.product_search_text(NEW.name, vendor_name);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Filling row by row cost a bulk load more than computing the same columns in its INSERT (two
-- lookups through PL/pgSQL per row): during a bulk write, rows that arrive with both columns keep
-- them. Every other insert, and every update of the fields they come from, is filled here as before.
DROP TRIGGER IF EXISTS product_search_fill ON product;
--> statement-breakpoint
CREATE TRIGGER product_search_fill
  BEFORE INSERT ON product
  FOR EACH ROW WHEN (NEW.search_doc IS NULL OR NEW.search_text IS NULL OR NOT public.catalog_bulk_on())
  EXECUTE FUNCTION public.product_search_fill();
--> statement-breakpoint
CREATE TRIGGER product_search_refill
  BEFORE UPDATE OF name, vendor_id, category_id, short_descr, pack_descr ON product
  FOR EACH ROW EXECUTE FUNCTION public.product_search_fill();
--> statement-breakpoint
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
    -- rows already there (an UPDATE's unchanged ids) are the primary key's conflicts
    INSERT INTO listing_product (id, category_id, vendor_id, is_new, popularity, price_cents, name, class_ids, search_doc)
    SELECT n.id, n.category_id, n.vendor_id, n.is_new, n.popularity, n.price_cents, n.name, public.product_class_ids(n.id), n.search_doc
    FROM new_rows n
    ON CONFLICT (id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.listing_product_from_classes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' AND public.catalog_bulk_on() THEN
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO pg_temp.catalog_bulk_product (id) SELECT n.product_id FROM new_rows n;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO pg_temp.catalog_bulk_product (id) SELECT o.product_id FROM old_rows o;
    END IF;
    RETURN NULL;
  END IF;
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
CREATE OR REPLACE FUNCTION public.product_words_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF public.catalog_bulk_on() THEN
    PERFORM public.catalog_bulk_owe('words');
    RETURN NULL;
  END IF;
  INSERT INTO search_word (word, frequency)
  SELECT w, count(*)::int
  FROM new_rows n
  LEFT JOIN vendor v ON v.id = n.vendor_id
  LEFT JOIN category c ON c.id = n.category_id
  CROSS JOIN LATERAL public.search_words_of(n.name || ' ' || coalesce(v.name, '') || ' ' || coalesce(c.name, '')) AS w
  GROUP BY w
  ON CONFLICT (word) DO UPDATE SET frequency = search_word.frequency + excluded.frequency;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_words_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF public.catalog_bulk_on() THEN
    -- a set difference, not a join of the two transition tables: no plan can make it quadratic
    IF EXISTS (
      SELECT n.id, n.name, n.vendor_id, n.category_id FROM new_rows n
      EXCEPT
      SELECT o.id, o.name, o.vendor_id, o.category_id FROM old_rows o
    ) THEN
      PERFORM public.catalog_bulk_owe('words');
    END IF;
    RETURN NULL;
  END IF;
  INSERT INTO search_word (word, frequency)
  SELECT w, count(*)::int
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id
  LEFT JOIN vendor v ON v.id = n.vendor_id
  LEFT JOIN category c ON c.id = n.category_id
  CROSS JOIN LATERAL public.search_words_of(n.name || ' ' || coalesce(v.name, '') || ' ' || coalesce(c.name, '')) AS w
  WHERE (n.name, n.vendor_id, n.category_id) IS DISTINCT FROM (o.name, o.vendor_id, o.category_id)
  GROUP BY w
  ON CONFLICT (word) DO UPDATE SET frequency = search_word.frequency + excluded.frequency;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bump_catalog_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF public.catalog_bulk_on() THEN
    PERFORM public.catalog_bulk_owe('catalog');
    RETURN NULL;
  END IF;
  INSERT INTO app_meta (key, value) VALUES ('catalog_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bump_listing_facet_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF public.catalog_bulk_on() THEN
    PERFORM public.catalog_bulk_owe('facets');
    RETURN NULL;
  END IF;
  INSERT INTO app_meta (key, value) VALUES ('listing_facet_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- listing_product for every product the bulk write touched, in two statements whatever their
-- number: rows of deleted products go, the others are written where they differ. Dynamic SQL, so
-- each call is planned for the rows at hand (a cached plan could be one made for a handful).
-- Answers how many products it looked at; a second call finds none.
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
    INSERT INTO listing_product AS l (id, category_id, vendor_id, is_new, popularity, price_cents, name, class_ids, search_doc)
    SELECT p.id, p.category_id, p.vendor_id, p.is_new, p.popularity, p.price_cents, p.name, coalesce(c.class_ids, '{}'), p.search_doc
    FROM pg_temp.catalog_bulk_ids t
    JOIN product p ON p.id = t.id
    LEFT JOIN (
      SELECT x.product_id, array_agg(x.product_class_id ORDER BY x.product_class_id) AS class_ids
      FROM pg_temp.catalog_bulk_ids t2 JOIN product_product_class x ON x.product_id = t2.id
      GROUP BY x.product_id
    ) c ON c.product_id = p.id
    ORDER BY p.id
    ON CONFLICT (id) DO UPDATE SET
      category_id = excluded.category_id, vendor_id = excluded.vendor_id, is_new = excluded.is_new,
      popularity = excluded.popularity, price_cents = excluded.price_cents, name = excluded.name,
      class_ids = excluded.class_ids, search_doc = excluded.search_doc
    WHERE (l.category_id, l.vendor_id, l.is_new, l.popularity, l.price_cents, l.name, l.class_ids, l.search_doc)
      IS DISTINCT FROM (excluded.category_id, excluded.vendor_id, excluded.is_new, excluded.popularity,
        excluded.price_cents, excluded.name, excluded.class_ids, excluded.search_doc)
  $q$;
  DROP TABLE pg_temp.catalog_bulk_ids;
  TRUNCATE pg_temp.catalog_bulk_product;
  RETURN touched;
END
$$;
--> statement-breakpoint
-- The lexicon rebuilt exactly (one pass over the catalogue) when the bulk write added, removed or
-- renamed products; answers whether it did.
CREATE OR REPLACE FUNCTION public.catalog_bulk_words() RETURNS boolean
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NOT public.catalog_bulk_on() THEN
    RAISE EXCEPTION 'no bulk catalogue write under way in this transaction (catalog_bulk_begin)';
  END IF;
  IF NOT public.catalog_bulk_owes('words') THEN
    RETURN false;
  END IF;
  PERFORM public.refresh_search_words();
  PERFORM set_config('spesa.catalog_bulk_owes_words', '', true);
  RETURN true;
END
$$;
--> statement-breakpoint
-- Pays what is still owed, bumps each version at most once and ends the bulk write: the rest of the
-- transaction, and every later one, takes the per-statement path again.
CREATE OR REPLACE FUNCTION public.catalog_bulk_finish()
  RETURNS TABLE (products integer, indexes integer, words_rebuilt boolean, catalog_bumped boolean, facets_bumped boolean)
  LANGUAGE plpgsql
  AS $$
BEGIN
  products := public.catalog_bulk_listing();
  indexes := public.catalog_bulk_indexes();
  words_rebuilt := public.catalog_bulk_words();
  catalog_bumped := public.catalog_bulk_owes('catalog');
  facets_bumped := public.catalog_bulk_owes('facets');
  PERFORM set_config('spesa.catalog_bulk', '', true);
  IF catalog_bumped THEN
    INSERT INTO app_meta (key, value) VALUES ('catalog_version', '1')
    ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text;
  END IF;
  IF facets_bumped THEN
    INSERT INTO app_meta (key, value) VALUES ('listing_facet_version', '1')
    ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text;
  END IF;
  DROP TABLE pg_temp.catalog_bulk_product;
  DROP TABLE pg_temp.catalog_bulk_index;
  -- only this transaction's row is visible to it (any other is uncommitted, or was deleted likewise)
  DELETE FROM catalog_bulk_guard;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
-- The daily price file names products by their code (backend/catalog/price-update.ts): 10,000 codes
-- looked up by index, not by a pass over every product row.
CREATE INDEX IF NOT EXISTS product_code_idx ON product (code);
