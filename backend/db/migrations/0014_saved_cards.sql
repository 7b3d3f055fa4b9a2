-- Saved cards (issue 10, decision 024 "The simulated card provider"): a customer's payment
-- authorisations, and the provider's payments that save one (the 1.01 EUR charged and reversed)
-- beside the payments of orders.
ALTER TABLE "payment" ALTER COLUMN "order_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN IF NOT EXISTS "purpose" text DEFAULT 'order' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN IF NOT EXISTS "payment_type_id" integer;
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN IF NOT EXISTS "user_payment_auth_id" integer;
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN IF NOT EXISTS "card_expiry" text;
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN IF NOT EXISTS "reversed_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "user_payment_auth" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"provider_token" text NOT NULL,
	"credit_card" text NOT NULL,
	"brand" text NOT NULL,
	"expire_date" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_payment_auth_user_idx" ON "user_payment_auth" USING btree ("user_id");
