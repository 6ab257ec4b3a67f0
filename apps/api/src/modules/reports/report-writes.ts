// The writes that keep approved figures safe (docs/decisions/0019-report-changes-wait-beside-approved-figures.md):
// an organisation's change to an approved report is proposed beside the approved figures, and a
// delete keeps every value of the report in its audit entry. Each runs in the caller's transaction.
import {
  knownBreakdowns,
  METRIC_KEYS,
  type ReportChange,
  type ReportInput,
  sameEvidence,
} from "@alliance/shared";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { keepInTrash } from "../trash/repository";
import {
  refuseBreakdownsThatNoLongerAddUp,
  replaceBreakdowns,
  sameBreakdowns,
} from "./breakdowns-repository";
import { auditReport } from "./report-audit";
import {
  assertPeriodFree,
  deleteReport,
  findReport,
  insertReport,
  type NewReport,
  setReportColumns,
  updateReport,
} from "./repository";
import type { ReportRowWithUser } from "./serialize";

/**
 * What a write does to a report's review: an organisation's report (new or changed, even an
 * approved one) waits for review; an admin's is approved at once (docs/decisions/0014-*.md).
 */
function reviewOnWrite(user: NonNullable<FastifyRequest["user"]>, now: Date) {
  if (!user.isAdmin) return { status: "submitted" as const };
  return { status: "approved" as const, reviewedBy: user.email, reviewedAt: now };
}

/**
 * Creates a report with its breakdowns and audit entry in the caller's transaction: POST /reports
 * and the import (ADR 0037) make reports the same way. 409 when the period is taken.
 */
export async function createReport(
  tx: Db,
  request: FastifyRequest,
  body: ReportInput,
  organizationId: string,
): Promise<ReportRowWithUser> {
  const inserted = await insertReport(tx, newReportValues(request, body, organizationId));
  if (body.breakdowns) await replaceBreakdowns(tx, inserted.id, body.breakdowns);
  const row = body.breakdowns ? (await findReport(tx, inserted.id))! : inserted;
  await auditReport(tx, request, "create", { after: row });
  return row;
}

/** The columns of a new report as the writer makes it (the form and the import alike). */
export function newReportValues(
  request: FastifyRequest,
  body: ReportInput,
  organizationId: string,
): NewReport {
  const user = request.user!;
  return {
    year: body.year,
    quarter: body.quarter,
    ...body.metrics,
    evidence: body.evidence ?? [],
    organizationId,
    createdBy: user.email,
    // An organisation token (ADR 0037) is no user: the report names it in createdBy only.
    userId: request.apiToken ? null : user.id,
    ...reviewOnWrite(user, request.server.clock()),
    updatedBy: user.email,
  };
}

/** The columns a change sets on a report the writer may change directly (not a proposal). */
export function changedReportValues(
  request: FastifyRequest,
  body: ReportInput,
  organizationId?: string,
): Partial<NewReport> {
  const user = request.user!;
  return {
    year: body.year,
    quarter: body.quarter,
    ...body.metrics,
    ...(body.evidence ? { evidence: body.evidence } : {}),
    ...(organizationId ? { organizationId } : {}),
    ...reviewOnWrite(user, request.server.clock()),
    updatedBy: user.email,
  };
}

/** Whether the writer's change of this report waits beside its approved figures (ADR 0019). */
export const changeIsProposal = (request: FastifyRequest, current: ReportRowWithUser) =>
  !request.user!.isAdmin && current.status === "approved";

/**
 * Changes a report locked by the caller (PUT /reports/:id and the import): an organisation's
 * change of an approved report waits beside the approved figures (ADR 0019); otherwise the row
 * takes the figures, and the review status of the writer. Breakdowns left out are kept and must
 * still add up (400).
 */
