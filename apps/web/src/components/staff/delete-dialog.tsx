// The confirmation of a delete asked for from a row (useDeleteFlow): "Are you sure you want to
// delete <what>?", Cancel and Delete (Deleting... while the call runs); a record that goes to the
// Trash (the flow's `trash`) says it is kept there for TRASH_DAYS days and can be restored.
import { TRASH_MESSAGES } from "@alliance/shared";
import type { DeleteFlow } from "../../lib/staff/use-delete-flow";
import { ConfirmDialog } from "../ui/confirm-dialog";

export function DeleteDialog<T>({
  flow,
  title,
  what,
}: {
  flow: DeleteFlow<T>;
  title: string;
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
      {flow.trash && ` ${TRASH_MESSAGES.kept}`}
    </ConfirmDialog>
  );
}
