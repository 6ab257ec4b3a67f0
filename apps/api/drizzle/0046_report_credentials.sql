-- Credentials attached to a report to back its certified figure
-- (docs/decisions/0041-open-badges-credentials.md): what was attached (id, hash, source, issuer,
-- completion date) and how its check went; never the credential itself.
CREATE TABLE IF NOT EXISTS "report_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"source" text NOT NULL,
	"link" text,
	"credential_id" text,
	"hash" text,
	"issuer" text,
	"issuer_organization_id" uuid,
	"own_credential_id" uuid,
	"completed_on" date,
	"state" text DEFAULT 'pending' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "report_credentials_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "report_credentials_issuer_organization_id_organizations_id_fk" FOREIGN KEY ("issuer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_credentials_hash_idx" ON "report_credentials" ("report_id","hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_credentials_report_idx" ON "report_credentials" ("report_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_credentials_pending_idx" ON "report_credentials" ("created_at") WHERE "state" = 'pending';
