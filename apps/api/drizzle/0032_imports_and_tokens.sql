-- Imports and organisation tokens (docs/decisions/0037-imports-and-organisation-tokens.md).
-- The first answer to a write sent with an Idempotency-Key, kept 24 hours, so that a repeat is
-- answered again without writing; `scope` names the caller (a user or a token).
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("scope", "key")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");--> statement-breakpoint
-- An organisation's API tokens: only the SHA-256 of the token is kept (shown once when made).
CREATE TABLE IF NOT EXISTS "organization_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "organization_tokens_hash_uq" ON "organization_tokens" ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organization_tokens_org_idx" ON "organization_tokens" ("organization_id");
