-- The content API of issue 27: FAQ and their groups, recipes (courses, cuisines, ingredients tied to
-- catalogue products, steps), ux-blocks, slides, forms, and what shoppers send through them
-- (submissions, uploads, cookie choices).
CREATE TABLE IF NOT EXISTS "faq_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "faq_group_slug_key" ON "faq_group" USING btree ("slug");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"group_id" integer NOT NULL REFERENCES "faq_group"("id"),
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "faq_slug_key" ON "faq" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faq_group_idx" ON "faq" USING btree ("group_id", "position");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recipe_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "recipe_course_slug_key" ON "recipe_course" USING btree ("slug");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recipe_cuisine" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "recipe_cuisine_slug_key" ON "recipe_cuisine" USING btree ("slug");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recipe" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"image_alt" text,
	"image_width" integer,
	"image_height" integer,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"servings" integer NOT NULL,
	"difficulty" text NOT NULL CHECK ("difficulty" IN ('facile', 'media', 'difficile')),
	"steps" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "recipe_slug_key" ON "recipe" USING btree ("slug");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recipe_to_course" (
	"recipe_id" integer NOT NULL REFERENCES "recipe"("id") ON DELETE cascade,
	"course_id" integer NOT NULL REFERENCES "recipe_course"("id") ON DELETE cascade,
	PRIMARY KEY ("recipe_id", "course_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recipe_to_course_course_idx" ON "recipe_to_course" USING btree ("course_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recipe_to_cuisine" (
	"recipe_id" integer NOT NULL REFERENCES "recipe"("id") ON DELETE cascade,
	"cuisine_id" integer NOT NULL REFERENCES "recipe_cuisine"("id") ON DELETE cascade,
	PRIMARY KEY ("recipe_id", "cuisine_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recipe_to_cuisine_cuisine_idx" ON "recipe_to_cuisine" USING btree ("cuisine_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recipe_ingredient" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL REFERENCES "recipe"("id") ON DELETE cascade,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"product_id" integer
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recipe_ingredient_recipe_idx" ON "recipe_ingredient" USING btree ("recipe_id", "position");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ux_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"term" text,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"button_text" text DEFAULT '' NOT NULL,
	"button_link" text DEFAULT '' NOT NULL,
	"footer_image_url" text,
	"footer_image_alt" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "ux_block_slug_key" ON "ux_block" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ux_block_term_idx" ON "ux_block" USING btree ("term");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "slide" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"delivery_service_id" integer,
	"warehouse_id" integer
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slide_slider_idx" ON "slide" USING btree ("slider_id", "position");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "form" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"success_message" text NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "form_submission" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL REFERENCES "form"("id"),
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "form_submission_form_idx" ON "form_submission" USING btree ("form_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "form_upload" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL REFERENCES "form"("id"),
	"field_id" integer NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"detected_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"submission_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "form_upload_stored_name_key" ON "form_upload" USING btree ("stored_name");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cookie_consent" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"user_id" integer,
	"technical" boolean NOT NULL,
	"analytics" boolean NOT NULL,
	"profiling" boolean NOT NULL,
	"version" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cookie_consent_id_idx" ON "cookie_consent" USING btree ("consent_id", "recorded_at");
