-- Counts by several dimensions at once in the history (docs/decisions/0037-imports-and-organisation-tokens.md,
-- amendment of 2026-11-29): each version of an approved report keeps the cells it had, as it keeps
-- its separate breakdowns, so a change of the cells alone is a new version too, and the cells of
-- a past date are those the site answered then.
ALTER TABLE "report_versions" ADD COLUMN IF NOT EXISTS "cross_breakdowns" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A report's cells as one JSON value { metric: [{ county, sex, ageBand, disability, count }] }, a
-- dimension the cell covers all of left out, in a fixed order (so two equal sets compare equal).
CREATE OR REPLACE FUNCTION "report_known_cross_breakdowns"(p_report uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
	SELECT coalesce((
		SELECT jsonb_object_agg(m.metric, m.cells) FROM (
			SELECT c.metric, jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
				'county', nullif(c.county, ''), 'sex', nullif(c.sex, ''), 'ageBand', nullif(c.age_band, ''),
				'disability', nullif(c.disability, ''), 'count', c.count))
				ORDER BY c.county, c.sex, c.age_band, c.disability) AS cells
			FROM report_cross_breakdowns c WHERE c.report_id = p_report
			GROUP BY c.metric
		) m), '{}'::jsonb)
$$;--> statement-breakpoint
-- As in 0031, the cells compared and kept beside the separate breakdowns.
CREATE OR REPLACE FUNCTION "report_history_sync"(p_report uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	r reports%ROWTYPE;
	v report_versions%ROWTYPE;
	b jsonb;
	x jsonb;
	t timestamptz := report_history_now();
BEGIN
	SELECT * INTO r FROM reports WHERE id = p_report AND status = 'approved';
	SELECT * INTO v FROM report_versions WHERE report_id = p_report AND valid_to IS NULL;
	-- A clock that went back (tests) never makes a version end before it began.
	t := greatest(t, v.valid_from);
	IF r.id IS NOT NULL THEN
		b := report_known_breakdowns(p_report);
		x := report_known_cross_breakdowns(p_report);
		IF v.id IS NOT NULL
			AND (v.organization_id, v.organization_name, v.user_id, v.year, v.quarter, v.aware, v.engaged,
			     v.trained, v.certified, v.orgs_reached, v.reached_by_leaders, v.breakdowns, v.cross_breakdowns, v.reviewed_at)
			IS NOT DISTINCT FROM
			    (r.organization_id, r.organization_name, r.user_id, r.year, r.quarter, r.aware, r.engaged,
			     r.trained, r.certified, r.orgs_reached, r.reached_by_leaders, b, x, r.reviewed_at) THEN
			RETURN;
		END IF;
	END IF;
	PERFORM report_revision_record(v, r, t);
	IF v.id IS NOT NULL THEN
		UPDATE report_versions SET valid_to = t WHERE id = v.id;
	END IF;
	IF r.id IS NOT NULL THEN
		INSERT INTO report_versions (report_id, organization_id, organization_name, user_id, year, quarter,
			aware, engaged, trained, certified, orgs_reached, reached_by_leaders, breakdowns, cross_breakdowns,
			reviewed_at, valid_from)
		VALUES (r.id, r.organization_id, r.organization_name, r.user_id, r.year, r.quarter, r.aware, r.engaged,
			r.trained, r.certified, r.orgs_reached, r.reached_by_leaders, b, x, r.reviewed_at, t);
	END IF;
END
$$;--> statement-breakpoint
-- A statement writing cells puts their reports on the history's queue, as one writing breakdown
-- rows does (0038): the cells may change while the separate breakdowns stay the same.
DROP TRIGGER IF EXISTS "report_cross_breakdowns_enqueue_insert" ON "report_cross_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_cross_breakdowns_enqueue_insert" AFTER INSERT ON "report_cross_breakdowns"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_enqueue"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_cross_breakdowns_enqueue_update" ON "report_cross_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_cross_breakdowns_enqueue_update" AFTER UPDATE ON "report_cross_breakdowns"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_enqueue"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_cross_breakdowns_enqueue_delete" ON "report_cross_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_cross_breakdowns_enqueue_delete" AFTER DELETE ON "report_cross_breakdowns"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_enqueue"();--> statement-breakpoint
-- The open versions of reports approved with cells before this migration carry them from now on.
UPDATE "report_versions" v SET "cross_breakdowns" = report_known_cross_breakdowns(v.report_id)
WHERE v.valid_to IS NULL AND EXISTS (SELECT 1 FROM "report_cross_breakdowns" c WHERE c.report_id = v.report_id);
