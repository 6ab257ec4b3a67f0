// A row's on/off action (approve/hide, handled, admin rights): the call, the toast that says
// what happened, and, when `confirm` is used, the row waiting for the user's answer in a dialog.
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../toast";
import { reportError } from "./session";

export function useToggleFlow<T extends { _id: string }, R>(
  toggle: UseMutationResult<R, Error, T>,
  messages: { done: (row: T, updated: R | undefined) => string; failed: string | ((error: Error) => string) },
) {
  const [asking, setAsking] = useState<T | null>(null);

  function run(row: T) {
    toggle.mutate(row, {
      onSuccess: (updated) => {
        notify.success(messages.done(row, updated));
        setAsking(null);
      },
      onError: (error) =>
        reportError(error, () => {
          notify.error(typeof messages.failed === "string" ? messages.failed : messages.failed(error));
          setAsking(null);
        }),
    });
  }

  return {
    /** Toggles at once. */
    run,
    /** Opens the confirmation for this row. */
    ask: setAsking,
    asking,
    confirm: () => asking && run(asking),
    cancel: () => setAsking(null),
    busy: toggle.isPending,
    /** True while this row's toggle is on its way. */
    busyFor: (row: T) => toggle.isPending && toggle.variables?._id === row._id,
  };
}
