// Data access for jobs. A job is open through its closing date (East Africa Time) and closed after
// it: computed from the day the caller passes (the app's clock), so nothing has to close them.
import type { SortField } from "@alliance/shared";
import { and, desc, eq, getTableColumns, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import { type ListPage, type ListResult, pagedRows, sortOrder } from "../../lib/paging";
import { escapeLike, searchText } from "../../lib/search";
import type { AuthUser } from "../../plugins/auth";
import {
  type OrganizationFields,
  ofOrganization,
  organizationColumns,
  type StaffFilter,
  staffWhere,
} from "../content/items";
import type { ReviewColumns } from "../content/review";

export type NewJob = typeof jobs.$inferInsert;

const columns = { ...getTableColumns(jobs), ...organizationColumns(jobs.organizationId) };
export type JobRow = typeof jobs.$inferSelect & OrganizationFields;

const order = sortOrder(jobs, ["createdAt", "title", "closingDate"]);

export async function findJob(db: Db, id: string, lock = false): Promise<JobRow | undefined> {
  const query = db.select(columns).from(jobs).where(eq(jobs.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** An approved job by its slug, open or closed. */
export async function findApprovedJob(db: Db, slug: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(jobs)
    .where(and(eq(jobs.slug, slug), eq(jobs.approved, true)));
  return row;
}

export async function insertJob(db: Db, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning(columns);
  return row!;
}

export async function updateJob(
  db: Db,
  id: string,
  values: Partial<NewJob> | ReviewColumns,
): Promise<JobRow | undefined> {
  const [row] = await db.update(jobs).set(values).where(eq(jobs.id, id)).returning(columns);
  return row;
}

export async function deleteJob(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** The staff list: title, location, about searched; review status; the caller's own. */
export function listJobs(
  db: Db,
  filter: StaffFilter,
  viewer: AuthUser,
  page: ListPage<SortField<"jobs">>,
): Promise<ListResult<JobRow>> {
  const where = staffWhere(jobs, [jobs.title, jobs.location], filter, viewer);
  return pagedRows(
    db,
    db.select(columns).from(jobs).where(where).$dynamic(),
    jobs,
    where,
    order(page.sort),
    page,
  );
}

export interface PublicJobsFilter {
  q?: string | undefined;
  type?: string | undefined;
  workMode?: string | undefined;
  location?: string | undefined;
  includeClosed?: boolean | undefined;
  /** The slug of an organisation's page: its jobs only. */
  organization?: string | undefined;
}

/** Approved jobs, open ones only unless `includeClosed` (open: closing on `today` or later); newest first. */
export function listApprovedJobs(
  db: Db,
  filter: PublicJobsFilter,
  today: string,
  page: ListPage,
): Promise<ListResult<JobRow>> {
  const where: SQL | undefined = and(
    eq(jobs.approved, true),
    filter.includeClosed ? undefined : gte(jobs.closingDate, today),
    filter.type ? eq(jobs.type, filter.type) : undefined,
    filter.workMode ? eq(jobs.workMode, filter.workMode) : undefined,
    filter.location?.trim()
      ? sql`${jobs.location} ilike ${`%${escapeLike(filter.location.trim())}%`}`
      : undefined,
    searchText([jobs.title, jobs.about, jobs.location], filter.q),
    ofOrganization(jobs.organizationId, filter.organization),
  );
  return pagedRows(
    db,
    db.select(columns).from(jobs).where(where).$dynamic(),
    jobs,
    where,
    [sql`(${lt(jobs.closingDate, today)})`, desc(jobs.featured), desc(jobs.createdAt), desc(jobs.id)],
    page,
  );
}

/** Every approved job's address and last change (the sitemap). */
export const publishedJobs = (db: Db) =>
  db.select({ slug: jobs.slug, updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.approved, true));
