import { notFound } from "./errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** Ids are uuids: anything else names no record, so it is a 404 (never a database error). */
export function requireUuid(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
}
