// Review of impact reports and the reporting completeness of a quarter. Who is expected to report
// is decided here, in one place: every organisation with at least one organisation (non-admin) user.
import type { Completeness, Quarter } from "@alliance/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, reports, users } from "../../db/schema";

/** An organisation is expected to report when at least one non-admin user belongs to it. */
const hasOrganizationUser = sql`exists (select 1 from ${users} where ${users.organizationId} = ${organizations.id} and ${users.isAdmin} = false)`;

/** The organisations expected to report, by name. */
export async function expectedOrganizations(db: Db): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(hasOrganizationUser)
    .orderBy(sql`lower(${organizations.name})`, organizations.id);
}

export async function expectedOrganizationCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizations)
    .where(hasOrganizationUser);
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
    .select({ id: reports.id, organizationId: reports.organizationId, status: reports.status })
    .from(reports)
    .where(and(eq(reports.year, year), eq(reports.quarter, quarter)));
  const byOrganization = new Map(filed.map((r) => [r.organizationId, r]));
  const rows = expected.map((org) => {
    const report = byOrganization.get(org.id);
    return {
      _id: org.id,
      name: org.name,
      status: (report?.status ?? "missing") as Completeness["organizations"][number]["status"],
      reportId: report?.id ?? null,
    };
  });
  return {
    year,
    quarter,
    expected: rows.length,
    reported: rows.filter((o) => o.status !== "missing").length,
    approved: rows.filter((o) => o.status === "approved").length,
    organizations: rows,
  };
}
