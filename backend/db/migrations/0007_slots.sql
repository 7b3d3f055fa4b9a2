-- Time slot calendars (backend/db/schema/slots.ts): templates per warehouse and service, closed
-- days, and the per-date slot row capacity is taken under. Written by hand.
CREATE TABLE IF NOT EXISTS "timeslot_calendar" (
  "id" serial PRIMARY KEY NOT NULL,
  "warehouse_id" integer NOT NULL,
  "delivery_service_id" integer NOT NULL,
  "days_ahead" integer NOT NULL,
  "preparation_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "timeslot_calendar_key" ON "timeslot_calendar" USING btree ("warehouse_id", "delivery_service_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "timeslot" (
  "id" serial PRIMARY KEY NOT NULL,
  "calendar_id" integer NOT NULL,
  "week_days" jsonb NOT NULL,
  "begin_time" text NOT NULL,
  "end_time" text NOT NULL,
  "delivery_day_period_id" integer NOT NULL,
  "capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timeslot_calendar_idx" ON "timeslot" USING btree ("calendar_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "timeslot_closed_day" (
  "id" serial PRIMARY KEY NOT NULL,
  "warehouse_id" integer,
  "delivery_service_id" integer,
  "day" date NOT NULL,
  "every_year" boolean DEFAULT false NOT NULL,
  "reason" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timeslot_closed_day_idx" ON "timeslot_closed_day" USING btree ("day");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "timeslot_day" (
  "timeslot_id" integer NOT NULL,
  "slot_date" date NOT NULL,
  "capacity" integer,
  "taken" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "timeslot_day_timeslot_id_slot_date_pk" PRIMARY KEY ("timeslot_id", "slot_date")
);
--> statement-breakpoint
-- DAY_LOCK and PRODUCT_LOCK_CUTOFF now count weekdays as the wire does (1 = Sunday ... 7 = Saturday,
-- decision 014); the seed counted 1 = Monday. A world seeded before keeps its locks on the same days.
UPDATE "product" SET "infos" = jsonb_set("infos", '{DAY_LOCK}', '"2"') WHERE "infos"->>'DAY_LOCK' = '1';
--> statement-breakpoint
UPDATE "product" SET "infos" = jsonb_set("infos", '{DAY_LOCK}', '"1, 2"') WHERE "infos"->>'DAY_LOCK' = '1, 7';
--> statement-breakpoint
UPDATE "product" SET "infos" = jsonb_set("infos", '{PRODUCT_LOCK_CUTOFF}', '"2-12:00, 1-12:00"') WHERE "infos"->>'PRODUCT_LOCK_CUTOFF' = '1-12:00, 7-12:00';
--> statement-breakpoint
UPDATE "product" SET "infos" = jsonb_set("infos", '{PRODUCT_LOCK_CUTOFF}', '"7-18:00, 1-12:00"') WHERE "infos"->>'PRODUCT_LOCK_CUTOFF' = '6-18:00, 7-12:00';
