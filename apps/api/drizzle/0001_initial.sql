CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"link" text NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"tag" text NOT NULL,
	"category" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"segment" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"sur_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"organization_name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_name" text NOT NULL,
	"link" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_period_totals" (
	"year" integer NOT NULL,
	"quarter" text NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"aware" bigint DEFAULT 0 NOT NULL,
	"engaged" bigint DEFAULT 0 NOT NULL,
	"trained" bigint DEFAULT 0 NOT NULL,
	"certified" bigint DEFAULT 0 NOT NULL,
	"orgs_reached" bigint DEFAULT 0 NOT NULL,
	"reached_by_leaders" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_name" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"quarter" text NOT NULL,
	"aware" integer DEFAULT 0 NOT NULL,
	"engaged" integer DEFAULT 0 NOT NULL,
	"trained" integer DEFAULT 0 NOT NULL,
	"certified" integer DEFAULT 0 NOT NULL,
	"orgs_reached" integer DEFAULT 0 NOT NULL,
	"reached_by_leaders" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"sur_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"organization_name" text NOT NULL,
	"message" text NOT NULL,
	"req_status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"organization_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_approved_idx" ON "courses" USING btree ("approved","created_at");--> statement-breakpoint
CREATE INDEX "courses_email_idx" ON "courses" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "courses_title_trgm" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_org_trgm" ON "courses" USING gin ("organization" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_tag_trgm" ON "courses" USING gin ("tag" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_category_trgm" ON "courses" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_approved_idx" ON "members" USING btree ("approved","created_at");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_first_name_trgm" ON "members" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_sur_name_trgm" ON "members" USING gin ("sur_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_email_trgm" ON "members" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_org_trgm" ON "members" USING gin ("organization_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_role_trgm" ON "members" USING gin ("role" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partners_org_trgm" ON "partners" USING gin ("organization_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "report_period_totals_pk" ON "report_period_totals" USING btree ("year","quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_org_period_uq" ON "reports" USING btree (lower("organization_name"),"year","quarter");--> statement-breakpoint
CREATE INDEX "reports_period_idx" ON "reports" USING btree ("year","quarter");--> statement-breakpoint
CREATE INDEX "reports_created_by_idx" ON "reports" USING btree (lower("created_by"));--> statement-breakpoint
CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_org_trgm" ON "reports" USING gin ("organization_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_created_by_trgm" ON "reports" USING gin ("created_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_created_at_idx" ON "requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "requests_first_name_trgm" ON "requests" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_sur_name_trgm" ON "requests" USING gin ("sur_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_email_trgm" ON "requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_org_trgm" ON "requests" USING gin ("organization_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_org_trgm" ON "users" USING gin ("organization_name" gin_trgm_ops);