// Data access for organisations. Every user, member record, course and report row carries
// `organization_id`; its copy of the name is kept by database triggers (migration 0008), so a
// rename here is one UPDATE and the rest follows in the same transaction.
import {
  ORGANIZATION_DETAIL_LIMIT,
  ORGANIZATION_ERRORS,
  type OrganizationContentCounts,
  type OrganizationCounts,
  type OrganizationDetailOut,
  type OrganizationOut,
  organizationInUseMessage,
  PLEDGE_FIRST_DAY,
  pledgeStart,
  SORT_FIELDS,
  type SortField,
} from "@alliance/shared";
import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  CONTENT_TABLES,
  type ContentTable,
  courses,
  members,
  type OrganizationRow,
  organizations,
  reports,
  users,
} from "../../db/schema";
import { badRequest, conflict, pgErrorCode } from "../../lib/errors";
import { type ListPage, type ListResult, pagedRows, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";
import { refuseNearMatch } from "./near-match";

export type OrganizationWithCounts = OrganizationRow & { counts: OrganizationCounts };

// Written out in full: drizzle may leave a column of a one-table select unqualified, which inside
// the subquery would name the child table's own `id`.
const countOf = (table: "users" | "members" | "courses" | "reports") =>
  sql<number>`(select count(*) from ${sql.identifier(table)} as c where c.organization_id = "organizations"."id")::int`;

const withCounts = {
  ...getTableColumns(organizations),
  users: countOf("users"),
  members: countOf("members"),
  courses: countOf("courses"),
  reports: countOf("reports"),
};

type CountedRow = OrganizationRow & Record<keyof OrganizationCounts, number>;

const shape = ({ users, members, courses, reports, ...row }: CountedRow): OrganizationWithCounts => ({
  ...row,
  counts: {
    users: Number(users),
    members: Number(members),
    courses: Number(courses),
    reports: Number(reports),
  },
});

export const organizationOut = (row: OrganizationWithCounts): OrganizationOut => ({
  _id: row.id,
  name: row.name,
  website: row.website,
  createdAt: row.createdAt.toISOString(),
  counts: row.counts,
  slug: row.slug,
  pledge: pledgeOf(row),
  pendingPledge:
    row.pendingPledge && row.pendingPledgeAt
      ? {
          ...row.pendingPledge,
          from: row.pendingPledge.from ?? pledgeStart(undefined, row.pendingPledgeAt),
          proposedBy: row.pendingPledgeBy ?? "",
          proposedAt: row.pendingPledgeAt.toISOString(),
        }
      : null,
  pendingWebsite:
    row.pendingWebsite !== null && row.pendingWebsiteAt
      ? {
          website: row.pendingWebsite,
          proposedBy: row.pendingWebsiteBy ?? "",
          proposedAt: row.pendingWebsiteAt.toISOString(),
        }
      : null,
});

/** The approved pledge of an organisation row, or null. */
export const pledgeOf = (
  row: Pick<OrganizationRow, "pledgeTrained" | "pledgeCertified" | "pledgeBy" | "pledgeFrom">,
) =>
  row.pledgeTrained !== null && row.pledgeCertified !== null && row.pledgeBy
    ? {
        trained: row.pledgeTrained,
        certified: row.pledgeCertified,
        by: row.pledgeBy,
        // Migration 0034 gave every approved pledge a start; the first day is only a safe floor.
        from: row.pledgeFrom ?? PLEDGE_FIRST_DAY,
      }
    : null;

/** Case- and space-insensitive name match (the key of the unique index). */
export const nameIs = (name: string) => sql`org_name_key(${organizations.name}) = org_name_key(${name})`;

const order = sortOrder(organizations, SORT_FIELDS.organizations, { field: "name", desc: false });

/** One page, alphabetical unless sorted otherwise; `q` is a substring of the name. `onlyId` scopes to one. */
export async function listOrganizations(
  db: Db,
  filter: { q?: string | undefined; onlyId?: string | undefined },
  page: ListPage<SortField<"organizations">>,
): Promise<ListResult<OrganizationWithCounts>> {
  const where = and(
    filter.onlyId !== undefined ? eq(organizations.id, filter.onlyId) : undefined,
    searchText([organizations.name], filter.q),
  );
  const rows = db.select(withCounts).from(organizations).where(where).$dynamic();
  const result = await pagedRows(db, rows, organizations, where, order(page.sort), page);
  return { rows: result.rows.map(shape), total: result.total };
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationWithCounts | undefined> {
  const [row] = await db.select(withCounts).from(organizations).where(eq(organizations.id, id));
  return row ? shape(row) : undefined;
}

export async function findOrganizationByName(db: Db, name: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(nameIs(name));
  return row;
}

/**
 * The organisation of a name, created when new (the same SQL function the triggers use, so a
 * concurrent creation of the same name ends with one organisation). Undefined for a blank name.
 */
export async function organizationIdFor(
  db: Db,
  name: string,
  /** Create despite a near match (ADR 0024); otherwise a name close to another one is a 409. */
  createOrganization?: boolean,
): Promise<string | undefined> {
  await refuseNearMatch(db, name, createOrganization);
  const rows = await rowsOf<{ id: string | null }>(db, sql`select organization_id_for(${name}) as id`);
  return rows[0]?.id ?? undefined;
}

/**
 * The columns that link a user to the organisation a request names: by id (it must exist, else
 * 400) or by name (the database links an existing name in any case, or creates the organisation).
 */
export async function organizationLink(
  db: Db,
  ref: {
    organizationId?: string | undefined;
    organizationName?: string | undefined;
    createOrganization?: boolean | undefined;
  },
): Promise<{ organizationId: string } | { organizationName: string }> {
  if (ref.organizationId) {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, ref.organizationId.toLowerCase()));
    if (!row) {
      throw badRequest(ORGANIZATION_ERRORS.unknownOrganization, [
        { path: "body.organizationId", message: ORGANIZATION_ERRORS.unknownOrganization },
      ]);
    }
    return { organizationId: row.id };
  }
  await refuseNearMatch(db, ref.organizationName, ref.createOrganization);
  return { organizationName: ref.organizationName ?? "" };
}

