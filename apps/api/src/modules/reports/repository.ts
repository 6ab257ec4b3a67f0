// Data access for impact reports as staff read and write them: the list, the export's batches,
// one report with its user and the previous approved quarter, and the writes. The public summary's
// queries are in ./summary-repository.ts.
import {
  API_ERRORS,
  type Metrics,
  type Quarter,
  type ReportStatus,
  SORT_FIELDS,
  type SortField,
} from "@alliance/shared";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { reports, users } from "../../db/schema";
import { conflict, pgErrorCode } from "../../lib/errors";
import { type ListPage, type ListResult, pagedRows, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";
import { knownBreakdownsOf } from "./breakdowns-repository";
import { periodOrdinalSql } from "./period-sql";
import type { ReportRowWithUser } from "./serialize";

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;

export interface ReportFilter {
  year?: number | undefined;
  quarter?: Quarter | undefined;
  /** Substring of organizationName or createdBy. */
  search?: string | undefined;
  /** Scope to one organisation's reports (organisation users). */
  organizationId?: string | undefined;
  /** Scope to the reports this e-mail created (a user of no organisation). */
  ownerEmail?: string | undefined;
  /** One status, or `waiting`: everything an admin must decide. */
  status?: ReportStatus | "waiting" | undefined;
}

const prev = alias(reports, "prev");
/**
 * The id of the same organisation's latest approved report of a quarter before this one (or null):
 * not only the calendar quarter before, so a report after a gap is still compared with the
 * organisation's last approved figures.
 */
const previousApprovedId = sql`select ${prev.id} from "reports" as "prev"
  where ${prev.organizationId} = ${reports.organizationId}
    and ${prev.status} = 'approved'
    and ${periodOrdinalSql(prev.year, prev.quarter)} < ${periodOrdinalSql(reports.year, reports.quarter)}
  order by ${periodOrdinalSql(prev.year, prev.quarter)} desc
  limit 1`;
/** The previous quarter's approved report of the same organisation, as metrics (or null). */
const previousApproved = sql`select json_build_object('aware', ${prev.aware}, 'engaged', ${prev.engaged},
  'trained', ${prev.trained}, 'certified', ${prev.certified}, 'orgsReached', ${prev.orgsReached},
  'reachedByLeaders', ${prev.reachedByLeaders})
  from "reports" as "prev" where ${prev.id} = (${previousApprovedId})`;

/** A report's organisation, period and figures (the staff list and the open data read them). */
export const reportFigureColumns = {
  organizationName: reports.organizationName,
  organizationId: reports.organizationId,
  year: reports.year,
  quarter: reports.quarter,
  aware: reports.aware,
  engaged: reports.engaged,
  trained: reports.trained,
  certified: reports.certified,
  orgsReached: reports.orgsReached,
  reachedByLeaders: reports.reachedByLeaders,
};

const withUser = {
  id: reports.id,
  ...reportFigureColumns,
  evidence: reports.evidence,
  userId: reports.userId,
  username: users.username,
  createdBy: reports.createdBy,
  createdAt: reports.createdAt,
  status: reports.status,
  reviewNote: reports.reviewNote,
  reviewedBy: reports.reviewedBy,
  reviewedAt: reports.reviewedAt,
  pendingChange: reports.pendingChange,
  pendingBy: reports.pendingBy,
  pendingAt: reports.pendingAt,
  pendingNote: reports.pendingNote,
  removalReason: reports.removalReason,
  removalBy: reports.removalBy,
  removalAt: reports.removalAt,
  version: reports.version,
  updatedBy: reports.updatedBy,
  updatedAt: reports.updatedAt,
  // The same organisation's approved report of the quarter before, for the jump warning.
  previous: sql<Metrics | null>`(${previousApproved})`,
  previousPeriod: sql<{
    year: number;
    quarter: Quarter;
  } | null>`(select json_build_object('year', ${prev.year}, 'quarter', ${prev.quarter})
    from "reports" as "prev" where ${prev.id} = (${previousApprovedId}))`,
  breakdowns: knownBreakdownsOf(reports.id),
  // The previous approved quarter's breakdowns, for the coverage warning.
  previousBreakdowns: knownBreakdownsOf(sql`(${previousApprovedId})`),
};

function whereOf(filter: ReportFilter): SQL | undefined {
  return and(
    filter.year !== undefined ? eq(reports.year, filter.year) : undefined,
    filter.quarter !== undefined ? eq(reports.quarter, filter.quarter) : undefined,
    filter.organizationId !== undefined ? eq(reports.organizationId, filter.organizationId) : undefined,
    filter.ownerEmail !== undefined
      ? sql`lower(${reports.createdBy}) = ${filter.ownerEmail.toLowerCase()}`
      : undefined,
    filter.status === "waiting"
      ? sql`(${reports.status} = 'submitted' or (${reports.pendingChange} is not null and ${reports.pendingNote} is null) or ${reports.removalAt} is not null)`
      : filter.status !== undefined
        ? eq(reports.status, filter.status)
        : undefined,
    searchText([reports.organizationName, reports.createdBy], filter.search),
  );
}

const order = sortOrder(reports, SORT_FIELDS.reports);

/** One page of the filtered list, newest first unless sorted otherwise. */
export async function listReports(
  db: Db,
  filter: ReportFilter,
  page: ListPage<SortField<"reports">>,
): Promise<ListResult<ReportRowWithUser>> {
  const where = whereOf(filter);
  const rows = db
    .select(withUser)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.userId))
    .where(where)
    .$dynamic();
  return pagedRows(db, rows, reports, where, order(page.sort), page);
}

