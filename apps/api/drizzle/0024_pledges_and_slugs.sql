-- Impact data anyone can check (docs/decisions/0027-impact-page-open-data-pledges.md):
-- an organisation's pledge (people it will train and certify by a date), approved like other
-- changes; a public address per organisation (`slug`, unique, kept in step with the name by a
-- trigger, old slugs remembered for a 301); and an index that finds the latest approval at once.
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pledge_trained" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pledge_certified" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pledge_by" date;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pledge_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pending_pledge" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pending_pledge_by" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pending_pledge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "slug" text DEFAULT '';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "organization_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "organization_slugs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
-- Lower-case ASCII letters and digits joined by single hyphens ("Savannah Tech Hub" -> savannah-tech-hub).
CREATE OR REPLACE FUNCTION "slugify"(p_text text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(nullif(left(trim(BOTH '-' FROM regexp_replace(lower(coalesce(p_text, '')), '[^a-z0-9]+', '-', 'g')), 80), ''), 'organisation');
$$;--> statement-breakpoint
-- The organisation's slug follows its name: the name's slug, or with -2, -3... when another
-- organisation has it or had it (an old address never leads to somebody else). The slug it leaves
-- is remembered for a 301.
CREATE OR REPLACE FUNCTION "organizations_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_base text;
	v_candidate text;
	v_n integer := 1;
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."name" IS NOT DISTINCT FROM OLD."name" AND NEW."slug" IS NOT NULL THEN
		RETURN NEW;
	END IF;
	v_base := slugify(NEW."name");
	v_candidate := v_base;
	WHILE EXISTS (SELECT 1 FROM "organizations" WHERE "slug" = v_candidate AND "id" <> NEW."id")
		OR EXISTS (SELECT 1 FROM "organization_slugs" WHERE "slug" = v_candidate AND "organization_id" <> NEW."id") LOOP
		v_n := v_n + 1;
		v_candidate := v_base || '-' || v_n;
	END LOOP;
	IF TG_OP = 'UPDATE' AND OLD."slug" IS NOT NULL AND OLD."slug" <> v_candidate THEN
		INSERT INTO "organization_slugs" ("slug", "organization_id") VALUES (OLD."slug", NEW."id")
		ON CONFLICT ("slug") DO NOTHING;
	END IF;
	-- Its own old address, taken back, is current again.
	DELETE FROM "organization_slugs" WHERE "slug" = v_candidate;
	NEW."slug" := v_candidate;
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "organizations_slug" ON "organizations";--> statement-breakpoint
CREATE TRIGGER "organizations_slug" BEFORE INSERT OR UPDATE OF "name", "slug" ON "organizations"
	FOR EACH ROW EXECUTE FUNCTION "organizations_slug"();--> statement-breakpoint
-- Existing organisations, oldest first (the oldest keeps the plain slug).
DO $$
DECLARE
	r record;
BEGIN
	FOR r IN SELECT "id" FROM "organizations" WHERE coalesce("slug", '') = '' ORDER BY "created_at", "id" LOOP
		UPDATE "organizations" SET "slug" = NULL WHERE "id" = r."id";
	END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "organizations_slug_uq" ON "organizations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_approved_at_idx" ON "reports" USING btree ("reviewed_at") WHERE "status" = 'approved';
