-- Rating notes of orders (issue 10; account.md §3 "Order rating note", §7 note/order/add|update,
-- note/list): one per order, by its customer, once the order has arrived.
CREATE TABLE IF NOT EXISTS "order_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "order_note_order_key" ON "order_note" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_note_user_idx" ON "order_note" USING btree ("user_id");
