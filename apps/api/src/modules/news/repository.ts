// Data access for news: the Atom feed reads the latest approved items (`latestNews`).
import type { SortField } from "@alliance/shared";
import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { news } from "../../db/schema";
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

export type NewNews = typeof news.$inferInsert;

const columns = { ...getTableColumns(news), ...organizationColumns(news.organizationId) };
export type NewsRow = typeof news.$inferSelect & OrganizationFields;

const order = sortOrder(news, ["createdAt", "title"]);

export async function findNews(db: Db, id: string, lock = false): Promise<NewsRow | undefined> {
  const query = db.select(columns).from(news).where(eq(news.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** An approved news item by its slug. */
export async function findApprovedNews(db: Db, slug: string): Promise<NewsRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(news)
    .where(and(eq(news.slug, slug), eq(news.approved, true)));
  return row;
}

export async function insertNews(db: Db, values: NewNews): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning(columns);
  return row!;
}

export async function updateNews(
  db: Db,
  id: string,
  values: Partial<NewNews> | ReviewColumns,
): Promise<NewsRow | undefined> {
  const [row] = await db.update(news).set(values).where(eq(news.id, id)).returning(columns);
  return row;
}

export async function deleteNews(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return rows.length > 0;
}

/** The staff list: title and body searched; review status; the caller's own. */
export function listNews(
  db: Db,
  filter: StaffFilter,
  viewer: AuthUser,
  page: ListPage<SortField<"news">>,
): Promise<ListResult<NewsRow>> {
  const where = staffWhere(news, [news.title, news.body], filter, viewer);
  return pagedRows(
    db,
    db.select(columns).from(news).where(where).$dynamic(),
    news,
    where,
    order(page.sort),
    page,
  );
}

/** Approved news items, `q` searched, of one organisation if asked: featured first, then newest first. */
export function listApprovedNews(
  db: Db,
  filter: { q?: string | undefined; organization?: string | undefined },
  page: ListPage,
): Promise<ListResult<NewsRow>> {
  const where: SQL | undefined = and(
    eq(news.approved, true),
    searchText([news.title, news.body], filter.q),
    ofOrganization(news.organizationId, filter.organization),
  );
  return pagedRows(
    db,
    db.select(columns).from(news).where(where).$dynamic(),
    news,
    where,
    [desc(news.featured), desc(news.createdAt), desc(news.id)],
    page,
  );
}

/** Every approved news item's address and last change (the sitemap). */
export const publishedNews = (db: Db) =>
  db.select({ slug: news.slug, updatedAt: news.updatedAt }).from(news).where(eq(news.approved, true));

/** The latest approved news, newest first (the Atom feed). */
export const latestNews = (db: Db, limit = 50): Promise<NewsRow[]> =>
  db
    .select(columns)
    .from(news)
    .where(eq(news.approved, true))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(limit);
