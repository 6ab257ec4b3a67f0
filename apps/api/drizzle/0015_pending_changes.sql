-- Content review of edits (docs/decisions/0016-content-review-of-edits.md): an organisation
-- user's edit of an approved course or member record waits here for an admin, while the row's own
-- columns keep the approved version the public sees. `pending_change` holds the proposed values
-- of the fields that differ (a JSON object keyed by the API's field names), `pending_by` the
-- proposer's e-mail and `pending_at` when it was proposed (the version an admin approves).
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "pending_by" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "pending_by" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "pending_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_pending_change_idx" ON "courses" USING btree ("created_at") WHERE "pending_change" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_pending_change_idx" ON "members" USING btree ("created_at") WHERE "pending_change" IS NOT NULL;
