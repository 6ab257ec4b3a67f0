// Numbers and dates in the page's language, through Intl with the language's Kenyan locale
// (en-KE, sw-KE): day month year, 24-hour times, East Africa Time whatever the reader's own time
// zone, so the server's rendering and the browser's hydration agree.
// docs/decisions/0029-public-site-in-two-languages.md
import { LANGUAGE_LOCALES, type Language } from "@alliance/shared";

const TIME_ZONE = "Africa/Nairobi";

/** Whole numbers with the locale's thousands separators: 1234567 → "1,234,567". */
export function formatNumber(value: number | null | undefined, language: Language): string {
  const n = Number.isFinite(value) ? Number(value) : 0;
  return n.toLocaleString(LANGUAGE_LOCALES[language], { maximumFractionDigits: 0 });
}

/**
 * A large number written short: "1M" in English; Kiswahili has no short form that reads well
 * (sw-KE's compact notation prints 1,000,000 as "M1"), so whole millions are "milioni 1" and
 * anything else is the full number.
 */
export function formatShortNumber(value: number, language: Language): string {
  if (language === "sw") {
    if (value >= 1_000_000 && value % 1_000_000 === 0) {
      return `milioni ${formatNumber(value / 1_000_000, language)}`;
    }
    return formatNumber(value, language);
  }
  return value.toLocaleString(LANGUAGE_LOCALES[language], {
    notation: "compact",
    maximumFractionDigits: 1,
  });
}

/** A percentage (0 to 100), with a precision that still moves at small values: "12.5%", "0.25%". */
export function formatPercent(percent: number, language: Language): string {
  const digits = percent < 10 ? 2 : 1;
  return (percent / 100).toLocaleString(LANGUAGE_LOCALES[language], {
    style: "percent",
    maximumFractionDigits: digits,
  });
}

/** A share (0 to 1) as a percentage: whole numbers, one decimal below 10% ("3.4%", "45%"). */
export function formatShare(share: number, language: Language): string {
  const clamped = Math.min(1, Math.max(0, share));
  return clamped.toLocaleString(LANGUAGE_LOCALES[language], {
    style: "percent",
    maximumFractionDigits: clamped < 0.1 ? 1 : 0,
  });
}

/** Day, short month and year: "31 Dec 2027". */
const SHORT_DAY = { day: "numeric", month: "short", year: "numeric" } as const;
/** A 24-hour time: "18:30". */
const TIME_24H = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

const asDate = (value: Date | string) =>
  value instanceof Date
    ? value
    : // A calendar day ("2027-12-31") is read at noon, so no time zone moves it to another day.
      new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/** "31 Dec 2027" / "31 Des 2027". */
export function formatDate(value: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...SHORT_DAY, timeZone: TIME_ZONE }).format(
    asDate(value),
  );
}

/** "31 December 2027" / "31 Desemba 2027". */
export function formatLongDate(value: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(asDate(value));
}

/** "31 Dec 2027, 18:30 EAT" / "31 Des 2027 saa 18:30 EAT": a moment, with its 24-hour time. */
export function formatDateTime(value: Date | string, language: Language): string {
  // Shared's DATE_TIME_PARTS are the same parts; importing them would bring shared's dates module
  // into every public page's first load, whose budget has no bytes to spare.
  const text = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    ...SHORT_DAY,
    ...TIME_24H,
    timeZone: TIME_ZONE,
  }).format(asDate(value));
  return `${text} EAT`;
}

/** "18:30": a time of day, 24-hour, East Africa Time. */
export function formatTime(value: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...TIME_24H, timeZone: TIME_ZONE }).format(
    asDate(value),
  );
}

/** The Kenyan calendar day of a moment, for comparing ("2026-12-12"). */
const kenyanDayOf = (value: Date | string) =>
  new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: TIME_ZONE,
  }).format(asDate(value));

/** "Sat 12 Dec 2026" / "Jumamosi 12 Des 2026": a day with its weekday. */
export function formatDayWithWeekday(value: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    weekday: "short",
    ...SHORT_DAY,
    timeZone: TIME_ZONE,
  })
    .format(asDate(value))
    .replace(",", "");
}

/**
 * When an event takes place: "Sat 12 Dec 2026, 09:00–16:00 EAT" on one day; "Sat 12 Dec 2026,
 * 09:00 EAT – Sun 13 Dec 2026, 16:00 EAT" over several.
 */
export function formatEventSpan(start: Date | string, end: Date | string, language: Language): string {
  const from = `${formatDayWithWeekday(start, language)}, ${formatTime(start, language)}`;
  if (kenyanDayOf(start) === kenyanDayOf(end)) return `${from}–${formatTime(end, language)} EAT`;
  return `${from} EAT – ${formatDayWithWeekday(end, language)}, ${formatTime(end, language)} EAT`;
}
