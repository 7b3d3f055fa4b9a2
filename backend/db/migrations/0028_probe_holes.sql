-- Two holes of issue 26 §3: lists shared by e-mail, and slot holds limited per network address.
-- Lists shared by e-mail (issue 26: no enumeration through sharing). A share names the address the
-- owner typed, not an account: whoever proves that address (logs in with it, confirmed) reads the
-- list, today or once they register. Existing shares keep their customer's address. Each share sent
-- is also counted, per owner, for the throttle (a share taken back still counts).
ALTER TABLE "wish_list_share" ADD COLUMN IF NOT EXISTS "email" text;
--> statement-breakpoint
UPDATE "wish_list_share" AS s SET "email" = lower(u."email") FROM "app_user" AS u WHERE u."id" = s."user_id" AND s."email" IS NULL;
--> statement-breakpoint
DELETE FROM "wish_list_share" WHERE "email" IS NULL;
--> statement-breakpoint
ALTER TABLE "wish_list_share" DROP CONSTRAINT IF EXISTS "wish_list_share_list_id_user_id_pk";
--> statement-breakpoint
DROP INDEX IF EXISTS "wish_list_share_user_idx";
--> statement-breakpoint
ALTER TABLE "wish_list_share" DROP COLUMN IF EXISTS "user_id";
--> statement-breakpoint
ALTER TABLE "wish_list_share" ALTER COLUMN "email" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "wish_list_share" ADD CONSTRAINT "wish_list_share_list_id_email_pk" PRIMARY KEY ("list_id", "email");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wish_list_share_email_idx" ON "wish_list_share" USING btree ("email");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "list_share_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "list_share_sent_user_idx" ON "list_share_sent" USING btree ("user_id", "sent_at");
--> statement-breakpoint
-- Slot holds (issue 26): the shopper's network address a hold was taken from, so one address holds
-- few places at once.
ALTER TABLE "slot_hold" ADD COLUMN IF NOT EXISTS "client_address" text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slot_hold_client_address_idx" ON "slot_hold" USING btree ("client_address", "expires_at");
