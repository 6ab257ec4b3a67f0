// The public picture of docs/decisions/0026-breakdowns-by-sex-age-county-disability.md (item 5): who was trained and certified (shares with their
// coverage), how many counties were reached, the county map with its table, and how the figures
// are counted. It takes the summary's breakdowns for whatever period the caller chose, so the home
// page's impact section and a future /impact page can both show it.
import { type Breakdowns, COUNTIES, countiesReached, coverageOf } from "@alliance/shared";
import { useId } from "react";
import { useT } from "../../i18n/use-t";
import { BreakdownShares, useCoverageText } from "./breakdown-shares";
import type { CountyPanelPeriod } from "./county-cross-panel";
import { CountyMap } from "./county-map";
import { CountyTable } from "./county-table";

function CountiesReached({ counties }: { counties: Breakdowns["trained"]["county"] }) {
  const t = useT();
  const coverageText = useCoverageText();
  const reached = countiesReached(counties);
  const known = coverageOf(counties);
  return (
    <p className="text-slate-800" data-testid="counties-reached">
      <span className="font-medium">{t("picture.countiesReachedLabel")}: </span>
      <span className="text-xl font-bold text-brand tabular-nums">
        {t("picture.countiesReached", { reached, total: COUNTIES.length })}
      </span>
      {reached > 0 && <span className="text-sm text-slate-700"> ({coverageText(known, "trained")})</span>}
    </p>
  );
}

export function PublicPicture({
  breakdowns,
  busy = false,
  level = 3,
  period,
}: {
  breakdowns: Breakdowns;
  busy?: boolean;
  /** The period of the breakdowns, for a chosen county's cross-classified figures (none: not shown). */
  period?: CountyPanelPeriod | undefined;
  /** The level of its title: 3 inside the home page's impact section, 2 on the impact page. */
  level?: 2 | 3;
}) {
  const t = useT();
  const titleId = useId();
  const Title = level === 2 ? "h2" : "h3";
  const inner = level === 2 ? 3 : 4;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <Title id={titleId} className="text-xl font-bold text-brand-dark">
        {t("picture.title")}
      </Title>
      <div className="mt-4 flex flex-col gap-6">
        <BreakdownShares breakdowns={breakdowns} level={inner} />
        <CountiesReached counties={breakdowns.trained.county} />
        <div>
          <CountyMap
            trained={breakdowns.trained.county}
            certified={breakdowns.certified.county}
            period={period}
            level={inner}
          />
          {/* A question the separate breakdowns cannot answer, said plainly rather than left to guess. */}
          <p className="mt-3 max-w-3xl text-sm text-slate-800" data-testid="separate-breakdowns">
            {t("picture.separateBreakdowns")}
          </p>
          <CountyTable trained={breakdowns.trained.county} certified={breakdowns.certified.county} />
        </div>
        <details>
          <summary className="cursor-pointer font-semibold text-brand-dark">
            {t("picture.methodSummary")}
          </summary>
          <p className="mt-2 max-w-3xl text-slate-700">{t("picture.method")}</p>
        </details>
      </div>
    </section>
  );
}
