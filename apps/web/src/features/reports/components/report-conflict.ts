// What differs between someone else's save of a report and the form's values, field by field,
// in the words the form uses (a save that names an older version is a 409 with the report as it
// is now; the form shows theirs beside yours instead of overwriting).
import {
  BREAKDOWN_METRIC_LABELS,
  BREAKDOWN_METRICS,
  CATEGORY_LABELS,
  DIMENSION_LABELS,
  METRIC_KEYS,
  METRIC_LABELS,
  REPORT_CONFLICT_MESSAGES,
  type Report,
} from "@alliance/shared";
import { ApiError } from "../../../lib/api";
import { CATEGORY_DIMENSIONS, type ReportFormState, typedBreakdowns } from "./breakdown-values";

export interface ConflictRow {
  field: string;
  theirs: string;
  yours: string;
}

/** The report as it is now, when a save answered that someone else saved since. */
export function conflictOf(error: Error | null): Report | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = (error.data as { current?: unknown } | undefined)?.current;
  return current && typeof current === "object" && "version" in current ? (current as Report) : undefined;
}

/** Every field of the form as shown: label -> text ("" for an empty one). */
function fieldsOf(values: ReportFormState): Map<string, string> {
  const fields = new Map<string, string>();
  fields.set("Year", String(values.year ?? ""));
  fields.set("Quarter", String(values.quarter ?? ""));
  for (const key of METRIC_KEYS) fields.set(METRIC_LABELS[key], String(values.metrics?.[key] ?? ""));
  const typed = typedBreakdowns(values.breakdowns) as Record<string, Record<string, Record<string, string>>>;
  for (const metric of BREAKDOWN_METRICS) {
    for (const dimension of [...CATEGORY_DIMENSIONS, "county"] as const) {
      for (const [category, count] of Object.entries(typed[metric]?.[dimension] ?? {})) {
        const label = `${BREAKDOWN_METRIC_LABELS[metric]} · ${DIMENSION_LABELS[dimension]} · ${
          CATEGORY_LABELS[dimension][category] ?? category
        }`;
        fields.set(label, String(Number(count)));
      }
    }
  }
  const links = (values.evidence ?? []).map((item) => `${item.title} (${item.url})`);
  fields.set("Evidence links", links.join("; "));
  return fields;
}

/** The fields whose values differ, theirs first: a breakdown only one side has is shown empty on the other. */
export function conflictRows(theirs: ReportFormState, yours: ReportFormState): ConflictRow[] {
  const a = fieldsOf(theirs);
  const b = fieldsOf(yours);
  const rows: ConflictRow[] = [];
  for (const field of new Set([...a.keys(), ...b.keys()])) {
    const their = a.get(field) ?? "";
    const your = b.get(field) ?? "";
    if (their === your) continue;
    rows.push({
      field,
      theirs: their || REPORT_CONFLICT_MESSAGES.empty,
      yours: your || REPORT_CONFLICT_MESSAGES.empty,
    });
  }
  return rows;
}
