// The impact page (/impact, docs/decisions/0027-impact-page-open-data-pledges.md): approved figures of the period in the URL, progress
// toward the target with the pace needed, the quarter-by-quarter table, the organisations that
// trained the most, and the method with its limits and the open data. Server-rendered with its
// summary; the small chart loads after the first paint.
import { PAGES, type Release, type RevisionCount } from "@alliance/shared";
import { lazy, Suspense, useRef } from "react";
import { usePageTitle } from "../../app/page-meta";
import { AsOfNotice } from "../../features/impact/as-of";
import { ImpactTotals } from "../../features/impact/impact-totals";
import { MethodSection } from "../../features/impact/method-section";
import { PeriodFilter } from "../../features/impact/period-filter";
import { quarterRows } from "../../features/impact/quarter-rows";
import { QuarterTable } from "../../features/impact/quarter-table";
import { TargetProgress } from "../../features/impact/target-progress";
import { TopOrganisations } from "../../features/impact/top-organisations";
import {
  ALL_PERIODS,
  periodFilter,
  periodOfSearch,
  SUMMARY_PATH,
  searchOfPeriod,
  summaryQuery,
  useImpactPeriod,
  useSummary,
} from "../../features/impact/use-summary";
import { useT } from "../../i18n/use-t";
import { hydrateWhenVisible, useNear } from "../../lib/hydrate-when-visible";
import type { PageLoad } from "../../lib/public-read/page-load";
import { usePublicRead } from "../../lib/public-read/use-public-read";

// Below the first screen: hydrated when it comes near it (its script is not in the first load).
const PublicPicture = hydrateWhenVisible(
  () => import("../../features/impact/public-picture").then((module) => module.PublicPicture),
  ["picture"],
);

/** The releases (the newest is named beside "Data as of") and the quarters revised since. */
const RELEASES_PATH = "/open-data/releases";
const REVISION_COUNTS_PATH = "/open-data/revisions/counts";

const QuarterBars = lazy(() => import("../../features/impact/quarter-bars"));

/** The period of the URL: a value that is not a year or a quarter is dropped. */
export const search = (query: URLSearchParams) => searchOfPeriod(periodOfSearch(query));

/** The period's summary, and every period's for the progress toward the target. */
export const load: PageLoad = async ({ search, read }) => {
  const period = periodOfSearch(search);
  const filtered = period.year !== "" || period.quarter !== "";
  await Promise.all([
    read(SUMMARY_PATH, summaryQuery(period)),
    filtered ? read(SUMMARY_PATH, summaryQuery({ ...ALL_PERIODS, asOf: period.asOf })) : undefined,
    // Today's figures only: the figures of a past date are not compared with later releases.
    period.asOf ? undefined : read(RELEASES_PATH),
    period.asOf ? undefined : read(REVISION_COUNTS_PATH),
  ]);
  return { canonical: PAGES.impact.path };
};

export default function ImpactPage() {
  usePageTitle("impact");
  const t = useT();
  const [period, setPeriod] = useImpactPeriod();
  const { data: summary, isError: failed } = useSummary(period);
  const overall = useSummary({ ...ALL_PERIODS, asOf: period.asOf }).data ?? summary;
  const today = searchOfPeriod({ year: period.year, quarter: period.quarter }).toString();
  // The chart is drawn in the browser only, once its place comes near the screen.
  const chart = useRef<HTMLDivElement>(null);
  const near = useNear(chart);
  const releases = usePublicRead<Release[]>(period.asOf ? null : RELEASES_PATH);
  const revised = usePublicRead<RevisionCount[]>(period.asOf ? null : REVISION_COUNTS_PATH);
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
        {period.asOf && <AsOfNotice asOf={period.asOf} todayHref={`/impact${today ? `?${today}` : ""}`} />}
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
            <ImpactTotals summary={summary} latestRelease={releases.data?.[0]?.id} />
            {overall && <TargetProgress summary={overall} />}
            <section aria-labelledby="quarters-title" className="mt-10">
              <h2 id="quarters-title" className="text-2xl font-bold text-brand-dark">
                {t("impact.tableHeading")}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{t("impact.provisionalNote")}</p>
              <QuarterTable rows={rows} revisions={revised.data ?? []} />
            </section>
            <section aria-labelledby="chart-title" className="mt-10">
              <h2 id="chart-title" className="text-2xl font-bold text-brand-dark">
                {t("impact.chartHeading")}
              </h2>
              <div ref={chart} className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                {near ? (
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
