// The impact page (/impact, docs/decisions/0027-impact-page-open-data-pledges.md): approved figures of the period in the URL, progress
// toward the target with the pace needed, the quarter-by-quarter table, the organisations that
// trained the most, and the method with its limits and the open data. Server-rendered with its
// summary; the small chart loads after the first paint.
import { lazy, Suspense } from "react";
import { usePageTitle } from "../../app/page-meta";
import { ImpactTotals } from "../../features/impact-page/impact-totals";
import { MethodSection } from "../../features/impact-page/method-section";
import { PeriodFilter } from "../../features/impact-page/period-filter";
import { quarterRows } from "../../features/impact-page/quarter-rows";
import { QuarterTable } from "../../features/impact-page/quarter-table";
import { TargetProgress } from "../../features/impact-page/target-progress";
import { TopOrganisations } from "../../features/impact-page/top-organisations";
import {
  periodFilter,
  useImpactPageData,
  useImpactPeriod,
} from "../../features/impact-page/use-impact-page-data";
import { PublicPicture } from "../../features/reports/impact/public-picture";
import { useT } from "../../i18n/use-t";
import { useHydrated } from "../../lib/use-hydrated";

const QuarterBars = lazy(() => import("../../features/impact-page/quarter-bars"));

export default function ImpactPage() {
  usePageTitle("impact");
  const t = useT();
  const [period, setPeriod] = useImpactPeriod();
  const { summary, failed, overall } = useImpactPageData(period);
  const mounted = useHydrated();
  const rows = summary ? quarterRows(summary.series, periodFilter(period)) : [];

  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-8 pb-16">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-extrabold text-brand-dark sm:text-4xl">{t("impact.heading")}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">{t("impact.intro")}</p>
        <p className="mt-2">
          <a href="#method" className="font-semibold text-brand underline underline-offset-4">
            {t("impact.methodHeading")}
          </a>
        </p>
        <div className="mt-6">
          <PeriodFilter period={period} onChange={setPeriod} />
          <p className="mt-2 text-sm text-slate-700">{t("impact.filteredNote")}</p>
        </div>

        {!summary ? (
          <p role="status" className="mt-10 text-slate-700">
            {failed ? t("impact.loadFailed") : t("impact.loading")}
          </p>
        ) : (
          <>
            <ImpactTotals summary={summary} />
            {overall && <TargetProgress summary={overall} />}
            <section aria-labelledby="quarters-title" className="mt-10">
              <h2 id="quarters-title" className="text-2xl font-bold text-brand-dark">
                {t("impact.tableHeading")}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{t("impact.provisionalNote")}</p>
              <QuarterTable rows={rows} />
            </section>
            <section aria-labelledby="chart-title" className="mt-10">
              <h2 id="chart-title" className="text-2xl font-bold text-brand-dark">
                {t("impact.chartHeading")}
              </h2>
              <div className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                {mounted ? (
                  <Suspense fallback={<p className="text-slate-700">{t("impact.chartLoading")}</p>}>
                    <QuarterBars rows={rows} />
                  </Suspense>
                ) : (
                  <p className="text-slate-700">{t("impact.chartLoading")}</p>
                )}
              </div>
            </section>
            <TopOrganisations summary={summary} />
            {summary.breakdowns && (
              <div className="mt-10">
                <PublicPicture breakdowns={summary.breakdowns} level={2} />
              </div>
            )}
          </>
        )}
        <MethodSection />
      </div>
    </main>
  );
}
