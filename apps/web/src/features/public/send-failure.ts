// What a public form says when its send fails, in plain words and at once (it needs no code that
// is not already loaded, so it shows offline too). The typed answers always stay in the form.
// The words are catalogue messages in the page's language (common namespace).
import { ApiError } from "../../lib/api";
import type { FieldMessage } from "./form-errors";

/** Give up on a send after this long; a phone on a weak network must not wait for ever. */
export const PUBLIC_SEND_TIMEOUT_MS = 20_000;

export const SEND_FAILURE = {
  offline: { id: "form.failure.offline" },
  timeout: { id: "form.failure.timeout" },
  server: { id: "form.failure.server" },
} as const satisfies Record<string, FieldMessage>;

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * The message for a failed send: offline, timed out, a server fault, or the server's refusal
 * (named when the catalogue has it, else its own words on the English page).
 */
export function sendFailureMessage(error: unknown): FieldMessage {
  if (error instanceof ApiError) {
    if (error.status >= 500) return SEND_FAILURE.server;
    if (error.status === 429) return { id: "form.failure.tooMany", raw: error.message || undefined };
    // The public forms' only conflict: an application from the same organisation and address
    // is already waiting (the shared APPLICATION_PENDING; its module would bring zod along).
    if (error.status === 409) return { id: "form.failure.pending", raw: error.message || undefined };
    return error.message ? { id: "form.failure.refused", raw: error.message } : SEND_FAILURE.server;
  }
  if (isOffline()) return SEND_FAILURE.offline;
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return SEND_FAILURE.timeout;
  // fetch rejects with a TypeError when the network is unreachable.
  return SEND_FAILURE.offline;
}

export { isOffline };
