// Data access for impact reports and the public summary. The summary reads only the aggregate
// tables that the `report_aggregates` triggers maintain, so its cost does not grow with reports.
import {
  API_ERRORS,
  coverageOfAll,
  currentPeriod,
  type ImpactSummary,
  type MetricKey,
  type Metrics,
  type Quarter,
  type ReportStatus,
  SORT_FIELDS,
  type SortField,
  TOP_ORGANIZATIONS,
  zeroMetrics,
} from "@alliance/shared";
import { and, asc, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { organizations, reportOrgTotals, reportPeriodTotals, reports, users } from "../../db/schema";
import { conflict, pgErrorCode } from "../../lib/errors";
import { type ListPage, type ListResult, pagedRows, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";
import { knownBreakdownsOf, summaryBreakdowns } from "./breakdowns-repository";
import { expectedOrganizationCount } from "./completeness-repository";
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
 * organisation's last approved figures (issue 39 item 17). Quarters compare as text ('Q1' < 'Q4').
 */
const previousApprovedId = sql`select ${prev.id} from "reports" as "prev"
  where ${prev.organizationId} = ${reports.organizationId}
    and ${prev.status} = 'approved'
    and (${prev.year}, ${prev.quarter}) < (${reports.year}, ${reports.quarter})
  order by ${prev.year} desc, ${prev.quarter} desc
  limit 1`;
/** The previous quarter's approved report of the same organisation, as metrics (or null). */
const previousApproved = sql`select json_build_object('aware', ${prev.aware}, 'engaged', ${prev.engaged},
  'trained', ${prev.trained}, 'certified', ${prev.certified}, 'orgsReached', ${prev.orgsReached},
  'reachedByLeaders', ${prev.reachedByLeaders})
  from "reports" as "prev" where ${prev.id} = (${previousApprovedId})`;

const withUser = {
  id: reports.id,
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
  previousPeriod: sql<{ year: number; quarter: Quarter } | null>`(select json_build_object('year', ${prev.year}, 'quarter', ${prev.quarter})
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

const METRIC_COLUMNS: Record<MetricKey, keyof typeof reportPeriodTotals.$inferSelect> = {
  aware: "aware",
  engaged: "engaged",
  trained: "trained",
  certified: "certified",
  orgsReached: "orgsReached",
  reachedByLeaders: "reachedByLeaders",
};

/** Top organisations over all periods (year 0, quarter ''), one year, or one quarter of every year. */
function topOfLevel(db: Db, year: number, quarter: string) {
  return (
    db
      .select({
        name: sql<string>`coalesce(nullif(${reportOrgTotals.name}, ''), ${users.username}, 'Unknown')`,
        total: reportOrgTotals.total,
      })
      .from(reportOrgTotals)
      .leftJoin(users, eq(users.id, reportOrgTotals.userId))
      .where(
        and(
          eq(reportOrgTotals.year, year),
          eq(reportOrgTotals.quarter, quarter),
          gt(reportOrgTotals.reports, 0),
        ),
      )
      // "nulls last" matches report_org_totals_rank_idx (total DESC NULLS LAST; total is never null),
      // so the top 5 come from an ordered index scan instead of sorting every organisation.
      .orderBy(sql`${reportOrgTotals.total} desc nulls last`, asc(reportOrgTotals.orgKey))
      .limit(TOP_ORGANIZATIONS)
  );
}

const reportTotal = sql`(${reports.aware}::bigint + ${reports.engaged} + ${reports.trained} + ${reports.certified})`;

/**
 * Top organisations of one year and quarter, read from `reports` (at most one report per
 * organisation and period) through reports_period_rank_idx: same expression, same order.
 */
function topOfPeriod(db: Db, year: number, quarter: string) {
  return (
    db
      .select({
        name: sql<string>`coalesce(nullif(${reports.organizationName}, ''), ${users.username}, 'Unknown')`,
        total: sql<string>`${reportTotal}`,
      })
      .from(reports)
      .leftJoin(users, eq(users.id, reports.userId))
      // Only approved reports count publicly; the rank index is partial on the same condition.
      .where(and(eq(reports.year, year), eq(reports.quarter, quarter), sql`${reports.status} = 'approved'`))
      .orderBy(sql`${reportTotal} desc nulls last`, asc(reports.id))
      .limit(TOP_ORGANIZATIONS)
  );
}

/**
 * The organisations that trained the most people over the filters (approved reports only), with
 * the slug of their public page. All periods, one year or one quarter of every year: the
 * maintained `report_org_totals` (its `trained`, migration 0026); one year and quarter: that
 * period's approved reports, one per organisation. Either way the cost does not grow with the
 * number of reports.
 */
async function topTrainedOf(db: Db, filter: { year?: number | undefined; quarter?: Quarter | undefined }) {
  const rows =
    filter.year !== undefined && filter.quarter !== undefined
      ? await db
          .select({
            slug: organizations.slug,
            name: organizations.name,
            trained: sql<string>`${reports.trained}`,
          })
          .from(reports)
          .innerJoin(organizations, eq(organizations.id, reports.organizationId))
          .where(
            and(
              sql`${reports.status} = 'approved'`,
              eq(reports.year, filter.year),
              eq(reports.quarter, filter.quarter),
              gt(reports.trained, 0),
            ),
          )
          .orderBy(desc(reports.trained), asc(organizations.name))
          .limit(TOP_ORGANIZATIONS)
      : await db
          .select({
            slug: organizations.slug,
            name: organizations.name,
            trained: sql<string>`${reportOrgTotals.trained}`,
          })
          .from(reportOrgTotals)
          .innerJoin(
            organizations,
            sql`org_name_key(${organizations.name}) = org_name_key(${reportOrgTotals.name})`,
          )
          .where(
            and(
              eq(reportOrgTotals.year, filter.year ?? 0),
              eq(reportOrgTotals.quarter, filter.quarter ?? ""),
              gt(reportOrgTotals.trained, 0),
            ),
          )
          .orderBy(desc(reportOrgTotals.trained), asc(reportOrgTotals.orgKey))
          .limit(TOP_ORGANIZATIONS);
  return rows.map((row) => ({ slug: row.slug, name: row.name, trained: Number(row.trained) }));
}

/** Each top organisation with the slug of its public page (matched by name key: the ranking keys by name). */
async function withSlugs(db: Db, top: Array<{ name: string; total: number }>) {
  if (top.length === 0) return [];
  const names = sql.join(
    top.map((t) => sql`(${t.name})`),
    sql`, `,
  );
  const rows = await rowsOf<{ name: string; slug: string }>(
    db,
    sql`select v.name, o.slug from (values ${names}) as v(name)
      join organizations o on org_name_key(o.name) = org_name_key(v.name)`,
  );
  const slugByName = new Map(rows.map((row) => [row.name, row.slug]));
  return top.map((t) => ({ ...t, slug: slugByName.get(t.name) ?? null }));
}

function sumPeriods(periods: Array<typeof reportPeriodTotals.$inferSelect>): Metrics {
  const totals = zeroMetrics();
  for (const period of periods) {
    for (const key of Object.keys(METRIC_COLUMNS) as MetricKey[]) {
      totals[key] += Number(period[METRIC_COLUMNS[key]]);
    }
  }
  return totals;
}

/**
 * The public impact figures: totals and the per-quarter series from `report_period_totals`, the
 * top organisations from `report_org_totals` (one index range scan, LIMIT 5). Never an e-mail.
 */
export async function reportSummary(
  db: Db,
  filter: { year?: number | undefined; quarter?: Quarter | undefined },
): Promise<ImpactSummary> {
  const periods = await db
    .select()
    .from(reportPeriodTotals)
    .where(
      and(
        filter.year !== undefined ? eq(reportPeriodTotals.year, filter.year) : undefined,
        filter.quarter !== undefined ? eq(reportPeriodTotals.quarter, filter.quarter) : undefined,
        gt(reportPeriodTotals.reports, 0),
      ),
    )
    .orderBy(asc(reportPeriodTotals.year), asc(reportPeriodTotals.quarter));

  const top =
    filter.year !== undefined && filter.quarter !== undefined
      ? await topOfPeriod(db, filter.year, filter.quarter)
      : await topOfLevel(db, filter.year ?? 0, filter.quarter ?? "");

  const totals = sumPeriods(periods);
  const breakdowns = await summaryBreakdowns(db, filter, totals);
  const [latest] = await db
    .select({ at: sql<string | null>`max(${reports.reviewedAt})` })
    .from(reports)
    .where(sql`${reports.status} = 'approved'`);
  const [pledged] = await db
    .select({
      trained: sql<string>`coalesce(sum(${organizations.pledgeTrained}), 0)`,
      certified: sql<string>`coalesce(sum(${organizations.pledgeCertified}), 0)`,
    })
    .from(organizations);
  const filtered = filter.year !== undefined || filter.quarter !== undefined;
  const allTime = filtered ? sumPeriods(await db.select().from(reportPeriodTotals)) : totals;
  const expected = await expectedOrganizationCount(db);
  const inProgress = currentPeriod();
  return {
    totals,
    allTime,
    series: periods.map((p) => ({
      period: `${p.year}-${p.quarter}`,
      aware: Number(p.aware),
      engaged: Number(p.engaged),
      trained: Number(p.trained),
      certified: Number(p.certified),
      provisional: p.year === inProgress.year && p.quarter === inProgress.quarter,
      // One report per organisation and period, so the approved reports are the organisations.
      reported: p.reports,
      expected,
    })),
    topOrganizations: await withSlugs(
      db,
      top.map((t) => ({ name: t.name, total: Number(t.total) })),
    ),
    topTrained: await topTrainedOf(db, filter),
    breakdowns,
    coverage: coverageOfAll(breakdowns),
    lastApprovedAt: latest?.at ? new Date(latest.at).toISOString() : null,
    pledged: { trained: Number(pledged?.trained ?? 0), certified: Number(pledged?.certified ?? 0) },
  };
}
