-- Honest e-mail: an application or an
-- information request gets a reference number (KAIA-M-2026-000123, KAIA-R-...) that the answer
-- and the acknowledgement e-mail to the applicant repeat, so staff and applicant can name it.
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "reference" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN IF NOT EXISTS "reference" text;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "form_reference_seq";
