-- Keep the newest featured course if a database already holds several, then enforce one.
UPDATE "courses" SET "featured" = false
WHERE "featured" AND "id" <> (
	SELECT "id" FROM "courses" WHERE "featured" ORDER BY "created_at" DESC, "id" DESC LIMIT 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "courses_one_featured_uq" ON "courses" USING btree ("featured") WHERE "courses"."featured";
