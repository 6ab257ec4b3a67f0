// The error of an API answer, in a module of its own: the public pages' reads throw it without
// loading the staff client (lib/api.ts) on their first load.
import type { ErrorBody } from "@alliance/shared";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
    /** The parsed answer as sent, for fields beyond ErrorBody (e.g. a near match's `suggestion`). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}
