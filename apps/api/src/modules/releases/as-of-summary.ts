// GET /reports/summary?as_of=: the public summary as the site answered it at an instant, computed
// from the versions in effect then (migration 0031) with the same rules as the live summary's
// aggregates: approved figures only, the same rankings and tie-breaks, "not stated" the remainder.
// Pledges and the number of organisations expected to report have no history: today's are given.
import {
  type BreakdownMetric,
  type CategoryCounts,
  completeBreakdowns,
  coverageOfAll,
  currentPeriod,
  type Dimension,
  type ImpactSummary,
  METRIC_KEYS,
  type Metrics,
  type Quarter,
  TOP_ORGANIZATIONS,
  zeroMetrics,
} from "@alliance/shared";
import type { Db } from "../../db/client";
import { expectedOrganizationCount } from "../reports/completeness-repository";
import { certifiedVerifiableFor, reportSummary } from "../reports/summary-repository";
import {
  type OrganizationRef,
  organizationsNamed,
  orgNameKey,
  type ReportVersion,
  versionsAsOf,
} from "./history-repository";

type PeriodFilter = { year?: number | undefined; quarter?: Quarter | undefined };

function sumMetrics(versions: ReportVersion[]): Metrics {
  const totals = zeroMetrics();
  for (const version of versions) for (const key of METRIC_KEYS) totals[key] += version[key];
  return totals;
}

const fourTotal = (v: Metrics) => v.aware + v.engaged + v.trained + v.certified;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The ranking key of report_org_totals (report_delta_of, migration 0003). */
function orgKeyOf(version: ReportVersion): string {
  if (version.organizationName !== "") return `org:${version.organizationName.toLowerCase()}`;
  return version.userId ? `user:${version.userId}` : "";
}

interface OrgGroup {
  key: string;
  name: string | null;
  username: string | null;
  total: number;
  trained: number;
}

/** The versions summed per organisation, as report_org_totals keeps them at one level. */
function groupByOrganization(versions: ReportVersion[]): OrgGroup[] {
  const groups = new Map<string, OrgGroup>();
  for (const version of versions) {
    const key = orgKeyOf(version);
    const group = groups.get(key) ?? { key, name: null, username: null, total: 0, trained: 0 };
    const name = version.organizationName || null;
    if (name !== null && (group.name === null || name > group.name)) group.name = name;
    if (!name) group.username ??= version.username;
    group.total += fourTotal(version);
    group.trained += version.trained;
    groups.set(key, group);
  }
  return [...groups.values()];
}

function topOrganizationsOf(versions: ReportVersion[], filter: PeriodFilter) {
  if (filter.year !== undefined && filter.quarter !== undefined) {
    return versions
      .map((v) => ({
        name: v.organizationName || v.username || "Unknown",
        total: fourTotal(v),
        id: v.reportId,
      }))
      .sort((a, b) => b.total - a.total || byText(a.id, b.id))
      .slice(0, TOP_ORGANIZATIONS)
      .map(({ name, total }) => ({ name, total }));
  }
  return groupByOrganization(versions)
    .sort((a, b) => b.total - a.total || byText(a.key, b.key))
    .slice(0, TOP_ORGANIZATIONS)
    .map((g) => ({ name: g.name ?? g.username ?? "Unknown", total: g.total }));
}

function topTrainedOf(versions: ReportVersion[], filter: PeriodFilter, orgs: OrganizationRef[]) {
  const byId = new Map(orgs.map((org) => [org.id, org]));
  const byKey = new Map(orgs.map((org) => [org.key, org]));
  const ranked =
    filter.year !== undefined && filter.quarter !== undefined
      ? versions
          .filter((v) => v.trained > 0 && v.organizationId && byId.has(v.organizationId))
          .map((v) => ({ org: byId.get(v.organizationId!)!, trained: v.trained, tie: "" }))
          .sort((a, b) => b.trained - a.trained || byText(a.org.name, b.org.name))
      : groupByOrganization(versions)
          .filter((g) => g.trained > 0 && g.name !== null && byKey.has(orgNameKey(g.name)))
          .map((g) => ({ org: byKey.get(orgNameKey(g.name!))!, trained: g.trained, tie: g.key }))
          .sort((a, b) => b.trained - a.trained || byText(a.tie, b.tie));
  return ranked
    .slice(0, TOP_ORGANIZATIONS)
    .map(({ org, trained }) => ({ slug: org.slug, name: org.name, trained }));
}

