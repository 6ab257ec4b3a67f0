// The zod schemas of report breakdowns (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): what a report may send, and the shapes the API
// answers. The dimensions and rules themselves are in breakdowns.ts (zod-free, for public pages).
import { z } from "zod";
import {
  CROSS_CELLS_LIMIT,
  DIMENSION_CATEGORIES,
  DIMENSION_LABELS,
  DIMENSIONS,
  type Dimension,
  NOT_STATED,
} from "./breakdowns";
import { REPORT_METRIC_LIMIT } from "./constants";

const count = z.coerce
  .number({ error: "Enter a number" })
  .int("Enter a whole number")
  .min(0, "Must be 0 or more")
  .max(REPORT_METRIC_LIMIT, `Must be at most ${REPORT_METRIC_LIMIT.toLocaleString("en-US")}`);

const dimensionInput = (dimension: Dimension) =>
  z.strictObject(
    Object.fromEntries(
      DIMENSION_CATEGORIES[dimension].map((category) => [category, count.optional()]),
    ) as Record<string, z.ZodOptional<typeof count>>,
    { error: `Unknown ${DIMENSION_LABELS[dimension].toLowerCase()} category` },
  );

/** A known category of a dimension (a cross-classified cell names no "not stated"). */
const knownCategory = (dimension: Dimension) =>
  z.enum(
    DIMENSION_CATEGORIES[dimension].filter((category) => category !== NOT_STATED) as [string, ...string[]],
    {
      error: `Unknown ${DIMENSION_LABELS[dimension].toLowerCase()} category`,
    },
  );

/** One count classified by several dimensions at once; a dimension left out means "all" of it. */
export const CrossCellInput = z
  .strictObject(
    {
      county: knownCategory("county").optional(),
      sex: knownCategory("sex").optional(),
      ageBand: knownCategory("ageBand").optional(),
      disability: knownCategory("disability").optional(),
      count,
    },
    { error: "A cross-classified cell has county, sex, ageBand, disability and count" },
  )
  .refine((cell) => DIMENSIONS.some((dimension) => cell[dimension] !== undefined), {
    error: "Name at least one of county, sex, ageBand and disability",
  });

const metricBreakdownInput = z.strictObject(
  {
    sex: dimensionInput("sex").optional(),
    ageBand: dimensionInput("ageBand").optional(),
    county: dimensionInput("county").optional(),
    disability: dimensionInput("disability").optional(),
    /** Counts by several dimensions at once (the separate breakdowns are derived from them). */
    cross: z
      .array(CrossCellInput)
      .max(CROSS_CELLS_LIMIT, `At most ${CROSS_CELLS_LIMIT.toLocaleString("en-US")} cross-classified cells`)
      .optional(),
  },
  { error: "Unknown dimension: use sex, ageBand, county or disability" },
);

/** A report's breakdowns as sent: any metric, dimension or category may be left out. */
export const BreakdownsInput = z.strictObject(
  { trained: metricBreakdownInput.optional(), certified: metricBreakdownInput.optional() },
  { error: "Breakdowns are given for trained and certified only" },
);
export type BreakdownsInput = z.infer<typeof BreakdownsInput>;

const countsOut = z.record(z.string(), z.number());
const metricBreakdownOut = z.object({
  sex: countsOut,
  ageBand: countsOut,
  county: countsOut,
  disability: countsOut,
});
/** Every metric and dimension, with "notStated" as the remainder. */
export const BreakdownsOut = z.object({ trained: metricBreakdownOut, certified: metricBreakdownOut });

const metricCoverageOut = z.object({
  sex: z.number(),
  ageBand: z.number(),
  county: z.number(),
  disability: z.number(),
});
/** Per metric and dimension, the share (0 to 1) of the total whose category is known. */
export const CoverageOut = z.object({ trained: metricCoverageOut, certified: metricCoverageOut });

/** One cell counted by several dimensions at once (the dimensions it does not split by are absent). */
export const CrossCellOut = z.object({
  county: z.string().optional(),
  sex: z.string().optional(),
  ageBand: z.string().optional(),
  disability: z.string().optional(),
  count: z.number(),
});
/** A report's cross-classified cells per metric (empty when it reported none). */
export const CrossBreakdownsOut = z.object({
  trained: z.array(CrossCellOut),
  certified: z.array(CrossCellOut),
});

/** GET /reports/summary/counties: the 47 counties with their counts (approved reports only). */
export const CountiesOut = z.array(z.object({ code: z.string(), name: z.string(), count: z.number() }));
export type CountiesOut = z.infer<typeof CountiesOut>;

/** A figure of a public answer, withheld when under SMALL_CELL people (it reads "fewer than 10"). */
const suppressibleOut = z.object({ count: z.number().nullable(), fewerThan: z.number().optional() });

/**
 * GET /reports/summary/counties/:code: a county's figure and, from the cells reported by several
 * dimensions at once, its women, youth (18-34) and persons with disabilities, with the share of
 * the county's figure reported that way. Any figure under 10 people is withheld.
 */
export const CountyDetailOut = z.object({
  code: z.string(),
  name: z.string(),
  metric: z.string(),
  count: z.number(),
  crossClassified: z.object({
    count: z.number(),
    /** The share (0 to 1) of the county's figure reported by several dimensions at once. */
    share: z.number().nullable(),
    women: suppressibleOut,
    youth: suppressibleOut,
    disability: suppressibleOut,
  }),
});
export type CountyDetailOut = z.infer<typeof CountyDetailOut>;
