// The formatters of format.ts bound to the page's language, and quarters, which are words
// ("Q1 2025", "Robo ya kwanza 2025") and so come from the common catalogue.
import type { Quarter } from "@alliance/shared";
import * as format from "./format";
import { useLanguage } from "./language-context";
import { useT } from "./use-t";

/** "Q1" or 1 → 1. */
const quarterNumber = (quarter: Quarter | number) =>
  typeof quarter === "number" ? quarter : Number(quarter.slice(1));

export function useFormat() {
  const language = useLanguage();
  const t = useT();
  return {
    language,
    number: (value: number | null | undefined) => format.formatNumber(value, language),
    shortNumber: (value: number) => format.formatShortNumber(value, language),
    percent: (percent: number) => format.formatPercent(percent, language),
    share: (share: number) => format.formatShare(share, language),
    date: (value: Date | string) => format.formatDate(value, language),
    longDate: (value: Date | string) => format.formatLongDate(value, language),
    dateTime: (value: Date | string) => format.formatDateTime(value, language),
    time: (value: Date | string) => format.formatTime(value, language),
    /** "Sat 12 Dec 2026, 09:00–16:00 EAT": an event's start and end. */
    eventSpan: (start: Date | string, end: Date | string) => format.formatEventSpan(start, end, language),
    /** "Q1 2025" / "Robo ya kwanza 2025". */
    quarter: (year: number, quarter: Quarter | number) =>
      t("common.quarter", { year: String(year), quarter: quarterNumber(quarter) }),
    /** "2025-Q1" / "Robo 1 2025": where room is short (a chart's axis). */
    quarterShort: (year: number, quarter: Quarter | number) =>
      t("common.quarterShort", { year: String(year), quarter: quarterNumber(quarter) }),
    /** "Q1" / "Robo ya kwanza": a quarter of a year already named. */
    quarterOnly: (quarter: Quarter | number) => t("common.quarterOnly", { quarter: quarterNumber(quarter) }),
  };
}
