// The one paging helper of the API. Every list route parses its query with the shared
// `listQuery(resource)` / `pagingQuery(sizing)` (packages/shared/src/lists.ts), turns it into a
// `ListPage` with `listPage`, hands that to its repository, and answers with `answerPage`, which
// sets X-Total-Count. Repositories order with `sortOrder` and answer with `pagedTable` (whole rows
// of one table) or `pagedRows` (any select), which apply the order, limit and offset and count the
// filtered rows. Without page/pageSize a caller gets the first page of the default size.
import type { PageSizing, ReviewFilter, Sort } from "@alliance/shared";
import { type AnyColumn, and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import type { Db } from "../db/client";
import { searchText } from "./search";

/** Which rows of a list to answer, and in which order. */
export interface ListPage<F extends string = string> {
  limit: number;
  offset: number;
  sort?: Sort<F> | undefined;
}

export interface ListResult<T> {
  rows: T[];
  total: number;
}

/** The page asked for: page 1 and the default size unless given, never above the cap. */
export function listPage<F extends string>(
  query: { page?: number | undefined; pageSize?: number | undefined; sort?: Sort<F> | undefined },
  sizing: PageSizing,
): ListPage<F> {
  const size = Math.min(query.pageSize ?? sizing.default, sizing.max);
  const page = query.page ?? 1;
  return { limit: size, offset: (page - 1) * size, sort: query.sort };
}

/** ORDER BY for a `sort` (or the fallback), the id last so pages never overlap or skip rows. */
export function orderBy<F extends string>(
  sort: Sort<F> | undefined,
  columns: Record<F, AnyColumn>,
  fallback: Sort<F>,
  id: AnyColumn,
): SQL[] {
  const { field, desc: descending } = sort ?? fallback;
  const direction = descending ? desc : asc;
  return [direction(columns[field]), direction(id)];
}

const NEWEST_FIRST: Sort<"createdAt"> = { field: "createdAt", desc: true };

/**
 * The order of one table's list: `sort` names one of `fields` (the shared SORT_FIELDS of the list,
 * which are the table's own column keys), else `fallback` (newest first unless given).
 */
export function sortOrder<F extends string>(
  table: Record<F | "id", AnyColumn>,
  fields: readonly F[],
  fallback: Sort<NoInfer<F>> = NEWEST_FIRST as Sort<F>,
): (sort?: Sort<F>) => SQL[] {
  if (!fields.includes(fallback.field)) throw new Error(`sortOrder: ${fallback.field} is not a sort field`);
  const columns = Object.fromEntries(fields.map((field) => [field, table[field]])) as Record<F, AnyColumn>;
  return (sort) => orderBy(sort, columns, fallback, table.id);
}

/** One page of a filtered query and the number of rows the filter matches. */
export async function pagedRows<T extends PgSelect>(
  db: Db,
  rows: T,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
  page: ListPage,
): Promise<ListResult<Awaited<T>[number]>> {
  const [list, [counted]] = await Promise.all([
    rows
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset)
      .execute() as Promise<Awaited<T>>,
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: list, total: Number(counted?.n ?? 0) };
}

/** One page of the whole rows of `table` that `where` selects, and how many it selects. */
export function pagedTable<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: ListPage,
): Promise<ListResult<T["$inferSelect"]>> {
  const whole: PgTable = table;
  const rows = db.select().from(whole).where(where).$dynamic();
  return pagedRows(db, rows, table, where, order, page) as Promise<ListResult<T["$inferSelect"]>>;
}

/** A list route's answer: the page's rows in their output shape, and the total in X-Total-Count. */
export function answerPage<T, O>(reply: FastifyReply, page: ListResult<T>, out: (row: T) => O): O[] {
  setTotal(reply, page.total);
  return page.rows.map((row) => out(row));
}

/** The list's total, readable by the browser client across origins too. */
export function setTotal(reply: FastifyReply, total: number) {
  reply.header("X-Total-Count", String(total));
  reply.header("Access-Control-Expose-Headers", "X-Total-Count");
}

/**
 * The rows a `status` filter selects: approved; pending (not approved, no admin decision yet);
 * hidden (not approved after an admin decided); changes (an edit waits for review). See
 * docs/decisions/0012-staff-lists-and-review-status.md and 0016-content-review-of-edits.md.
 */
export function reviewFilter(
  status: ReviewFilter | undefined,
  columns: { approved: AnyColumn; reviewedAt: AnyColumn; pendingChange: AnyColumn },
): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === "changes") return isNotNull(columns.pendingChange);
  if (status === "approved") return eq(columns.approved, true);
  const review = status === "pending" ? isNull(columns.reviewedAt) : isNotNull(columns.reviewedAt);
  return and(eq(columns.approved, false), review);
}

/** What a staff list of reviewed records (courses, members) is filtered by. */
export interface ReviewedListFilter {
  /** Searched in the list's search fields (lib/search.ts). */
  q?: string | undefined;
  /** Review status, as `reviewFilter` reads it. */
  status?: Parameters<typeof reviewFilter>[0];
  /** The owner's e-mail, compared case-insensitively. */
  owner?: string | undefined;
}

type ReviewedTable<F extends string> = PgTable &
  Parameters<typeof reviewFilter>[1] &
  Record<F | "id" | "email", AnyColumn>;

/**
 * The staff list of a table of reviewed records (courses, members): `q` searched in `search`,
 * filtered by review status and owner, ordered by one of `fields` (newest first unless sorted).
 */
export function reviewedList<T extends ReviewedTable<F>, F extends string>(
  table: T,
  fields: readonly F[],
  search: AnyColumn[],
) {
  const order = sortOrder(table, fields);
  return (db: Db, filter: ReviewedListFilter, page: ListPage<F>): Promise<ListResult<T["$inferSelect"]>> => {
    const where = and(
      searchText(search, filter.q),
      reviewFilter(filter.status, table),
      filter.owner === undefined ? undefined : sql`lower(${table.email}) = lower(${filter.owner})`,
    );
    return pagedTable(db, table, where, order(page.sort), page);
  };
}
