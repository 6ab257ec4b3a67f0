// Dates as staff see them: one format in the whole staff area, the Kenyan one ("29 Nov 2026",
// East Africa Time), whatever the browser's language.
import { kenyanDate, kenyanDateTime } from "@alliance/shared";

export function formatDate(value?: string | null): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : kenyanDate(date);
}

/** "29 Nov 2026, 14:05 EAT". */
export function formatDateTime(value?: string | null): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : kenyanDateTime(date);
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "2 days ago", "just now"-style text for the partners table (docs/product/spec.md §2: Created as relative time). */
export function formatRelative(value?: string | null, now: number = Date.now()): string {
  if (!value) return "";
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second")
      return relative.format(Math.round(seconds / size), unit);
  }
  return "";
}
