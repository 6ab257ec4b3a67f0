// A report's breakdowns for the reviewer (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): per metric, a compact table per dimension
// (category, count, share of the total) captioned with its coverage ("known for 80% of those
// trained"), and a waiting change's proposed counts beside them where they differ, marked
// "(changed)" in words. A dimension nothing is known of is one line, not a table of "not stated".
import {
  BREAKDOWN_ENTRY_TEXTS,
  BREAKDOWN_METRICS,
  BREAKDOWN_TEXTS,
  type BreakdownMetric,
  CATEGORY_LABELS,
  type CategoryCounts,
  coverageOf,
  DIMENSION_CATEGORIES,
  DIMENSION_LABELS,
  DIMENSIONS,
  type Dimension,
  NOT_STATED,
  REPORT_CHANGE_MESSAGES,
  type Report,
} from "@alliance/shared";
import { ColumnHeads } from "../../../components/ui/table-parts";

const number = (value: number) => value.toLocaleString("en-KE");
const share = (count: number, total: number) => (total > 0 ? `${Math.round((count / total) * 100)}%` : "–");
const knows = (counts: CategoryCounts | undefined) =>
  !!counts && Object.entries(counts).some(([category, count]) => category !== NOT_STATED && count > 0);
const sameCounts = (a: CategoryCounts, b: CategoryCounts) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every(
    (category) => (a[category] ?? 0) === (b[category] ?? 0),
  );

interface Side {
  counts: CategoryCounts;
  total: number;
}

function DimensionTable({
  metric,
  dimension,
  current,
  proposed,
}: {
  metric: BreakdownMetric;
  dimension: Dimension;
  current: Side;
  proposed?: Side;
}) {
  const label = DIMENSION_LABELS[dimension];
  if (!knows(current.counts) && !knows(proposed?.counts)) {
    return (
      <p className="text-sm text-gray-800">
        <span className="font-medium">{label}:</span> {BREAKDOWN_ENTRY_TEXTS.notGiven}
      </p>
    );
  }
  // The categories either side knows, in their usual order, and not stated last.
  const categories = DIMENSION_CATEGORIES[dimension].filter(
    (category) =>
      category === NOT_STATED || (current.counts[category] ?? 0) > 0 || (proposed?.counts[category] ?? 0) > 0,
  );
  const pendingHeading = REPORT_CHANGE_MESSAGES.pendingHeading;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-left font-medium text-gray-900">
          {label}: {BREAKDOWN_TEXTS.coverage(coverageOf(current.counts), metric)}
          {proposed && (
            <span className="font-normal">
              {" "}
              ({pendingHeading.toLowerCase()}: {BREAKDOWN_TEXTS.coverage(coverageOf(proposed.counts), metric)}
              )
            </span>
          )}
        </caption>
        <thead>
          <ColumnHeads
            className="border-b border-gray-300 text-left"
            heads={[
              [BREAKDOWN_ENTRY_TEXTS.category, "py-1 pr-2 font-semibold"],
              [BREAKDOWN_ENTRY_TEXTS.count, "py-1 pr-2 text-right font-semibold"],
              [BREAKDOWN_ENTRY_TEXTS.share, "py-1 pr-2 text-right font-semibold"],
              !!proposed && [pendingHeading, "py-1 text-right font-semibold"],
            ]}
          />
        </thead>
        <tbody>
          {categories.map((category) => {
            const count = current.counts[category] ?? 0;
            const next = proposed?.counts[category] ?? 0;
            const changed = proposed && next !== count;
            return (
              <tr key={category} className={`border-b border-gray-200 ${changed ? "bg-amber-50" : ""}`}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {CATEGORY_LABELS[dimension][category]}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{number(count)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{share(count, current.total)}</td>
                {proposed && (
                  <td className={`py-1 text-right tabular-nums ${changed ? "font-semibold" : ""}`}>
                    {number(next)} ({share(next, proposed.total)})
                    {changed && <span className="text-xs font-normal"> (changed)</span>}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ReportBreakdowns({ report }: { report: Report }) {
  const change = report.pendingChange;
  const headingId = `breakdowns-${report._id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {BREAKDOWN_ENTRY_TEXTS.reviewHeading}
      </h3>
      {BREAKDOWN_METRICS.map((metric) => {
        const side = (
          breakdowns: Report["breakdowns"],
          metrics: Report["metrics"],
          dimension: Dimension,
        ) => ({
          counts: breakdowns[metric][dimension],
          total: metrics[metric],
        });
        return (
          <div key={metric} className="space-y-2">
            <h4 className="text-sm font-semibold text-gray-900">
              {BREAKDOWN_ENTRY_TEXTS.reviewMetric(metric)}
            </h4>
            <div className="grid gap-3 sm:grid-cols-2">
              {DIMENSIONS.map((dimension) => {
                const current = side(report.breakdowns, report.metrics, dimension);
                const proposed = change ? side(change.breakdowns, change.metrics, dimension) : undefined;
                // The proposed column only where the change touches this dimension.
                const differs =
                  proposed &&
                  (proposed.total !== current.total || !sameCounts(proposed.counts, current.counts));
                return (
                  <DimensionTable
                    key={dimension}
                    metric={metric}
                    dimension={dimension}
                    current={current}
                    proposed={differs ? proposed : undefined}
                  />
                );
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
}
