-- An admin may return an event or a job not yet public to its organisation with a note, as a
-- report is returned: the note, who returned it and when, kept until the organisation's edit
-- sends it back for review.
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "returned_note" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "returned_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "returned_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "returned_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "returned_at" timestamp with time zone;
