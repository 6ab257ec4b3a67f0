-- Security round 4 (docs/decisions/0033-security-round-4.md).
--
-- 1. Addresses belong to published items. A news item, event, job or insight gets its slug when
-- it is first published (approved), not when it is written: a draft holds no address (slug ''),
-- so nobody can reserve `/news/<a title>` ahead of the item it belongs to. The slug is the
-- title's slugify() (migration 0024), or with -2, -3... when a published item of the type has it
-- or a deleted one still in the trash had it (its restore puts the same address back). A slug
-- given on insert (a restore) is kept; once given, a slug stays through edits and hiding.
CREATE OR REPLACE FUNCTION "content_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_base text;
	v_candidate text;
	v_n integer := 1;
	v_taken boolean;
BEGIN
	IF coalesce(NEW."slug", '') <> '' OR NOT NEW."approved" THEN
		NEW."slug" := coalesce(NEW."slug", '');
		RETURN NEW;
	END IF;
	-- Two first approvals of one title at once: one after the other, so they never pick the same.
	PERFORM pg_advisory_xact_lock(hashtext('content_slug:' || TG_TABLE_NAME));
	v_base := slugify(NEW."title");
	-- A title without a Latin letter or digit: the type's name ("news", "news-2"...).
	IF regexp_replace(lower(coalesce(NEW."title", '')), '[^a-z0-9]+', '', 'g') = '' THEN
		v_base := TG_TABLE_NAME;
	END IF;
	v_candidate := v_base;
	LOOP
		EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE "slug" = $1 AND "id" <> $2)', TG_TABLE_NAME)
			INTO v_taken USING v_candidate, NEW."id";
		-- TG_ARGV[0]: the type's entity in the trash; kept there 30 days (TRASH_DAYS).
		v_taken := v_taken OR EXISTS (SELECT 1 FROM "trash" WHERE "entity" = TG_ARGV[0]
			AND "values"->>'slug' = v_candidate AND "deleted_at" > now() - make_interval(days => 30));
		EXIT WHEN NOT v_taken;
		v_n := v_n + 1;
		v_candidate := v_base || '-' || v_n;
	END LOOP;
	NEW."slug" := v_candidate;
	RETURN NEW;
END
$$;--> statement-breakpoint
-- Drafts written before this migration give their address back.
UPDATE "news" SET "slug" = '' WHERE NOT "approved" AND "reviewed_at" IS NULL;--> statement-breakpoint
UPDATE "events" SET "slug" = '' WHERE NOT "approved" AND "reviewed_at" IS NULL;--> statement-breakpoint
UPDATE "jobs" SET "slug" = '' WHERE NOT "approved" AND "reviewed_at" IS NULL;--> statement-breakpoint
UPDATE "insights" SET "slug" = '' WHERE NOT "approved" AND "reviewed_at" IS NULL;--> statement-breakpoint
-- Unique among the items that hold one.
DROP INDEX IF EXISTS "news_slug_uq";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "news_slug_uq" ON "news" USING btree ("slug") WHERE "slug" <> '';--> statement-breakpoint
DROP INDEX IF EXISTS "events_slug_uq";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "events_slug_uq" ON "events" USING btree ("slug") WHERE "slug" <> '';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_slug_uq";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "jobs_slug_uq" ON "jobs" USING btree ("slug") WHERE "slug" <> '';--> statement-breakpoint
DROP INDEX IF EXISTS "insights_slug_uq";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "insights_slug_uq" ON "insights" USING btree ("slug") WHERE "slug" <> '';--> statement-breakpoint
DROP TRIGGER IF EXISTS "news_slug" ON "news";--> statement-breakpoint
CREATE TRIGGER "news_slug" BEFORE INSERT OR UPDATE OF "approved", "slug" ON "news" FOR EACH ROW EXECUTE FUNCTION "content_slug"('news');--> statement-breakpoint
DROP TRIGGER IF EXISTS "events_slug" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_slug" BEFORE INSERT OR UPDATE OF "approved", "slug" ON "events" FOR EACH ROW EXECUTE FUNCTION "content_slug"('event');--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_slug" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_slug" BEFORE INSERT OR UPDATE OF "approved", "slug" ON "jobs" FOR EACH ROW EXECUTE FUNCTION "content_slug"('job');--> statement-breakpoint
DROP TRIGGER IF EXISTS "insights_slug" ON "insights";--> statement-breakpoint
CREATE TRIGGER "insights_slug" BEFORE INSERT OR UPDATE OF "approved", "slug" ON "insights" FOR EACH ROW EXECUTE FUNCTION "content_slug"('insight');--> statement-breakpoint
--
-- 2. An application creates no organisation. A member record that is not approved (a public
-- application waiting for review) links to the organisation of its name only when that
-- organisation exists; the name becomes an organisation (organization_id_for) when the record is
-- approved. Users, reports and courses keep organization_link_by_name (migration 0008).
CREATE OR REPLACE FUNCTION "existing_organization_id"(p_name text) RETURNS uuid LANGUAGE sql STABLE AS $$
	SELECT "id" FROM "organizations" WHERE org_name_key("name") = org_name_key(org_name_display(p_name));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_link_organization"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_name text;
BEGIN
	IF TG_OP = 'INSERT'
		OR (NEW."organization_id" IS NOT DISTINCT FROM OLD."organization_id"
			AND NEW."organization_name" IS DISTINCT FROM OLD."organization_name") THEN
		IF TG_OP = 'UPDATE' OR NEW."organization_id" IS NULL THEN
			NEW."organization_id" := CASE WHEN NEW."approved"
				THEN organization_id_for(NEW."organization_name")
				ELSE existing_organization_id(NEW."organization_name") END;
		END IF;
	ELSIF NEW."organization_id" IS NULL AND OLD."organization_id" IS NOT NULL THEN
		NEW."organization_name" := '';
	ELSIF NEW."organization_id" IS NULL AND NEW."approved" THEN
		-- Approved: its organisation is created now (or found, if another record made it meanwhile).
		NEW."organization_id" := organization_id_for(NEW."organization_name");
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
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "members_link_organization" ON "members";--> statement-breakpoint
CREATE TRIGGER "members_link_organization" BEFORE INSERT OR UPDATE OF "organization_id", "organization_name", "approved" ON "members"
	FOR EACH ROW EXECUTE FUNCTION "member_link_organization"();--> statement-breakpoint
--
-- 3. An organisation user's change of its website waits beside the approved one for an admin
-- (as a pledge does); an admin's applies at once.
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pending_website" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pending_website_by" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pending_website_at" timestamp with time zone;
