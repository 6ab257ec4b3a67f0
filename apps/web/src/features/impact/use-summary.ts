// The approved figures of a period, for the home page's impact section, the impact page and the
// organisation page's figures: one read of /reports/summary, named here once, which the pages'
// loaders read ahead and the components take with usePublicRead. The impact page's period comes
// from its URL (?year=&quarter=), so a filtered view can be shared and survives a reload.
import { asOfInstant, type ImpactSummary, QUARTERS, type Quarter } from "@alliance/shared";
import { useSearchParams } from "wouter";
import { usePublicRead } from "../../lib/public-read/use-public-read";

export interface ImpactPeriod {
  /** "" for every year. */
  year: string;
  /** "" for every quarter. */
  quarter: string;
  /** The instant the figures are shown as of (`?as_of=`, ISO 8601); absent for today's (ADR 0036). */
  asOf?: string | undefined;
}

export const ALL_PERIODS: ImpactPeriod = { year: "", quarter: "" };

/** The public API's summary of approved figures. */
export const SUMMARY_PATH = "/reports/summary";

/** The summary read's query for a period (an empty value is left out of the URL). */
export const summaryQuery = (period: ImpactPeriod) => ({
  year: period.year,
  quarter: period.quarter,
  as_of: period.asOf ?? "",
});

/** The period in the URL; a value that is not a year or a quarter counts as none. */
export function periodOfSearch(params: URLSearchParams): ImpactPeriod {
  const year = params.get("year") ?? "";
  const quarter = params.get("quarter") ?? "";
  const asOf = asOfInstant(params.get("as_of"));
  return {
    year: /^\d{4}$/.test(year) ? year : "",
    quarter: (QUARTERS as readonly string[]).includes(quarter) ? quarter : "",
    ...(asOf ? { asOf } : {}),
  };
}

/** The period's query string values, year first ("" values left out). */
export function searchOfPeriod(period: ImpactPeriod): URLSearchParams {
  const search = new URLSearchParams();
  if (period.year) search.set("year", period.year);
  if (period.quarter) search.set("quarter", period.quarter);
  if (period.asOf) search.set("as_of", period.asOf);
  return search;
}

export function useImpactPeriod(): [ImpactPeriod, (next: ImpactPeriod) => void] {
  const [params, setParams] = useSearchParams();
  return [periodOfSearch(params), (next) => setParams(searchOfPeriod(next))];
}

export const periodFilter = (period: ImpactPeriod) => ({
  year: period.year ? Number(period.year) : undefined,
  quarter: (period.quarter || undefined) as Quarter | undefined,
});

/** The period's summary; while another period is read, the previous one stays on screen. */
export function useSummary(period: ImpactPeriod) {
  return usePublicRead<ImpactSummary>(SUMMARY_PATH, summaryQuery(period), { keepPreviousData: true });
}
