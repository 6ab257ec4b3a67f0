// The public impact figures (GET /api/v1/reports/summary, the home page's and the impact page's
// numbers): read only from the aggregate tables the `report_aggregates` triggers maintain
// (migrations 0003, 0026), so their cost does not grow with the number of reports. The staff
// side's queries are in ./repository.ts.
import {
  coverageOfAll,
  currentPeriod,
  type ImpactSummary,
  type MetricKey,
  type Metrics,
  type Quarter,
  TOP_ORGANIZATIONS,
  zeroMetrics,
} from "@alliance/shared";
import { and, asc, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  credentials,
  organizations,
  reportCredentials,
  reportOrgTotals,
  reportPeriodTotals,
  reports,
  users,
} from "../../db/schema";
import { summaryBreakdowns } from "./breakdowns-repository";
import { expectedOrganizationCount } from "./completeness-repository";

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
 * The SQL condition that an attachment `x` counts for the report of organisation `organizationId`
 * in `year`/`quarter` (columns or values): it verified, is not one of this site's own credentials
 * (those are counted with the site's), its issuer is this site's DID for the organisation or a DID
 * the organisation declared and an admin approved, and it was completed in the quarter.
 */
export function countsFor(organizationId: SQL, year: SQL, quarter: SQL) {
  return sql`x.state = 'checked' and x.verified and x.own_credential_id is null
    and x.completed_on >= make_date(${year}, (substr(${quarter}, 2)::int - 1) * 3 + 1, 1)
    and x.completed_on < make_date(${year}, (substr(${quarter}, 2)::int - 1) * 3 + 1, 1) + interval '3 months'
    and (x.issuer_organization_id = ${organizationId} or exists (
      select 1 from issuer_dids d
      where d.did = x.issuer and d.organization_id = ${organizationId} and d.approved))`;
}

/**
 * The verified credentials attached to reports of organisation/year/quarter (columns or values),
 * checked by `checkedBy`: each credential once (by its id, else its hash).
 */
function attachedCounting(organizationId: SQL, year: SQL, quarter: SQL, checkedBy?: Date) {
  return sql`(select count(distinct coalesce(x.credential_id, x.hash)) from ${reportCredentials} x
    join ${reports} rx on rx.id = x.report_id
    where rx.organization_id = ${organizationId} and rx.year = ${year} and rx.quarter = ${quarter}
      ${checkedBy ? sql`and x.checked_at <= ${checkedBy}` : sql``}
      and ${countsFor(organizationId, year, quarter)})`;
}

/**
 * `certifiedVerifiableOf` for given report figures (the figures as of a past date): certificates
 * issued by `issuedBy`, with their status of today (statuses have no history yet, like pledges).
 */
export async function certifiedVerifiableFor(
  db: Db,
  figures: Array<{ organizationId: string | null; year: number; quarter: string; certified: number }>,
  issuedBy: Date,
): Promise<number> {
  const rows = figures.filter((f) => f.organizationId && f.certified > 0);
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map(
      (f) => sql`(${f.organizationId}::uuid, ${f.year}::int, ${f.quarter}::text, ${f.certified}::bigint)`,
    ),
    sql`, `,
  );
  const [row] = await rowsOf<{ n: string | number | null }>(
    db,
    sql`select coalesce(sum(least(r.certified, (
          select count(*) from ${credentials} c
          where c.organization_id = r.organization_id and c.status = 'active' and c.issued_at <= ${issuedBy}
            and c.completed_on >= make_date(r.year, (substr(r.quarter, 2)::int - 1) * 3 + 1, 1)
            and c.completed_on < make_date(r.year, (substr(r.quarter, 2)::int - 1) * 3 + 1, 1) + interval '3 months'
        ) + ${attachedCounting(sql`r.organization_id`, sql`r.year`, sql`r.quarter`, issuedBy)})), 0) as n
      from (values ${values}) as r(organization_id, year, quarter, certified)`,
  );
  return Number(row?.n ?? 0);
}

/**
 * What backs one organisation's report of one quarter: the valid certificates issued here with a
 * completion date in the quarter, and the verified credentials attached to the report that count.
 */
export async function verifiableInQuarter(
  db: Db,
  organizationId: string,
  year: number,
  quarter: Quarter,
): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select (select count(*) from ${credentials} c
      where c.organization_id = ${organizationId} and c.status = 'active'
        and c.completed_on >= make_date(${year}::int, (substr(${quarter}::text, 2)::int - 1) * 3 + 1, 1)
        and c.completed_on < make_date(${year}::int, (substr(${quarter}::text, 2)::int - 1) * 3 + 1, 1) + interval '3 months'
      ) + ${attachedCounting(sql`${organizationId}::uuid`, sql`${year}::int`, sql`${quarter}::text`)} as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Of the certified figure of the approved reports (over the filters), how many can be checked:
 * per report, the valid certificates this site issued for its organisation whose completion date
 * falls in the report's quarter, plus the credentials the organisation attached that count
 * (`countsFor`), never more than the report's own certified figure.
 */
export async function certifiedVerifiableOf(
  db: Db,
  filter: { year?: number | undefined; quarter?: Quarter | undefined },
): Promise<number> {
  const [row] = await rowsOf<{ n: string | number | null }>(
    db,
    sql`select coalesce(sum(least(r.certified, (
          select count(*) from ${credentials} c
          where c.organization_id = r.organization_id and c.status = 'active'
            and c.completed_on >= make_date(r.year, (substr(r.quarter, 2)::int - 1) * 3 + 1, 1)
            and c.completed_on < make_date(r.year, (substr(r.quarter, 2)::int - 1) * 3 + 1, 1) + interval '3 months'
        ) + ${attachedCounting(sql`r.organization_id`, sql`r.year`, sql`r.quarter`)})), 0) as n
      from ${reports} r
      where r.status = 'approved' and r.organization_id is not null and r.certified > 0
        ${filter.year !== undefined ? sql`and r.year = ${filter.year}` : sql``}
        ${filter.quarter !== undefined ? sql`and r.quarter = ${filter.quarter}` : sql``}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The public impact figures (`now` decides which quarter is still in progress): totals and the per-quarter series from `report_period_totals`, the
 * top organisations from `report_org_totals` (one index range scan, LIMIT 5). Never an e-mail.
 */
export async function reportSummary(
  db: Db,
  filter: { year?: number | undefined; quarter?: Quarter | undefined },
  now: Date,
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
  const inProgress = currentPeriod(now);
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
    certifiedVerifiable: await certifiedVerifiableOf(db, filter),
  };
}
