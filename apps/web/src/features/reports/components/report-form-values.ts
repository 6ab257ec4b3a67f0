// The report form's values from a report: what the form opens with, and what "Keep theirs"
// reloads after a save that someone else's came before. An organisation user works on its
// waiting change when there is one (the approved figures stay); an admin on the report itself.
import type { Period, Report, ReportFormValues, ReportInput } from "@alliance/shared";
import { breakdownDefaults, type ReportFormState } from "./breakdown-values";
import { evidenceDefaults } from "./report-evidence";

/** The figures of a report the user edits: its waiting change for its organisation. */
export const shownFigures = (report: Report | undefined, isAdmin: boolean) =>
  (!isAdmin && report?.pendingChange) || report;

export function reportFormValues(
  report: Report | undefined,
  isAdmin: boolean,
  period?: Period,
): ReportFormState {
  const shown = shownFigures(report, isAdmin);
  return {
    year: shown?.year ?? period?.year ?? new Date().getFullYear(),
    quarter: shown?.quarter ?? period?.quarter ?? ("" as ReportFormValues["quarter"]),
    metrics: {
      aware: shown?.metrics.aware ?? 0,
      engaged: shown?.metrics.engaged ?? 0,
      trained: shown?.metrics.trained ?? 0,
      certified: shown?.metrics.certified ?? 0,
      orgsReached: shown?.metrics.orgsReached ?? 0,
      reachedByLeaders: shown?.metrics.reachedByLeaders ?? 0,
    },
    evidence: evidenceDefaults(shown?.evidence),
    breakdowns: breakdownDefaults(shown?.breakdowns),
    organizationName: report?.organizationName ?? "",
  };
}

/** The form's values from a checked ReportInput (a draft file's). */
export const formValuesOfInput = (input: ReportInput): ReportFormState => ({
  year: input.year,
  quarter: input.quarter,
  metrics: { ...input.metrics },
  evidence: evidenceDefaults(input.evidence),
  breakdowns: breakdownDefaults(input.breakdowns),
  organizationName: input.organizationName,
});
