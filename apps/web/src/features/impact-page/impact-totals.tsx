// The approved totals of the period chosen, with when the latest approval counted was made.
import {
  type ImpactSummary,
  kenyanDateTime,
  METRIC_KEYS,
  METRIC_LABELS,
  IMPACT_PAGE_TEXTS as T,
} from "@alliance/shared";
import { formatNumber } from "./format";

export function DataAsOf({
  lastApprovedAt,
  hasFigures,
}: {
  lastApprovedAt: string | null;
  hasFigures: boolean;
}) {
  return (
    <p className="mt-2 text-sm font-medium text-slate-700">
      {lastApprovedAt ? (
        <>
          {T.dataAsOf("")}
          <time dateTime={lastApprovedAt}>{kenyanDateTime(lastApprovedAt)}</time>
        </>
      ) : hasFigures ? (
        T.dataAsOfUnknown
      ) : (
        T.noDataYet
      )}
    </p>
  );
}

export function ImpactTotals({ summary }: { summary: ImpactSummary }) {
  return (
    <section aria-labelledby="totals-title" className="mt-10">
      <h2 id="totals-title" className="text-2xl font-bold text-brand-dark">
        {T.totalsHeading}
      </h2>
      <DataAsOf
        lastApprovedAt={summary.lastApprovedAt}
        hasFigures={summary.allTime.trained + summary.allTime.aware > 0}
      />
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {METRIC_KEYS.map((key) => (
          <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-700">{METRIC_LABELS[key]}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-dark" data-metric={key}>
              {formatNumber(summary.totals[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
