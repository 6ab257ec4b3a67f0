// The one paging helper of the API. Every list route parses its query with the shared
// `listQuery(resource)` / `pagingQuery(sizing)` (packages/shared/src/lists.ts), turns it into a
// `ListPage` with `listPage`, hands that to its repository, and sets X-Total-Count with
// `setTotal`. Repositories answer with `pagedRows`, which applies the order, limit and offset and
// counts the filtered rows. Without page/pageSize a caller gets the first page of the default size.
import type { PageSizing, ReviewFilter, Sort } from "@alliance/shared";
import { type AnyColumn, and, asc, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import type { Db } from "../db/client";

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
      .offset(page.offset) as unknown as Promise<Awaited<T>>,
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: list, total: Number(counted?.n ?? 0) };
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
