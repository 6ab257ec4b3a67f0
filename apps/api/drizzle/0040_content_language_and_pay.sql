-- Courses, jobs and events carry the language they are taught or written in (English, Kiswahili
-- or both), shown on their cards and pages and filtered by; courses take keywords (in either
-- language, e.g. "kilimo", "walimu") that the public search reads. Existing rows are English.
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT IF EXISTS "courses_content_language_check";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_content_language_check" CHECK ("language" IN ('en', 'sw', 'both'));--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT IF EXISTS "jobs_content_language_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_content_language_check" CHECK ("language" IN ('en', 'sw', 'both'));--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT IF EXISTS "events_content_language_check";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_content_language_check" CHECK ("language" IN ('en', 'sw', 'both'));
--> statement-breakpoint
-- A job's optional pay or stipend: a whole amount, its currency (Kenya shillings) and its period.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "pay_amount" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "pay_currency" text DEFAULT 'KES' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "pay_period" text;--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT IF EXISTS "jobs_pay_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_check" CHECK (
	("pay_amount" IS NULL AND "pay_period" IS NULL)
	OR ("pay_amount" > 0 AND "pay_period" IN ('hour', 'day', 'week', 'month', 'year', 'once'))
);
