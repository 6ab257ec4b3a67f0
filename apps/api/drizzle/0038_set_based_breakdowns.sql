-- Breakdown rows written many at a time (docs/decisions/0037-imports-and-organisation-tokens.md):
-- an import writes tens of thousands of rows in one statement, so the triggers of migrations 0023
-- and 0031 that ran once per row run once per statement or once per report instead, with the same
-- results. The totals of the approved reports (report_breakdown_totals) are summed from the
-- statement's transition tables; the history (report_versions) is brought in step once per report
-- at the end of the transaction, through a queue of the reports whose breakdowns were written.
DROP TRIGGER IF EXISTS "report_breakdowns_count" ON "report_breakdowns";--> statement-breakpoint
-- The rows a statement wrote or removed, counted for their approved reports. A row deleted with
-- its report (cascade) finds no report and changes nothing: the report's own delete trigger took
-- it away.
CREATE OR REPLACE FUNCTION "report_breakdowns_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		INSERT INTO report_breakdown_totals AS t (year, quarter, metric, dimension, category, count)
		SELECT r.year, r.quarter, o.metric, o.dimension, o.category, -sum(o.count)
		FROM old_rows o JOIN reports r ON r.id = o.report_id AND r.status = 'approved'
		GROUP BY r.year, r.quarter, o.metric, o.dimension, o.category
		ON CONFLICT (year, quarter, metric, dimension, category) DO UPDATE SET count = t.count + excluded.count;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO report_breakdown_totals AS t (year, quarter, metric, dimension, category, count)
		SELECT r.year, r.quarter, n.metric, n.dimension, n.category, sum(n.count)
		FROM new_rows n JOIN reports r ON r.id = n.report_id AND r.status = 'approved'
		GROUP BY r.year, r.quarter, n.metric, n.dimension, n.category
		ON CONFLICT (year, quarter, metric, dimension, category) DO UPDATE SET count = t.count + excluded.count;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_count_insert" ON "report_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_breakdowns_count_insert" AFTER INSERT ON "report_breakdowns"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_count_rows"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_count_update" ON "report_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_breakdowns_count_update" AFTER UPDATE ON "report_breakdowns"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_count_rows"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_count_delete" ON "report_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_breakdowns_count_delete" AFTER DELETE ON "report_breakdowns"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_count_rows"();--> statement-breakpoint
-- The reports whose breakdowns a transaction wrote, once each: a deferred trigger brings each
-- one's history in step at commit and takes it off the queue (empty outside a transaction).
CREATE TABLE IF NOT EXISTS "report_history_queue" (
	"xact" bigint NOT NULL,
	"report_id" uuid NOT NULL,
	CONSTRAINT "report_history_queue_pk" PRIMARY KEY("xact","report_id")
);--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_history" ON "report_breakdowns";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_breakdowns_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		INSERT INTO report_history_queue (xact, report_id)
		SELECT DISTINCT txid_current(), o.report_id FROM old_rows o
		ON CONFLICT DO NOTHING;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO report_history_queue (xact, report_id)
		SELECT DISTINCT txid_current(), n.report_id FROM new_rows n
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_enqueue_insert" ON "report_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_breakdowns_enqueue_insert" AFTER INSERT ON "report_breakdowns"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_enqueue"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_enqueue_update" ON "report_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_breakdowns_enqueue_update" AFTER UPDATE ON "report_breakdowns"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_enqueue"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_breakdowns_enqueue_delete" ON "report_breakdowns";--> statement-breakpoint
CREATE TRIGGER "report_breakdowns_enqueue_delete" AFTER DELETE ON "report_breakdowns"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_breakdowns_enqueue"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_history_dequeue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_history_sync(NEW.report_id);
	DELETE FROM report_history_queue WHERE xact = NEW.xact AND report_id = NEW.report_id;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "report_history_queue_sync" ON "report_history_queue";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_history_queue_sync" AFTER INSERT ON "report_history_queue"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_history_dequeue"();
--> statement-breakpoint
-- Counts classified by several dimensions at once (women trained in Kisumu): one row per metric
-- and combination of categories, '' where the cell covers all of a dimension. Replaced whole with
-- the report's breakdowns, in its transaction; the separate breakdowns derived from them are
-- rows of report_breakdowns as before.
CREATE TABLE IF NOT EXISTS "report_cross_breakdowns" (
	"report_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"sex" text DEFAULT '' NOT NULL,
	"age_band" text DEFAULT '' NOT NULL,
	"disability" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "report_cross_breakdowns_pk" PRIMARY KEY("report_id","metric","county","sex","age_band","disability"),
	CONSTRAINT "report_cross_breakdowns_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_cross_breakdowns_county_idx" ON "report_cross_breakdowns" ("county", "metric");
