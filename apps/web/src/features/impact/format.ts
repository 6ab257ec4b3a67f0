/** A fixed locale, so the server's and the browser's renderings match (no hydration mismatch). */
export const NUMBER_LOCALE = "en-KE";

/** Whole numbers with locale thousands separators, e.g. 1234567 → "1,234,567". */
export function formatNumber(value: number | null | undefined): string {
  const n = Number.isFinite(value) ? Number(value) : 0;
  return n.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: 0 });
}

export function percentOf(value: number, target: number): string {
  if (target <= 0) return "0%";
  const pct = Math.min(100, (Math.max(0, value) / target) * 100);
  return `${pct.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: pct < 10 ? 2 : 1 })}%`;
}

/** A share (0 to 1) as a percentage: whole numbers, one decimal below 10% so 3.4% is not "3%". */
export function formatShare(share: number): string {
  const pct = Math.min(100, Math.max(0, share * 100));
  return `${pct.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: pct < 10 ? 1 : 0 })}%`;
}
