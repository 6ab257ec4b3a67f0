import { describe, expect, it } from "vitest";
import { paceNeeded, quartersLeft, recentPace } from "./impact-page";

describe("progress toward the target", () => {
  it("counts the quarter in progress and every quarter until the end of the target year", () => {
    expect(quartersLeft(new Date("2026-11-25T12:00:00Z"), 2027)).toBe(5);
    expect(quartersLeft(new Date("2027-10-01T00:00:00Z"), 2027)).toBe(1);
    expect(quartersLeft(new Date("2028-01-02T00:00:00Z"), 2027)).toBe(0);
  });

  it("spreads what remains over the quarters left, rounding up, and needs nothing once reached", () => {
    expect(paceNeeded(0, 4, 1000)).toBe(250);
    expect(paceNeeded(1, 4, 1000)).toBe(250);
    expect(paceNeeded(2, 4, 1000)).toBe(250);
    expect(paceNeeded(3, 4, 1001)).toBe(250);
    expect(paceNeeded(1000, 4, 1000)).toBe(0);
    expect(paceNeeded(1200, 4, 1000)).toBe(0);
    // After the target date the whole remainder is due at once.
    expect(paceNeeded(400, 0, 1000)).toBe(600);
  });

  it("averages the last four ended quarters, leaving out the one in progress, a missing quarter counting 0", () => {
    const now = new Date("2026-11-25T12:00:00Z"); // 2026 Q4 in progress
    const series = [
      { period: "2025-Q2", trained: 9999, certified: 9999 },
      { period: "2025-Q4", trained: 100, certified: 10 },
      { period: "2026-Q1", trained: 200, certified: 20 },
      { period: "2026-Q3", trained: 101, certified: 30 },
      { period: "2026-Q4", trained: 5000, certified: 5000 },
    ];
    expect(recentPace(series, "trained", now)).toEqual({
      perQuarter: 100,
      from: { year: 2025, quarter: "Q4" },
      to: { year: 2026, quarter: "Q3" },
    });
    expect(recentPace(series, "certified", now)?.perQuarter).toBe(15);
    expect(recentPace([{ period: "2026-Q4", trained: 5 }], "trained", now)).toBeNull();
    expect(recentPace([], "trained", now)).toBeNull();
  });
});
