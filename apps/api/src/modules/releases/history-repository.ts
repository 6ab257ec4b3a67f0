// Reads of the figures' history (migration 0031): the approved versions of reports that the site
// answered at an instant, and the organisations they name.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, reportVersions, users } from "../../db/schema";

export type ReportVersion = typeof reportVersions.$inferSelect & { username: string | null };

/** The versions in effect at `at`: taken effect by then and not replaced yet. */
export async function versionsAsOf(db: Db, at: Date): Promise<ReportVersion[]> {
  const rows = await db
    .select({ version: reportVersions, username: users.username })
    .from(reportVersions)
    .leftJoin(users, eq(users.id, reportVersions.userId))
    .where(
      and(
        lte(reportVersions.validFrom, at),
        or(isNull(reportVersions.validTo), gt(reportVersions.validTo, at)),
      ),
    )
    .orderBy(
      asc(reportVersions.year),
      asc(reportVersions.quarter),
      asc(reportVersions.organizationName),
      asc(reportVersions.reportId),
    );
  return rows.map((row) => ({ ...row.version, username: row.username }));
}

export type OrganizationRef = {
  id: string;
  name: string;
  slug: string;
  /** org_name_key(name): how the rankings match an organisation by name. */
  key: string;
};

/** The organisations with these ids or these names (matched as the rankings match them). */
export async function organizationsNamed(db: Db, ids: string[], names: string[]): Promise<OrganizationRef[]> {
  if (ids.length === 0 && names.length === 0) return [];
  const key = sql<string>`org_name_key(${organizations.name})`;
  return db
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug, key })
    .from(organizations)
    .where(
      or(inArray(organizations.id, [...new Set(ids)]), inArray(key, [...new Set(names.map(orgNameKey))])),
    );
}

/** PostgreSQL's org_name_key (migration 0008) for names already read. */
export const orgNameKey = (name: string) => name.replace(/\s+/g, " ").trim().toLowerCase();
