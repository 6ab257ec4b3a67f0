import { completeBreakdowns } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { breakdownDefaults, typedBreakdowns } from "./breakdown-values";

describe("breakdownDefaults", () => {
  it("turns the full shape answered into the inputs: not stated and zeros left empty, counties as rows", () => {
    const full = completeBreakdowns(
      { trained: 100, certified: 10 },
      { trained: { sex: { female: 60, male: 0 }, county: { "047": 30, "001": 5 } } },
    );
    const values = breakdownDefaults(full);
    expect(values.trained.sex).toEqual({ female: "60", male: "", intersex: "" });
    expect(values.trained.county).toEqual([
      { code: "001", count: "5" },
      { code: "047", count: "30" },
    ]);
    expect(values.certified.disability).toEqual({ with: "", without: "" });
    expect(values.certified.county).toEqual([]);
    // Back again: only what was typed.
    expect(typedBreakdowns(values)).toEqual({
      trained: { sex: { female: "60" }, county: { "001": "5", "047": "30" } },
    });
  });

  it("gives empty inputs for a new report", () => {
    expect(typedBreakdowns(breakdownDefaults(undefined))).toEqual({});
  });
});
