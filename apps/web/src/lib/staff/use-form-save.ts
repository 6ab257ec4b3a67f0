// The save of a staff form: the call, a success toast and then `onDone` (the dialog closes); on
// failure an error toast and the server's reason, shown above the form (a 401 is left to the
// session guard). A near-match question and a stale version's answer are questions the form
// asks, not failures.
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../api";
import { notify } from "../toast";
import { reportError } from "./session";

/** A 409 answer suggesting an existing organisation's name (ADR 0024). */
const isNearMatchQuestion = (error: Error) =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof (error.data as { suggestion?: unknown } | undefined)?.suggestion === "string";

/** A 409 answering the record as it is now: the form shows theirs beside yours (reports). */
const isStaleVersionAnswer = (error: Error) =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof (error.data as { current?: unknown } | undefined)?.current === "object";

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
          // A near-miss organisation name is a question the form asks ("Did you mean ...?"),
          // not a failure: no red toast, no error line.
          if (isNearMatchQuestion(error) || isStaleVersionAnswer(error)) return;
          notify.error(typeof messages.failed === "string" ? messages.failed : messages.failed(error));
          if (error instanceof ApiError) setServerError(error.message);
        }),
    });
  }

  return { submit, serverError, saving: save.isPending };
}