function knownOf(versions: ReportVersion[]) {
  const known: Partial<Record<BreakdownMetric, Partial<Record<Dimension, CategoryCounts>>>> = {};
  for (const version of versions) {
    for (const [metric, dimensions] of Object.entries(version.breakdowns)) {
      known[metric as BreakdownMetric] ??= {};
      const byDimension = known[metric as BreakdownMetric]!;
      for (const [dimension, categories] of Object.entries(dimensions)) {
        byDimension[dimension as Dimension] ??= {};
        const counts = byDimension[dimension as Dimension]!;
        for (const [category, count] of Object.entries(categories)) {
          counts[category] = (counts[category] ?? 0) + count;
        }
      }
    }
  }
  return known;
}

function seriesOf(versions: ReportVersion[], at: Date, expected: number) {
  const periods = new Map<string, ReportVersion[]>();
  for (const version of versions) {
    const period = `${version.year}-${version.quarter}`;
    periods.set(period, [...(periods.get(period) ?? []), version]);
  }
  const then = currentPeriod(at);
  return [...periods.entries()].map(([period, inPeriod]) => {
    const sums = sumMetrics(inPeriod);
    const first = inPeriod[0]!;
    return {
      period,
      aware: sums.aware,
      engaged: sums.engaged,
      trained: sums.trained,
      certified: sums.certified,
      provisional: first.year === then.year && first.quarter === then.quarter,
      reported: inPeriod.length,
      expected,
    };
  });
}

export async function summaryAsOf(db: Db, filter: PeriodFilter, at: Date): Promise<ImpactSummary> {
  const all = await versionsAsOf(db, at);
  const chosen = all.filter(
    (v) =>
      (filter.year === undefined || v.year === filter.year) &&
      (filter.quarter === undefined || v.quarter === filter.quarter),
  );
  const totals = sumMetrics(chosen);
  const top = topOrganizationsOf(chosen, filter);
  const orgs = await organizationsNamed(
    db,
    chosen.flatMap((v) => (v.organizationId ? [v.organizationId] : [])),
    [...top.map((t) => t.name), ...chosen.map((v) => v.organizationName)],
  );
  const slugByKey = new Map(orgs.map((org) => [org.key, org.slug]));
  const breakdowns = completeBreakdowns(totals, knownOf(chosen));
  const approvals = all.flatMap((v) => (v.reviewedAt ? [v.reviewedAt.getTime()] : []));
  // Pledges have no history yet: the live summary's are today's, and so are these.
  const { pledged } = await reportSummary(db, {}, at);
  return {
    totals,
    allTime: sumMetrics(all),
    series: seriesOf(chosen, at, await expectedOrganizationCount(db)),
    topOrganizations: top.map((t) => ({ ...t, slug: slugByKey.get(orgNameKey(t.name)) ?? null })),
    topTrained: topTrainedOf(chosen, filter, orgs),
    breakdowns,
    coverage: coverageOfAll(breakdowns),
    lastApprovedAt: approvals.length > 0 ? new Date(Math.max(...approvals)).toISOString() : null,
    pledged,
    certifiedVerifiable: await certifiedVerifiableFor(
      db,
      chosen.map((v) => ({
        organizationId: v.organizationId ?? null,
        year: v.year,
        quarter: v.quarter,
        certified: v.certified,
      })),
      at,
    ),
  };
}
