-- Approve only what was seen (docs/decisions/0020-approvals-name-a-version.md): courses and member
-- records carry a `version` that every write increments (trigger), so approving or un-hiding one
-- names the version the admin saw and a record changed meanwhile is refused (409).
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_record_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.version := OLD.version + 1;
	RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "courses_bump_version" ON "courses";--> statement-breakpoint
CREATE TRIGGER "courses_bump_version" BEFORE UPDATE ON "courses" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "members_bump_version" ON "members";--> statement-breakpoint
CREATE TRIGGER "members_bump_version" BEFORE UPDATE ON "members" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
