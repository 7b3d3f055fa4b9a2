-- What each gift code took off an order (issue 24): one line per code, adding up to the order's
-- adjustments_cents. An order placed before kept only the sum: when one code was used on it, that
-- code took it all; with several, the order shows the sum alone.
CREATE TABLE IF NOT EXISTS "order_adjustment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gift_certificate_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_adjustment_order_idx" ON "order_adjustment" USING btree ("order_id");
--> statement-breakpoint
INSERT INTO "order_adjustment" ("order_id", "gift_certificate_id", "code", "name", "amount_cents")
SELECT o."id", g."id", g."code", g."name", o."adjustments_cents"
FROM "customer_order" o
JOIN "user_gift_certificate" u ON u."order_id" = o."id" AND u."used_at" IS NOT NULL
JOIN "gift_certificate" g ON g."id" = u."gift_certificate_id"
WHERE o."adjustments_cents" > 0
  AND (SELECT count(*) FROM "user_gift_certificate" u2 WHERE u2."order_id" = o."id" AND u2."used_at" IS NOT NULL) = 1
  AND NOT EXISTS (SELECT 1 FROM "order_adjustment" a WHERE a."order_id" = o."id");
