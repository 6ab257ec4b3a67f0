-- Evidence with a report (docs/decisions/0019-report-changes-wait-beside-approved-figures.md): up to 10 links { title, url, description } that back
-- its figures. Staff only; the public summary and aggregates never read it.
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "evidence" jsonb DEFAULT '[]'::jsonb NOT NULL;
