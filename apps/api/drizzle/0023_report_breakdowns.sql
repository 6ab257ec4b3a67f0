-- Who was trained, and where (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md).
-- A report's known categories (count > 0) by metric and dimension; "not stated" is the remainder
-- of the report's total and is never stored, so every existing report is all "not stated" without
-- a row being written: safe on a database holding data.
CREATE TABLE IF NOT EXISTS "report_breakdowns" (
	"report_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "report_breakdowns_report_id_metric_dimension_category_pk" PRIMARY KEY("report_id","metric","dimension","category"),
	CONSTRAINT "report_breakdowns_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_breakdown_totals" (
	"year" integer NOT NULL,
	"quarter" text NOT NULL,
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"category" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_breakdown_totals_year_quarter_metric_dimension_category_pk" PRIMARY KEY("year","quarter","metric","dimension","category")
);--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one report's breakdown rows at a period.
CREATE OR REPLACE FUNCTION "report_breakdown_totals_apply"(p_report uuid, p_year integer, p_quarter text, p_sign integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO report_breakdown_totals AS t (year, quarter, metric, dimension, category, count)
	SELECT p_year, p_quarter, b.metric, b.dimension, b.category, p_sign * b.count
	FROM report_breakdowns b WHERE b.report_id = p_report
	ON CONFLICT (year, quarter, metric, dimension, category) DO UPDATE SET count = t.count + excluded.count;
$$;--> statement-breakpoint
-- A breakdown row written: counted when its report is approved. A row deleted with its report
-- (cascade) finds no report and changes nothing: the report's own delete trigger took it away.
CREATE OR REPLACE FUNCTION "report_breakdowns_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT year, quarter INTO r FROM reports WHERE id = OLD.report_id AND status = 'approved';
		IF FOUND THEN
			INSERT INTO report_breakdown_totals AS t (year, quarter, metric, dimension, category, count)
			VALUES (r.year, r.quarter, OLD.metric, OLD.dimension, OLD.category, -OLD.count)
			ON CONFLICT (year, quarter, metric, dimension, category) DO UPDATE SET count = t.count + excluded.count;
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT year, quarter INTO r FROM reports WHERE id = NEW.report_id AND status = 'approved';
		IF FOUND THEN
			INSERT INTO report_breakdown_totals AS t (year, quarter, metric, dimension, category, count)
			VALUES (r.year, r.quarter, NEW.metric, NEW.dimension, NEW.category, NEW.count)
			ON CONFLICT (year, quarter, metric, dimension, category) DO UPDATE SET count = t.count + excluded.count;
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_count" ON "report_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_breakdowns_count" AFTER INSERT OR UPDATE OR DELETE ON "report_breakdowns"
	FOR EACH ROW EXECUTE FUNCTION "report_breakdowns_count"();--> statement-breakpoint
-- A report approved, un-approved or moved to another period takes its breakdowns along.
CREATE OR REPLACE FUNCTION "reports_breakdowns_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD.status = 'approved' THEN
			PERFORM report_breakdown_totals_apply(OLD.id, OLD.year, OLD.quarter, -1);
		END IF;
		RETURN OLD;
	END IF;
	IF OLD.status = 'approved' THEN
		PERFORM report_breakdown_totals_apply(OLD.id, OLD.year, OLD.quarter, -1);
	END IF;
	IF NEW.status = 'approved' THEN
		PERFORM report_breakdown_totals_apply(NEW.id, NEW.year, NEW.quarter, 1);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reports_breakdowns_follow" ON "reports";--> statement-breakpoint
CREATE TRIGGER "reports_breakdowns_follow" AFTER UPDATE OF "status", "year", "quarter" ON "reports"
	FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.year <> NEW.year OR OLD.quarter <> NEW.quarter)
	EXECUTE FUNCTION "reports_breakdowns_follow"();--> statement-breakpoint
-- Before the report goes (its rows go after it, by cascade, and find no report to count for).
DROP TRIGGER IF EXISTS "reports_breakdowns_forget" ON "reports";--> statement-breakpoint
CREATE TRIGGER "reports_breakdowns_forget" BEFORE DELETE ON "reports"
	FOR EACH ROW EXECUTE FUNCTION "reports_breakdowns_follow"();
--> statement-breakpoint
-- A truncate fires no row trigger: the totals of what was truncated go with it (reports can only
-- be truncated with their breakdowns, TRUNCATE ... CASCADE).
CREATE OR REPLACE FUNCTION "report_breakdowns_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM report_breakdown_totals;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_truncate" ON "report_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_breakdowns_truncate" AFTER TRUNCATE ON "report_breakdowns"
	FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_on_truncate"();
