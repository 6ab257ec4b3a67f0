// The county map's text alternative (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): every county with its trained and
// certified counts, alphabetically, plus those whose county was not stated. Folded in a
// <details> so it is there for whoever needs it without doubling the section's length.
import { type CategoryCounts, COUNTIES, NOT_STATED } from "@alliance/shared";
import { ColumnHeads, RowHead } from "../../components/ui/table-parts";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";

const BY_NAME = [...COUNTIES].sort((a, b) => a.name.localeCompare(b.name, "en"));

export function CountyTable({ trained, certified }: { trained: CategoryCounts; certified: CategoryCounts }) {
  const t = useT();
  const format = useFormat();
  const rows = [
    ...BY_NAME.map((county) => ({ key: county.code, name: county.name })),
    { key: NOT_STATED, name: t("picture.countyNotStated") },
  ];
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-semibold text-brand-dark">{t("picture.tableSummary")}</summary>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{t("picture.tableCaption")}</caption>
        <thead>
          <ColumnHeads
            className="border-b border-slate-300"
            heads={[
              [t("picture.county"), "py-1 pr-3 font-semibold"],
              [t("picture.trained"), "py-1 pr-3 text-right font-semibold"],
              [t("picture.certified"), "py-1 text-right font-semibold"],
            ]}
          />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-200">
              <RowHead className="py-1 pr-3 font-normal">{row.name}</RowHead>
              <td className="py-1 pr-3 text-right tabular-nums">{format.number(trained[row.key])}</td>
              <td className="py-1 text-right tabular-nums">{format.number(certified[row.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
