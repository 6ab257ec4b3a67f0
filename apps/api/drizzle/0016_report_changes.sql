-- Published figures never drop by accident (docs/decisions/0019-report-changes-wait-beside-approved-figures.md).
-- An organisation's change to an approved report waits in `pending_change` ({ year, quarter,
-- metrics }) while the row's own columns keep the approved figures that the public counts;
-- `pending_note` is an admin's note when the change was returned. A removal of an approved report
-- is asked for (`removal_*`) and decided by an admin. `version` grows with every write (trigger),
-- so an approval names the version the admin saw; `updated_by`/`updated_at` say who wrote last.
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "pending_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "pending_note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "removal_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "removal_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "removal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "updated_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "reports" SET "updated_at" = "created_at", "updated_by" = "created_by" WHERE "updated_by" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_pending_change_idx" ON "reports" USING btree ("created_at") WHERE "pending_change" IS NOT NULL OR "removal_at" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reports_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.version := OLD.version + 1;
	NEW.updated_at := now();
	RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reports_bump_version" ON "reports";--> statement-breakpoint
CREATE TRIGGER "reports_bump_version" BEFORE UPDATE ON "reports" FOR EACH ROW EXECUTE FUNCTION "reports_bump_version"();
