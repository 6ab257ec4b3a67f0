// The confirmation of a delete asked for from a row (useDeleteFlow): "Are you sure you want to
// delete <what>?", Cancel and Delete (Deleting... while the call runs); a record that goes to the
// Trash says it is kept there for TRASH_DAYS days and can be restored.
import { TRASH_DAYS } from "@alliance/shared";
import type { DeleteFlow } from "../../lib/staff/use-delete-flow";
import { ConfirmDialog } from "../ui/confirm-dialog";

export function DeleteDialog<T>({
  flow,
  title,
  what,
  keptInTrash = false,
}: {
  flow: DeleteFlow<T>;
  title: string;
  /** The record goes to the Trash (TRASH_ENTITIES): the dialog says for how long. */
  keptInTrash?: boolean;
  /** What is deleted, as the question names it ("Grace Wanjiku", "the report Q1 2025"). */
  what: (row: T) => string;
}) {
  return (
    <ConfirmDialog
      open={flow.deleting !== null}
      title={title}
      busy={flow.deleteBusy}
      onCancel={() => flow.setDeleting(null)}
      onConfirm={flow.onDelete}
    >
      Are you sure you want to delete {flow.deleting === null ? "" : what(flow.deleting)}?
      {keptInTrash && ` It is kept in the Trash for ${TRASH_DAYS} days, where an admin can restore it.`}
    </ConfirmDialog>
  );
}
