// Dates as Kenyans read them: day month year and 24-hour time, in East Africa Time, whatever the
// server's or the browser's own time zone.
/** A moment as day, short month, year and 24-hour time (the time zone is the caller's to add). */
export const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

const DATE_TIME = new Intl.DateTimeFormat("en-KE", { ...DATE_TIME_PARTS, timeZone: "Africa/Nairobi" });

/** "24 Nov 2026, 23:05 EAT". */
export function kenyanDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return `${DATE_TIME.format(date)} EAT`;
}

const DATE = new Intl.DateTimeFormat("en-KE", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Africa/Nairobi",
});

/** "31 Dec 2027": a calendar day ("2027-12-31") or an instant, as Kenyans read a date. */
export function kenyanDate(value: Date | string): string {
  const date =
    value instanceof Date
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return DATE.format(date);
}

const KENYAN_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Nairobi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day `now` falls on in East Africa Time, YYYY-MM-DD. */
export const kenyanDay = (now: Date): string => KENYAN_DAY.format(now);
