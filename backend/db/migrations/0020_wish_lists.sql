-- Wish lists (issue 11; shopping.md §3 "Wish list", §6, §7 wishlist/*; decision 026): a customer's
-- lists, at most one of them the default, their items with quantity and infos, and the customers a
-- list is shared with read-only.
CREATE TABLE IF NOT EXISTS "wish_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wish_list_user_idx" ON "wish_list" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "wish_list_default_key" ON "wish_list" USING btree ("user_id") WHERE "wish_list"."is_default";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "wish_list_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wish_list_item_list_idx" ON "wish_list_item" USING btree ("list_id","product_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "wish_list_share" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"grant" text DEFAULT 'READ' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_list_share_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wish_list_share_user_idx" ON "wish_list_share" USING btree ("user_id");
