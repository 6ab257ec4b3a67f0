-- The organisations that trained the most people (docs/decisions/0027-impact-page-open-data-pledges.md: the impact page ranks by one metric,
-- trained, not by the sum of four): report_org_totals keeps `trained` beside `total` at the same
-- three levels, maintained by the same function, so the ranking reads a small table whatever the
-- number of reports. Existing rows are filled from the approved reports.
ALTER TABLE "report_org_totals" ADD COLUMN IF NOT EXISTS "trained" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_aggregates_apply"(d "report_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
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
	USING (
		SELECT x.year, x.quarter FROM unnest(d) AS x GROUP BY x.year, x.quarter HAVING sum(x.n) < 0
	) AS k
	WHERE p.year = k.year AND p.quarter = k.quarter AND p.reports <= 0;

	INSERT INTO report_org_totals AS o (org_key, year, quarter, name, user_id, reports, total, trained)
	SELECT l.org_key, l.year, l.quarter,
	       max(l.name) FILTER (WHERE l.n > 0),
	       max(l.user_id::text)::uuid,
	       sum(l.n),
	       sum(l.total),
	       sum(l.trained)
	FROM (
		SELECT x.org_key, lv.year, lv.quarter, x.name, x.user_id, x.n,
		       x.aware + x.engaged + x.trained + x.certified AS total, x.trained
		FROM unnest(d) AS x
		CROSS JOIN LATERAL (VALUES (0, ''), (x.year, ''), (0, x.quarter)) AS lv(year, quarter)
	) AS l
	GROUP BY l.org_key, l.year, l.quarter
	ON CONFLICT (org_key, year, quarter) DO UPDATE SET
		reports = o.reports + excluded.reports,
		total = o.total + excluded.total,
		trained = o.trained + excluded.trained,
		name = coalesce(excluded.name, o.name),
		user_id = coalesce(excluded.user_id, o.user_id);

	DELETE FROM report_org_totals AS o
	USING (
		SELECT x.org_key, lv.year, lv.quarter
		FROM unnest(d) AS x
		CROSS JOIN LATERAL (VALUES (0, ''), (x.year, ''), (0, x.quarter)) AS lv(year, quarter)
		GROUP BY x.org_key, lv.year, lv.quarter
		HAVING sum(x.n) < 0
	) AS k
	WHERE o.org_key = k.org_key AND o.year = k.year AND o.quarter = k.quarter AND o.reports <= 0;
END
$$;--> statement-breakpoint
UPDATE "report_org_totals" AS o SET "trained" = s.trained
FROM (
	SELECT x.org_key, lv.year, lv.quarter, sum(x.trained) AS trained
	FROM (
		SELECT (report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, 1, r.aware, r.engaged,
			r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)).*
		FROM "reports" AS r WHERE r.status = 'approved'
	) AS x
	CROSS JOIN LATERAL (VALUES (0, ''), (x.year, ''), (0, x.quarter)) AS lv(year, quarter)
	GROUP BY x.org_key, lv.year, lv.quarter
) AS s
WHERE o.org_key = s.org_key AND o.year = s.year AND o.quarter = s.quarter;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_org_totals_trained_idx" ON "report_org_totals" USING btree ("year","quarter","trained" DESC,"org_key");
