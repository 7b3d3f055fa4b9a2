-- The audit is written before the act (issue 26 §2): a staff action is recorded as begun before the
-- change is made, and a change whose record cannot be written is not made; its outcome is a row of
-- its own, written after ('done' or 'refused', naming the begun row), since no row is ever updated.
-- Rows written before this migration were written after their change: they are 'done'.
ALTER TABLE "staff_audit" ADD COLUMN IF NOT EXISTS "outcome" text DEFAULT 'done' NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN IF NOT EXISTS "attempt_id" bigint;
--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT IF EXISTS "staff_audit_outcome_check";
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_outcome_check" CHECK (
  ("attempt_id" IS NULL AND "outcome" IN ('begun', 'done')) OR ("attempt_id" IS NOT NULL AND "outcome" IN ('done', 'refused'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_audit_attempt_idx" ON "staff_audit" USING btree ("attempt_id");
