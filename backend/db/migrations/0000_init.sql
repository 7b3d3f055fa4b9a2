CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"depth" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text,
	"description" text,
	"content" text,
	"picture" text,
	"kind" text DEFAULT 'catalog' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"template" text NOT NULL,
	"title" text,
	"body" text,
	"proposals" jsonb,
	"product_query" jsonb
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"validity" text,
	"seo_title" text,
	"seo_description" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"target" text,
	"classes" text
);
--> statement-breakpoint
CREATE TABLE "picture" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text DEFAULT 'image/svg+xml' NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_code" (
	"postalcode" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"warehouse_id" integer,
	CONSTRAINT "postal_code_postalcode_city_pk" PRIMARY KEY("postalcode","city")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_descr" text,
	"descr" text,
	"pack_descr" text,
	"barcode" text NOT NULL,
	"vendor_id" integer,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"infos" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"list_price_cents" integer,
	"unit_price_cents" integer,
	"price_unit" text DEFAULT 'pz' NOT NULL,
	"unit_base" text DEFAULT 'pz' NOT NULL,
	"iva_pct" integer DEFAULT 10 NOT NULL,
	"picture" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"ingredients" text,
	"allergens" text,
	"storage" text,
	"origin" text,
	"nutrition" jsonb,
	"select_options" jsonb,
	"search_doc" "tsvector",
	"search_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	"type_id" integer DEFAULT 1 NOT NULL,
	"group_id" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_product_class" (
	"product_id" integer NOT NULL,
	"product_class_id" integer NOT NULL,
	CONSTRAINT "product_product_class_product_id_product_class_id_pk" PRIMARY KEY("product_id","product_class_id")
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"promo_type" text NOT NULL,
	"discount_perc" integer,
	"css_class" text,
	"header" text,
	"body" text,
	"footer" text,
	"selectable" boolean DEFAULT false NOT NULL,
	"selectable_text" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer DEFAULT -1 NOT NULL,
	"warehouse_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address_number" text,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postalcode" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"kind" text DEFAULT 'store' NOT NULL,
	"services" jsonb NOT NULL,
	"hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "category_slug_key" ON "category" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_block_category_idx" ON "category_block" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_slug_key" ON "cms_page" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "menu_item_location_idx" ON "menu_item" USING btree ("location");--> statement-breakpoint
CREATE UNIQUE INDEX "product_slug_key" ON "product" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_barcode_key" ON "product" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_vendor_idx" ON "product" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "ppc_class_idx" ON "product_product_class" USING btree ("product_class_id");--> statement-breakpoint
CREATE INDEX "promotion_product_idx" ON "promotion" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");