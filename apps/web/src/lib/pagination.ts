// Page lists for the staff tables (docs/product/spec.md §9): the first page, the last page and every page within
// PAGINATION_WINDOW of the current one, with gaps between; Previous Range / Next Range jump
// PAGINATION_RANGE_JUMP pages. Pure functions so they are unit tested without a browser.
import { PAGINATION_RANGE_JUMP, PAGINATION_WINDOW } from "@alliance/shared";

export type PageItem = { type: "page"; page: number } | { type: "gap"; after: number };

/** Number of pages for `total` rows; at least 1 so an empty list still has a page 1. */
export function pageCountFor(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Keeps a page number inside 1..pageCount. */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** First, last and pages within `window` of `current`, in order, with a gap marker wherever
 * numbers are skipped. */
export function paginationWindow(
  current: number,
  pageCount: number,
  window: number = PAGINATION_WINDOW,
): PageItem[] {
  const last = Math.max(1, Math.floor(pageCount));
  const page = clampPage(current, last);
  const from = Math.max(1, page - window);
  const to = Math.min(last, page + window);
  const pages = new Set<number>([1, last]);
  for (let p = from; p <= to; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (previous && p > previous + 1) items.push({ type: "gap", after: previous });
    items.push({ type: "page", page: p });
    previous = p;
  }
  return items;
}

/** Target of Previous Range (-1) or Next Range (+1), clamped to the existing pages. */
export function rangeJump(
  current: number,
  pageCount: number,
  direction: -1 | 1,
  jump: number = PAGINATION_RANGE_JUMP,
): number {
  return clampPage(current + direction * jump, pageCount);
}
