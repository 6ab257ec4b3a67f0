// The report form's breakdowns as the inputs hold them, and their way to and from the API's shape
// (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md). Inputs hold text ("" for an empty one); counties are rows the user adds (a
// field array), not 47 inputs. The form is checked by the shared ReportInput schema, so the
// messages are the API's: the values are turned into ReportInput's shape first, and the county
// errors, which the schema names by county code, are moved to the row holding that county.
import {
  BREAKDOWN_METRICS,
  type BreakdownMetric,
  type Breakdowns,
  type CountyCode,
  DIMENSION_CATEGORIES,
  NOT_STATED,
  type ReportFormValues,
  ReportInput,
} from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";

/** The dimensions with one input per category (counties are rows). */
export const CATEGORY_DIMENSIONS = ["sex", "ageBand", "disability"] as const;
export type CategoryDimension = (typeof CATEGORY_DIMENSIONS)[number];

/** The categories a user types (not stated is the remainder, never typed). */
export const typedCategories = (dimension: CategoryDimension) =>
  DIMENSION_CATEGORIES[dimension].filter((category) => category !== NOT_STATED);

export interface CountyRow {
  code: CountyCode;
  count: string;
}
export interface MetricBreakdownValues {
  sex: Record<string, string>;
  ageBand: Record<string, string>;
  disability: Record<string, string>;
  county: CountyRow[];
}
export type BreakdownValues = Record<BreakdownMetric, MetricBreakdownValues>;

/** The report form's values: ReportInput's, with the breakdowns as the inputs hold them. */
export type ReportFormState = Omit<ReportFormValues, "breakdowns"> & { breakdowns: BreakdownValues };

const text = (count: number | undefined) => (count && count > 0 ? String(count) : "");

/** Counts by dimension and category, whole (as answered) or in part (as sent, or in a draft file). */
type SomeBreakdowns = Partial<
  Record<BreakdownMetric, Partial<Record<keyof MetricBreakdownValues, Partial<Record<string, number>>>>>
>;

/** The form's starting breakdowns from the full shape answered: known categories above 0 only. */
export function breakdownDefaults(breakdowns: Breakdowns | SomeBreakdowns | undefined): BreakdownValues {
  const out = {} as BreakdownValues;
  for (const metric of BREAKDOWN_METRICS) {
    const counts = (breakdowns as SomeBreakdowns | undefined)?.[metric];
    out[metric] = {
      sex: Object.fromEntries(typedCategories("sex").map((c) => [c, text(counts?.sex?.[c])])),
      ageBand: Object.fromEntries(typedCategories("ageBand").map((c) => [c, text(counts?.ageBand?.[c])])),
      disability: Object.fromEntries(
        typedCategories("disability").map((c) => [c, text(counts?.disability?.[c])]),
      ),
      county: Object.entries(counts?.county ?? {})
        .filter((entry): entry is [string, number] => entry[0] !== NOT_STATED && (entry[1] ?? 0) > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([code, count]) => ({ code: code as CountyCode, count: String(count) })),
    };
  }
  return out;
}

/** What has been typed, in ReportInput's shape: empty inputs, dimensions and metrics left out. */
export function typedBreakdowns(values: BreakdownValues | undefined) {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const metric of BREAKDOWN_METRICS) {
    const metricValues = values?.[metric];
    if (!metricValues) continue;
    const dimensions: Record<string, Record<string, string>> = {};
    for (const dimension of CATEGORY_DIMENSIONS) {
      const typed = Object.entries(metricValues[dimension]).filter(([, count]) => count.trim() !== "");
      if (typed.length > 0) dimensions[dimension] = Object.fromEntries(typed);
    }
    const counties = metricValues.county.filter((row) => row.count.trim() !== "");
    if (counties.length > 0)
      dimensions.county = Object.fromEntries(counties.map((row) => [row.code, row.count]));
    if (Object.keys(dimensions).length > 0) out[metric] = dimensions;
  }
  return out;
}

/** The sum of a dimension's typed counts (what is not a count yet counts as 0 while typing). */
export const typedSum = (counts: readonly string[]) =>
  counts.reduce((sum, count) => {
    const value = Number(count);
    return sum + (Number.isFinite(value) && value > 0 ? value : 0);
  }, 0);

type NestedErrors = Record<string, unknown> & Partial<FieldError> & { root?: FieldError };

/** The schema names a county's error by its code: move it to the row, the sum to the list's root. */
function countyErrorsToRows(errors: FieldErrors<ReportFormState>, values: ReportFormState) {
  const breakdownErrors = errors.breakdowns as Record<string, Record<string, NestedErrors>> | undefined;
  for (const metric of BREAKDOWN_METRICS) {
    const county = breakdownErrors?.[metric]?.county;
    if (!county) continue;
    const rows: Array<{ count: FieldError } | undefined> & { root?: FieldError } = [];
    const sum =
      county.root ??
      (county.type ? ({ type: county.type, message: county.message } as FieldError) : undefined);
    if (sum) rows.root = sum;
    values.breakdowns[metric].county.forEach((row, index) => {
      const error = county[row.code] as FieldError | undefined;
      if (error) rows[index] = { count: error };
    });
    breakdownErrors[metric]!.county = rows as unknown as NestedErrors;
  }
  return errors;
}

const reportInputResolver = zodResolver(ReportInput);

/** The report form's resolver: the shared ReportInput schema on the typed values. */
export const reportFormResolver: Resolver<ReportFormState, unknown, ReportInput> = async (
  values,
  context,
  options,
) => {
  const input = { ...values, breakdowns: typedBreakdowns(values.breakdowns) } as ReportFormValues;
  const result = await reportInputResolver(
    input,
    context,
    options as unknown as Parameters<typeof reportInputResolver>[2],
  );
  if (Object.keys(result.errors).length === 0)
    return result as Awaited<ReturnType<typeof reportFormResolver>>;
  return {
    values: {},
    errors: countyErrorsToRows(result.errors as FieldErrors<ReportFormState>, values),
  };
};
