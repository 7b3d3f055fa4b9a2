-- The shopping loop's shared state (docs/decisions/014-shopping-loop.md): addresses of every kind,
-- what a cart is bound to (service, address, warehouse, slot, status, infos), guest carts, the slot
-- a cart holds, and the customer's default pickup point and home address. Written by hand.
CREATE TABLE IF NOT EXISTS "address" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer,
  "address_type_id" integer NOT NULL,
  "delivery_service_id" integer NOT NULL,
  "warehouse_id" integer,
  "zone_id" integer,
  "address_name" text NOT NULL,
  "address1" text NOT NULL,
  "address_number" text,
  "postalcode" text NOT NULL,
  "city" text NOT NULL,
  "province" text NOT NULL,
  "latitude" double precision,
  "longitude" double precision,
  "doorbell_name" text,
  "floor" text,
  "address_note" text,
  "phone" text,
  "validated" boolean DEFAULT true NOT NULL,
  "deleted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "address_user_idx" ON "address" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "address_warehouse_idx" ON "address" USING btree ("warehouse_id", "delivery_service_id");
--> statement-breakpoint
ALTER TABLE "cart" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "session_token_hash" text;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "delivery_service_id" integer;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "address_id" integer;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "warehouse_id" integer;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "timeslot_date" date;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "timeslot_id" integer;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "cart_status_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "infos" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cart_session_key" ON "cart" USING btree ("session_token_hash");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "slot_hold" (
  "cart_id" integer PRIMARY KEY NOT NULL,
  "warehouse_id" integer NOT NULL,
  "delivery_service_id" integer NOT NULL,
  "slot_date" date NOT NULL,
  "timeslot_id" integer NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slot_hold_slot_idx" ON "slot_hold" USING btree ("warehouse_id", "delivery_service_id", "slot_date", "timeslot_id");
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "default_store_address_id" integer;
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "default_delivery_address_id" integer;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cart_item" (
  "id" serial PRIMARY KEY NOT NULL,
  "cart_id" integer NOT NULL,
  "product_id" integer NOT NULL,
  "quantity" numeric(12, 3) NOT NULL,
  "infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "is_package" boolean DEFAULT false NOT NULL,
  "use_wpid" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cart_item_cart_idx" ON "cart_item" USING btree ("cart_id", "product_id");
