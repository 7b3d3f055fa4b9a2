-- Delivery fee bands per service on the goods total (shopping.md §4 "Delivery fee"): from_cents
-- included, to_cents excluded (null: no upper end). Home delivery (service 2): under 130 € 6,90 €,
-- under 180 € 3,90 €, from 180 € free; the minimum spend (90 €) keeps smaller carts from checkout.
CREATE TABLE IF NOT EXISTS "delivery_fee_band" (
  "id" serial PRIMARY KEY NOT NULL,
  "delivery_service_id" integer NOT NULL,
  "from_cents" integer NOT NULL,
  "to_cents" integer,
  "fee_cents" integer NOT NULL,
  "short_descr" text NOT NULL,
  CONSTRAINT "delivery_fee_band_range" CHECK ("to_cents" IS NULL OR "to_cents" > "from_cents")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "delivery_fee_band_service_idx" ON "delivery_fee_band" USING btree ("delivery_service_id", "from_cents");
--> statement-breakpoint
INSERT INTO "delivery_fee_band" ("delivery_service_id", "from_cents", "to_cents", "fee_cents", "short_descr") VALUES
  (2, 0, 13000, 690, 'Spesa fino a 129,99 €: consegna 6,90 €'),
  (2, 13000, 18000, 390, 'Spesa da 130,00 € a 179,99 €: consegna 3,90 €'),
  (2, 18000, NULL, 0, 'Spesa da 180,00 €: consegna gratuita');
