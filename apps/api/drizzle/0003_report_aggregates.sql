-- Maintained aggregates for GET /reports/summary: statement-level triggers on `reports`
-- keep `report_period_totals` (totals and the per-quarter series) and `report_org_totals` (top
-- organisations at four levels: all, per year, per quarter of every year, per year and quarter)
-- right for every write, whoever makes it (the API, seeding, a bulk import). A statement's rows
-- are folded into one delta (transition tables), so a 10,000-row insert costs a few upserts.
CREATE TYPE "report_delta" AS (
	"year" integer,
	"quarter" text,
	"org_key" text,
	"name" text,
	"user_id" uuid,
	"n" integer,
	"aware" bigint,
	"engaged" bigint,
	"trained" bigint,
	"certified" bigint,
	"orgs_reached" bigint,
	"reached_by_leaders" bigint
);
--> statement-breakpoint
-- One signed contribution of a report row: n = 1 for a row that appears, -1 for one that goes.
CREATE FUNCTION "report_delta_of"(
	p_year integer, p_quarter text, p_org text, p_user uuid, p_n integer,
	p_aware integer, p_engaged integer, p_trained integer, p_certified integer,
	p_orgs_reached integer, p_reached_by_leaders integer
) RETURNS "report_delta" LANGUAGE sql IMMUTABLE AS $$
	SELECT ROW(
		p_year,
		p_quarter,
		CASE WHEN coalesce(p_org, '') <> '' THEN 'org:' || lower(p_org)
		     WHEN p_user IS NOT NULL THEN 'user:' || p_user::text
		     ELSE '' END,
		nullif(p_org, ''),
		CASE WHEN coalesce(p_org, '') = '' THEN p_user END,
		p_n,
		p_n::bigint * p_aware,
		p_n::bigint * p_engaged,
		p_n::bigint * p_trained,
		p_n::bigint * p_certified,
		p_n::bigint * p_orgs_reached,
		p_n::bigint * p_reached_by_leaders
	)::"report_delta"
$$;
--> statement-breakpoint
CREATE FUNCTION "report_aggregates_apply"(d "report_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(array_length(d, 1), 0) = 0 THEN
		RETURN;
	END IF;

	INSERT INTO report_period_totals AS p
		(year, quarter, reports, aware, engaged, trained, certified, orgs_reached, reached_by_leaders)
	SELECT x.year, x.quarter, sum(x.n), sum(x.aware), sum(x.engaged), sum(x.trained), sum(x.certified),
	       sum(x.orgs_reached), sum(x.reached_by_leaders)
	FROM unnest(d) AS x
	GROUP BY x.year, x.quarter
	ON CONFLICT (year, quarter) DO UPDATE SET
		reports = p.reports + excluded.reports,
		aware = p.aware + excluded.aware,
		engaged = p.engaged + excluded.engaged,
		trained = p.trained + excluded.trained,
		certified = p.certified + excluded.certified,
		orgs_reached = p.orgs_reached + excluded.orgs_reached,
		reached_by_leaders = p.reached_by_leaders + excluded.reached_by_leaders;

	DELETE FROM report_period_totals AS p
	USING (SELECT DISTINCT x.year, x.quarter FROM unnest(d) AS x) AS k
	WHERE p.year = k.year AND p.quarter = k.quarter AND p.reports <= 0;

	INSERT INTO report_org_totals AS o (org_key, year, quarter, name, user_id, reports, total)
	SELECT l.org_key, l.year, l.quarter,
	       max(l.name) FILTER (WHERE l.n > 0),
	       max(l.user_id::text)::uuid,
	       sum(l.n),
	       sum(l.total)
	FROM (
		SELECT x.org_key, lv.year, lv.quarter, x.name, x.user_id, x.n,
		       x.aware + x.engaged + x.trained + x.certified AS total
		FROM unnest(d) AS x
		CROSS JOIN LATERAL (VALUES (0, ''), (x.year, ''), (0, x.quarter), (x.year, x.quarter)) AS lv(year, quarter)
	) AS l
	GROUP BY l.org_key, l.year, l.quarter
	ON CONFLICT (org_key, year, quarter) DO UPDATE SET
		reports = o.reports + excluded.reports,
		total = o.total + excluded.total,
		name = coalesce(excluded.name, o.name),
		user_id = coalesce(excluded.user_id, o.user_id);

	DELETE FROM report_org_totals AS o
	USING (
		SELECT DISTINCT x.org_key, lv.year, lv.quarter
		FROM unnest(d) AS x
		CROSS JOIN LATERAL (VALUES (0, ''), (x.year, ''), (0, x.quarter), (x.year, x.quarter)) AS lv(year, quarter)
	) AS k
	WHERE o.org_key = k.org_key AND o.year = k.year AND o.quarter = k.quarter AND o.reports <= 0;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "reports_aggregates_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_aggregates_apply(ARRAY(
		SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, 1, r.aware, r.engaged,
		                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
		FROM new_rows AS r));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "reports_aggregates_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_aggregates_apply(ARRAY(
		SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, -1, r.aware, r.engaged,
		                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
		FROM old_rows AS r));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "reports_aggregates_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_aggregates_apply(ARRAY(
		SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, -1, r.aware, r.engaged,
		                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
		FROM old_rows AS r
		UNION ALL
		SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, 1, r.aware, r.engaged,
		                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
		FROM new_rows AS r));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "reports_aggregates_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM report_period_totals;
	DELETE FROM report_org_totals;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reports_aggregates_insert" AFTER INSERT ON "reports"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION reports_aggregates_on_insert();
--> statement-breakpoint
CREATE TRIGGER "reports_aggregates_update" AFTER UPDATE ON "reports"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION reports_aggregates_on_update();
--> statement-breakpoint
CREATE TRIGGER "reports_aggregates_delete" AFTER DELETE ON "reports"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION reports_aggregates_on_delete();
--> statement-breakpoint
CREATE TRIGGER "reports_aggregates_truncate" AFTER TRUNCATE ON "reports"
	FOR EACH STATEMENT EXECUTE FUNCTION reports_aggregates_on_truncate();
--> statement-breakpoint
-- Back-fill from the reports already stored (a database created before this migration).
DELETE FROM "report_period_totals";
--> statement-breakpoint
DELETE FROM "report_org_totals";
--> statement-breakpoint
SELECT report_aggregates_apply(ARRAY(
	SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, 1, r.aware, r.engaged,
	                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
	FROM reports AS r));
