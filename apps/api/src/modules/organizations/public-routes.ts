// Routes for /api/v1/public/organizations (docs/decisions/0027-impact-page-open-data-pledges.md):
// the organisations with a public page (an approved member record or report, or a published news
// item, event, job or insight: docs/decisions/0028-news-events-jobs-insights.md) and one page's
// content by slug; an old slug answers 301 to the current one. Public, anonymous, from the public
// cache.
import {
  LIST_PAGING,
  METRIC_KEYS,
  type Metrics,
  PublicOrganizationDetailOut,
  PublicOrganizationOut,
  pagingQuery,
  SlugParam,
  zeroMetrics,
} from "@alliance/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import {
  CONTENT_TABLES,
  type ContentTable,
  courses,
  members,
  organizationSlugs,
  organizations,
  reports,
} from "../../db/schema";
import { notFound } from "../../lib/errors";
import { listRoute } from "../../lib/list-route";
import { pagedRows } from "../../lib/paging";
import { errorResponses } from "../../lib/route-groups";
import { pledgeOf } from "./repository";

/** Its published items of one kind (news, events, jobs, insights) make an organisation public. */
const hasPublished = (table: ContentTable) =>
  sql`exists (select 1 from ${table} where ${table.organizationId} = ${organizations.id} and ${table.approved})`;

/**
 * An organisation is public once it has an approved member record, an approved report, or a
 * published news item, event, job or insight (its page lists them: ADR 0028's addendum).
 */
const isPublic: SQL = sql`(exists (select 1 from ${members} where ${members.organizationId} = ${organizations.id} and ${members.approved})
  or exists (select 1 from ${reports} where ${reports.organizationId} = ${organizations.id} and ${reports.status} = 'approved')
  or ${sql.join(Object.values(CONTENT_TABLES).map(hasPublished), sql` or `)})`;

async function publicOrganization(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.slug, slug), isPublic));
  return row;
}

async function detailOf(db: Db, row: typeof organizations.$inferSelect) {
  const [figureRows, courseRows] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(and(eq(reports.organizationId, row.id), eq(reports.status, "approved")))
      .orderBy(asc(reports.year), asc(reports.quarter)),
    db
      .select({ id: courses.id, title: courses.title, link: courses.link, category: courses.category })
      .from(courses)
      .where(and(eq(courses.organizationId, row.id), eq(courses.approved, true)))
      .orderBy(asc(courses.title))
      .limit(100),
  ]);
  const totals: Metrics = zeroMetrics();
  const figures = figureRows.map((r) => {
    const metrics = Object.fromEntries(METRIC_KEYS.map((key) => [key, r[key]])) as Metrics;
    for (const key of METRIC_KEYS) totals[key] += metrics[key];
    return { year: r.year, quarter: r.quarter as "Q1" | "Q2" | "Q3" | "Q4", ...metrics };
  });
  return {
    slug: row.slug,
    name: row.name,
    website: row.website,
    figures,
    totals,
    pledge: pledgeOf(row),
    courses: courseRows.map((c) => ({ _id: c.id, title: c.title, link: c.link, category: c.category })),
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, "/public/organizations", {
    summary:
      "Organisations with a public page (an approved member record or report, or a published news item, event, job or insight), by name",
    config: { publicCache: true },
    querystring: pagingQuery(LIST_PAGING.public),
    paging: LIST_PAGING.public,
    item: PublicOrganizationOut,
    read: (_query, page) => {
      const rows = app.db
        .select({ slug: organizations.slug, name: organizations.name, website: organizations.website })
        .from(organizations)
        .where(isPublic)
        .$dynamic();
      return pagedRows(
        app.db,
        rows,
        organizations,
        isPublic,
        [asc(organizations.name), asc(organizations.id)],
        page,
      );
    },
    out: (row) => row,
  });

  app.get(
    "/public/organizations/:slug",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "One organisation's public page: approved figures by quarter, totals, pledge and approved courses; an old slug answers 301",
        params: SlugParam,
        response: { 200: PublicOrganizationDetailOut, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      const row = await publicOrganization(app.db, slug);
      if (row) return detailOf(app.db, row);
      const [moved] = await app.db
        .select({ slug: organizations.slug })
        .from(organizationSlugs)
        .innerJoin(organizations, eq(organizations.id, organizationSlugs.organizationId))
        // Only to a public page: an old address never reveals an organisation that has none.
        .where(and(eq(organizationSlugs.slug, slug), isPublic));
      if (moved) {
        return reply.redirect(`/api/v1/public/organizations/${encodeURIComponent(moved.slug)}`, 301);
      }
      throw notFound();
    },
  );
};

export default routes;
