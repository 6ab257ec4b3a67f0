import { describe, expect, it } from "vitest";
import { recentPace } from "./recent-pace";

const now = new Date("2026-11-25T12:00:00Z"); // 2026 Q4 in progress
const point = (period: string, trained: number, reported: number, expected = 10) => ({
  period,
  trained,
  certified: Math.round(trained / 10),
  reported,
  expected,
});

describe("the recent pace", () => {
  it("averages the latest four ended quarters in which at least half the organisations reported", () => {
    const series = [
      point("2025-Q1", 9000, 9),
      point("2025-Q2", 7000, 5),
      point("2025-Q3", 7200, 8),
      point("2025-Q4", 7400, 6),
      point("2026-Q1", 7600, 7),
      // Thin: 4 of 10 reported, left out rather than dragging the pace down.
      point("2026-Q2", 300, 4),
      // Q3 2026 has no approved report at all: not in the series, so never counted as 0.
      // The quarter in progress is provisional and left out whatever its rate.
      point("2026-Q4", 5000, 10),
    ];
    const pace = recentPace(series, "trained", now);
    expect(pace).toEqual({
      kind: "pace",
      perQuarter: 7300,
      quarters: [
        { period: { year: 2025, quarter: "Q2" }, value: 7000, reported: 5, expected: 10, rate: 0.5 },
        { period: { year: 2025, quarter: "Q3" }, value: 7200, reported: 8, expected: 10, rate: 0.8 },
        { period: { year: 2025, quarter: "Q4" }, value: 7400, reported: 6, expected: 10, rate: 0.6 },
        { period: { year: 2026, quarter: "Q1" }, value: 7600, reported: 7, expected: 10, rate: 0.7 },
      ],
    });
    expect(recentPace(series, "certified", now)).toMatchObject({ kind: "pace", perQuarter: 730 });
  });

  it("averages two or three qualifying quarters over their own number", () => {
    const series = [point("2026-Q1", 100, 6), point("2026-Q2", 1, 1), point("2026-Q3", 201, 9)];
    expect(recentPace(series, "trained", now)).toMatchObject({ kind: "pace", perQuarter: 151 });
  });

  it("has no pace with fewer than two qualifying quarters, saying how many there were", () => {
    // Quarters without reports (none in the series) and thin reporting.
    expect(recentPace([point("2026-Q2", 500, 2), point("2026-Q3", 800, 6)], "trained", now)).toEqual({
      kind: "none",
      qualifying: 1,
    });
    expect(recentPace([point("2026-Q4", 800, 10)], "trained", now)).toEqual({ kind: "none", qualifying: 0 });
    expect(recentPace([], "trained", now)).toEqual({ kind: "none", qualifying: 0 });
    // No organisation must report: no rate, so no quarter qualifies.
    expect(recentPace([point("2026-Q2", 5, 0, 0), point("2026-Q3", 5, 0, 0)], "trained", now)).toEqual({
      kind: "none",
      qualifying: 0,
    });
  });
});
