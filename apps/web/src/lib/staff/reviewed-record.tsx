// The row actions and dialogs of a course or member record, shared by their staff lists: admins
// approve or hide it and decide on an edit waiting for review
// (docs/decisions/0016-content-review-of-edits.md); admins and the record's organisation edit and
// delete it.
import {
  CHANGE_REVIEW,
  type ChangeDecision,
  canModify,
  type OwnedRecord,
  TRASH_MESSAGES,
  type TrashEntity,
} from "@alliance/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { EditDialog } from "../../components/staff/edit-dialog";
import {
  ChangeReviewDialog,
  type ChangeReviewQuestion,
  type FieldChange,
} from "../../components/staff/list/change-review-dialog";
import type { RowAction } from "../../components/staff/list/data-list";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ApiError, api } from "../api";
import { useStaffUser } from "./staff-user";
import { useDeleteFlow } from "./use-delete-flow";
import { useToggleFlow } from "./use-toggle-flow";

/** A course or member record as these actions read it. */
export interface ReviewedRecord {
  _id: string;
  approved?: boolean;
  pendingChange?: { proposedBy: string; proposedAt: string } | null;
}

/** One decision on a waiting change: the version reviewed, and what the dialog showed. */
export interface ChangeDecisionArgs extends ChangeReviewQuestion {
  _id: string;
  proposedAt: string;
  /** Why a discarded change was discarded (the organisation's e-mail carries it). */
  note?: string;
}

/** PATCH `<path>/<id>/pending-change` (admin). */
export const sendChangeDecision = <T,>(path: string, args: ChangeDecisionArgs) =>
  api.patch<T>(`${path}/${args._id}/pending-change`, {
    decision: args.decision,
    proposedAt: args.proposedAt,
    ...(args.note ? { note: args.note } : {}),
  });

/** Approve / Discard changes on rows with a change waiting, each behind a dialog showing it. */
export function useChangeReview<T extends ReviewedRecord, R>(
  decide: UseMutationResult<R, Error, ChangeDecisionArgs>,
  describe: (row: T) => { name: string; changes: FieldChange[] },
) {
  const flow = useToggleFlow(decide, {
    done: (args) => (args.decision === "approve" ? CHANGE_REVIEW.approved : CHANGE_REVIEW.discarded),
    // 409: nothing waits any more, or the change was edited since the list was read.
    failed: (error) =>
      error instanceof ApiError && error.status === 409 ? error.message : CHANGE_REVIEW.failed,
  });
  const ask = (row: T, decision: ChangeDecision) => {
    const change = row.pendingChange!;
    flow.ask({
      _id: row._id,
      decision,
      proposedAt: change.proposedAt,
      proposedBy: change.proposedBy,
      ...describe(row),
    });
  };
  return {
    actions: (row: T): RowAction[] =>
      row.pendingChange
        ? [
            {
              label: CHANGE_REVIEW.approve,
              variant: "success",
              onClick: () => ask(row, "approve"),
              dialog: true,
            },
            { label: CHANGE_REVIEW.discard, onClick: () => ask(row, "discard"), dialog: true },
          ]
        : [],
    dialog: (
      <ChangeReviewDialog
        question={flow.asking}
        busy={flow.busy}
        onCancel={flow.cancel}
        onConfirm={(note) => flow.asking && flow.run({ ...flow.asking, note })}
      />
    ),
  };
}

/** What a course or member list screen gives its rows and dialogs. */
export interface RecordScreenOptions<T extends ReviewedRecord> {
  /** "Course", "Member": the dialogs' titles ("Add Course", "Edit Course", "Delete Course"). */
  noun: string;
  /** Names a row in the dialogs and toasts. */
  name: (row: T) => string;
  /** The changed fields of a row's waiting change, for the review dialog. */
  changes: (row: T) => FieldChange[];
  /** The create/edit form of a row (undefined: a new one). */
  form: (row: T | undefined, onDone: () => void) => ReactNode;
  toggle: UseMutationResult<T, Error, T>;
  toggled: { approved: string; hidden: string; failed: string };
  decide: UseMutationResult<T, Error, ChangeDecisionArgs>;
  remove: UseMutationResult<unknown, Error, T>;
  removed: { deleted: string; failed: string };
  /** Deleted rows are kept in the Trash as this entity (the dialog says so; admins may undo). */
  trash: TrashEntity;
}

/**
 * The row actions and dialogs of a course or member list: admins approve or hide a row and decide
 * on a change waiting for review; admins and the row's organisation edit and delete it.
 */
export function useRecordScreen<T extends ReviewedRecord & OwnedRecord>(options: RecordScreenOptions<T>) {
  const user = useStaffUser();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const toggle = useToggleFlow(options.toggle, {
    done: (row, updated) =>
      (updated?.approved ?? !row.approved) ? options.toggled.approved : options.toggled.hidden,
    failed: (error) =>
      // A record changed since it was shown: say who and when; the refreshed list shows it.
      error instanceof ApiError && error.status === 409 ? error.message : options.toggled.failed,
  });
  const changes = useChangeReview(options.decide, (row: T) => ({
    name: options.name(row),
    changes: options.changes(row),
  }));
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(
    options.remove,
    options.removed,
    options.trash,
  );

  const actions = (row: T): RowAction[] => {
    if (!canModify(user, row)) return [];
    const review: RowAction[] = user.isAdmin
      ? [
          ...changes.actions(row),
          {
            label: row.approved ? "Hide" : "Approve",
            variant: row.approved ? "secondary" : "success",
            onClick: () => toggle.run(row),
            disabled: toggle.busyFor(row),
          },
        ]
      : [];
    return [
      ...review,
      { label: "Edit", onClick: () => setEditing(row), dialog: true },
      { label: "Delete", variant: "danger", onClick: () => setDeleting(row), dialog: true },
    ];
  };

  const dialogs = (
    <>
      <EditDialog
        open={editing !== null}
        title={`${editing === "new" ? "Add" : "Edit"} ${options.noun}`}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && options.form(editing === "new" ? undefined : editing, () => setEditing(null))}
      </EditDialog>
      {changes.dialog}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${options.noun}`}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete {deleting ? options.name(deleting) : ""}? {TRASH_MESSAGES.kept}
      </ConfirmDialog>
    </>
  );

  return { user, actions, dialogs, create: () => setEditing("new"), edit: (row: T) => setEditing(row) };
}
