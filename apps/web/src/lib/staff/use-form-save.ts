// The save of a staff form: the call, a success toast and then `onDone` (the dialog closes); on
// failure an error toast and the server's reason, shown above the form (a 401 is left to the
// session guard).
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../api";
import { notify } from "../toast";
import { reportError } from "./session";

export function useFormSave<V, R>(
  save: UseMutationResult<R, Error, V>,
  messages: { saved: string | ((result: R) => string); failed: string | ((error: Error) => string) },
  onDone: (result: R) => void,
) {
  const [serverError, setServerError] = useState<string | null>(null);

  function submit(input: V) {
    setServerError(null);
    save.mutate(input, {
      onSuccess: (result) => {
        notify.success(typeof messages.saved === "string" ? messages.saved : messages.saved(result));
        onDone(result);
      },
      onError: (error) =>
        reportError(error, () => {
          notify.error(typeof messages.failed === "string" ? messages.failed : messages.failed(error));
          if (error instanceof ApiError) setServerError(error.message);
        }),
    });
  }

  return { submit, serverError, saving: save.isPending };
}
