// The rules an impact report must follow as zod schemas, shared by the API (which enforces them)
// and the forms (which show them before saving): open periods only, whole-number metrics from 0
// to REPORT_METRIC_LIMIT, the review payload and the completeness query. The calendar and the soft
// warnings are in report-calendar.ts. Why: docs/decisions/0014-report-review-and-audit.md.
import { z } from "zod";
import { BreakdownsInput } from "./breakdown-schemas";
import { breakdownIssues, crossIssues } from "./breakdowns";
import { LIMITS, QUARTERS, REPORT_METRIC_LIMIT } from "./constants";
import { PublicReason } from "./releases";
import { isOpenPeriod, REPORT_FIRST_YEAR } from "./report-calendar";
import { EvidenceList } from "./report-evidence";
import { isSingleLine, singleLineMessage } from "./single-line";

export const OPEN_PERIOD_MESSAGE =
  "This quarter has not started yet: reports are for past or current quarters";

// ---------------------------------------------------------------------------------------------
// Input

const metric = z.coerce
  .number({ error: "Enter a number" })
  .int("Enter a whole number")
  .min(0, "Must be 0 or more")
  .max(REPORT_METRIC_LIMIT, `Must be at most ${REPORT_METRIC_LIMIT.toLocaleString("en-US")}`)
  .default(0);

export const MetricsInput = z.object({
  aware: metric,
  engaged: metric,
  trained: metric,
  certified: metric,
  orgsReached: metric,
  reachedByLeaders: metric,
});
export type MetricsInput = z.infer<typeof MetricsInput>;

/** The report payload, checked against the clock `now` gives (injectable for tests). */
export function reportInputAt(now: () => Date) {
  return z
    .object({
      year: z.coerce
        .number({ error: "Year is required" })
        .int("Year must be a whole number")
        .min(REPORT_FIRST_YEAR, `Year must be ${REPORT_FIRST_YEAR} or later`)
        .max(9999, "Year must be at most 9999"),
      quarter: z.enum(QUARTERS, { error: "Choose a quarter" }),
      /** An admin's new organisation name close to an existing one is created only with this (ADR 0024). */
      createOrganization: z.boolean().optional(),
      metrics: MetricsInput.default({
        aware: 0,
        engaged: 0,
        trained: 0,
        certified: 0,
        orgsReached: 0,
        reachedByLeaders: 0,
      }),
      /**
       * Links a reviewer can open to check the figures; never public (report-evidence.ts). Left
       * out, an update keeps the report's links (a client that predates them loses nothing).
       */
      evidence: EvidenceList.optional(),
      /**
       * Trained and certified by sex, age band, county and disability (breakdowns.ts): within a
       * dimension the parts add up to the total. Left out, an update keeps the report's breakdowns.
       */
      breakdowns: BreakdownsInput.optional(),
      /**
       * The report's `version` the change was based on: another write since is a 409 with the
       * current report (report-conflict.ts) instead of an overwrite. Left out, nothing is compared.
       */
      baseVersion: z.number().int().min(1).optional(),
      /** An admin's public reason when the write changes figures of a released quarter (releases.ts). */
      publicReason: PublicReason,
      /** Admins may record a report for another organization; others always report for their own. */
      organizationName: z
        .string()
        .trim()
        .max(LIMITS.organization, `Organization name must be at most ${LIMITS.organization} characters`)
        .refine(isSingleLine, singleLineMessage("Organization name"))
        .optional()
        .default(""),
    })
    .superRefine((value, ctx) => {
      if (!isOpenPeriod(value.year, value.quarter, now())) {
        ctx.addIssue({ code: "custom", path: ["quarter"], message: OPEN_PERIOD_MESSAGE });
      }
      for (const issue of breakdownIssues(value.metrics, value.breakdowns)) {
        ctx.addIssue({ code: "custom", path: ["breakdowns", ...issue.path], message: issue.message });
      }
      for (const issue of crossIssues(value.metrics, value.breakdowns)) {
        ctx.addIssue({ code: "custom", path: ["breakdowns", ...issue.path], message: issue.message });
      }
    });
}

export const ReportInput = reportInputAt(() => new Date());
export type ReportInput = z.infer<typeof ReportInput>;
export type ReportFormValues = z.input<typeof ReportInput>;

// PATCH /reports/:id/review: ReportReviewInput in report-changes.ts (it names a version).

export const CompletenessQuery = z.object({
  year: z.coerce.number().int().min(REPORT_FIRST_YEAR).max(9999).optional(),
  quarter: z.enum(QUARTERS).optional(),
});
export type CompletenessQuery = z.infer<typeof CompletenessQuery>;
