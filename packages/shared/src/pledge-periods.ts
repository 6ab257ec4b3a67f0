// A pledge's dates and what has been delivered toward it, without zod: the public organisation page
// reads them, and a module with schemas at its top would bring zod into that page's first load.
import { kenyanDay } from "./dates";
import { type Period, periodOfDay, periodOrdinal } from "./report-calendar";

export const PLEDGE_LAST_DAY = "2027-12-31";
/** No pledge starts earlier: the alliance's pledges began in 2025. */
export const PLEDGE_FIRST_DAY = "2025-01-01";
export const PLEDGE_MAX = 10_000_000;

/** The start a pledge takes: the day given, else the day it was proposed, never before PLEDGE_FIRST_DAY. */
export const pledgeStart = (given: string | undefined, proposedOn: Date) => {
  const start = given ?? kenyanDay(proposedOn);
  return start < PLEDGE_FIRST_DAY ? PLEDGE_FIRST_DAY : start;
};

/** The quarter a pledge starts in ("2026-11-28" -> 2026 Q4). */
export const pledgeStartPeriod = (from: string): Period => periodOfDay(from);

/**
 * What approved reports have delivered toward a pledge: trained and certified summed over the
 * quarters from the one the pledge starts in (a quarter's report is not split by day).
 */
export function deliveredSince(
  figures: ReadonlyArray<Period & { trained: number; certified: number }>,
  from: string,
): { trained: number; certified: number } {
  const first = periodOrdinal(pledgeStartPeriod(from));
  const delivered = { trained: 0, certified: 0 };
  for (const figure of figures) {
    if (periodOrdinal(figure) < first) continue;
    delivered.trained += figure.trained;
    delivered.certified += figure.certified;
  }
  return delivered;
}
