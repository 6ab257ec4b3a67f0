// "As it was on a date" (docs/decisions/0036-releases-revisions-and-history.md): the instant of an
// `as_of` in an address, checked without zod so the public pages can read it (ADR 0007).

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** The instant `value` names when it is an ISO 8601 date and time with its offset, else "". */
export function asOfInstant(value: string | null | undefined): string {
  if (!value || !INSTANT.test(value)) return "";
  const time = Date.parse(value);
  return Number.isNaN(time) ? "" : new Date(time).toISOString();
}