/** The organisation itself with what belongs to it, newest first (bounded lists). */
export async function organizationDetail(db: Db, id: string): Promise<OrganizationDetailOut | undefined> {
  const organization = await findOrganization(db, id);
  if (!organization) return undefined;
  const limit = ORGANIZATION_DETAIL_LIMIT;
  const [userRows, memberRows, courseRows, reportRows] = await Promise.all([
    organizationUsers(db, id, limit),
    db
      .select()
      .from(members)
      .where(eq(members.organizationId, id))
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(limit),
    db
      .select({ id: courses.id, title: courses.title, approved: courses.approved })
      .from(courses)
      .where(eq(courses.organizationId, id))
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(limit),
    db
      .select({ id: reports.id, year: reports.year, quarter: reports.quarter, createdBy: reports.createdBy })
      .from(reports)
      .where(eq(reports.organizationId, id))
      .orderBy(desc(reports.year), desc(reports.quarter), desc(reports.id))
      .limit(limit),
  ]);
  return {
    ...organizationOut(organization),
    users: userRows.map((u) => ({ _id: u.id, username: u.username, email: u.email, phone: u.phone })),
    members: memberRows.map((m) => ({
      _id: m.id,
      firstName: m.firstName,
      surName: m.surName,
      email: m.email,
      approved: m.approved,
    })),
    courses: courseRows.map((c) => ({ _id: c.id, title: c.title, approved: c.approved })),
    reports: reportRows.map((r) => ({ _id: r.id, year: r.year, quarter: r.quarter, createdBy: r.createdBy })),
  };
}

/** The users of one organisation (admins included), by name. Never the password hash. */
export async function organizationUsers(db: Db, organizationId: string, limit = 1000) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone: users.phone,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(sql`lower(${users.username})`, asc(users.id))
    .limit(limit);
}

/**
 * Organisations with at least one organisation (non-admin) user: the ones expected to report
 * every quarter. Alphabetical.
 */
export async function organizationsWithUsers(
  db: Db,
): Promise<Array<Pick<OrganizationRow, "id" | "name" | "website" | "createdAt">>> {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      website: organizations.website,
      createdAt: organizations.createdAt,
    })
    .from(organizations)
    .where(
      sql`exists (select 1 from users as u where u.organization_id = "organizations"."id" and not u.is_admin)`,
    )
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id));
}

