-- Completeness you can act on (docs/decisions/0024-organisations-picked-and-completeness.md): an
-- admin's choice whether an organisation must report (NULL: the default rule, at least one
-- organisation user and not the demo organisation) and when it was last reminded (at most one
-- manual reminder a day).
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "must_report" boolean;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "last_reminded_at" timestamp with time zone;
