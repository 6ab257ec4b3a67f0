// How the county map is shaded: "none reported" plus four steps of equal width, with round
// bounds (1-400, 401-800, ...) so the legend reads easily, the last step open-ended so the largest
// county always falls in it. Darker means more; every step also has its text in the legend and
// the table of counties, so colour is never the only way to tell.
export interface ShadingStep {
  /** Lowest count of the step (0 for "none reported"). */
  from: number;
  label: string;
  fill: string;
  /** Abbreviation colour on this fill: at least 4.5:1. */
  text: string;
}

/** Light to dark blue (Tailwind's slate-100, blue-100, blue-300, blue-600, blue-900). */
const NONE = { fill: "#f1f5f9", text: "#1e293b" };
const SHADES = [
  { fill: "#dbeafe", text: "#0f172a" },
  { fill: "#93c5fd", text: "#0f172a" },
  { fill: "#2563eb", text: "#ffffff" },
  { fill: "#1e3a8a", text: "#ffffff" },
] as const;

/** The smallest round number (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten) at least `value`. */
export function roundUp(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const nice = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= value) ?? 10;
  return Math.ceil(nice * power);
}

/** How the legend names its steps, in the page's language (the map gives them). */
export interface StepLabels {
  none: string;
  range: (from: number, to: number) => string;
  open: (from: number) => string;
}

/** The legend's steps for these counts; only "none reported" while nobody is counted anywhere. */
export function shadingSteps(counts: readonly number[], labels: StepLabels): ShadingStep[] {
  const none: ShadingStep = { from: 0, label: labels.none, ...NONE };
  const max = Math.max(0, ...counts);
  if (max === 0) return [none];
  const width = roundUp(max / SHADES.length);
  return [
    none,
    ...SHADES.map((shade, index) => {
      const from = index * width + 1;
      const last = index === SHADES.length - 1;
      const label = last ? labels.open(from) : labels.range(from, (index + 1) * width);
      return { from, label, ...shade };
    }),
  ];
}

/** The step a count falls in. */
export function stepOf(count: number, steps: readonly ShadingStep[]): ShadingStep {
  // Not findLast: the public build targets ES2020 browsers.
  return [...steps].reverse().find((step) => count >= step.from) ?? steps[0]!;
}