export async function changeReport(
  tx: Db,
  request: FastifyRequest,
  current: ReportRowWithUser,
  body: ReportInput,
  organizationId?: string,
): Promise<ReportRowWithUser | undefined> {
  refuseBreakdownsThatNoLongerAddUp(body, current.breakdowns);
  if (changeIsProposal(request, current)) return proposeChange(tx, request, current, body);
  // The rows first, counted at the report's current period; the update then moves them.
  if (body.breakdowns) await replaceBreakdowns(tx, current.id, body.breakdowns);
  const updated = await updateReport(tx, current, changedReportValues(request, body, organizationId));
  if (updated) {
    await auditReport(tx, request, "update", { before: current, after: updated });
  }
  return updated;
}

/** Columns that leave no change waiting on a report. */
export const NO_REPORT_CHANGE = {
  pendingChange: null,
  pendingBy: null,
  pendingAt: null,
  pendingNote: null,
} as const;

/**
 * An organisation's edit of an approved report: kept as a proposed change beside the approved
 * figures, which keep counting publicly until an admin approves it (ADR 0019). A proposal equal
 * to the approved figures withdraws any change waiting.
 */
export async function proposeChange(
  tx: Db,
  request: FastifyRequest,
  current: ReportRowWithUser,
  body: ReportInput,
) {
  const proposal = proposalOf(request, current, body);
  if (proposal.movesPeriod) {
    // The period must be free when the change is approved; say so now rather than then.
    await assertPeriodFree(tx, current.organizationId, body.year, body.quarter, current.id);
  }
  return auditedReportWrite(tx, request, current, proposal.action, proposal.values, {
    after: proposal.after,
  });
}

/**
 * What an organisation's edit of an approved report writes: the proposed change (or, equal to
 * the approved figures, the withdrawal of any change waiting), and what its audit entry adds.
 */
export function proposalOf(request: FastifyRequest, current: ReportRowWithUser, body: ReportInput) {
  const user = request.user!;
  const evidence = body.evidence ?? current.evidence;
  const breakdowns = body.breakdowns ? knownBreakdowns(body.breakdowns) : (current.breakdowns ?? {});
  const change: ReportChange = {
    year: body.year,
    quarter: body.quarter,
    metrics: body.metrics,
    evidence,
    breakdowns,
  };
  const same =
    change.year === current.year &&
    change.quarter === current.quarter &&
    METRIC_KEYS.every((key) => change.metrics[key] === current[key]) &&
    sameEvidence(evidence, current.evidence) &&
    sameBreakdowns(breakdowns, current.breakdowns);
  return {
    movesPeriod: change.year !== current.year || change.quarter !== current.quarter,
    action: same ? "withdraw-change" : "propose-change",
    values: {
      ...(same
        ? NO_REPORT_CHANGE
        : {
            pendingChange: change,
            pendingBy: user.email,
            pendingAt: request.server.clock(),
            pendingNote: null,
          }),
      updatedBy: user.email,
    } satisfies Partial<NewReport>,
    // The history reads a proposal as the figures it would change, from the approved ones.
    after: { year: change.year, quarter: change.quarter, ...change.metrics, evidence, breakdowns },
  };
}

/**
 * Sets columns of a locked report and records the write with its before and after, in the
 * caller's transaction; `extra` adds what the audit entry should say beyond the report's fields.
 */
export async function auditedReportWrite(
  tx: Db,
  request: FastifyRequest,
  current: ReportRowWithUser,
  action: string,
  values: Parameters<typeof setReportColumns>[2],
  extra: { before?: object; after?: object } = {},
) {
  const updated = await setReportColumns(tx, current.id, values);
  if (!updated) return undefined;
  await auditReport(tx, request, action, { before: current, after: updated }, extra);
  return updated;
}

/** Deletes a report with its audit entry, which keeps every value it had (its snapshot). */
export async function removeReport(tx: Db, request: FastifyRequest, current: ReportRowWithUser) {
  // Kept 30 days with every value, so an admin can restore it (ADR 0023).
  await keepInTrash(tx, "report", current.id, request.user?.email ?? null);
  const deleted = await deleteReport(tx, current.id);
  if (deleted) {
    await auditReport(tx, request, "delete", { before: current });
  }
  return deleted;
}
