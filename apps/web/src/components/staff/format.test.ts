import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatRelative } from "./format";

describe("formatDate (one Kenyan date format in the staff area)", () => {
  it("reads day month year in East Africa Time, whatever the browser's language", () => {
    expect(formatDate("2026-11-22T12:00:00Z")).toBe("22 Nov 2026");
    // 22:30 UTC is already the next day in Nairobi.
    expect(formatDate("2026-11-22T22:30:00Z")).toBe("23 Nov 2026");
    expect(formatDateTime("2026-11-22T12:05:00Z")).toBe("22 Nov 2026, 15:05 EAT");
    expect(formatDate(null)).toBe("");
  });
});

describe("formatRelative (partners: Created as relative time)", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it("says just now, minutes, hours, days, months and years ago", () => {
    expect(formatRelative("2026-11-22T11:59:50Z", now)).toBe("just now");
    expect(formatRelative("2026-11-22T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatRelative("2026-11-22T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelative("2026-11-21T12:00:00Z", now)).toBe("yesterday");
    expect(formatRelative("2026-11-08T12:00:00Z", now)).toBe("2 weeks ago");
    expect(formatRelative("2026-07-22T12:00:00Z", now)).toBe("4 months ago");
    expect(formatRelative("2024-11-22T12:00:00Z", now)).toBe("2 years ago");
  });

  it("is empty for a missing or invalid date", () => {
    expect(formatRelative(undefined, now)).toBe("");
    expect(formatRelative("not a date", now)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
