// Our Collective Impact (docs/product/spec.md §2 section 8, docs/product/design.md §5): six tiles, top-5 organisations, year and
// quarter selectors (both start at all) that refetch /reports/summary, progress toward the
// 1,000,000 target, the per-quarter series, and who was trained and where (public-picture.tsx,
// from the same summary's breakdowns, so it follows the selectors). Failures are only logged;
// totals stay at zero.
import {
  completeBreakdowns,
  coverageOfAll,
  type ImpactSummary,
  METRIC_KEYS,
  type MetricKey,
  PAGES,
  pathInLanguage,
  QUARTERS,
  reportYears,
  TARGET_YEAR,
  TOP_ORGANIZATIONS,
  TRAINING_TARGET,
} from "@alliance/shared";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { useFilledBeforeHydration } from "../../lib/filled-before-hydration";
import { useHydrated } from "../../lib/use-hydrated";
import { organisationPath, paths } from "../../paths";
import { ImpactChart } from "./impact-chart";
import { PeriodSelect } from "./period-filter";
import { PublicPicture } from "./public-picture";
import { periodOfSearch, useSummary } from "./use-summary";

const METRIC_MESSAGES: Record<MetricKey, MessageId> = {
  aware: "home.impact.metric.aware",
  engaged: "home.impact.metric.engaged",
  trained: "home.impact.metric.trained",
  certified: "home.impact.metric.certified",
  orgsReached: "home.impact.metric.orgsReached",
  reachedByLeaders: "home.impact.metric.reachedByLeaders",
};

/** The share of the target reached (0 to 100), capped so the bar never overflows. */
const percentOfTarget = (value: number) => Math.min(100, (Math.max(0, value) / TRAINING_TARGET) * 100);

const NO_BREAKDOWNS = completeBreakdowns({ trained: 0, certified: 0 }, undefined);

export const EMPTY_SUMMARY: ImpactSummary = {
  totals: { aware: 0, engaged: 0, trained: 0, certified: 0, orgsReached: 0, reachedByLeaders: 0 },
  series: [],
  topOrganizations: [],
  allTime: { aware: 0, engaged: 0, trained: 0, certified: 0, orgsReached: 0, reachedByLeaders: 0 },
  breakdowns: NO_BREAKDOWNS,
  coverage: coverageOfAll(NO_BREAKDOWNS),
  lastApprovedAt: null,
  pledged: { trained: 0, certified: 0 },
};

/** The period's figures (zeros until read or when the read fails), and whether a read is under way. */
function useSectionSummary(year: string, quarter: string) {
  const { data, isPending } = useSummary({ year, quarter });
  const summary: ImpactSummary = data
    ? {
        ...EMPTY_SUMMARY,
        ...data,
        totals: { ...EMPTY_SUMMARY.totals, ...data.totals },
        allTime: { ...EMPTY_SUMMARY.allTime, ...data.allTime },
      }
    : EMPTY_SUMMARY;
  return { summary, loading: isPending };
}

/** Tiles are visible without JavaScript; with it they animate in when the grid scrolls into view. */
function useInView() {
  const ref = useRef<HTMLUListElement>(null);
  const [inView, setInView] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setInView(visible);
        if (visible) observer.disconnect();
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, inView };
}

/**
 * The year and quarter chosen, kept in the address as /impact keeps them (?year=2024&quarter=Q2),
 * so a filtered home page can be linked and reloaded. Both start at all, as the
 * server drew them (the cached home page is one for every address), and follow the address once
 * hydrated; a choice replaces the address without a navigation, so the page neither reloads nor
 * jumps to its top.
 */
