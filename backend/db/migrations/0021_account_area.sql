-- The customer's own area (issue 11; account.md §4 anonymisation, §7 user-person-fiscal/*): when an
-- account was anonymised, and the customer's saved invoice data.
ALTER TABLE "app_user" ADD COLUMN IF NOT EXISTS "anonymized_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "person_fiscal" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "person_fiscal_user_idx" ON "person_fiscal" USING btree ("user_id");
