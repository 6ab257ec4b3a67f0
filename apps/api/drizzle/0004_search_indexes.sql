DROP INDEX "courses_title_trgm";--> statement-breakpoint
DROP INDEX "courses_org_trgm";--> statement-breakpoint
DROP INDEX "courses_tag_trgm";--> statement-breakpoint
DROP INDEX "courses_category_trgm";--> statement-breakpoint
DROP INDEX "members_first_name_trgm";--> statement-breakpoint
DROP INDEX "members_sur_name_trgm";--> statement-breakpoint
DROP INDEX "members_email_trgm";--> statement-breakpoint
DROP INDEX "members_org_trgm";--> statement-breakpoint
DROP INDEX "members_role_trgm";--> statement-breakpoint
DROP INDEX "reports_org_trgm";--> statement-breakpoint
DROP INDEX "reports_created_by_trgm";--> statement-breakpoint
DROP INDEX "requests_first_name_trgm";--> statement-breakpoint
DROP INDEX "requests_sur_name_trgm";--> statement-breakpoint
DROP INDEX "requests_email_trgm";--> statement-breakpoint
DROP INDEX "requests_org_trgm";--> statement-breakpoint
CREATE INDEX "courses_search_trgm" ON "courses" USING gin (("title" || chr(31) || "organization" || chr(31) || "category" || chr(31) || "tag") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_search_trgm" ON "members" USING gin (("first_name" || chr(31) || "sur_name" || chr(31) || "email" || chr(31) || "organization_name" || chr(31) || "role") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_search_trgm" ON "reports" USING gin (("organization_name" || chr(31) || "created_by") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_search_trgm" ON "requests" USING gin (("first_name" || chr(31) || "sur_name" || chr(31) || "email" || chr(31) || "organization_name") gin_trgm_ops);