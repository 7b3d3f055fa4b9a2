-- Search support: Italian full text over unaccented text, a lexicon of known words for typo
-- correction (pg_trgm), earthdistance for store proximity. Plain SQL that runs the same on PGlite
-- and on PostgreSQL 15+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot feed an index or a
-- generated value; pinning the dictionary makes this wrapper safe to declare IMMUTABLE.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The words of a text as the lexicon keeps them: lower case, unaccented, letters only, 3 or more.
CREATE OR REPLACE FUNCTION public.search_words_of(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(public.f_unaccent(coalesce($1, ''))), '[^[:alpha:]]+') AS w
    WHERE length(w) >= 3
  $$;
--> statement-breakpoint
-- Row-level BEFORE trigger: the search columns of one product from its own fields plus its vendor
-- and category names (two primary-key lookups, cheap enough for bulk seeding).
CREATE OR REPLACE FUNCTION public.product_search_fill() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  vendor_name text;
  category_name text;
BEGIN
  SELECT v.name INTO vendor_name FROM vendor v WHERE v.id = NEW.vendor_id;
  SELECT c.name INTO category_name FROM category c WHERE c.id = NEW.category_id;
  NEW.search_doc :=
    setweight(to_tsvector('italian', public.f_unaccent(coalesce(NEW.name, ''))), 'A') ||
    setweight(to_tsvector('italian', public.f_unaccent(coalesce(vendor_name, ''))), 'B') ||
    setweight(to_tsvector('italian', public.f_unaccent(coalesce(NEW.short_descr, '') || ' ' || coalesce(NEW.pack_descr, ''))), 'C') ||
    setweight(to_tsvector('italian', public.f_unaccent(coalesce(category_name, ''))), 'C');
  NEW.search_text := lower(public.f_unaccent(NEW.name || ' ' || coalesce(vendor_name, '')));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_fill
  BEFORE INSERT OR UPDATE OF name, vendor_id, category_id, short_descr, pack_descr ON product
  FOR EACH ROW EXECUTE FUNCTION public.product_search_fill();
--> statement-breakpoint
-- Statement-level AFTER INSERT trigger: one set-based upsert per INSERT statement, so a batch of
-- 100k rows costs one pass, not 100k upserts. frequency counts the products naming the word.
CREATE OR REPLACE FUNCTION public.product_words_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
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
CREATE TRIGGER product_words_inserted
  AFTER INSERT ON product REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_words_inserted();
--> statement-breakpoint
-- Transition tables cannot be combined with a column list, so the UPDATE trigger fires on every
-- update (prices, popularity...) and itself keeps only the rows whose words may have changed.
CREATE OR REPLACE FUNCTION public.product_words_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
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
CREATE TRIGGER product_words_updated
  AFTER UPDATE ON product REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_words_updated();
--> statement-breakpoint
-- Vendor and category names are words shoppers type even before any product carries them.
CREATE OR REPLACE FUNCTION public.name_words_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_word (word, frequency)
  SELECT DISTINCT w, 1 FROM new_rows n CROSS JOIN LATERAL public.search_words_of(n.name) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_words_inserted
  AFTER INSERT ON vendor REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.name_words_changed();
--> statement-breakpoint
CREATE TRIGGER vendor_words_updated
  AFTER UPDATE ON vendor REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.name_words_changed();
--> statement-breakpoint
CREATE TRIGGER category_words_inserted
  AFTER INSERT ON category REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.name_words_changed();
--> statement-breakpoint
CREATE TRIGGER category_words_updated
  AFTER UPDATE ON category REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.name_words_changed();
--> statement-breakpoint
-- A renamed vendor or category changes the search_doc of its products: touching the name column
-- re-runs product_search_fill for exactly those rows.
CREATE OR REPLACE FUNCTION public.product_search_touch() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'vendor' THEN
    UPDATE product SET name = name WHERE vendor_id = NEW.id;
  ELSE
    UPDATE product SET name = name WHERE category_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_search_touch
  AFTER UPDATE OF name ON vendor
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.product_search_touch();
--> statement-breakpoint
CREATE TRIGGER category_search_touch
  AFTER UPDATE OF name ON category
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.product_search_touch();
--> statement-breakpoint
-- The triggers only ever add words; after deletions or renames this rebuilds the lexicon exactly.
CREATE OR REPLACE FUNCTION public.refresh_search_words() RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM search_word;
  INSERT INTO search_word (word, frequency)
  SELECT w, sum(n)::int FROM (
    SELECT w, 1 AS n
    FROM product p
    LEFT JOIN vendor v ON v.id = p.vendor_id
    LEFT JOIN category c ON c.id = p.category_id
    CROSS JOIN LATERAL public.search_words_of(p.name || ' ' || coalesce(v.name, '') || ' ' || coalesce(c.name, '')) AS w
    UNION ALL
    SELECT w, 0 FROM vendor CROSS JOIN LATERAL public.search_words_of(vendor.name) AS w
    UNION ALL
    SELECT w, 0 FROM category CROSS JOIN LATERAL public.search_words_of(category.name) AS w
  ) words
  GROUP BY w;
  UPDATE search_word SET frequency = 1 WHERE frequency = 0;
END
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_word_trgm_idx ON search_word USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- Products already present (none on a fresh database) get their search columns and words.
UPDATE product SET name = name;
--> statement-breakpoint
SELECT public.refresh_search_words();
