// Data access for jobs (../content/repository.ts), and its one read of its own: a job is open
// through its closing date (East Africa Time) and closed after it, computed from the day the
// caller passes (the app's clock), so nothing has to close them.
import { contentLanguagesFor, type Language } from "@alliance/shared";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import type { ListPage, ListResult } from "../../lib/paging";
import { escapeLike } from "../../lib/search";
import { type ContentRowOf, contentRepository, type PublishedFilter } from "../content/repository";

export type NewJob = typeof jobs.$inferInsert;
export type JobRow = ContentRowOf<typeof jobs>;

export const jobsRepository = contentRepository(jobs, {
  sortable: ["createdAt", "title", "closingDate"],
  staffSearch: (t) => [t.title, t.location],
  publishedSearch: (t) => [t.title, t.about, t.location],
});

export interface PublicJobsFilter extends PublishedFilter {
  type?: string | undefined;
  workMode?: string | undefined;
  location?: string | undefined;
  includeClosed?: boolean | undefined;
  /** Only jobs written in this language or in both. */
  language?: Language | undefined;
}

/** Approved jobs, open ones only unless `includeClosed` (open: closing on `today` or later); newest first. */
export function listApprovedJobs(
  db: Db,
  filter: PublicJobsFilter,
  today: string,
  page: ListPage,
): Promise<ListResult<JobRow>> {
  const location = filter.location?.trim();
  return jobsRepository.listPublished(db, filter, page, {
    where: and(
      filter.includeClosed ? undefined : gte(jobs.closingDate, today),
      filter.type ? eq(jobs.type, filter.type) : undefined,
      filter.workMode ? eq(jobs.workMode, filter.workMode) : undefined,
      location ? sql`${jobs.location} ilike ${`%${escapeLike(location)}%`}` : undefined,
      filter.language ? inArray(jobs.language, contentLanguagesFor(filter.language)) : undefined,
    ),
    order: [sql`(${lt(jobs.closingDate, today)})`, desc(jobs.featured), desc(jobs.createdAt), desc(jobs.id)],
  });
}
