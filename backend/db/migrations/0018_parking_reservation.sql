-- Parking reservations (account.md §3 "Parking reservation", §7 order/reserve): the customer of an
-- order collected at a store or a locker says they are on the way, how far (whole metres) and how to
-- recognise them. One per order: a new one replaces the last.
-- Also the packaging types a shopper chooses from for an order (shopping.md §7 packaging-type/list),
-- reference data with fixed ids that backend/seed/packaging.ts writes: one migration for the
-- checkout's two small additions.
CREATE TABLE IF NOT EXISTS "parking_reservation" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"distance_metres" integer NOT NULL,
	"reservation_info" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_reservation_distance" CHECK ("distance_metres" >= 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "packaging_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "packaging_type_price" CHECK ("price_cents" >= 0)
);
