CREATE TABLE "report_org_totals" (
	"org_key" text NOT NULL,
	"year" integer NOT NULL,
	"quarter" text NOT NULL,
	"name" text,
	"user_id" uuid,
	"reports" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_org_totals_pk" ON "report_org_totals" USING btree ("org_key","year","quarter");--> statement-breakpoint
CREATE INDEX "report_org_totals_rank_idx" ON "report_org_totals" USING btree ("year","quarter","total" DESC NULLS LAST,"org_key");