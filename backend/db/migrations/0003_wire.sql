-- The wire as live eBSN shops put it: a cart per customer, loyalty card and points, store slugs,
-- weekdays counted from Sunday, category slugs as paths, and every product's selling weight.
-- The data updates bring a database seeded before this migration to what the seed writes now.
CREATE TABLE "cart" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "fidelity_card" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "user_points" integer;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "slug" text;--> statement-breakpoint
-- the seed's slugify(): unaccented, lower case, every other run of characters a dash
UPDATE "warehouse" w SET "slug" = s.slug || CASE WHEN s.n > 1 THEN '-' || w.id ELSE '' END
FROM (
  SELECT id, slug, row_number() OVER (PARTITION BY slug ORDER BY id) AS n
  FROM (SELECT id, trim(both '-' from regexp_replace(lower(public.f_unaccent(name)), '[^a-z0-9]+', '-', 'g')) AS slug FROM "warehouse") named
) s
WHERE s.id = w.id;--> statement-breakpoint
ALTER TABLE "warehouse" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_key" ON "cart" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_slug_key" ON "warehouse" USING btree ("slug");--> statement-breakpoint
-- opening hours were counted 1 = Monday ... 7 = Sunday; the wire counts 1 = Sunday ... 7 = Saturday
UPDATE "warehouse" SET "hours" = (
  SELECT coalesce(jsonb_agg(jsonb_set(h.value, '{beginWeekDay}', to_jsonb(((h.value->>'beginWeekDay')::int % 7) + 1)) ORDER BY h.ordinality), '[]'::jsonb)
  FROM jsonb_array_elements("hours") WITH ORDINALITY AS h
);--> statement-breakpoint
-- second level and deeper: the path from the top ('frutta-e-verdura/frutta')
WITH RECURSIVE tree(id, path) AS (
  SELECT id, regexp_replace(slug, '^.*/', '') FROM "category" WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, tree.path || '/' || regexp_replace(c.slug, '^.*/', '') FROM "category" c JOIN tree ON c.parent_id = tree.id
)
UPDATE "category" c SET "slug" = tree.path FROM tree WHERE tree.id = c.id AND c.slug <> tree.path;--> statement-breakpoint
-- loose goods keep their first-add weight; its unit is written as the wire writes it
UPDATE "product" SET "infos" = "infos" || jsonb_build_object('WEIGHT_UNIT_SELLING',
  CASE lower("infos"->>'WEIGHT_UNIT_SELLING') WHEN 'g' THEN 'GR' WHEN 'gr' THEN 'GR' WHEN 'l' THEN 'LT' WHEN 'lt' THEN 'LT'
    ELSE upper("infos"->>'WEIGHT_UNIT_SELLING') END)
WHERE "infos" ? 'WEIGHT_SELLING' AND "infos" ? 'WEIGHT_UNIT_SELLING';--> statement-breakpoint
UPDATE "product" SET "infos" = "infos" || jsonb_build_object('WEIGHT_SELLING_SINGLE_UNIT_UM', upper("infos"->>'WEIGHT_SELLING_SINGLE_UNIT_UM'))
WHERE "infos" ? 'WEIGHT_SELLING_SINGLE_UNIT_UM';--> statement-breakpoint
-- packs and pieces: the net quantity of one unit sold, from the pack size ('GR. 125 X 4' is 500 GR),
-- grams for weights, millilitres for volumes, pieces for counted goods; 1 PZ when the size says nothing
UPDATE "product" p SET "infos" = p."infos" || jsonb_build_object(
    'WEIGHT_SELLING', CASE WHEN m IS NULL THEN '1'
      ELSE trim_scale(round(replace(m[2], ',', '.')::numeric * coalesce(m[3]::int, 1)
        * CASE m[1] WHEN 'KG' THEN 1000 WHEN 'LT' THEN 1000 WHEN 'CL' THEN 10 ELSE 1 END, 3))::text END,
    'WEIGHT_UNIT_SELLING', CASE WHEN m IS NULL THEN 'PZ' WHEN m[1] IN ('GR', 'KG') THEN 'GR' WHEN m[1] IN ('ML', 'CL', 'LT') THEN 'ML' ELSE 'PZ' END)
FROM (SELECT id, regexp_match(coalesce(pack_descr, ''), '^(GR|KG|ML|CL|LT|PZ)\. ([0-9]+(?:,[0-9]+)?)(?: X ([0-9]+))?$') AS m FROM "product") parsed
WHERE parsed.id = p.id AND NOT (p."infos" ? 'WEIGHT_SELLING');
--> statement-breakpoint
-- the demo customer of the seed has a loyalty card, so login answers show both keys
UPDATE "app_user" SET "fidelity_card" = '2990000012342', "user_points" = 1250
WHERE lower("email") = 'mario.rossi@example.com' AND "fidelity_card" IS NULL;
