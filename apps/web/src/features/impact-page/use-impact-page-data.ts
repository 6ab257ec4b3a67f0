// The impact page's figures: the period comes from the URL (?year=&quarter=), so a filtered view
// can be shared and survives a reload. The server-rendered data is used when it is for the same
// period; otherwise the summary is fetched. Progress toward the target uses every period's summary
// (`overall`), fetched once.
import { type ImpactSummary, QUARTERS, type Quarter } from "@alliance/shared";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { useInitialData } from "../../app/initial-data-context";
import { api } from "../../lib/api";
import { asOfOfSearch } from "./as-of";

export interface ImpactPeriod {
  /** "" for every year. */
  year: string;
  /** "" for every quarter. */
  quarter: string;
}

/** The period in the URL; a value that is not a year or a quarter counts as none (as on the server). */
export function periodOfSearch(params: URLSearchParams): ImpactPeriod {
  const year = params.get("year") ?? "";
  const quarter = params.get("quarter") ?? "";
  return {
    year: /^\d{4}$/.test(year) ? year : "",
    quarter: (QUARTERS as readonly string[]).includes(quarter) ? quarter : "",
  };
}

/** The period's part of a query string (no `as_of`): the address of today's figures of it. */
export function periodSearch(period: ImpactPeriod): URLSearchParams {
  const search = new URLSearchParams();
  if (period.year) search.set("year", period.year);
  if (period.quarter) search.set("quarter", period.quarter);
  return search;
}

/** The period in the URL and the instant its figures are shown as of ("" for today); choosing another period keeps the instant. */
export function useImpactPeriod(): [ImpactPeriod, (next: ImpactPeriod) => void, string] {
  const [params, setParams] = useSearchParams();
  const period = periodOfSearch(params);
  const asOf = asOfOfSearch(params);
  const setPeriod = (next: ImpactPeriod) => {
    const search = periodSearch(next);
    if (asOf) search.set("as_of", asOf);
    setParams(search);
  };
  return [period, setPeriod, asOf];
}

export const periodFilter = (period: ImpactPeriod) => ({
  year: period.year ? Number(period.year) : undefined,
  quarter: (period.quarter || undefined) as Quarter | undefined,
});

type Load = { summary: ImpactSummary | undefined; failed: boolean };

export function useImpactPageData(period: ImpactPeriod, asOf = "") {
  const initial = useInitialData().impact;
  const fromServer =
    initial &&
    initial.year === period.year &&
    initial.quarter === period.quarter &&
    (initial.asOf ?? "") === asOf;
  const [state, setState] = useState<Load>({
    summary: fromServer ? initial.summary : undefined,
    failed: false,
  });
  // Every period's figures (progress toward the target), as of the same instant as the rest.
  const [overall, setOverall] = useState<{ asOf: string; summary: ImpactSummary | undefined }>({
    asOf: initial?.asOf ?? "",
    summary: initial?.overall,
  });
  const overallNow = overall.asOf === asOf ? overall.summary : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the period changes only
  useEffect(() => {
    if (fromServer && state.summary === initial.summary) return;
    const controller = new AbortController();
    setState((previous) => ({ summary: previous.summary, failed: false }));
    api
      .get<ImpactSummary>(
        "/reports/summary",
        { year: period.year, quarter: period.quarter, as_of: asOf },
        controller.signal,
      )
      .then((summary) => setState({ summary, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Loading the impact summary failed", error);
        setState({ summary: undefined, failed: true });
      });
    return () => controller.abort();
  }, [period.year, period.quarter, asOf]);

  useEffect(() => {
    if (overallNow) return;
    const controller = new AbortController();
    api
      .get<ImpactSummary>("/reports/summary", { as_of: asOf }, controller.signal)
      .then((summary) => setOverall({ asOf, summary }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Loading the impact summary failed", error);
      });
    return () => controller.abort();
  }, [overallNow, asOf]);

  return { summary: state.summary, failed: state.failed, overall: overallNow ?? state.summary };
}
