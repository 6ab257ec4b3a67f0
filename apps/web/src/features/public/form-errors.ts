// The message a public form shows for a field the shared schema (or the server) refused, as a
// catalogue message in the page's language. The schemas keep their English words for the API;
// here each of them is recognised (by the issue's kind, by the field's value, or as one of the
// shared message constants) and named by its catalogue id. See docs/decisions/0029-public-site-in-two-languages.md.
import {
  httpUrlMessage,
  PHONE_FORMAT_MESSAGE,
  singleLineMessage,
  WEBSITE_FORMAT_MESSAGE,
} from "@alliance/shared";
import type { MessageId } from "../../i18n/message-ids";

/** A catalogue message and its values; `field` is filled in with the field's own label. */
export interface FieldMessage {
  id: MessageId;
  values?: Record<string, number>;
  /** The issue's own words, for a refusal no catalogue message names (shown in English only). */
  raw?: string;
}

/** A refused field as the schema or the server describes it. */
export interface FieldIssue {
  message: string;
  /** zod's kind of issue ("too_big", "invalid_format"...); absent in the server's answer. */
  code?: string;
  /** The largest length allowed, for "too_big". */
  maximum?: number | bigint;
}

/** Does `message` come from `make(label)` for some label? The shared function gives the shape. */
function fromLabelled(make: (label: string) => string, message: string): boolean {
  const marker = "\u0001";
  const [before = "", after = ""] = make(marker).split(marker);
  return (
    message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after)
  );
}

export function fieldMessage(value: string, issue: FieldIssue): FieldMessage {
  if (value.trim() === "") return { id: "form.error.required" };
  if (issue.code === "too_big" && issue.maximum !== undefined)
    return { id: "form.error.tooLong", values: { max: Number(issue.maximum) } };
  if (issue.code === "invalid_format") return { id: "form.error.email" };
  if (issue.message === PHONE_FORMAT_MESSAGE) return { id: "form.error.phone" };
  if (issue.message === WEBSITE_FORMAT_MESSAGE) return { id: "form.error.website" };
  if (fromLabelled(httpUrlMessage, issue.message)) return { id: "form.error.webAddress" };
  if (fromLabelled(singleLineMessage, issue.message)) return { id: "form.error.oneLine" };
  return { id: "form.error.invalid", raw: issue.message };
}
