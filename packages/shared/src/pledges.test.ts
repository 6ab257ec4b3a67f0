import { describe, expect, it } from "vitest";
import { kenyanDay } from "./dates";
import { deliveredSince, PledgeInput, pledgeStart } from "./pledges";

const figure = (year: number, quarter: "Q1" | "Q2" | "Q3" | "Q4", trained: number) => ({
  year,
  quarter,
  trained,
  certified: trained / 10,
});

describe("a pledge's start", () => {
  it("is the day it is proposed in Kenya unless the organisation gives one, never before 2025", () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Nairobi (UTC+3).
    expect(kenyanDay(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01");
    expect(pledgeStart(undefined, new Date("2026-11-28T09:00:00Z"))).toBe("2026-11-28");
    expect(pledgeStart("2025-07-01", new Date("2026-11-28T09:00:00Z"))).toBe("2025-07-01");
    expect(pledgeStart(undefined, new Date("2024-06-01T09:00:00Z"))).toBe("2025-01-01");
  });

  it("is checked: a real day, from 1 January 2025, not after the day the pledge is for", () => {
    const base = { trained: 100, certified: 10, by: "2027-12-31" };
    expect(PledgeInput.parse({ ...base, from: "" }).from).toBeUndefined();
    expect(PledgeInput.parse({ ...base, from: "2025-01-01" }).from).toBe("2025-01-01");
    const issues = (from: string) =>
      PledgeInput.safeParse({ ...base, from }).error?.issues.map((issue) => issue.message);
    expect(issues("2024-12-31")).toEqual(["A pledge starts on 2025-01-01 or later"]);
    expect(issues("2026-02-30")).toContain("Use a real date like 2025-07-01");
    expect(issues("2028-01-01")).toEqual(["A pledge starts before the date it is for"]);
  });
});

describe("progress toward a pledge", () => {
  const figures = [
    figure(2025, "Q3", 5000),
    figure(2025, "Q4", 300),
    figure(2026, "Q1", 200),
    figure(2026, "Q4", 50),
  ];

  it("counts the quarters from the one the pledge starts in, whatever came before", () => {
    expect(deliveredSince(figures, "2025-11-15")).toEqual({ trained: 550, certified: 55 });
    expect(deliveredSince(figures, "2025-01-01")).toEqual({ trained: 5550, certified: 555 });
  });

  it("is nothing on the day a pledge is made after the quarters reported", () => {
    expect(deliveredSince(figures.slice(0, 3), "2026-11-28")).toEqual({ trained: 0, certified: 0 });
  });
});
