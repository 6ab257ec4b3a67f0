// A chosen county's women, youth and persons with disabilities
// (docs/decisions/0037-imports-and-organisation-tokens.md): read from
// GET /reports/summary/counties/:code, which sums the cells organisations reported by several
// dimensions at once (county and sex together, say). The separate breakdowns cannot answer "how
// many women were trained in Kisumu"; these cells can, for the part of the county's figure that was
// reported this way, which the panel states beside them. A figure under 10 people is withheld by
// the API and reads "fewer than 10". Loaded with React.lazy when a county is first chosen, so it is
// not in any page's first load; without JavaScript nothing is chosen and it is never shown.
import type { CountyDetailOut } from "@alliance/shared";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { usePublicRead } from "../../lib/public-read/use-public-read";

/** The period whose figures the map shows ("" for all years or quarters). */
export interface CountyPanelPeriod {
  year: string;
  quarter: string;
}

type Figure = CountyDetailOut["crossClassified"]["women"];

const FIGURES = [
  { key: "women", label: "picture.share.women" },
  { key: "youth", label: "picture.share.youthKenya" },
  { key: "disability", label: "picture.share.disability" },
] as const;

export const countyDetailPath = (code: string) => `/reports/summary/counties/${code}`;

export default function CountyCrossPanel({ code, period }: { code: string; period: CountyPanelPeriod }) {
  const t = useT();
  const format = useFormat();
  const { data, isError } = usePublicRead<CountyDetailOut>(countyDetailPath(code), {
    year: period.year,
    quarter: period.quarter,
    metric: "trained",
  });
  if (isError) return <p className="mt-2 text-sm text-slate-700">{t("picture.cross.failed")}</p>;
  // The answer of another county (kept while this one is read) is never shown under this name.
  if (!data || data.code !== code)
    return <p className="mt-2 text-sm text-slate-700">{t("picture.cross.reading")}</p>;
  const cross = data.crossClassified;
  if (cross.count === 0 || cross.share === null)
    return (
      <p className="mt-2 text-sm text-slate-700" data-testid="county-cross">
        {t("picture.cross.none")}
      </p>
    );
  const figureText = (figure: Figure) =>
    figure.count === null
      ? t("picture.cross.fewerThan", { count: format.number(figure.fewerThan ?? 10) })
      : t("picture.cross.value", {
          count: format.number(figure.count),
          share: format.share(figure.count / cross.count),
        });
  return (
    <div className="mt-3 border-t border-slate-200 pt-2" data-testid="county-cross">
      <p className="text-sm text-slate-800">
        {t("picture.cross.coverage", { percent: format.percent(Math.round(cross.share * 100)) })}
      </p>
      <ul className="mt-1 divide-y divide-slate-200 text-sm">
        {FIGURES.map(({ key, label }) => (
          <li key={key} className="flex flex-wrap justify-between gap-x-3 py-1">
            <span className="font-medium text-slate-800">{t(label)}</span>
            <span className="text-slate-900 tabular-nums">{figureText(cross[key])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
