// Every quarter of the period chosen with its approved figures and reporting rate; a quarter with
// no approved report says so (never 0), the quarter in progress is marked provisional. Rendered on
// the server: the figures are readable before any script runs. On a phone the
// quarter column stays in place while the figures scroll under a visible cue, and quarters are
// written short ("Robo 1 2025"), so Kiswahili names do not fill the screen.
import { PAGES, type RevisionCount } from "@alliance/shared";
import { Link } from "wouter";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { METRIC_NAMES } from "./metric-labels";
import type { QuarterRow } from "./quarter-rows";

const COLUMNS = ["aware", "engaged", "trained", "certified"] as const;

/** The first column: its background hides the figures scrolling under it. */
const STICKY = "sticky left-0 z-10 border-r border-slate-200";

/** "revised 2 times since release 2026-Q3", linking to the quarter's revisions. */
function RevisedNote({ count }: { count: RevisionCount | undefined }) {
  const t = useT();
  if (!count) return null;
  return (
    <Link
      to={`${PAGES.revisions.path}?year=${count.year}&quarter=${count.quarter}`}
      className="mt-1 block text-xs font-medium text-brand underline"
      data-testid="revised-note"
    >
      {t("impact.revisedSince", { count: count.count, release: count.release })}
    </Link>
  );
}

export function QuarterTable({
  rows,
  caption = "impact.tableCaption",
  missing = "impact.noApprovedReports",
  rate = true,
  revisions = [],
}: {
  rows: QuarterRow[];
  caption?: MessageId;
  /** What a quarter without an approved report says. */
  missing?: MessageId;
  /** The reporting rate column (the alliance's table; an organisation's has none). */
  rate?: boolean;
  /** Quarters revised since the release holding them: said beside the quarter, with a link. */
  revisions?: readonly RevisionCount[];
}) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      <p className="mt-4 text-sm font-medium text-slate-700 sm:hidden" aria-hidden="true">
        {t("impact.scrollCue")}
      </p>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <section
        aria-label={t(caption)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:mt-4"
        data-testid="quarter-table"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t(caption)}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className={`${STICKY} bg-slate-100 px-3 py-2`}>
                {t("impact.quarter")}
              </th>
              {COLUMNS.map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-right">
                  {t(METRIC_NAMES[key])}
                </th>
              ))}
              {rate && (
                <th scope="col" className="px-3 py-2">
                  {t("impact.reportedColumn")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ period, point, provisional }) => (
              <tr key={`${period.year}-${period.quarter}`} className="border-t border-slate-200">
                <th scope="row" className={`${STICKY} bg-white px-3 py-2 font-semibold`}>
                  <span className="whitespace-nowrap sm:hidden">
                    {f.quarterShort(period.year, period.quarter)}
                  </span>
                  <span className="hidden whitespace-nowrap sm:inline">
                    {f.quarter(period.year, period.quarter)}
                  </span>
                  {provisional && (
                    <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 sm:ml-2 sm:mt-0 sm:inline">
                      {t("impact.provisional")}
                    </span>
                  )}
                  <RevisedNote
                    count={revisions.find((r) => r.year === period.year && r.quarter === period.quarter)}
                  />
                </th>
                {point ? (
                  <>
                    {COLUMNS.map((key) => (
                      <td key={key} className="px-3 py-2 text-right tabular-nums">
                        {f.number(point[key] ?? 0)}
                      </td>
                    ))}
                    {rate && (
                      <td className="min-w-40 px-3 py-2">
                        {t("impact.reported", {
                          reported: point.reported,
                          expected: f.number(point.expected),
                        })}
                      </td>
                    )}
                  </>
                ) : (
                  <td colSpan={COLUMNS.length + (rate ? 1 : 0)} className="px-3 py-2 text-slate-700 italic">
                    {t(missing)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