/** Keyset batches over the filtered list (newest first), for the Excel export. */
export async function* reportBatches(db: Db, filter: ReportFilter, batchSize = 2000) {
  let afterId: string | undefined;
  for (;;) {
    const rows: ReportRowWithUser[] = await db
      .select(withUser)
      .from(reports)
      .leftJoin(users, eq(users.id, reports.userId))
      .where(
        and(
          whereOf(filter),
          // The cursor's timestamp is read in SQL: a JS Date would drop the microseconds.
          afterId
            ? sql`(${reports.createdAt}, ${reports.id}) < (select r.created_at, r.id from reports r where r.id = ${afterId})`
            : undefined,
        ),
      )
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

export async function findReport(db: Db, id: string): Promise<ReportRowWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.userId))
    .where(eq(reports.id, id));
  return row;
}

/** The reports whose ids are given, in one read (an import's hundreds), by id. */
export async function findReports(db: Db, ids: string[]): Promise<Map<string, ReportRowWithUser>> {
  if (ids.length === 0) return new Map();
  const rows: ReportRowWithUser[] = await db
    .select(withUser)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.userId))
    .where(inArray(reports.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * True when the organisation already has a report for that year and quarter (other than
 * `exceptId`); the unique index (organization_id, year, quarter) refuses it in the database too.
 */
async function periodTaken(
  db: Db,
  organizationId: string | null | undefined,
  year: number,
  quarter: string,
  exceptId?: string,
) {
  if (!organizationId) return false;
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(eq(reports.organizationId, organizationId), eq(reports.year, year), eq(reports.quarter, quarter)),
    );
  return !!row && row.id !== exceptId;
}

/** 409 when the organisation already has another report for that year and quarter. */
export async function assertPeriodFree(
  db: Db,
  organizationId: string | null | undefined,
  year: number,
  quarter: string,
  exceptId?: string,
): Promise<void> {
  if (await periodTaken(db, organizationId, year, quarter, exceptId)) {
    throw conflict(API_ERRORS.reportExists);
  }
}

async function uniqueOr409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw conflict(API_ERRORS.reportExists);
    throw error;
  }
}

export async function insertReport(db: Db, values: NewReport): Promise<ReportRowWithUser> {
  if (await periodTaken(db, values.organizationId, values.year, values.quarter)) {
    throw conflict(API_ERRORS.reportExists);
  }
  const [row] = await uniqueOr409(() => db.insert(reports).values(values).returning({ id: reports.id }));
  return (await findReport(db, row!.id))!;
}

export async function updateReport(
  db: Db,
  existing: ReportRowWithUser,
  values: Partial<NewReport>,
): Promise<ReportRowWithUser | undefined> {
  const organizationId = values.organizationId ?? existing.organizationId;
  const year = values.year ?? existing.year;
  const quarter = values.quarter ?? existing.quarter;
  if (await periodTaken(db, organizationId, year, quarter, existing.id)) {
    throw conflict(API_ERRORS.reportExists);
  }
  const rows = await uniqueOr409(() =>
    db.update(reports).set(values).where(eq(reports.id, existing.id)).returning({ id: reports.id }),
  );
  if (rows.length === 0) return undefined;
  return findReport(db, existing.id);
}

/** The report, its row locked until the transaction ends: what a write decides from stays true. */
export async function lockReport(tx: Db, id: string): Promise<ReportRowWithUser | undefined> {
  const [locked] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, id)).for("update");
  return locked ? findReport(tx, id) : undefined;
}

/** The reports, their rows locked until the transaction ends (one statement), by id. */
export async function lockReports(tx: Db, ids: string[]): Promise<Map<string, ReportRowWithUser>> {
  if (ids.length === 0) return new Map();
  const locked = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(inArray(reports.id, ids))
    .orderBy(reports.id)
    .for("update");
  return findReports(
    tx,
    locked.map((row) => row.id),
  );
}

/** Sets only the given columns (the version trigger counts the write). */
export async function setReportColumns(
  tx: Db,
  id: string,
  values: Partial<NewReport>,
): Promise<ReportRowWithUser | undefined> {
  const rows = await uniqueOr409(() =>
    tx.update(reports).set(values).where(eq(reports.id, id)).returning({ id: reports.id }),
  );
  return rows.length > 0 ? findReport(tx, id) : undefined;
}

export async function deleteReport(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
  return rows.length > 0;
}
