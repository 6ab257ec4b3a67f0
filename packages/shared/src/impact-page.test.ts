import { describe, expect, it } from "vitest";
import { paceNeeded, quartersLeft } from "./impact-page";

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
});
