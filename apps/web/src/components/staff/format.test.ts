import { describe, expect, it } from "vitest";
import { formatDate, formatRelative } from "./format";

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
