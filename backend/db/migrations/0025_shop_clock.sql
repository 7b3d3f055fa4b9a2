-- The shop clock's advance (decision 052): how far a development or e2e shop has moved its clock
-- forward with POST /dev/clock/advance, on top of SHOP_CLOCK (decision 042). One row, so every
-- backend process of one shop reads the same clock. Never read in production.
CREATE TABLE IF NOT EXISTS "shop_clock" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"advance_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "shop_clock" ("id", "advance_ms") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
