// Every quarter of the period chosen with its approved figures and reporting rate; a quarter with
// no approved report says so (never 0), the quarter in progress is marked provisional. Rendered on
// the server: the figures are readable before any script runs.
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { METRIC_NAMES } from "./metric-labels";
import type { QuarterRow } from "./quarter-rows";

const COLUMNS = ["aware", "engaged", "trained", "certified"] as const;

export function QuarterTable({ rows }: { rows: QuarterRow[] }) {
  const t = useT();
  const f = useFormat();
  // Focusable, so a keyboard can scroll a table wider than a phone.
  return (
    <section
      aria-label={t("impact.tableCaption")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("impact.tableCaption")}</caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("impact.quarter")}
            </th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-right">
                {t(METRIC_NAMES[key])}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              {t("impact.reportedColumn")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ period, point, provisional }) => (
            <tr key={`${period.year}-${period.quarter}`} className="border-t border-slate-200">
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-semibold">
                {f.quarter(period.year, period.quarter)}
                {provisional && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t("impact.provisional")}
                  </span>
                )}
              </th>
              {point ? (
                <>
                  {COLUMNS.map((key) => (
                    <td key={key} className="px-3 py-2 text-right tabular-nums">
                      {f.number(point[key] ?? 0)}
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    {t("impact.reported", {
                      reported: point.reported,
                      expected: f.number(point.expected),
                    })}
                  </td>
                </>
              ) : (
                <td colSpan={COLUMNS.length + 1} className="px-3 py-2 text-slate-700 italic">
                  {t("impact.noApprovedReports")}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
