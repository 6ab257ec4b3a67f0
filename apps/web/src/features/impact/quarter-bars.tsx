// A small bar chart of trained and certified by quarter, oldest first, with each value written
// beside its bar (the axis needs no reading); a quarter with no approved report says so. Loaded
// after the first paint (React.lazy): the table above holds the same figures.
import type { Period } from "@alliance/shared";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { METRIC_NAMES } from "./metric-labels";

/** One quarter (newest first in the list given): its figures, or null when none is approved. */
export interface BarRow {
  period: Period;
  point: { trained: number; certified?: number | undefined } | null;
  provisional: boolean;
}

const BARS = [
  { key: "trained", className: "bg-brand" },
  { key: "certified", className: "bg-accent" },
] as const;

export default function QuarterBars({ rows }: { rows: BarRow[] }) {
  const t = useT();
  const f = useFormat();
  const chronological = [...rows].reverse();
  const max = Math.max(1, ...chronological.flatMap((row) => BARS.map((bar) => row.point?.[bar.key] ?? 0)));
  return (
    <div>
      <ul className="flex flex-wrap gap-4 text-sm" aria-label={t("impact.chartLegend")}>
        {BARS.map((bar) => (
          <li key={bar.key} className="flex items-center gap-2">
            <span className={`inline-block h-3 w-6 rounded ${bar.className}`} aria-hidden="true" />
            {t(METRIC_NAMES[bar.key])}
          </li>
        ))}
      </ul>
      <ol className="mt-3 space-y-3">
        {chronological.map(({ period, point, provisional }) => (
          <li key={`${period.year}-${period.quarter}`} className="grid gap-1 sm:grid-cols-[8rem_1fr]">
            <span className="text-sm font-semibold text-slate-800">
              {f.quarter(period.year, period.quarter)}
              {provisional ? ` (${t("impact.provisional")})` : ""}
            </span>
            {point ? (
              <span className="space-y-1">
                {BARS.map((bar) => {
                  const value = point[bar.key] ?? 0;
                  return (
                    <span key={bar.key} className="flex items-center gap-2 text-sm">
                      <span
                        className={`h-3 rounded ${bar.className}`}
                        style={{ width: `${Math.max(0.5, (value / max) * 80)}%` }}
                        aria-hidden="true"
                      />
                      <span className="tabular-nums text-slate-900">
                        {f.number(value)} <span className="sr-only">{t(METRIC_NAMES[bar.key])}</span>
                      </span>
                    </span>
                  );
                })}
              </span>
            ) : (
              <span className="text-sm text-slate-700 italic">{t("impact.noApprovedReports")}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
