import { BREAKDOWN_TEXTS } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { roundUp, type StepLabels, shadingSteps, stepOf } from "./county-shading";

const labels: StepLabels = {
  none: BREAKDOWN_TEXTS.legendNone,
  range: BREAKDOWN_TEXTS.legendRange,
  open: BREAKDOWN_TEXTS.legendOpen,
};

describe("county shading", () => {
  it("rounds step widths up to numbers that read easily", () => {
    expect(roundUp(0.3)).toBe(1);
    expect(roundUp(308.5)).toBe(400);
    expect(roundUp(1200)).toBe(1500);
    expect(roundUp(7)).toBe(8);
  });

  it("has only 'none reported' while nobody is counted", () => {
    const steps = shadingSteps([0, 0, 0], labels);
    expect(steps.map((step) => step.label)).toEqual([BREAKDOWN_TEXTS.legendNone]);
    expect(stepOf(0, steps).label).toBe(BREAKDOWN_TEXTS.legendNone);
  });

  it("has four steps of round width, the last open-ended, and puts each count in its step", () => {
    const steps = shadingSteps([0, 5, 1234], labels);
    expect(steps.map((step) => step.label)).toEqual([
      BREAKDOWN_TEXTS.legendNone,
      "1-400",
      "401-800",
      "801-1,200",
      "1,201 or more",
    ]);
    expect(stepOf(0, steps)).toBe(steps[0]);
    expect(stepOf(5, steps)).toBe(steps[1]);
    expect(stepOf(400, steps)).toBe(steps[1]);
    expect(stepOf(401, steps)).toBe(steps[2]);
    expect(stepOf(1234, steps)).toBe(steps[4]);
    // Darker fills carry white text, lighter ones dark text.
    expect(steps[4]!.text).toBe("#ffffff");
    expect(steps[1]!.text).not.toBe("#ffffff");
  });
});
