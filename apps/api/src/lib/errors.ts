// HTTP errors with the statuses of docs/product/design.md §4, answered as JSON `{ message }`.
import { API_ERRORS } from "@alliance/shared";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
    /**
     * More fields of the answer, e.g. a near match's `suggestion` or a stale write's `current`
     * record (the route's schema lists them).
     */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = API_ERRORS.invalidInput, issues?: HttpError["issues"]) =>
  new HttpError(400, message, issues);
export const unauthorized = (message: string = API_ERRORS.notSignedIn) => new HttpError(401, message);
export const forbidden = (message: string = API_ERRORS.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_ERRORS.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string = API_ERRORS.tooManyRequests) => new HttpError(429, message);

/** PostgreSQL error codes we turn into client errors rather than 500s. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
