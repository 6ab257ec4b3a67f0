import { describe, expect, it } from "vitest";
import { REPORT_METRIC_LIMIT } from "./constants";
import {
  currentPeriod,
  isOpenPeriod,
  lastCompletePeriod,
  reportWarnings,
  reportYears,
} from "./report-calendar";
import { reportInputAt } from "./report-rules";

const zero = { aware: 0, engaged: 0, trained: 0, certified: 0, orgsReached: 0, reachedByLeaders: 0 };
const at = (iso: string) => new Date(iso);

describe("report periods", () => {
  it("knows the quarter in progress and the last complete one (UTC)", () => {
    expect(currentPeriod(at("2026-11-23T10:00:00Z"))).toEqual({ year: 2026, quarter: "Q4" });
    expect(lastCompletePeriod(at("2026-11-23T10:00:00Z"))).toEqual({ year: 2026, quarter: "Q3" });
    expect(lastCompletePeriod(at("2027-02-01T00:00:00Z"))).toEqual({ year: 2026, quarter: "Q4" });
  });

  it("accepts started quarters from 2023 on, never a future one", () => {
    const now = at("2026-11-23T10:00:00Z");
    expect(isOpenPeriod(2026, "Q4", now)).toBe(true);
    expect(isOpenPeriod(2023, "Q1", now)).toBe(true);
    expect(isOpenPeriod(2027, "Q1", now)).toBe(false);
    expect(isOpenPeriod(2022, "Q4", now)).toBe(false);
    expect(isOpenPeriod(2027, "Q1", at("2027-01-01T00:00:00Z"))).toBe(true);
  });

  it("offers every year from 2023 to the current year", () => {
    expect(reportYears(at("2026-05-01T00:00:00Z"))).toEqual([2023, 2024, 2025, 2026]);
    expect(reportYears(at("2028-01-01T00:00:00Z")).at(-1)).toBe(2028);
  });

  it("refuses future quarters and out-of-range metrics in the payload", () => {
    const input = reportInputAt(() => at("2026-11-23T10:00:00Z"));
    expect(input.safeParse({ year: 2027, quarter: "Q3" }).success).toBe(false);
    expect(input.safeParse({ year: 2026, quarter: "Q4" }).success).toBe(true);
    expect(
      input.safeParse({ year: 2026, quarter: "Q1", metrics: { aware: REPORT_METRIC_LIMIT } }).success,
    ).toBe(true);
    expect(
      input.safeParse({ year: 2026, quarter: "Q1", metrics: { aware: REPORT_METRIC_LIMIT + 1 } }).success,
    ).toBe(false);
    expect(input.safeParse({ year: 2026, quarter: "Q1", metrics: { aware: 1.5 } }).success).toBe(false);
  });
});

describe("report warnings", () => {
  it("flags each inverted funnel stage", () => {
    const codes = reportWarnings({ ...zero, aware: 1, engaged: 2, trained: 3, certified: 4 }).map(
      (w) => w.code,
    );
    expect(codes).toEqual(["certified_above_trained", "trained_above_engaged", "engaged_above_aware"]);
    expect(reportWarnings({ ...zero, aware: 4, engaged: 3, trained: 2, certified: 1 })).toEqual([]);
  });

  it("flags a metric more than ten times the previous approved quarter", () => {
    const previous = { ...zero, aware: 100, engaged: 50 };
    const warnings = reportWarnings({ ...zero, aware: 1001, engaged: 500 }, previous);
    expect(warnings.map((w) => [w.code, w.metric])).toEqual([["jump_from_previous_quarter", "aware"]]);
    expect(reportWarnings({ ...zero, aware: 1000 }, previous)).toEqual([]);
  });
});
