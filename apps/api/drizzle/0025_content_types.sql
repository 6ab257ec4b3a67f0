-- News, events, jobs and insights (docs/decisions/0028-news-events-jobs-insights.md):
-- four tables with the review columns of courses (approved, reviewed_at, a pending change, a
-- version bumped by every write as in 0017_record_versions), an `updated_at` set by the same
-- trigger (the sitemap's last change), and a `slug` set from the title on insert: the title's
-- slugify() (migration 0024), or with -2, -3... when another item of the same type has it. A slug
-- given on insert (a restore from the trash) is kept; an edit of the title keeps the slug.
CREATE OR REPLACE FUNCTION "content_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_base text;
	v_candidate text;
	v_n integer := 1;
	v_taken boolean;
BEGIN
	IF coalesce(NEW."slug", '') <> '' THEN
		RETURN NEW;
	END IF;
	v_base := slugify(NEW."title");
	-- A title without a Latin letter or digit: the type's name ("news", "news-2"...).
	IF regexp_replace(lower(coalesce(NEW."title", '')), '[^a-z0-9]+', '', 'g') = '' THEN
		v_base := TG_TABLE_NAME;
	END IF;
	v_candidate := v_base;
	LOOP
		EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE "slug" = $1)', TG_TABLE_NAME) INTO v_taken USING v_candidate;
		EXIT WHEN NOT v_taken;
		v_n := v_n + 1;
		v_candidate := v_base || '-' || v_n;
	END LOOP;
	NEW."slug" := v_candidate;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.version := OLD.version + 1;
	NEW.updated_at := now();
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"organization_id" uuid,
	"email" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"pending_change" jsonb,
	"pending_by" text,
	"pending_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "news_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "news_slug_uq" ON "news" USING btree ("slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_approved_idx" ON "news" USING btree ("approved", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_organization_idx" ON "news" USING btree ("organization_id");--> statement-breakpoint
DROP TRIGGER IF EXISTS "news_slug" ON "news";--> statement-breakpoint
CREATE TRIGGER "news_slug" BEFORE INSERT ON "news" FOR EACH ROW EXECUTE FUNCTION "content_slug"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "news_bump_version" ON "news";--> statement-breakpoint
CREATE TRIGGER "news_bump_version" BEFORE UPDATE ON "news" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"organization_id" uuid,
	"email" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"pending_change" jsonb,
	"pending_by" text,
	"pending_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"event_type" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"online_link" text DEFAULT '' NOT NULL,
	"registration_link" text DEFAULT '' NOT NULL,
	CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "events_slug_uq" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_approved_idx" ON "events" USING btree ("approved", "end_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_organization_idx" ON "events" USING btree ("organization_id");--> statement-breakpoint
DROP TRIGGER IF EXISTS "events_slug" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_slug" BEFORE INSERT ON "events" FOR EACH ROW EXECUTE FUNCTION "content_slug"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "events_bump_version" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_bump_version" BEFORE UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"organization_id" uuid,
	"email" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"pending_change" jsonb,
	"pending_by" text,
	"pending_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"about" text NOT NULL,
	"type" text NOT NULL,
	"work_mode" text NOT NULL,
	"location" text NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsibilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"how_to_apply" text NOT NULL,
	"closing_date" date NOT NULL,
	CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "jobs_slug_uq" ON "jobs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_approved_idx" ON "jobs" USING btree ("approved", "closing_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_organization_idx" ON "jobs" USING btree ("organization_id");--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_slug" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_slug" BEFORE INSERT ON "jobs" FOR EACH ROW EXECUTE FUNCTION "content_slug"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_bump_version" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_bump_version" BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"organization_id" uuid,
	"email" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"pending_change" jsonb,
	"pending_by" text,
	"pending_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"date_of_insight" date NOT NULL,
	"summary" text NOT NULL,
	"methodology" text NOT NULL,
	"link" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "insights_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "insights_slug_uq" ON "insights" USING btree ("slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "insights_approved_idx" ON "insights" USING btree ("approved", "date_of_insight");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "insights_organization_idx" ON "insights" USING btree ("organization_id");--> statement-breakpoint
DROP TRIGGER IF EXISTS "insights_slug" ON "insights";--> statement-breakpoint
CREATE TRIGGER "insights_slug" BEFORE INSERT ON "insights" FOR EACH ROW EXECUTE FUNCTION "content_slug"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "insights_bump_version" ON "insights";--> statement-breakpoint
CREATE TRIGGER "insights_bump_version" BEFORE UPDATE ON "insights" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
