-- Links die with the password and the address (docs/decisions/0021-account-links-and-tokens-at-rest.md):
-- whoever changes a user's password hash or e-mail (the user, an admin, a link, a script), every
-- open invitation and reset link of that account is voided in the same statement's transaction.
CREATE OR REPLACE FUNCTION "users_void_account_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR lower(NEW.email) IS DISTINCT FROM lower(OLD.email) THEN
		UPDATE "account_tokens" SET "used_at" = now() WHERE "user_id" = NEW.id AND "used_at" IS NULL;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_void_account_links" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_void_account_links" AFTER UPDATE OF "password_hash", "email" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_void_account_links"();
--> statement-breakpoint
-- No live token at rest: an invitation or reset e-mail is queued with its link's token masked and
-- names the account and purpose; the sender issues the token while sending (only its hash is
-- stored), and an admin's "reveal" issues a fresh one.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "link_user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "link_purpose" text;
