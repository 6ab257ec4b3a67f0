// Copied from features/reports/impact/format.ts (formatNumber, owned by the home page's impact
// section, which this feature does not edit): a fixed locale, so the server's and the browser's
// renderings match (no hydration mismatch).
export const NUMBER_LOCALE = "en-KE";

/** Whole numbers with thousands separators, e.g. 1234567 → "1,234,567". */
export function formatNumber(value: number | null | undefined): string {
  const n = Number.isFinite(value) ? Number(value) : 0;
  return n.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: 0 });
}

/** The share of `target` reached, capped at 100 (a bar never overflows). */
export function shareOf(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, (Math.max(0, value) / target) * 100);
}

/** "12.5%": a share written with a precision that still moves at small values. */
export function formatShare(share: number): string {
  return `${share.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: share < 10 ? 2 : 1 })}%`;
}
