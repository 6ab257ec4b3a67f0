-- The history of the public figures (docs/decisions/0036-releases-revisions-and-history.md): one row
-- of `report_versions` per approved state of a report, with the time it took effect and the time
-- it was replaced, kept by database triggers whoever writes (API, seed, imports). The triggers
-- are deferred to the end of the transaction, so a report and its breakdowns written in several
-- statements make one version. The time is the application's clock when the transaction named
-- it (`alliance.now`, set by the API with its audit entry), else the moment of the commit.
CREATE TABLE IF NOT EXISTS "report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"organization_id" uuid,
	"organization_name" text NOT NULL DEFAULT '',
	"user_id" uuid,
	"year" integer NOT NULL,
	"quarter" text NOT NULL,
	"aware" integer NOT NULL,
	"engaged" integer NOT NULL,
	"trained" integer NOT NULL,
	"certified" integer NOT NULL,
	"orgs_reached" integer NOT NULL,
	"reached_by_leaders" integer NOT NULL,
	"breakdowns" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"reviewed_at" timestamp with time zone,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "report_versions_open_uq" ON "report_versions" ("report_id") WHERE "valid_to" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_versions_period_idx" ON "report_versions" ("valid_from", "valid_to");
--> statement-breakpoint
-- Revisions: one row per change of an approved figure of a quarter already in a published
-- release, with the admin's public reason and the release it revises (written by
-- report_history_sync below, so every write path records them; none without a reason).
CREATE TABLE IF NOT EXISTS "report_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"report_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"quarter" text NOT NULL,
	"organization_name" text NOT NULL,
	"organization_slug" text,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"release_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_revisions_at_idx" ON "report_revisions" ("at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_revisions_period_idx" ON "report_revisions" ("year", "quarter", "at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_history_now"() RETURNS timestamptz LANGUAGE sql VOLATILE AS $$
	SELECT coalesce(nullif(current_setting('alliance.now', true), '')::timestamptz, clock_timestamp())
$$;
--> statement-breakpoint
-- The known categories of a report as one JSON value { metric: { dimension: { category: n } } }.
CREATE OR REPLACE FUNCTION "report_known_breakdowns"(p_report uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
	SELECT coalesce((
		SELECT jsonb_object_agg(m.metric, m.dimensions) FROM (
			SELECT d.metric, jsonb_object_agg(d.dimension, d.categories) AS dimensions FROM (
				SELECT b.metric, b.dimension, jsonb_object_agg(b.category, b.count) AS categories
				FROM report_breakdowns b WHERE b.report_id = p_report
				GROUP BY b.metric, b.dimension
			) d GROUP BY d.metric
		) m), '{}'::jsonb)
$$;
--> statement-breakpoint
-- Records the revision of a released quarter that replacing version `v` by report `r` makes (either
-- may be absent): nothing when no metric moves or no release holds the quarter; an error naming
-- the missing reason when the transaction gave none (`alliance.reason`).
CREATE OR REPLACE FUNCTION "report_revision_record"(v report_versions, r reports, t timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	y integer := coalesce(v.year, r.year);
	q text := coalesce(v.quarter, r.quarter);
	release text;
	changes jsonb;
	reason text := nullif(btrim(coalesce(current_setting('alliance.reason', true), '')), '');
	kind text;
BEGIN
	SELECT jsonb_agg(jsonb_build_object('metric', m.metric, 'before', m.before, 'after', m.after) ORDER BY m.n)
	INTO changes
	FROM (VALUES
		(1, 'aware', coalesce(v.aware, 0), CASE WHEN r.id IS NULL THEN 0 ELSE r.aware END),
		(2, 'engaged', coalesce(v.engaged, 0), CASE WHEN r.id IS NULL THEN 0 ELSE r.engaged END),
		(3, 'trained', coalesce(v.trained, 0), CASE WHEN r.id IS NULL THEN 0 ELSE r.trained END),
		(4, 'certified', coalesce(v.certified, 0), CASE WHEN r.id IS NULL THEN 0 ELSE r.certified END),
		(5, 'orgsReached', coalesce(v.orgs_reached, 0), CASE WHEN r.id IS NULL THEN 0 ELSE r.orgs_reached END),
		(6, 'reachedByLeaders', coalesce(v.reached_by_leaders, 0), CASE WHEN r.id IS NULL THEN 0 ELSE r.reached_by_leaders END)
	) AS m(n, metric, before, after)
	WHERE m.before <> m.after;
	IF changes IS NULL THEN
		RETURN;
	END IF;
	SELECT rel.id INTO release FROM releases rel
	WHERE rel.year * 4 + substr(rel.quarter, 2)::int >= y * 4 + substr(q, 2)::int
	ORDER BY rel.published_at DESC, rel.point DESC LIMIT 1;
	IF release IS NULL THEN
		RETURN;
	END IF;
	IF reason IS NULL THEN
		RAISE EXCEPTION 'A public reason is required: this changes figures of % % in release %', q, y, release
			USING ERRCODE = 'AL001';
	END IF;
	kind := CASE
		WHEN r.id IS NULL THEN 'removal'
		WHEN v.id IS NOT NULL THEN 'correction'
		WHEN EXISTS (SELECT 1 FROM report_versions p WHERE p.report_id = r.id) THEN 'restore'
		ELSE 'late report' END;
	INSERT INTO report_revisions (at, report_id, year, quarter, organization_name, organization_slug, kind, changes, reason, release_id)
	SELECT t, coalesce(r.id, v.report_id), y, q, coalesce(o.name, r.organization_name, v.organization_name), o.slug,
		kind, changes, reason, release
	FROM (SELECT 1) AS one
	LEFT JOIN organizations o ON o.id = coalesce(r.organization_id, v.organization_id);
END
$$;
--> statement-breakpoint
-- Brings a report's open version in step with its approved state: nothing when they agree (so it
-- may run once per row event), else the open version is closed and, if the report is approved,
-- a new one opened.
CREATE OR REPLACE FUNCTION "report_history_sync"(p_report uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	r reports%ROWTYPE;
	v report_versions%ROWTYPE;
	b jsonb;
	t timestamptz := report_history_now();
BEGIN
	SELECT * INTO r FROM reports WHERE id = p_report AND status = 'approved';
	SELECT * INTO v FROM report_versions WHERE report_id = p_report AND valid_to IS NULL;
	-- A clock that went back (tests) never makes a version end before it began.
	t := greatest(t, v.valid_from);
	IF r.id IS NOT NULL THEN
		b := report_known_breakdowns(p_report);
		IF v.id IS NOT NULL
			AND (v.organization_id, v.organization_name, v.user_id, v.year, v.quarter, v.aware, v.engaged,
			     v.trained, v.certified, v.orgs_reached, v.reached_by_leaders, v.breakdowns, v.reviewed_at)
			IS NOT DISTINCT FROM
			    (r.organization_id, r.organization_name, r.user_id, r.year, r.quarter, r.aware, r.engaged,
			     r.trained, r.certified, r.orgs_reached, r.reached_by_leaders, b, r.reviewed_at) THEN
			RETURN;
		END IF;
	END IF;
	PERFORM report_revision_record(v, r, t);
	IF v.id IS NOT NULL THEN
		UPDATE report_versions SET valid_to = t WHERE id = v.id;
	END IF;
	IF r.id IS NOT NULL THEN
		INSERT INTO report_versions (report_id, organization_id, organization_name, user_id, year, quarter,
			aware, engaged, trained, certified, orgs_reached, reached_by_leaders, breakdowns, reviewed_at, valid_from)
		VALUES (r.id, r.organization_id, r.organization_name, r.user_id, r.year, r.quarter, r.aware, r.engaged,
			r.trained, r.certified, r.orgs_reached, r.reached_by_leaders, b, r.reviewed_at, t);
	END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reports_history_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'reports' THEN
		PERFORM report_history_sync(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
	ELSE
		PERFORM report_history_sync(CASE WHEN TG_OP = 'DELETE' THEN OLD.report_id ELSE NEW.report_id END);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "reports_history" ON "reports";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reports_history" AFTER INSERT OR UPDATE OR DELETE ON "reports"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reports_history_trigger"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_history" ON "report_breakdowns";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_breakdowns_history" AFTER INSERT OR UPDATE OR DELETE ON "report_breakdowns"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reports_history_trigger"();
--> statement-breakpoint
-- The reports approved before this migration: their history starts at their approval.
INSERT INTO "report_versions" (report_id, organization_id, organization_name, user_id, year, quarter,
	aware, engaged, trained, certified, orgs_reached, reached_by_leaders, breakdowns, reviewed_at, valid_from)
SELECT r.id, r.organization_id, r.organization_name, r.user_id, r.year, r.quarter, r.aware, r.engaged,
	r.trained, r.certified, r.orgs_reached, r.reached_by_leaders, report_known_breakdowns(r.id), r.reviewed_at,
	coalesce(r.reviewed_at, r.updated_at, r.created_at)
FROM "reports" r
WHERE r.status = 'approved'
	AND NOT EXISTS (SELECT 1 FROM "report_versions" v WHERE v.report_id = r.id AND v.valid_to IS NULL);
--> statement-breakpoint
-- Releases: immutable snapshots of every approved figure up to a quarter, published by an admin
-- after the quarter's deadline; a point release (2026-Q3.2) after corrections. A release is never
-- changed or deleted, only marked superseded; its files are the bytes served forever.
CREATE TABLE IF NOT EXISTS "releases" (
	"id" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"quarter" text NOT NULL,
	"point" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	"note" text NOT NULL,
	"superseded_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "releases_period_point_uq" ON "releases" ("year", "quarter", "point");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "releases_published_idx" ON "releases" ("published_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "release_files" (
	"release_id" text NOT NULL REFERENCES "releases"("id"),
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"content" bytea NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	PRIMARY KEY ("release_id", "name")
);
--> statement-breakpoint
-- What a release holds never changes: its files not at all, the release only its `superseded_by`
-- (once), whoever writes.
CREATE OR REPLACE FUNCTION "releases_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'releases' AND TG_OP = 'UPDATE' AND OLD.superseded_by IS NULL
		AND (OLD.id, OLD.year, OLD.quarter, OLD.point, OLD.published_at, OLD.published_by, OLD.note)
		IS NOT DISTINCT FROM (NEW.id, NEW.year, NEW.quarter, NEW.point, NEW.published_at, NEW.published_by, NEW.note) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'a release is never changed or deleted' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "releases_immutable" ON "releases";
--> statement-breakpoint
CREATE TRIGGER "releases_immutable" BEFORE UPDATE OR DELETE ON "releases" FOR EACH ROW EXECUTE FUNCTION "releases_immutable"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "release_files_immutable" ON "release_files";
--> statement-breakpoint
CREATE TRIGGER "release_files_immutable" BEFORE UPDATE OR DELETE ON "release_files" FOR EACH ROW EXECUTE FUNCTION "releases_immutable"();
