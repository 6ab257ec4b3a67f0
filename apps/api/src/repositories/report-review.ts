// Review of impact reports and the reporting completeness of a quarter. Who is expected to report
// is decided here, in one place: every organisation with at least one organisation (non-admin) user.
import type { Completeness, Quarter } from "@alliance/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { reports, users } from "../db/schema";

/** Organisation key: the lower-cased name (reports and users name their organisation). */
const orgKey = (column: typeof users.organizationName | typeof reports.organizationName) =>
  sql<string>`lower(trim(${column}))`;

/** The organisations expected to report: one per distinct name of the organisation users. */
export async function expectedOrganizations(db: Db): Promise<Array<{ key: string; name: string }>> {
  const rows = await db
    .select({ key: orgKey(users.organizationName), name: sql<string>`min(trim(${users.organizationName}))` })
    .from(users)
    .where(and(eq(users.isAdmin, false), sql`trim(${users.organizationName}) <> ''`))
    .groupBy(orgKey(users.organizationName))
    .orderBy(sql`min(trim(${users.organizationName}))`);
  return rows;
}

export async function expectedOrganizationCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${orgKey(users.organizationName)})::int` })
    .from(users)
    .where(and(eq(users.isAdmin, false), sql`trim(${users.organizationName}) <> ''`));
  return Number(row?.n ?? 0);
}

/** Approves or returns a report; answers the changed row's id, or undefined when it is gone. */
export async function setReportReview(
  db: Db,
  id: string,
  review: { status: "approved" | "returned"; note: string; reviewer: string },
): Promise<string | undefined> {
  const [row] = await db
    .update(reports)
    .set({
      status: review.status,
      reviewNote: review.note,
      reviewedBy: review.reviewer,
      reviewedAt: new Date(),
    })
    .where(eq(reports.id, id))
    .returning({ id: reports.id });
  return row?.id;
}

/** Who reported one quarter: every expected organisation, missing or with its report's status. */
export async function reportCompleteness(db: Db, year: number, quarter: Quarter): Promise<Completeness> {
  const expected = await expectedOrganizations(db);
  const filed = await db
    .select({ id: reports.id, key: orgKey(reports.organizationName), status: reports.status })
    .from(reports)
    .where(and(eq(reports.year, year), eq(reports.quarter, quarter)));
  const byKey = new Map(filed.map((r) => [r.key, r]));
  const organizations = expected.map((org) => {
    const report = byKey.get(org.key);
    return {
      _id: org.key,
      name: org.name,
      status: (report?.status ?? "missing") as Completeness["organizations"][number]["status"],
      reportId: report?.id ?? null,
    };
  });
  return {
    year,
    quarter,
    expected: organizations.length,
    reported: organizations.filter((o) => o.status !== "missing").length,
    approved: organizations.filter((o) => o.status === "approved").length,
    organizations,
  };
}
