CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"fiscal_code" text,
	"no_fiscal_code" boolean DEFAULT false NOT NULL,
	"birth_date" date,
	"birth_country" text,
	"birth_place" text,
	"birth_province" text,
	"gender" text,
	"address1" text,
	"address_number" text,
	"postalcode" text,
	"city" text,
	"province" text,
	"confirmed_at" timestamp with time zone,
	"mfa_secret" text,
	"mfa_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"success" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_disclaimer" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer DEFAULT 5 NOT NULL,
	"module_type_id" integer DEFAULT 2 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"url" text,
	"label" text,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identity" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identity_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "user_disclaimer" (
	"user_id" integer NOT NULL,
	"disclaimer_id" integer NOT NULL,
	"value" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_disclaimer_user_id_disclaimer_id_pk" PRIMARY KEY("user_id","disclaimer_id")
);
--> statement-breakpoint
CREATE TABLE "user_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "remember" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "login_attempt_key_at_idx" ON "login_attempt" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "registration_disclaimer_module_idx" ON "registration_disclaimer" USING btree ("store_id","module_type_id");--> statement-breakpoint
CREATE INDEX "social_identity_user_idx" ON "social_identity" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_token_hash_key" ON "user_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_token_user_idx" ON "user_token" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");