-- Places (issue 8, docs/decisions/014-shopping-loop.md): home-delivery zones, each served by a
-- warehouse, and the postal codes that belong to them (a known postal code without a zone is a
-- place the chain knows but does not deliver to); the streets the geocoding stand-in can place;
-- company codes of "shop at work" and the pickup points they unlock for a customer. Written by hand.
CREATE TABLE IF NOT EXISTS "delivery_zone" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "warehouse_id" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "delivery_zone_name_key" ON "delivery_zone" USING btree ("name");
--> statement-breakpoint
ALTER TABLE "postal_code" ADD COLUMN "zone_id" integer;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "street" (
  "id" serial PRIMARY KEY NOT NULL,
  "postalcode" text NOT NULL,
  "name" text NOT NULL,
  "normalized" text NOT NULL,
  "latitude" double precision NOT NULL,
  "longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "street_postalcode_key" ON "street" USING btree ("postalcode", "normalized");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "company_code" (
  "code" text PRIMARY KEY NOT NULL,
  "company_name" text NOT NULL,
  "address_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "user_company_address" (
  "user_id" integer NOT NULL,
  "address_id" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_company_address_pk" PRIMARY KEY ("user_id", "address_id")
);
