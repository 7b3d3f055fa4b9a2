-- The customer's archive of messages (/profile/news-list, decision 031): each outgoing e-mail says
-- whose it is and what kind it is. 'account' (the default, and every row written before this) holds
-- secret links and codes and is never listed; 'order' and 'news' are the customer's to read again.
ALTER TABLE "email_outbox" ADD COLUMN IF NOT EXISTS "user_id" integer;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'account' NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id","created_at");
