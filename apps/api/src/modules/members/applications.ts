// Public membership applications: one pending application per organisation and e-mail address,
// so a second send (a double tap, a retry after a timeout) does not queue a duplicate for review.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members } from "../../db/schema";

/** The application from this organisation and e-mail that still waits for review, if any. */
export async function findPendingApplication(
  db: Db,
  email: string,
  organizationName: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.approved, false),
        isNull(members.reviewedAt),
        sql`lower(${members.email}) = lower(${email.trim()})`,
        sql`lower(trim(${members.organizationName})) = lower(${organizationName.trim()})`,
      ),
    )
    .limit(1);
  return row;
}
