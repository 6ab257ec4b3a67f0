// Many reports written at once (an import of hundreds, ADR 0037), with exactly the results of
// report-writes.ts's createReport / changeReport / proposeChange one by one: the same columns,
// review status, breakdown rows and audit entries. The difference is the number of statements:
// one insert of the new reports, one delete and one insert of every breakdown row of the file,
// one update per changed report (no read between), one read of the results and one insert of the
// audit entries, so the database triggers (totals, history) run per statement or per report, not
// per breakdown row.
import {
  API_ERRORS,
  BREAKDOWN_METRICS,
  DIMENSIONS,
  knownBreakdowns,
  type ReportInput,
} from "@alliance/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { reportBreakdowns, reportCrossBreakdowns, reports } from "../../db/schema";
import { conflict, pgErrorCode } from "../../lib/errors";
import { type AuditEntry, actorOf, recordAudits } from "../audit/audited";
import { crossRowsOf, refuseBreakdownsThatNoLongerAddUp } from "./breakdowns-repository";
import { reportAudit } from "./report-audit";
import { changedReportValues, changeIsProposal, newReportValues, proposalOf } from "./report-writes";
import { findReports } from "./repository";
import type { ReportRowWithUser } from "./serialize";

export type BulkWrite =
  | { kind: "create"; input: ReportInput; organizationId: string }
  | { kind: "change"; input: ReportInput; current: ReportRowWithUser };

/** A report's breakdown rows, as `report_breakdowns` keeps them. */
function breakdownRows(reportId: string, input: ReportInput) {
  const known = knownBreakdowns(input.breakdowns);
  const rows: Array<{
    report_id: string;
    metric: string;
    dimension: string;
    category: string;
    count: number;
  }> = [];
  for (const metric of BREAKDOWN_METRICS) {
    for (const dimension of DIMENSIONS) {
      for (const [category, count] of Object.entries(known[metric]?.[dimension] ?? {})) {
        rows.push({ report_id: reportId, metric, dimension, category, count });
      }
    }
  }
  return rows;
}

/**
 * Writes `writes` in the caller's transaction (the changed reports locked by it) and answers each
 * one's report id, in order. A period taken meanwhile is a 409, as for one report.
 */
export async function writeReports(tx: Db, request: FastifyRequest, writes: BulkWrite[]): Promise<string[]> {
  const ids: string[] = new Array(writes.length);
  // The statement triggers read the file's breakdown rows as transition tables (tens of thousands
  // of rows): with the default work_mem (4 MB) they spill to temporary files, which on PGlite grow
  // in memory by copying; kept in memory for this transaction, the write takes about half the time.
  await tx.execute(sql`set local work_mem = '64MB'`);
  // 1. The new reports, in one insert (the period's unique index refuses a taken one).
  const creates = writes.flatMap((write, i) => (write.kind === "create" ? [{ write, i }] : []));
  if (creates.length > 0) {
    let inserted: Array<{ id: string }>;
    try {
      inserted = await tx
        .insert(reports)
        .values(creates.map(({ write }) => newReportValues(request, write.input, write.organizationId)))
        .returning({ id: reports.id });
    } catch (error) {
      if (pgErrorCode(error) === "23505") throw conflict(API_ERRORS.reportExists);
      throw error;
    }
    // Postgres answers RETURNING in the order of VALUES.
    creates.forEach(({ i }, n) => {
      ids[i] = inserted[n]!.id;
    });
  }
  // 2. Every breakdown row of the file: the changed reports' rows go first (counted at their
  // current period and status), then all the new rows in one statement.
  const changes = writes.flatMap((write, i) => (write.kind === "change" ? [{ write, i }] : []));
  const direct = changes.filter(({ write }) => !changeIsProposal(request, write.current));
  for (const { write } of changes) refuseBreakdownsThatNoLongerAddUp(write.input, write.current.breakdowns);
  const replaced = direct.filter(({ write }) => write.input.breakdowns).map(({ write }) => write.current.id);
  if (replaced.length > 0) {
    await tx.delete(reportBreakdowns).where(inArray(reportBreakdowns.reportId, replaced));
    await tx.delete(reportCrossBreakdowns).where(inArray(reportCrossBreakdowns.reportId, replaced));
  }
  const rows = [
    ...creates.flatMap(({ write, i }) => (write.input.breakdowns ? breakdownRows(ids[i]!, write.input) : [])),
    ...direct.flatMap(({ write }) =>
      write.input.breakdowns ? breakdownRows(write.current.id, write.input) : [],
    ),
  ];
  if (rows.length > 0) {
    // One parameter whatever the number of rows (a statement takes at most 65,535).
    await tx.execute(sql`insert into report_breakdowns (report_id, metric, dimension, category, count)
      select report_id, metric, dimension, category, count
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(report_id uuid, metric text, dimension text, category text, count integer)`);
  }
  const cells = [
    ...creates.flatMap(({ write, i }) =>
      write.input.breakdowns ? crossRowsOf(ids[i]!, knownBreakdowns(write.input.breakdowns)) : [],
    ),
    ...direct.flatMap(({ write }) =>
      write.input.breakdowns ? crossRowsOf(write.current.id, knownBreakdowns(write.input.breakdowns)) : [],
    ),
  ];
  if (cells.length > 0) {
    await tx.execute(sql`insert into report_cross_breakdowns
        (report_id, metric, county, sex, age_band, disability, count)
      select "reportId", metric, county, sex, "ageBand", disability, count
      from jsonb_to_recordset(${JSON.stringify(cells)}::jsonb) as x("reportId" uuid, metric text,
        county text, sex text, "ageBand" text, disability text, count integer)`);
  }
  // 3. The changed reports, one update each (their columns differ), with no read between.
  const audits: Array<Omit<AuditEntry, "after"> & { extraAfter?: object }> = [];
  for (const { write, i } of changes) {
    const { current, input } = write;
    ids[i] = current.id;
    let action = "update";
    let values = changedReportValues(request, input);
    let extraAfter: object | undefined;
    if (changeIsProposal(request, current)) {
      const proposal = proposalOf(request, current, input);
      ({ action, values } = proposal);
      extraAfter = proposal.after;
    }
    try {
      await tx.update(reports).set(values).where(eq(reports.id, current.id));
    } catch (error) {
      if (pgErrorCode(error) === "23505") throw conflict(API_ERRORS.reportExists);
      throw error;
    }
    audits.push({ action, entity: "report", entityId: current.id, before: reportAudit(current), extraAfter });
  }
  for (const { i } of creates) audits.push({ action: "create", entity: "report", entityId: ids[i]! });
  // 4. Each report as written, in one read, for its audit entry (with the form's before / after).
  const after = await findReports(tx, ids);
  const actor = actorOf(request);
  await recordAudits(
    tx,
    audits.map(({ extraAfter, ...entry }) => ({
      ...entry,
      after: { ...reportAudit(after.get(entry.entityId!)!), ...extraAfter },
      ...actor,
    })),
  );
  return ids;
}
