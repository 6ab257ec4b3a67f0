// Data access for insights.
import type { SortField } from "@alliance/shared";
import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insights } from "../../db/schema";
import { type ListPage, type ListResult, pagedRows, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";
import type { AuthUser } from "../../plugins/auth";
import {
  type OrganizationFields,
  ofOrganization,
  organizationColumns,
  type StaffFilter,
  staffWhere,
} from "../content/items";
import type { ReviewColumns } from "../content/review";

export type NewInsight = typeof insights.$inferInsert;

const columns = { ...getTableColumns(insights), ...organizationColumns(insights.organizationId) };
export type InsightRow = typeof insights.$inferSelect & OrganizationFields;

const order = sortOrder(insights, ["createdAt", "title", "dateOfInsight"]);

export async function findInsight(db: Db, id: string, lock = false): Promise<InsightRow | undefined> {
  const query = db.select(columns).from(insights).where(eq(insights.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** An approved insight by its slug. */
export async function findApprovedInsight(db: Db, slug: string): Promise<InsightRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(insights)
    .where(and(eq(insights.slug, slug), eq(insights.approved, true)));
  return row;
}

export async function insertInsight(db: Db, values: NewInsight): Promise<InsightRow> {
  const [row] = await db.insert(insights).values(values).returning(columns);
  return row!;
}

export async function updateInsight(
  db: Db,
  id: string,
  values: Partial<NewInsight> | ReviewColumns,
): Promise<InsightRow | undefined> {
  const [row] = await db.update(insights).set(values).where(eq(insights.id, id)).returning(columns);
  return row;
}

export async function deleteInsight(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(insights).where(eq(insights.id, id)).returning({ id: insights.id });
  return rows.length > 0;
}

/** The staff list: title and summary searched; review status; the caller's own. */
export function listInsights(
  db: Db,
  filter: StaffFilter,
  viewer: AuthUser,
  page: ListPage<SortField<"insights">>,
): Promise<ListResult<InsightRow>> {
  const where = staffWhere(insights, [insights.title, insights.summary], filter, viewer);
  return pagedRows(
    db,
    db.select(columns).from(insights).where(where).$dynamic(),
    insights,
    where,
    order(page.sort),
    page,
  );
}

/** Approved insights, `q` searched: featured first, then the latest insight first. */
export function listApprovedInsights(
  db: Db,
  filter: { q?: string | undefined; organization?: string | undefined },
  page: ListPage,
): Promise<ListResult<InsightRow>> {
  const where: SQL | undefined = and(
    eq(insights.approved, true),
    searchText([insights.title, insights.summary, insights.methodology], filter.q),
    ofOrganization(insights.organizationId, filter.organization),
  );
  return pagedRows(
    db,
    db.select(columns).from(insights).where(where).$dynamic(),
    insights,
    where,
    [desc(insights.featured), desc(insights.dateOfInsight), desc(insights.createdAt), desc(insights.id)],
    page,
  );
}

/** Every approved insight's address and last change (the sitemap). */
export const publishedInsights = (db: Db) =>
  db
    .select({ slug: insights.slug, updatedAt: insights.updatedAt })
    .from(insights)
    .where(eq(insights.approved, true));
