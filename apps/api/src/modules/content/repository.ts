// The data access every content type (news, events, jobs, insights) shares, made once per table:
// `contentRepository(table, options)` gives the find, list, insert, update and remove the routes
// and the review call, and the published reads of the public pages, the sitemap and the feeds
// (docs/decisions/0031-content-repository-summary-repository-one-clock.md). A type's own module
// keeps only what is its own: its search fields and orders here, and reads that depend on the
// time (open jobs, past events) beside it. Modelled on fastify/demo's tasks repository.
import { type AnyColumn, and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { type ListPage, type ListResult, pagedRows, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";
import type { AuthUser } from "../../plugins/auth";
import {
  type OrganizationFields,
  ofOrganization,
  organizationColumns,
  type StaffFilter,
  staffWhere,
} from "./items";
import type { ReviewColumns } from "./review";

/** The columns every content table has (db/schema-content.ts `contentColumns`). */
type ContentTable = PgTable &
  Record<
    | "id"
    | "slug"
    | "approved"
    | "reviewedAt"
    | "pendingChange"
    | "organizationId"
    | "email"
    | "featured"
    | "createdAt"
    | "updatedAt",
    PgColumn
  >;

/** A row of a content table as read: its columns and its organisation's name and address. */
export type ContentRowOf<T extends PgTable> = T["$inferSelect"] & OrganizationFields;

/** What the public lists of every type filter by. */
export interface PublishedFilter {
  q?: string | undefined;
  /** The slug of an organisation's page: its items only. */
  organization?: string | undefined;
}

export interface ContentOptions<T extends ContentTable, Sort extends keyof T & string> {
  /** The staff list's sort fields (the shared SORT_FIELDS of the list: the table's column keys). */
  sortable: readonly Sort[];
  /** What the staff list's `q` searches. */
  staffSearch: (table: T) => AnyColumn[];
  /** What the public list's `q` searches. */
  publishedSearch: (table: T) => AnyColumn[];
  /** The public list's order, the id last (featured first, then newest, unless given). */
  publishedOrder?: (table: T) => SQL[];
}

export function contentRepository<T extends ContentTable, Sort extends keyof T & string>(
  table: T,
  options: ContentOptions<T, Sort>,
) {
  type Row = ContentRowOf<T>;
  type Values = T["$inferInsert"];
  // Drizzle's select cannot follow a generic table's columns; every read below selects exactly
  // `columns`, so its rows are `Row`.
  const anyTable: PgTable = table;
  const columns = { ...getTableColumns(anyTable), ...organizationColumns(table.organizationId) };
  const select = (db: Db) => db.select(columns).from(anyTable);
  const order = sortOrder(table as unknown as Record<Sort | "id", AnyColumn>, options.sortable);
  const publishedOrder = options.publishedOrder?.(table) ?? [
    desc(table.featured),
    desc(table.createdAt),
    desc(table.id),
  ];

  return {
    /** The item with this id; `lock` holds it for the rest of the transaction. */
    async find(db: Db, id: string, lock = false): Promise<Row | undefined> {
      const query = select(db).where(eq(table.id, id));
      const [row] = await (lock ? query.for("update") : query);
      return row as Row | undefined;
    },

    async insert(db: Db, values: Values): Promise<Row> {
      const [row] = await db.insert(anyTable).values(values).returning(columns);
      return row as Row;
    },

    async update(db: Db, id: string, values: Partial<Values> | ReviewColumns): Promise<Row | undefined> {
      const [row] = await db.update(anyTable).set(values).where(eq(table.id, id)).returning(columns);
      return row as Row | undefined;
    },

    async remove(db: Db, id: string): Promise<boolean> {
      const rows = await db.delete(anyTable).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },

    /** The staff list: `q` searched; review status; the caller's own. */
    list(db: Db, filter: StaffFilter, viewer: AuthUser, page: ListPage<Sort>): Promise<ListResult<Row>> {
      const where = staffWhere(table, options.staffSearch(table), filter, viewer);
      const rows = select(db).where(where).$dynamic();
      return pagedRows(db, rows, anyTable, where, order(page.sort), page) as Promise<ListResult<Row>>;
    },

    /** A published (approved) item by its address. */
    async findPublished(db: Db, slug: string): Promise<Row | undefined> {
      const [row] = await select(db).where(and(eq(table.slug, slug), eq(table.approved, true)));
      return row as Row | undefined;
    },

    /**
     * The public list: approved, `q` searched, of one organisation if asked, and what the type
     * adds (`more`: a time-based condition and order of events and jobs).
     */
    listPublished(
      db: Db,
      filter: PublishedFilter,
      page: ListPage,
      more: { where?: SQL | undefined; order?: SQL[] } = {},
    ): Promise<ListResult<Row>> {
      const where = and(
        eq(table.approved, true),
        more.where,
        searchText(options.publishedSearch(table), filter.q),
        ofOrganization(table.organizationId, filter.organization),
      );
      const rows = select(db).where(where).$dynamic();
      return pagedRows(db, rows, anyTable, where, more.order ?? publishedOrder, page) as Promise<
        ListResult<Row>
      >;
    },

    /** The latest published items, newest first (the feeds), or those `where` keeps in `order`. */
    async latest(db: Db, limit: number, more: { where?: SQL; order?: SQL[] } = {}): Promise<Row[]> {
      const rows = await select(db)
        .where(and(eq(table.approved, true), more.where))
        .orderBy(...(more.order ?? [desc(table.createdAt), desc(table.id)]))
        .limit(limit);
      return rows as Row[];
    },

    /** Every published item's address and last change (the sitemap). */
    published: (db: Db): Promise<Array<{ slug: string; updatedAt: Date }>> =>
      db
        .select({ slug: table.slug, updatedAt: table.updatedAt })
        .from(anyTable)
        .where(eq(table.approved, true)) as unknown as Promise<Array<{ slug: string; updatedAt: Date }>>,
  };
}
