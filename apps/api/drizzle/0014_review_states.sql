-- Review status of courses and members: `reviewed_at` is when an admin last approved or hid the
-- row. Not approved and never reviewed is "pending review"; not approved but reviewed is "hidden"
-- (an admin hid it on purpose). Rows approved before this column existed count as reviewed;
-- other existing rows stay pending so an admin looks at them.
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "reviewed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "courses" SET "reviewed_at" = "created_at" WHERE "approved" AND "reviewed_at" IS NULL;--> statement-breakpoint
UPDATE "members" SET "reviewed_at" = "created_at" WHERE "approved" AND "reviewed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_review_idx" ON "courses" USING btree ("approved", ("reviewed_at" IS NULL), "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_review_idx" ON "members" USING btree ("approved", ("reviewed_at" IS NULL), "created_at");
