// An organisation's approved figures by quarter (newest first), as a table rendered on the server.
import type { PublicOrganizationDetailOut } from "@alliance/shared";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { METRIC_NAMES } from "./metric-labels";

const COLUMNS = ["aware", "engaged", "trained", "certified"] as const;

export function OrganisationFigures({ figures }: { figures: PublicOrganizationDetailOut["figures"] }) {
  const t = useT();
  const f = useFormat();
  if (figures.length === 0)
    return <p className="mt-3 text-slate-700">{t("impact.organisation.noFigures")}</p>;
  // Focusable, so a keyboard can scroll a table wider than a phone.
  return (
    <section
      aria-label={t("impact.organisation.figuresCaption")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("impact.organisation.figuresCaption")}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("impact.quarter")}
            </th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-right">
                {t(METRIC_NAMES[key])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...figures].reverse().map((figure) => (
            <tr key={`${figure.year}-${figure.quarter}`} className="border-t border-slate-200">
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-semibold">
                {f.quarter(figure.year, figure.quarter)}
              </th>
              {COLUMNS.map((key) => (
                <td key={key} className="px-3 py-2 text-right tabular-nums">
                  {f.number(figure[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
