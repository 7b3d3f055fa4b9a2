-- Orders (issue 10, docs/decisions/024-checkout-payment-orders.md): the order a checkout makes of a
-- cart, once per checkout key, and copies of its lines.
CREATE TABLE IF NOT EXISTS "customer_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"checkout_key" text NOT NULL,
	"order_status_id" integer NOT NULL,
	"delivery_service_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"address_id" integer,
	"shipping_address" jsonb NOT NULL,
	"timeslot_date" date NOT NULL,
	"timeslot_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"user_payment_auth_id" integer,
	"goods_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"pre_authorised_cents" integer NOT NULL,
	"infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER SEQUENCE "customer_order_id_seq" RESTART WITH 100001;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customer_order_checkout_key" ON "customer_order" USING btree ("user_id","checkout_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_order_user_idx" ON "customer_order" USING btree ("user_id","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"use_wpid" integer
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_item_order_idx" ON "order_item" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"card_last4" text,
	"card_brand" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_order_idx" ON "payment" USING btree ("order_id");
