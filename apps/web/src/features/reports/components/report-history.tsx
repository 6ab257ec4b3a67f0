// A report's history from the audit log: who did what and when, and which figure changed from
// what to what.
import { type AuditEntry, METRIC_LABELS, type Report, TEXTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../components/staff/format";
import { Modal } from "../../../components/ui/modal";
import { reportHistoryQuery } from "../api";
import { reportLabel } from "./review-dialog";

const FIELD_LABELS: Record<string, string> = {
  ...METRIC_LABELS,
  organizationName: "Organisation",
  year: "Year",
  quarter: "Quarter",
  status: "Status",
  reviewNote: "Review note",
};

const ACTION_LABELS: Record<string, string> = {
  create: "created the report",
  update: "changed the report",
  delete: "deleted the report",
  approve: "approved the report",
  return: "returned the report",
  "propose-change": "proposed a change to the approved report",
  "withdraw-change": "withdrew the proposed change",
  "approve-change": "approved the proposed change",
  "return-change": "returned the proposed change",
  "request-removal": "asked for the report's removal",
  "decline-removal": "declined the removal",
};

export interface FieldChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

/** The fields an audit entry changed (a creation lists every figure it set). */
export function changesOf(entry: AuditEntry): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  return Object.keys(FIELD_LABELS)
    .filter((field) => field in after || field in before)
    .filter((field) => (entry.action === "create" ? field in METRIC_LABELS : before[field] !== after[field]))
    .map((field) => ({ field, label: FIELD_LABELS[field]!, from: before[field], to: after[field] }));
}

const show = (value: unknown) =>
  typeof value === "number"
    ? value.toLocaleString("en-US")
    : value === undefined || value === ""
      ? "(empty)"
      : String(value);

export function ReportHistory({ report }: { report: Report }) {
  const history = useQuery(reportHistoryQuery(report._id));
  if (history.isPending) return <p>{TEXTS.loading}</p>;
  if (history.isError) return <p role="alert">The history could not be loaded.</p>;
  if (history.data.length === 0) return <p>No recorded changes yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Changes, newest first">
      {history.data.map((entry) => (
        <li key={entry._id} className="rounded-md border border-gray-300 p-3 text-sm">
          <p>
            <strong>{entry.actorEmail ?? "Someone"}</strong> {ACTION_LABELS[entry.action] ?? entry.action} on{" "}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {changesOf(entry).map((change) => (
              <li key={change.field}>
                {entry.action === "create" ? (
                  <>
                    {change.label}: {show(change.to)}
                  </>
                ) : (
                  <>
                    {change.label}: {show(change.from)} → {show(change.to)}
                  </>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function HistoryDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  return (
    <Modal
      open={report !== null}
      title={report ? `History of report ${reportLabel(report)}` : "History"}
      onClose={onClose}
      size="lg"
    >
      {report && <ReportHistory report={report} />}
    </Modal>
  );
}
