// The county map's text alternative (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): every county with its trained and
// certified counts, alphabetically, plus those whose county was not stated. Folded in a
// <details> so it is there for whoever needs it without doubling the section's length.
import {
  BREAKDOWN_METRIC_LABELS,
  BREAKDOWN_TEXTS,
  CATEGORY_LABELS,
  type CategoryCounts,
  COUNTIES,
  DIMENSION_LABELS,
  NOT_STATED,
} from "@alliance/shared";
import { formatNumber } from "./format";

const BY_NAME = [...COUNTIES].sort((a, b) => a.name.localeCompare(b.name, "en"));

export function CountyTable({ trained, certified }: { trained: CategoryCounts; certified: CategoryCounts }) {
  const rows = [
    ...BY_NAME.map((county) => ({ key: county.code, name: county.name })),
    { key: NOT_STATED, name: CATEGORY_LABELS.county[NOT_STATED]! },
  ];
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-semibold text-brand-dark">
        {BREAKDOWN_TEXTS.tableSummary}
      </summary>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{BREAKDOWN_TEXTS.tableCaption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-3 font-semibold">
              {DIMENSION_LABELS.county}
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              {BREAKDOWN_METRIC_LABELS.trained}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {BREAKDOWN_METRIC_LABELS.certified}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-3 font-normal">
                {row.name}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(trained[row.key])}</td>
              <td className="py-1 text-right tabular-nums">{formatNumber(certified[row.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
