// What the audit log keeps of a report: its own fields, flat, so a history can say which figure
// changed from what to what (the reporter's user name and the previous quarter are left out).
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
