-- Following new jobs, events and news by e-mail (docs/decisions/0052-follow-by-e-mail.md): the
-- followers (kept only while they follow), their links' token hashes, the items announced once,
-- and the outbox's reference to the follower whose link the sender issues while sending.
CREATE TABLE IF NOT EXISTS "follow_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL UNIQUE,
	"kinds" text[] NOT NULL,
	"frequency" text NOT NULL,
	"language" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"pending" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "follow_subscriptions_confirmed_idx" ON "follow_subscriptions" ("frequency") WHERE "confirmed_at" is not null;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "follow_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL REFERENCES "follow_subscriptions"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "follow_tokens_subscription_idx" ON "follow_tokens" ("subscription_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "follow_announcements" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("kind", "item_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "follow_announcements_at_idx" ON "follow_announcements" ("announced_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "follow_subscription_id" uuid;
