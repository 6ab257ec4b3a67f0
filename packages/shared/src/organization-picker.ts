// Organisations are picked, not typed (ADR 0024): a new name close to an existing one is refused
// with the near match unless the request says `createOrganization: true`. The same rule runs in
// the API (409) and in the picker ("Did you mean ...?").
import { z } from "zod";
import { ErrorOut } from "./responses";

/** Letters and digits only, lower case: "Savannah-Tech  Hub" and "savannah tech hub" are the same. */
export const squashedName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Case- and space-insensitive key, like the database's org_name_key: the same organisation. */
export const organizationNameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Names of 8+ characters within this many edits of an existing one are near matches. */
export const NEAR_MATCH_MAX_EDITS = 2;
export const NEAR_MATCH_MIN_LENGTH = 8;

/**
 * The existing name a new `name` is suspiciously close to, or undefined. The same organisation
 * (equal up to case and spacing) is not a near match: it is simply linked.
 */
export function nearMatch(name: string, existing: readonly string[]): string | undefined {
  const key = organizationNameKey(name);
  if (!key || existing.some((other) => organizationNameKey(other) === key)) return undefined;
  const squashed = squashedName(name);
  const sameLetters = existing.find((other) => squashedName(other) === squashed);
  if (sameLetters) return sameLetters;
  if (key.length < NEAR_MATCH_MIN_LENGTH) return undefined;
  let best: { name: string; distance: number } | undefined;
  for (const other of existing) {
    const distance = editDistance(key, organizationNameKey(other), NEAR_MATCH_MAX_EDITS);
    if (distance <= NEAR_MATCH_MAX_EDITS && (!best || distance < best.distance))
      best = { name: other, distance };
  }
  return best?.name;
}

export const ORGANIZATION_PICKER_TEXTS = {
  nearMatch: (suggestion: string) =>
    `An organisation with a very similar name exists: did you mean ${suggestion}? Pick it, or confirm that this is a new organisation.`,
  didYouMean: (suggestion: string) => `Did you mean ${suggestion}?`,
  create: (name: string) => `Create organisation '${name}'?`,
  label: "Organisation",
  searchHint: "Type to search the organisations, then pick one.",
  noMatch: "No organisation matches.",
} as const;

/** Sent with a new organisation name to create it despite a near match. */
export const createOrganizationFlag = z.boolean().optional();

/** The 409 of a near match: the message and the existing name. */
export const NearMatchOut = ErrorOut.extend({ suggestion: z.string().optional() });
export type NearMatchOut = z.infer<typeof NearMatchOut>;
