// Numbers and dates as each language writes them, the same on the server and in the browser.
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatEventSpan,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatShare,
  formatShortNumber,
} from "./format";

describe("formatting in English and Kiswahili", () => {
  it("writes whole numbers with thousands separators in both languages", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(1234567, "sw")).toBe("1,234,567");
    expect(formatNumber(undefined, "sw")).toBe("0");
  });

  it("writes a million short in English, and never with sw-KE's compact 'M1' in Kiswahili", () => {
    expect(formatShortNumber(1_000_000, "en")).toBe("1M");
    expect(formatShortNumber(1_000_000, "sw")).toBe("milioni 1");
    expect(formatShortNumber(2_000_000, "sw")).toBe("milioni 2");
    expect(formatShortNumber(1_250_000, "sw")).toBe("1,250,000");
    expect(formatShortNumber(1_000_000, "sw")).not.toContain("M1");
  });

  it("writes percentages with a precision that still moves at small values", () => {
    expect(formatPercent(12.5, "en")).toBe("12.5%");
    expect(formatPercent(0.25, "sw")).toBe("0.25%");
    expect(formatShare(0.034, "en")).toBe("3.4%");
    expect(formatShare(0.45, "sw")).toBe("45%");
  });

  it("writes dates day month year and times on the 24-hour clock in East Africa Time", () => {
    const evening = "2027-12-31T15:30:00Z"; // 18:30 in Nairobi
    expect(formatDate("2027-12-31", "en")).toBe("31 Dec 2027");
    expect(formatLongDate("2027-12-31", "sw")).toBe("31 Desemba 2027");
    expect(formatDateTime(evening, "en")).toMatch(/^31 Dec 2027,? 18:30 EAT$/);
    expect(formatDateTime(evening, "sw")).toContain("18:30 EAT");
    expect(formatDateTime(evening, "sw")).toContain("Des 2027");
  });
});

describe("an event's time", () => {
  it("a one-day event reads as its weekday, day and hours; a longer one names both days", () => {
    expect(formatEventSpan("2026-12-12T06:00:00Z", "2026-12-12T13:00:00Z", "en")).toBe(
      "Sat 12 Dec 2026, 09:00–16:00 EAT",
    );
    expect(formatEventSpan("2026-12-12T06:00:00Z", "2026-12-13T13:00:00Z", "en")).toBe(
      "Sat 12 Dec 2026, 09:00 EAT – Sun 13 Dec 2026, 16:00 EAT",
    );
    expect(formatEventSpan("2026-12-12T06:00:00Z", "2026-12-12T13:00:00Z", "sw")).toBe(
      "Jumamosi 12 Des 2026, 09:00–16:00 EAT",
    );
  });
});
