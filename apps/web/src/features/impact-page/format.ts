// The impact page's number formats: the home page's impact section's (one fixed locale, so the
// server's and the browser's renderings match), and the share of a target for its bars.
import { NUMBER_LOCALE } from "../reports/impact/format";

export { formatNumber } from "../reports/impact/format";

/** The share of `target` reached, capped at 100 (a bar never overflows). */
export function shareOf(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, (Math.max(0, value) / target) * 100);
}

/** "12.5%": a percentage (0 to 100) written with a precision that still moves at small values. */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: percent < 10 ? 2 : 1 })}%`;
}
