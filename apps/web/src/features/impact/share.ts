// The share of a target reached, for the impact and organisation pages' bars; numbers themselves
// are written in the page's language by useFormat (../../i18n/use-format.ts).

/** The share of `target` reached, capped at 100 (a bar never overflows). */
export function shareOf(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, (Math.max(0, value) / target) * 100);
}
