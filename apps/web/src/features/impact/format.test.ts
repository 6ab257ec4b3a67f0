import { describe, expect, it } from "vitest";
import { formatNumber, formatShare, percentOf } from "./format";

describe("formatNumber", () => {
  it("uses thousands separators", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1234567)).toBe("1,234,567");
  });
  it("treats missing values as 0", () => {
    expect(formatNumber(undefined)).toBe("0");
    expect(formatNumber(Number.NaN)).toBe("0");
  });
});

describe("percentOf", () => {
  it("is capped at 100% and never negative", () => {
    expect(percentOf(53_067, 1_000_000)).toBe("5.31%");
    expect(percentOf(2_000_000, 1_000_000)).toBe("100%");
    expect(percentOf(-5, 1_000_000)).toBe("0%");
  });
});

describe("formatShare", () => {
  it("rounds to whole percents, keeping one decimal below 10%", () => {
    expect(formatShare(0.5234)).toBe("52%");
    expect(formatShare(0.034)).toBe("3.4%");
    expect(formatShare(0)).toBe("0%");
    expect(formatShare(1)).toBe("100%");
  });
});
