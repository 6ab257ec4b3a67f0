-- The language a person reads e-mails in (docs/decisions/0030-language-of-e-mails-and-accounts.md):
-- a staff user's choice on My account, and the language of the page an application or an
-- information request was sent from, so its acknowledgement comes in that language. Existing
-- rows were all made on the English site.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL
	CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'sw'));--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL
	CONSTRAINT "members_language_check" CHECK ("language" IN ('en', 'sw'));--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL
	CONSTRAINT "requests_language_check" CHECK ("language" IN ('en', 'sw'));
