// The pending change of a course or member record (docs/decisions/0016-content-review-of-edits.md):
// an organisation user's edit of an approved record is kept as the values of the fields it changes,
// and applied only when an admin approves it.

/** The pending-change columns of courses and members (migration 0015). */
export interface PendingColumns {
  pendingChange?: Record<string, unknown> | null;
  pendingBy?: string | null;
  pendingAt?: Date | null;
}

/** Writes that leave no change waiting. */
export const NO_PENDING_CHANGE = { pendingChange: null, pendingBy: null, pendingAt: null } as const;

/** The values among `fields`, and only those (a stored change is never trusted for more). */
export function pickFields(values: object, fields: readonly string[]): Record<string, unknown> {
  const all = values as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => all[field] !== undefined).map((f) => [f, all[f]]));
}

/** The proposed values among `fields` that differ from the record's; null when none differs. */
export function changedFields(
  record: object,
  proposed: object,
  fields: readonly string[],
): Record<string, unknown> | null {
  const current = record as Record<string, unknown>;
  const change = Object.fromEntries(
    Object.entries(pickFields(proposed, fields)).filter(([field, value]) => current[field] !== value),
  );
  return Object.keys(change).length > 0 ? change : null;
}
