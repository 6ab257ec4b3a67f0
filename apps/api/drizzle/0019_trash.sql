-- Nothing approved is lost (docs/decisions/0023-deleted-records-kept-30-days.md): a deleted course,
-- member record, partner, request or report is kept here with every value of its row for 30 days,
-- written in the delete's transaction, so an admin can restore it with the same id and values.
CREATE TABLE IF NOT EXISTS "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"deleted_by" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trash_record_idx" ON "trash" USING btree ("entity","record_id");
