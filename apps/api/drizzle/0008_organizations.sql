-- Organisations as records (docs/decisions/0013-organisations-as-records.md). Users, member
-- records, courses and reports get `organization_id`; every existing row is linked to one
-- organisation per distinct name (trimmed, spaces collapsed, any case). Each table keeps its copy
-- of the name (search, public answers, the report aggregates keyed by name), and triggers keep
-- that copy equal to the organisation's name. Written to run again without harm (IF NOT EXISTS,
-- ON CONFLICT DO NOTHING, CREATE OR REPLACE), on a database that already holds data.
CREATE TABLE IF NOT EXISTS "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_name_not_blank" CHECK (btrim("name") <> '')
);
--> statement-breakpoint
-- The name as stored: trimmed, every run of white space made one space.
CREATE OR REPLACE FUNCTION "org_name_display"(p_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT btrim(regexp_replace(coalesce(p_name, ''), '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- What makes two names the same organisation: the display form, in lower case.
CREATE OR REPLACE FUNCTION "org_name_key"(p_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(btrim(regexp_replace(coalesce(p_name, ''), '\s+', ' ', 'g')))
$$;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "organizations_name_key_uq" ON "organizations" USING btree (org_name_key("name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_name_trgm" ON "organizations" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- One organisation per distinct name found in users, member records, courses and reports.
INSERT INTO "organizations" ("name", "created_at")
SELECT min(n.display), min(n.created_at)
FROM (
	SELECT org_name_display("organization_name") AS display, "created_at" FROM "users"
	UNION ALL SELECT org_name_display("organization_name"), "created_at" FROM "members"
	UNION ALL SELECT org_name_display("organization"), "created_at" FROM "courses"
	UNION ALL SELECT org_name_display("organization_name"), "created_at" FROM "reports"
) AS n
WHERE n.display <> ''
GROUP BY org_name_key(n.display)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The newest member record's website becomes the organisation's website.
UPDATE "organizations" AS o SET "website" = w."website"
FROM (
	SELECT DISTINCT ON (org_name_key("organization_name")) org_name_key("organization_name") AS k, "website"
	FROM "members"
	WHERE btrim("website") <> ''
	ORDER BY org_name_key("organization_name"), "created_at" DESC, "id" DESC
) AS w
WHERE o."website" = '' AND org_name_key(o."name") = w.k;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "organization_id" uuid REFERENCES "organizations"("id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "organization_id" uuid REFERENCES "organizations"("id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "organization_id" uuid REFERENCES "organizations"("id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "organization_id" uuid REFERENCES "organizations"("id") ON DELETE RESTRICT;
--> statement-breakpoint
-- Link every existing row; its copy of the name becomes the organisation's name.
UPDATE "users" AS t SET "organization_id" = o."id", "organization_name" = o."name"
FROM "organizations" AS o
WHERE t."organization_id" IS NULL AND org_name_key(t."organization_name") = org_name_key(o."name");
--> statement-breakpoint
UPDATE "members" AS t SET "organization_id" = o."id", "organization_name" = o."name"
FROM "organizations" AS o
WHERE t."organization_id" IS NULL AND org_name_key(t."organization_name") = org_name_key(o."name");
--> statement-breakpoint
UPDATE "courses" AS t SET "organization_id" = o."id", "organization" = o."name"
FROM "organizations" AS o
WHERE t."organization_id" IS NULL AND org_name_key(t."organization") = org_name_key(o."name");
--> statement-breakpoint
-- Reports: one per organisation, year and quarter. The old index compared lower(name) only, so
-- "Org  A" and "Org A" could both hold a quarter; the oldest is linked and any later one is left
-- unlinked (kept, never deleted) rather than failing the migration.
UPDATE "reports" AS t SET "organization_id" = l.org_id, "organization_name" = l.org_name
FROM (
	SELECT r."id", o."id" AS org_id, o."name" AS org_name, r."year", r."quarter",
	       row_number() OVER (PARTITION BY o."id", r."year", r."quarter" ORDER BY r."created_at", r."id") AS n
	FROM "reports" AS r
	JOIN "organizations" AS o ON org_name_key(o."name") = org_name_key(r."organization_name")
	WHERE r."organization_id" IS NULL
) AS l
WHERE t."id" = l."id" AND l.n = 1
	AND NOT EXISTS (
		SELECT 1 FROM "reports" AS x
		WHERE x."organization_id" = l.org_id AND x."year" = l."year" AND x."quarter" = l."quarter"
	);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_organization_idx" ON "users" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_organization_idx" ON "members" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_organization_idx" ON "courses" USING btree ("organization_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "reports_org_period_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reports_organization_period_uq" ON "reports" USING btree ("organization_id", "year", "quarter");
--> statement-breakpoint
-- The organisation of a name: found by its key, or created. Empty names belong to none.
CREATE OR REPLACE FUNCTION "organization_id_for"(p_name text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
	v_name text := org_name_display(p_name);
	v_id uuid;
BEGIN
	IF v_name = '' THEN
		RETURN NULL;
	END IF;
	SELECT "id" INTO v_id FROM "organizations" WHERE org_name_key("name") = org_name_key(v_name);
	IF v_id IS NULL THEN
		INSERT INTO "organizations" ("name") VALUES (v_name)
		ON CONFLICT ((org_name_key("name"))) DO NOTHING
		RETURNING "id" INTO v_id;
		IF v_id IS NULL THEN
			-- Created meanwhile by a concurrent transaction, now committed.
			SELECT "id" INTO v_id FROM "organizations" WHERE org_name_key("name") = org_name_key(v_name);
		END IF;
	END IF;
	RETURN v_id;
END
$$;
--> statement-breakpoint
-- Names are stored in their display form.
CREATE OR REPLACE FUNCTION "organizations_normalize_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."name" := org_name_display(NEW."name");
	RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "organizations_normalize_name" ON "organizations";
--> statement-breakpoint
CREATE TRIGGER "organizations_normalize_name" BEFORE INSERT OR UPDATE OF "name" ON "organizations"
	FOR EACH ROW EXECUTE FUNCTION organizations_normalize_name();
--> statement-breakpoint
-- A renamed organisation is renamed on every row that belongs to it, in the same transaction
-- (the reports' aggregate triggers move its totals to the new name).
CREATE OR REPLACE FUNCTION "organizations_propagate_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" SET "organization_name" = NEW."name"
	WHERE "organization_id" = NEW."id" AND "organization_name" IS DISTINCT FROM NEW."name";
	UPDATE "members" SET "organization_name" = NEW."name"
	WHERE "organization_id" = NEW."id" AND "organization_name" IS DISTINCT FROM NEW."name";
	UPDATE "courses" SET "organization" = NEW."name"
	WHERE "organization_id" = NEW."id" AND "organization" IS DISTINCT FROM NEW."name";
	UPDATE "reports" SET "organization_name" = NEW."name"
	WHERE "organization_id" = NEW."id" AND "organization_name" IS DISTINCT FROM NEW."name";
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "organizations_propagate_name" ON "organizations";
--> statement-breakpoint
CREATE TRIGGER "organizations_propagate_name" AFTER UPDATE OF "name" ON "organizations"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
	EXECUTE FUNCTION organizations_propagate_name();
--> statement-breakpoint
-- Rows of users, members and reports: written with an organisation id, they take its name;
-- written with a name only (or a changed name), they are linked to that name's organisation,
-- created if new. So every writer (API, seeding, imports) keeps rows linked and names right.
CREATE OR REPLACE FUNCTION "organization_link_by_name"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_name text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW."organization_id" IS NULL THEN
			NEW."organization_id" := organization_id_for(NEW."organization_name");
		END IF;
	ELSIF NEW."organization_id" IS NOT DISTINCT FROM OLD."organization_id"
		AND NEW."organization_name" IS DISTINCT FROM OLD."organization_name" THEN
		NEW."organization_id" := organization_id_for(NEW."organization_name");
	ELSIF NEW."organization_id" IS NULL AND OLD."organization_id" IS NOT NULL THEN
		NEW."organization_name" := '';
	END IF;
	IF NEW."organization_id" IS NOT NULL THEN
		SELECT "name" INTO v_name FROM "organizations" WHERE "id" = NEW."organization_id";
		IF FOUND THEN
			NEW."organization_name" := v_name;
		END IF;
	ELSE
		NEW."organization_name" := org_name_display(NEW."organization_name");
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
-- The same for courses, whose copy of the name is the column `organization`.
CREATE OR REPLACE FUNCTION "organization_link_course"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_name text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW."organization_id" IS NULL THEN
			NEW."organization_id" := organization_id_for(NEW."organization");
		END IF;
	ELSIF NEW."organization_id" IS NOT DISTINCT FROM OLD."organization_id"
		AND NEW."organization" IS DISTINCT FROM OLD."organization" THEN
		NEW."organization_id" := organization_id_for(NEW."organization");
	ELSIF NEW."organization_id" IS NULL AND OLD."organization_id" IS NOT NULL THEN
		NEW."organization" := '';
	END IF;
	IF NEW."organization_id" IS NOT NULL THEN
		SELECT "name" INTO v_name FROM "organizations" WHERE "id" = NEW."organization_id";
		IF FOUND THEN
			NEW."organization" := v_name;
		END IF;
	ELSE
		NEW."organization" := org_name_display(NEW."organization");
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_link_organization" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_link_organization" BEFORE INSERT OR UPDATE OF "organization_id", "organization_name" ON "users"
	FOR EACH ROW EXECUTE FUNCTION organization_link_by_name();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "members_link_organization" ON "members";
--> statement-breakpoint
CREATE TRIGGER "members_link_organization" BEFORE INSERT OR UPDATE OF "organization_id", "organization_name" ON "members"
	FOR EACH ROW EXECUTE FUNCTION organization_link_by_name();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "reports_link_organization" ON "reports";
--> statement-breakpoint
CREATE TRIGGER "reports_link_organization" BEFORE INSERT OR UPDATE OF "organization_id", "organization_name" ON "reports"
	FOR EACH ROW EXECUTE FUNCTION organization_link_by_name();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "courses_link_organization" ON "courses";
--> statement-breakpoint
CREATE TRIGGER "courses_link_organization" BEFORE INSERT OR UPDATE OF "organization_id", "organization" ON "courses"
	FOR EACH ROW EXECUTE FUNCTION organization_link_course();
