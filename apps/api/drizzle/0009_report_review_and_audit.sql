-- Reports are reviewed before they count publicly, and every write is recorded in an audit log
-- (docs/decisions/0014-report-review-and-audit.md). Safe on a database that already holds data:
-- existing reports (demo ones included) become approved, so the public figures do not move.
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'approved' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "status" SET DEFAULT 'submitted';
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "review_note" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "reviewed_by" text;
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "reviewed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_status_idx" ON "reports" USING btree ("status", "created_at");
--> statement-breakpoint
-- The top organisations of one year and quarter are read from approved reports only.
DROP INDEX IF EXISTS "reports_period_rank_idx";
--> statement-breakpoint
CREATE INDEX "reports_period_rank_idx" ON "reports" USING btree ("year","quarter",("aware"::bigint + "engaged" + "trained" + "certified") desc nulls last) WHERE "status" = 'approved';
--> statement-breakpoint
-- The aggregates behind the public summary count approved reports only: a report enters them when
-- it is approved and leaves them when it is sent back for review, returned or deleted.
CREATE OR REPLACE FUNCTION "reports_aggregates_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_aggregates_apply(ARRAY(
		SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, 1, r.aware, r.engaged,
		                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
		FROM new_rows AS r WHERE r.status = 'approved'));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reports_aggregates_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_aggregates_apply(ARRAY(
		SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, -1, r.aware, r.engaged,
		                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
		FROM old_rows AS r WHERE r.status = 'approved'));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reports_aggregates_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_aggregates_apply(ARRAY(
		SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, -1, r.aware, r.engaged,
		                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
		FROM old_rows AS r WHERE r.status = 'approved'
		UNION ALL
		SELECT report_delta_of(r.year, r.quarter, r.organization_name, r.user_id, 1, r.aware, r.engaged,
		                       r.trained, r.certified, r.orgs_reached, r.reached_by_leaders)
		FROM new_rows AS r WHERE r.status = 'approved'));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_entity_idx" ON "audit_log" USING btree ("entity", "entity_id", "at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree (lower("actor_email"), "at" DESC);
