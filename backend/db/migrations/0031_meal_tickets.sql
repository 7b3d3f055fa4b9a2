-- Meal tickets of issue 28 (decision 060): the simulated providers' accounts, the customers' logins
-- (bound to customer and cart), the tickets each order took, and the cart's chosen meal-ticket type.
ALTER TABLE "cart" ADD COLUMN IF NOT EXISTS "meal_ticket_type_id" integer;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "meal_ticket_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"holder" text NOT NULL,
	"ticket_cents" integer NOT NULL,
	"balance_tickets" integer NOT NULL,
	"down" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "meal_ticket_account_login_key" ON "meal_ticket_account" USING btree ("provider", "username");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "meal_ticket_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" integer,
	"status" text NOT NULL,
	"state" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"tickets" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "meal_ticket_login_cart_idx" ON "meal_ticket_login" USING btree ("cart_id", "status");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "meal_ticket_login_state_key" ON "meal_ticket_login" USING btree ("state");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "meal_ticket_login_code_key" ON "meal_ticket_login" USING btree ("code_hash");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "meal_ticket_use" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"login_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_type_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"ticket_cents" integer NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "meal_ticket_use_order_key" ON "meal_ticket_use" USING btree ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "meal_ticket_use_login_key" ON "meal_ticket_use" USING btree ("login_id");
