import { describe, expect, it } from "vitest";
import { pledgeStartPeriod } from "./pledge-periods";
import { currentPeriod, kenyanPeriod, periodOfDay } from "./report-calendar";

describe("the quarter in progress in Kenya", () => {
  it("is the quarter of the Kenyan day, which starts three hours before UTC's", () => {
    // 22:00 UTC on 31 December is 01:00 on 1 January in Nairobi.
    const newYearInKenya = new Date("2026-12-31T22:00:00Z");
    expect(currentPeriod(newYearInKenya)).toEqual({ year: 2026, quarter: "Q4" });
    expect(kenyanPeriod(newYearInKenya)).toEqual({ year: 2027, quarter: "Q1" });
    expect(kenyanPeriod(new Date("2026-12-31T20:59:59Z"))).toEqual({ year: 2026, quarter: "Q4" });
    expect(kenyanPeriod(new Date("2026-06-30T21:00:00Z"))).toEqual({ year: 2026, quarter: "Q3" });
  });

  it("is the rule a pledge's start quarter follows", () => {
    expect(periodOfDay("2026-11-28")).toEqual({ year: 2026, quarter: "Q4" });
    expect(periodOfDay("2027-01-01")).toEqual({ year: 2027, quarter: "Q1" });
    expect(pledgeStartPeriod("2026-04-01")).toEqual(periodOfDay("2026-04-01"));
  });
});
