-- Verifiable certificates (docs/decisions/0041-open-badges-credentials.md): Ed25519 signing keys
-- of the site (organization_id NULL) and of each issuing organisation, one active at a time, the
-- secret halves encrypted; credentials issued here, with their bit in the issuer's status lists.
CREATE TABLE IF NOT EXISTS "signing_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"public_key_multibase" text NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "signing_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "signing_keys_public_uq" ON "signing_keys" ("public_key_multibase");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "signing_keys_one_active_uq" ON "signing_keys" (coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "retired_at" IS NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"course_id" uuid,
	"recipient_name" text NOT NULL,
	"name_hidden" boolean DEFAULT false NOT NULL,
	"completed_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"status_index" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"document" jsonb NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "credentials_status_check" CHECK ("status" IN ('active', 'revoked', 'suspended')),
	CONSTRAINT "credentials_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "credentials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "credentials_status_index_uq" ON "credentials" ("organization_id", "status_index");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credentials_organization_idx" ON "credentials" ("organization_id", "issued_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "issuer_dids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"did" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "issuer_dids_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "issuer_dids_did_uq" ON "issuer_dids" ("did");
