// What every module's mappers share: who is looking (owner-only fields), ISO dates, and the edit
// waiting for review. Each module maps its own rows (modules/<domain>/serialize.ts).
/** Who is looking: decides which owner-only fields a row carries. */
export interface Viewer {
  email: string;
  isAdmin: boolean;
  organizationId?: string | null;
}

export const iso = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();

/**
 * The edit waiting for review (docs/decisions/0016-content-review-of-edits.md), for admins and
 * the record's organisation; null when none waits. The values were checked by the input schema
 * when they were proposed.
 */
export function pendingChangeOf<Values>(row: {
  pendingChange: Record<string, unknown> | null;
  pendingBy: string | null;
  pendingAt: Date | null;
}) {
  if (!row.pendingChange || !row.pendingAt) return null;
  return {
    values: row.pendingChange as Values,
    proposedBy: row.pendingBy ?? "",
    proposedAt: iso(row.pendingAt),
  };
}
