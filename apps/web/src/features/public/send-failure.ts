// What a public form says when its send fails, in plain words and at once (it needs no code that
// is not already loaded, so it shows offline too). The typed answers always stay in the form.
import { ApiError } from "../../lib/api";

/** Give up on a send after this long; a phone on a weak network must not wait for ever. */
export const PUBLIC_SEND_TIMEOUT_MS = 20_000;

export const SEND_FAILURE = {
  offline:
    "You seem to be offline, so nothing was sent. Your answers are still here: send again once you are connected.",
  timeout: "The server did not answer in time. Your answers are still here: please try again.",
  server:
    "Something went wrong on our side, so nothing was saved. Your answers are still here: please try again in a moment.",
} as const;

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** The message for a failed send: offline, timed out, a server fault, or the server's own words. */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return SEND_FAILURE.server;
    return error.message || SEND_FAILURE.server;
  }
  if (isOffline()) return SEND_FAILURE.offline;
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return SEND_FAILURE.timeout;
  // fetch rejects with a TypeError when the network is unreachable.
  return SEND_FAILURE.offline;
}

export { isOffline };
