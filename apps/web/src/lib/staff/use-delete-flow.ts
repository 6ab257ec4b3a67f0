// The delete confirmation of every staff list: which row is asked about, the delete call, and
// the docs/product/spec.md §8 toasts on success or failure (a 401 is left to the session guard).
// A record kept in the Trash (`trash`, docs/decisions/0023-deleted-records-kept-30-days.md): the
// dialog says so, and the success toast offers Undo, which restores it at once: to an admin, and to
// an organisation's user for what their organisation may delete (the API's `mayRestore`: their own
// delete, which this one is).
import { OWNER_RESTORABLE, TRASH_ENTITIES, TRASH_MESSAGES, type TrashEntity } from "@alliance/shared";
import { type UseMutationResult, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../api";
import { notify } from "../toast";
import { reportError } from "./session";
import { useMaybeStaffUser } from "./staff-user";

/** Puts a deleted record back from the Trash, then refreshes every list showing it. */
export async function restoreDeleted(entity: TrashEntity, id: string, refresh: () => Promise<unknown>) {
  try {
    await api.post(`/${TRASH_ENTITIES[entity]}/${id}/restore`);
    await refresh();
    notify.success(TRASH_MESSAGES.restored);
  } catch (error) {
    reportError(error, () => notify.error(error instanceof Error ? error.message : TRASH_MESSAGES.failed));
  }
}

export function useDeleteFlow<T>(
  remove: UseMutationResult<unknown, Error, T>,
  /** `failed` may read the error (e.g. the server's reason a delete is refused). */
  messages: { deleted: string; failed: string | ((error: Error) => string) },
  /** The record goes to the Trash as this entity: the dialog says so, and its deleter may undo. */
  trash?: TrashEntity,
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const user = useMaybeStaffUser();
  const client = useQueryClient();

  function onDelete() {
    if (deleting === null) return;
    const id = (deleting as { _id?: unknown })._id;
    remove.mutate(deleting, {
      onSuccess: () => {
        const undo =
          trash && user && (user.isAdmin || OWNER_RESTORABLE.includes(trash)) && typeof id === "string"
            ? {
                label: TRASH_MESSAGES.undo,
                onClick: () => void restoreDeleted(trash, id, () => client.invalidateQueries()),
              }
            : undefined;
        notify.success(messages.deleted, undo);
        setDeleting(null);
      },
      onError: (error) =>
        reportError(error, () => {
          notify.error(typeof messages.failed === "string" ? messages.failed : messages.failed(error));
          setDeleting(null);
        }),
    });
  }

  return { deleting, setDeleting, onDelete, deleteBusy: remove.isPending, trash };
}

export type DeleteFlow<T> = ReturnType<typeof useDeleteFlow<T>>;
