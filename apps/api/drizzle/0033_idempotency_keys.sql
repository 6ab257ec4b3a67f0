-- Idempotency-Key on the staff area's writes (docs/decisions/0039-works-on-a-cheap-phone.md): the
-- first answer to a key, per user, for 24 hours; a retry of the same request gets it again and
-- writes nothing. (The import keeps its own keys, by organisation: idempotency_keys, migration 0032.)
CREATE TABLE IF NOT EXISTS "staff_request_replays" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "key")
);