function usePeriodInAddress(): [string, string, (next: { year?: string; quarter?: string }) => void] {
  const [period, setPeriod] = useState({ year: "", quarter: "" });
  useEffect(() => {
    const { year, quarter } = periodOfSearch(new URLSearchParams(window.location.search));
    if (year || quarter) setPeriod({ year, quarter });
  }, []);
  const choose = (next: { year?: string; quarter?: string }) => {
    const chosen = { ...period, ...next };
    setPeriod(chosen);
    const search = new URLSearchParams(window.location.search);
    for (const key of ["year", "quarter"] as const) {
      if (chosen[key]) search.set(key, chosen[key]);
      else search.delete(key);
    }
    const query = search.toString();
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`,
    );
  };
  return [period.year, period.quarter, choose];
}

export function ImpactSection() {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const hydrated = useHydrated();
  const [year, quarter, choose] = usePeriodInAddress();
  const form = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(form, { year, quarter }, choose);
  const { summary, loading } = useSectionSummary(year, quarter);
  const { ref, inView } = useInView();
  // The target is about everyone trained so far: the bar never follows the year/quarter filters.
  const trained = summary.allTime?.trained ?? 0;
  const filtered = year !== "" || quarter !== "";
  // Ranked by people trained, as on /impact (ADR 0040): one metric, so the number means something.
  const top = (summary.topTrained ?? []).slice(0, TOP_ORGANIZATIONS);
  const percent = format.percent(percentOfTarget(trained));
  const periods = [
    {
      key: "year",
      label: t("home.impact.year"),
      allLabel: t("home.impact.allYears"),
      options: reportYears().map((option) => ({ value: String(option), label: String(option) })),
      value: year,
      onChange: (value: string) => choose({ year: value }),
    },
    {
      key: "quarter",
      label: t("home.impact.quarter"),
      allLabel: t("home.impact.allQuarters"),
      options: QUARTERS.map((option) => ({ value: option, label: format.quarterOnly(option) })),
      value: quarter,
      onChange: (value: string) => choose({ quarter: value }),
    },
  ];

  return (
    <section id="impact" aria-labelledby="impact-title" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <h2 id="impact-title" className="text-center text-3xl font-bold text-brand-dark">
          {t("home.impact.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{t("home.impact.subtitle")}</p>
        <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-slate-700" data-testid="impact-as-of">
          {summary.lastApprovedAt && (
            <>{t("home.impact.dataAsOf", { when: format.dateTime(summary.lastApprovedAt) })}. </>
          )}
          <Link className="font-semibold text-brand underline" href={`${paths.impact}#method`}>
            {t("home.impact.methodLink")}
          </Link>
        </p>

        {/* Without JavaScript the choice is sent to the impact page, which shows the period. */}
        <form
          ref={form}
          method="get"
          action={pathInLanguage(PAGES.impact.path, language)}
          onSubmit={(event) => event.preventDefault()}
          className="mt-8 flex flex-wrap items-end justify-center gap-4"
        >
          {periods.map(({ key, ...period }) => (
            <PeriodSelect key={key} name={key} {...period} />
          ))}
          {!hydrated && (
            <button
              type="submit"
              className="min-h-11 rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {t("home.impact.show")}
            </button>
          )}
        </form>

        <ul
          ref={ref}
          aria-busy={loading}
          data-in-view={inView === undefined ? undefined : String(inView)}
          className="impact-grid mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6"
        >
          {METRIC_KEYS.map((key) => (
            <li
              key={key}
              className="impact-tile rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
            >
              <span
                className="block text-2xl font-bold text-brand tabular-nums sm:text-3xl"
                data-metric={key}
              >
                {format.number(summary.totals[key])}
              </span>
              <span className="mt-1 block text-sm font-medium text-slate-700">{t(METRIC_MESSAGES[key])}</span>
            </li>
          ))}
        </ul>

        <div className="mt-10">
          <p id="target-label" className="flex flex-wrap justify-between gap-2 font-semibold text-slate-800">
            <span>
              {t("home.impact.progress", {
                target: format.number(TRAINING_TARGET),
                year: String(TARGET_YEAR),
              })}
            </span>
            <span>
              {format.number(trained)} ({percent})
            </span>
          </p>
          <p className="text-sm text-slate-700" data-testid="progress-scope">
            {filtered ? t("home.impact.progressScopeFiltered") : t("home.impact.progressScope")}
          </p>
          <progress
            className="target-progress mt-2"
            aria-labelledby="target-label"
            max={TRAINING_TARGET}
            value={Math.min(Math.max(trained, 0), TRAINING_TARGET)}
          >
            {percent}
          </progress>
        </div>

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-bold text-brand-dark">{t("home.impact.top")}</h3>
            <p className="mt-1 text-sm text-slate-700">{t("home.impact.topMeaning")}</p>
            {top.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("home.impact.noReports")}</p>
            ) : (
              <ol className="mt-3 divide-y divide-slate-200">
                {top.map((org, index) => (
                  <li key={org.slug} className="flex justify-between gap-3 py-2">
                    <span className="min-w-0 break-words">
                      {index + 1}.{" "}
                      <Link className="underline" href={organisationPath(org.slug)}>
                        {org.name}
                      </Link>
                    </span>
                    <span className="font-semibold tabular-nums">
                      {t("home.impact.topTrained", { count: format.number(org.trained) })}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            <Link className="mt-3 inline-block font-semibold text-brand underline" href={paths.impact}>
              {t("home.impact.topMore")}
            </Link>
          </div>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-bold text-brand-dark">{t("home.impact.byQuarter")}</h3>
            <div className="mt-3">
              <ImpactChart series={summary.series} />
            </div>
          </div>
        </div>

        <div className="mt-10">
          <PublicPicture
            breakdowns={summary.breakdowns ?? EMPTY_SUMMARY.breakdowns}
            busy={loading}
            period={{ year, quarter }}
          />
        </div>
      </div>
    </section>
  );
}
