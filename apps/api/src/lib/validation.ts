import type { z } from "zod";
import { badRequest } from "./errors";

/** Validates a body a second time against a stricter schema, answering 400 like the route schemas do. */
export function parseBody<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: ["body", ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  throw badRequest(issues[0]?.message, issues);
}
