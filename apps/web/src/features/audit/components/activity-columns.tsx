// The columns of the Activity list: when, who, what was done to which record (named as its screen
// names it, linked to that screen's list searched for it) and what the write changed.
import type { AuditEntry } from "@alliance/shared";
import { auditChanges, auditRecordName, kenyanDateTime } from "@alliance/shared";
import { Link } from "wouter";
import { type Column, textColumn } from "../../../components/staff/list/data-list";
import { paths } from "../../../paths";

/**
 * Where each record type is listed, and the name its search has in the address, so an entry
 * links to its record's screen searched for it (the reports keep their older `search`).
 */
const LIST_OF: Partial<Record<string, { path: string; search: string }>> = {
  report: { path: paths.adminReports, search: "search" },
  course: { path: paths.adminCourses, search: "q" },
  member: { path: paths.adminMembers, search: "q" },
  partner: { path: paths.adminPartners, search: "q" },
  request: { path: paths.adminRequests, search: "q" },
};

/** The record an entry is about, as the screens name it (its id when it has no name). */
export const entryName = (entry: AuditEntry) =>
  auditRecordName(entry.entity, entry.after ?? entry.before) || entry.entityId || entry.entity;

function RecordCell({ entry }: { entry: AuditEntry }) {
  const name = auditRecordName(entry.entity, entry.after ?? entry.before);
  const list = LIST_OF[entry.entity];
  const to = name && list ? `${list.path}?${new URLSearchParams({ [list.search]: name })}` : undefined;
  return (
    <>
      <span className="block text-xs text-gray-700">{entry.entity}</span>
      {to && entry.action !== "delete" ? (
        <Link to={to} className="font-medium text-brand underline">
          {name}
        </Link>
      ) : (
        <span className="font-medium">{name || entry.entityId}</span>
      )}
    </>
  );
}

function ChangeCell({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer">
        {entry.action === "delete" ? "Values removed" : entry.before ? "Changed" : "Values"}:{" "}
        {changes
          .slice(0, 2)
          .map((change) => change.label)
          .join(", ")}
        {changes.length > 2 ? ` and ${changes.length - 2} more` : ""}
      </summary>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
        {changes.map((change) => (
          <div key={change.label} className="contents">
            <dt className="font-semibold">{change.label}</dt>
            <dd className="break-words">{change.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export const ACTIVITY_COLUMNS: Column<AuditEntry>[] = [
  {
    id: "when",
    header: "When",
    width: "w-40",
    cell: (entry) => <time dateTime={entry.at}>{kenyanDateTime(entry.at)}</time>,
  },
  textColumn("who", "Who", (entry) => entry.actorEmail ?? "Public / system"),
  { id: "action", header: "Action", width: "w-20", cell: (entry) => entry.action },
  { id: "record", header: "Record", cell: (entry) => <RecordCell entry={entry} /> },
  { id: "change", header: "Change", cell: (entry) => <ChangeCell entry={entry} /> },
];
