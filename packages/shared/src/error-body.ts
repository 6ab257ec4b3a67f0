// The body of every API error, read without zod: the web client parses error answers on public
// pages too, and loading zod there would blow the first-load JavaScript budget. ErrorOut in
// ./responses is the same shape as a zod schema (for the API's documentation); a shared test
// keeps the two in step.

/** Every error: a message, and for invalid input the field paths and their messages. */
export interface ErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The error body in `data`, or `undefined` when it is not one (a proxy's page, an empty body). */
export function readErrorBody(data: unknown): ErrorBody | undefined {
  if (!isObject(data) || typeof data.message !== "string") return undefined;
  if (data.issues === undefined) return { message: data.message };
  if (!Array.isArray(data.issues)) return undefined;
  const issues: Array<{ path: string; message: string }> = [];
  for (const issue of data.issues) {
    if (!isObject(issue) || typeof issue.path !== "string" || typeof issue.message !== "string") {
      return undefined;
    }
    issues.push({ path: issue.path, message: issue.message });
  }
  return { message: data.message, issues };
}