const nameTaken = (error: unknown): never => {
  if (pgErrorCode(error) === "23505") throw conflict(ORGANIZATION_ERRORS.nameTaken);
  throw error;
};

export async function insertOrganization(
  db: Db,
  values: { name: string; website: string },
): Promise<OrganizationWithCounts> {
  if (await findOrganizationByName(db, values.name)) throw conflict(ORGANIZATION_ERRORS.nameTaken);
  const [row] = await db.insert(organizations).values(values).returning().catch(nameTaken);
  return { ...row!, counts: { users: 0, members: 0, courses: 0, reports: 0 } };
}

/** Renames (everywhere at once, by trigger) and/or changes the website; 409 for a taken name. */
export async function updateOrganization(
  db: Db,
  id: string,
  values: {
    name?: string | undefined;
    website?: string | undefined;
    mustReport?: boolean | undefined;
    /** The website waiting for review (ADR 0033): set by an organisation user, cleared by an admin. */
    pendingWebsite?: { website: string; by: string; at: Date } | null | undefined;
  },
): Promise<OrganizationWithCounts | undefined> {
  if (values.name !== undefined) {
    const other = await findOrganizationByName(db, values.name);
    if (other && other.id !== id) throw conflict(ORGANIZATION_ERRORS.nameTaken);
  }
  const set = {
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.website !== undefined ? { website: values.website } : {}),
    ...(values.mustReport !== undefined ? { mustReport: values.mustReport } : {}),
    ...(values.pendingWebsite !== undefined
      ? {
          pendingWebsite: values.pendingWebsite?.website ?? null,
          pendingWebsiteBy: values.pendingWebsite?.by ?? null,
          pendingWebsiteAt: values.pendingWebsite?.at ?? null,
        }
      : {}),
  };
  if (Object.keys(set).length > 0) {
    const rows = await db
      .update(organizations)
      .set(set)
      .where(eq(organizations.id, id))
      .returning({ id: organizations.id })
      .catch(nameTaken);
    if (rows.length === 0) return undefined;
  }
  return findOrganization(db, id);
}

/** Its news items, events, jobs and insights (kept from deleting it like its other rows). */
async function contentCounts(db: Db, id: string): Promise<OrganizationContentCounts> {
  const countIn = async (table: ContentTable) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.organizationId, id));
    return Number(row?.n ?? 0);
  };
  // In the order of CONTENT_TABLES: news, events, jobs, insights.
  const [newsItems, eventItems, jobItems, insightItems] = await Promise.all(
    Object.values(CONTENT_TABLES).map(countIn),
  );
  return { news: newsItems ?? 0, events: eventItems ?? 0, jobs: jobItems ?? 0, insights: insightItems ?? 0 };
}

/**
 * Deletes an organisation nothing belongs to. While users, reports, member records or courses
 * still do, answers 409 saying what (the foreign keys refuse it too: ON DELETE RESTRICT).
 */
export async function deleteOrganization(db: Db, id: string): Promise<boolean> {
  const existing = await findOrganization(db, id);
  if (!existing) return false;
  const { counts } = existing;
  const content = await contentCounts(db, id);
  const held = [counts.users, counts.reports, counts.members, counts.courses, ...Object.values(content)];
  if (held.some((n) => n > 0)) throw conflict(organizationInUseMessage(counts, content));
  try {
    // In a savepoint of its own: when it fails, the transaction it runs in (the audited write)
    // can still read the counts for the message.
    const rows = await db.transaction((savepoint) =>
      savepoint.delete(organizations).where(eq(organizations.id, id)).returning({ id: organizations.id }),
    );
    return rows.length > 0;
  } catch (error) {
    // A row linked to it between the count and the delete (23503), or a news item, event, job or
    // insight of it, which the database keeps it for (ON DELETE RESTRICT: 23001).
    if (pgErrorCode(error) === "23503" || pgErrorCode(error) === "23001") {
      const now = await findOrganization(db, id);
      throw conflict(organizationInUseMessage(now?.counts ?? counts, await contentCounts(db, id)));
    }
    throw error;
  }
}
