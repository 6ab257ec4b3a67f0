// What the audit log keeps of a report: its own fields, flat, so a history can say which figure
// changed from what to what (the reporter's user name and the previous quarter are left out).
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { actorOf, recordAudit } from "../audit/audited";
import type { ReportRowWithUser } from "./serialize";

export const reportAudit = (row: ReportRowWithUser) => ({
  organizationName: row.organizationName,
  year: row.year,
  quarter: row.quarter,
  aware: row.aware,
  engaged: row.engaged,
  trained: row.trained,
  certified: row.certified,
  orgsReached: row.orgsReached,
  reachedByLeaders: row.reachedByLeaders,
  evidence: row.evidence,
  /** The known categories only ("not stated" is the rest of each total). */
  breakdowns: row.breakdowns ?? {},
  status: row.status,
  reviewNote: row.reviewNote,
  createdBy: row.createdBy,
});

/**
 * Records a write of one report in the caller's transaction: its fields before and after (none
 * for a new or deleted report), and `extra` where the entry should say more than the fields.
 */
export function auditReport(
  tx: Db,
  request: FastifyRequest,
  action: string,
  rows: { before?: ReportRowWithUser; after?: ReportRowWithUser },
  extra: { before?: object | undefined; after?: object | undefined } = {},
) {
  return recordAudit(tx, {
    action,
    entity: "report",
    entityId: (rows.after ?? rows.before)!.id,
    before: rows.before ? { ...reportAudit(rows.before), ...extra.before } : null,
    after: rows.after ? { ...reportAudit(rows.after), ...extra.after } : null,
    ...actorOf(request),
  });
}
