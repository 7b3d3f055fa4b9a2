-- Orders that move after their cutoff (decision 053): each line as picked (its quantity or weight,
-- missing, or the substitute brought), the order's final amount, and what the card's hold became.
ALTER TABLE "order_item" ADD COLUMN IF NOT EXISTS "picking_state" text;
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN IF NOT EXISTS "picked_quantity" numeric(12, 3);
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN IF NOT EXISTS "substitute_product_id" integer;
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN IF NOT EXISTS "substitute_name" text;
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN IF NOT EXISTS "substitute_kind" text;
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN IF NOT EXISTS "substitute_unit_price_cents" integer;
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN IF NOT EXISTS "final_gross_cents" integer;
--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN IF NOT EXISTS "final_goods_cents" integer;
--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN IF NOT EXISTS "final_adjustments_cents" integer;
--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN IF NOT EXISTS "final_fee_cents" integer;
--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN IF NOT EXISTS "final_gross_cents" integer;
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN IF NOT EXISTS "captured_cents" integer;
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN IF NOT EXISTS "released_cents" integer;
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN IF NOT EXISTS "captured_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_order_store_slot_idx" ON "customer_order" USING btree ("warehouse_id", "timeslot_date", "timeslot_id");
