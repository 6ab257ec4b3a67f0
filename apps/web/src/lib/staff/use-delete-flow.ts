// The delete confirmation of every staff list: which row is asked about, the delete call, and
// the docs/product/spec.md §8 toasts on success or failure (a 401 is left to the session guard).
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../toast";
import { reportError } from "./session";

export function useDeleteFlow<T>(
  remove: UseMutationResult<unknown, Error, T>,
  /** `failed` may read the error (e.g. the server's reason a delete is refused). */
  messages: { deleted: string; failed: string | ((error: Error) => string) },
) {
  const [deleting, setDeleting] = useState<T | null>(null);

  function onDelete() {
    if (deleting === null) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        notify.success(messages.deleted);
        setDeleting(null);
      },
      onError: (error) =>
        reportError(error, () => {
          notify.error(typeof messages.failed === "string" ? messages.failed : messages.failed(error));
          setDeleting(null);
        }),
    });
  }

  return { deleting, setDeleting, onDelete, deleteBusy: remove.isPending };
}

export type DeleteFlow<T> = ReturnType<typeof useDeleteFlow<T>>;
