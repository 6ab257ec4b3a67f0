// /admin-activity (admin), a ListPage: the audit log, newest first, filtered by record type and
// action (chosen) and by the actor's e-mail and the record id (typed), all kept in the address
// (?entity=&action=&actor=&entityId=&page=); each entry names its record as the screens do, with
// what the write changed by field label (a delete: the values removed) and, for a deleted course,
// member record, partner, request or report, a Restore action (kept 30 days, ADR 0023).
import type { AuditEntry, TrashEntity } from "@alliance/shared";
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditRecordName,
  isTrashEntity,
  TEXTS,
  TRASH_DAYS,
  TRASH_ENTITIES,
  TRASH_MESSAGES,
} from "@alliance/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { RowAction } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { choiceFilter, type FilterSpec, textFilter } from "../../components/staff/list/list-toolbar";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ApiError, api } from "../../lib/api";
import { listQuery } from "../../lib/staff/list";
import { reportError } from "../../lib/staff/session";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { type ListUrlOptions, useListUrl } from "../../lib/staff/use-list-url";
import { notify } from "../../lib/toast";
import { ACTIVITY_COLUMNS, entryName } from "./components/activity-columns";

const PAGE_SIZE = 25;
const choices = (values: readonly string[]) => values.map((value) => [value, value] as const);

const URL_OPTIONS: ListUrlOptions = {
  filters: { entity: AUDIT_ENTITIES, action: AUDIT_ACTIONS },
  texts: ["actor", "entityId"],
};
const FILTERS: FilterSpec[] = [
  choiceFilter("entity", "Record type", choices(AUDIT_ENTITIES), "All record types"),
  choiceFilter("action", "Action", choices(AUDIT_ACTIONS), "All actions"),
  textFilter("actor", "Who (e-mail)"),
  textFilter("entityId", "Record id"),
];

/** A deleted record still in the trash can be put back. */
const restorable = (entry: AuditEntry) =>
  entry.action === "delete" && !!entry.entityId && isTrashEntity(entry.entity);

export default function ActivityPage() {
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(
    listQuery<AuditEntry>(["audit"], "/audit", PAGE_SIZE, state, "Error fetching activity"),
  );
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZE);
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
  const actions = (entry: AuditEntry): RowAction[] =>
    restorable(entry)
      ? [{ label: TRASH_MESSAGES.restore, onClick: () => setRestoring(entry), dialog: true }]
      : [];

  return (
    <ListPage
      title="Activity"
      label="Activity, newest first"
      pagesLabel="Activity pages"
      filters={FILTERS}
      state={state}
      columns={ACTIVITY_COLUMNS}
      rows={list.data?.items ?? []}
      total={list.data?.total}
      countText={(n) => `${n.toLocaleString()} entries`}
      pageSize={PAGE_SIZE}
      rowKey={(entry) => entry._id}
      rowName={entryName}
      actions={actions}
      actionsWidth="w-28"
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText="No activity found"
    >
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
    </ListPage>
  );
}
