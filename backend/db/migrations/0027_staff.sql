-- The chain's staff (issue 26 §2, account.md §3 single-sign-on user, §6 roles, decision 054): their
-- accounts, the staff member a session belongs to, the customers' user type, and the audit of what
-- staff do for a customer or an order, which no one can edit.
CREATE TABLE IF NOT EXISTS "staff_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"roles" text[] NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_user_username_key" ON "staff_user" USING btree (lower("username"));
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN IF NOT EXISTS "staff_user_id" integer;
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN IF NOT EXISTS "user_type_id" integer DEFAULT 2 NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer NOT NULL,
	"customer_user_id" integer,
	"order_id" integer,
	"warehouse_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_audit_customer_idx" ON "staff_audit" USING btree ("customer_user_id", "at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_audit_warehouse_idx" ON "staff_audit" USING btree ("warehouse_id", "at");
--> statement-breakpoint
-- The audit is written once and read: whoever holds the database role of the backend cannot rewrite
-- or erase what staff did (only a superuser dropping the trigger could, and that is its own trace).
CREATE OR REPLACE FUNCTION staff_audit_is_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "staff_audit_no_change" ON "staff_audit";
--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_change" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION staff_audit_is_append_only();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "staff_audit_no_truncate" ON "staff_audit";
--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_is_append_only();
