-- Gift codes (issue 10; shopping.md §5, §7 cart-giftcertificate): the chain's codes, the ones given
-- to a customer or used by one (one use each), the codes a cart carries, and what an order was
-- discounted by them.
CREATE TABLE IF NOT EXISTS "gift_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_spend_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "gift_certificate_code_key" ON "gift_certificate" USING btree (upper("code"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "user_gift_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gift_certificate_id" integer NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "user_gift_certificate_key" ON "user_gift_certificate" USING btree ("user_id","gift_certificate_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cart_gift_code" (
	"cart_id" integer NOT NULL,
	"gift_certificate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_gift_code_pk" PRIMARY KEY("cart_id","gift_certificate_id")
);
--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN IF NOT EXISTS "adjustments_cents" integer DEFAULT 0 NOT NULL;
