-- A pledge counts from its start (docs/decisions/0040-pace-ranking-and-pledge-start.md): the day
-- it was proposed, or a day the organisation gives, never before 1 January 2025. Pledges approved
-- before this column existed start on the day they were approved (not before 2025), so their
-- progress no longer counts what was delivered before they were made.
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "pledge_from" date;--> statement-breakpoint
UPDATE "organizations"
	SET "pledge_from" = greatest(coalesce(("pledge_approved_at" AT TIME ZONE 'Africa/Nairobi')::date, date '2025-01-01'), date '2025-01-01')
	WHERE "pledge_by" IS NOT NULL AND "pledge_from" IS NULL;
