// /admin-activity (admin): the audit log, newest first, filtered by entity, action, actor e-mail
// and record id (kept in the URL), each entry naming its record as the screens do, with what the
// write changed by field label (a delete: the values removed) and, for a deleted course, member
// record, partner, request or report, a Restore action (kept 30 days, ADR 0023).
import type { AuditEntry, TrashEntity } from "@alliance/shared";
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditChanges,
  auditRecordName,
  isTrashEntity,
  kenyanDateTime,
  TEXTS,
  TRASH_DAYS,
  TRASH_ENTITIES,
  TRASH_MESSAGES,
} from "@alliance/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { FilterForm, FilterSearch, FilterSelect } from "../../components/staff/filter-form";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Pagination } from "../../components/ui/pagination";
import { Table, type TableColumn } from "../../components/ui/table";
import { ApiError, api } from "../../lib/api";
import { notify } from "../../lib/toast";
import { paths } from "../../paths";
import { fetchPage } from "../staff/list";
import { reportError } from "../staff/session";
import { useFilterParams } from "../staff/use-filter-params";

const PAGE_SIZE = 25;
/** The filters, in the address under their names: two lists to pick from, two texts to search. */
const FILTERS = [
  { name: "entity", label: "Record type", allLabel: "All record types", options: AUDIT_ENTITIES },
  { name: "action", label: "Action", allLabel: "All actions", options: AUDIT_ACTIONS },
  { name: "actor", label: "Who (e-mail)" },
  { name: "entityId", label: "Record id" },
] as const;
type FilterName = (typeof FILTERS)[number]["name"];
const FILTER_NAMES = FILTERS.map((filter) => filter.name);

/** Where each record type is listed, so an entry links to its record's screen. */
const LIST_OF: Partial<Record<string, string>> = {
  report: paths.adminReports,
  course: paths.adminCourses,
  member: paths.adminMembers,
  partner: paths.adminPartners,
  request: paths.adminRequests,
};

function RecordCell({ entry }: { entry: AuditEntry }) {
  const name = auditRecordName(entry.entity, entry.after ?? entry.before);
  const list = LIST_OF[entry.entity];
  const search = name && list ? `${list}?search=${encodeURIComponent(name)}` : undefined;
  return (
    <>
      <span className="block text-xs text-gray-700">{entry.entity}</span>
      {search && entry.action !== "delete" ? (
        <Link to={search} className="font-medium text-brand underline">
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

function columns(restore: (entry: AuditEntry) => void): TableColumn<AuditEntry>[] {
  return [
    {
      header: "When",
      className: "whitespace-nowrap",
      cell: (entry) => <time dateTime={entry.at}>{kenyanDateTime(entry.at)}</time>,
    },
    { header: "Who", className: "break-all", cell: (entry) => entry.actorEmail ?? "Public / system" },
    { header: "Action", cell: (entry) => entry.action },
    { header: "Record", cell: (entry) => <RecordCell entry={entry} /> },
    { header: "Change", className: "break-words", cell: (entry) => <ChangeCell entry={entry} /> },
    {
      header: "Actions",
      cell: (entry) =>
        entry.action === "delete" && entry.entityId && isTrashEntity(entry.entity) ? (
          <Button variant="secondary" onClick={() => restore(entry)}>
            {TRASH_MESSAGES.restore}
            <span className="sr-only"> {auditRecordName(entry.entity, entry.before) || entry.entity}</span>
          </Button>
        ) : null,
    },
  ];
}

export default function ActivityPage() {
  const { applied, page, write } = useFilterParams(FILTER_NAMES);
  const [draft, setDraft] = useState(applied);
  const list = useQuery({
    queryKey: ["audit", applied, page],
    queryFn: ({ signal }) =>
      fetchPage<AuditEntry>(
        "/audit",
        { ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v)), page, pageSize: PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  const client = useQueryClient();
  const [restoring, setRestoring] = useState<AuditEntry | null>(null);
  const restore = useMutation({
    mutationFn: (entry: AuditEntry) =>
      api.post(`/${TRASH_ENTITIES[entry.entity as TrashEntity]}/${entry.entityId}/restore`),
    onSettled: () => client.invalidateQueries({ queryKey: ["audit"] }),
  });
  function confirmRestore() {
    if (!restoring) return;
    restore.mutate(restoring, {
      onSuccess: () => {
        notify.success(TRASH_MESSAGES.restored);
        setRestoring(null);
      },
      onError: (error) =>
        reportError(error, () => {
          notify.error(error instanceof ApiError ? error.message : TRASH_MESSAGES.failed);
          setRestoring(null);
        }),
    });
  }
  const set = (name: FilterName) => (value: string) => setDraft({ ...draft, [name]: value });

  return (
    <>
      <PageHeader title="Activity" />
      <FilterForm
        label="Filter activity"
        className="sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        onApply={() => write(draft, 1)}
      >
        {FILTERS.map((filter) => {
          const field = { label: filter.label, value: draft[filter.name], onChange: set(filter.name) };
          return "options" in filter ? (
            <FilterSelect key={filter.name} {...field} allLabel={filter.allLabel} options={filter.options} />
          ) : (
            <FilterSearch key={filter.name} {...field} placeholder={filter.label} />
          );
        })}
      </FilterForm>
      <Table
        label="Activity, newest first"
        columns={columns(setRestoring)}
        rows={items}
        rowKey={(entry) => entry._id}
        message={list.isPending ? TEXTS.loading : items.length === 0 ? "No activity found" : undefined}
      />
      <Pagination
        label="Activity pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => write(applied, next)}
      />
      <ConfirmDialog
        open={restoring !== null}
        title="Restore record"
        busy={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={confirmRestore}
        confirmLabel={TRASH_MESSAGES.restore}
        confirmVariant="primary"
        busyLabel="Restoring..."
      >
        {restoring && (
          <p>
            Restore the {restoring.entity} {auditRecordName(restoring.entity, restoring.before)} with the
            values it had when it was deleted? Deleted records are kept {TRASH_DAYS} days.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
