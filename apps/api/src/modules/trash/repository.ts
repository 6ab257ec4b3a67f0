// Deleted records kept 30 days (docs/decisions/0023-deleted-records-kept-30-days.md). A delete copies
// the whole row into `trash` in its own transaction (`keepInTrash`), so nothing else about deletes
// changes: public lists and the reports' aggregate triggers see a real delete, and a restore is a
// real insert of the same row (`jsonb_populate_record`), which the same triggers count again.
import { TRASH_DAYS, TRASH_ENTITIES, type TrashEntity } from "@alliance/shared";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { trash } from "../../db/schema";
import { type ListPage, type ListResult, pagedRows } from "../../lib/paging";

/**
 * The rows that belong to a report in tables of their own (deleted with it by cascade): a kept
 * report carries each table's rows under its key, and a restore puts them back after the report.
 * The breakdown rows are counted again if the report is approved (trigger report_breakdowns_count);
 * the credentials attached to back its certified figure keep their checks.
 */
const REPORT_CHILDREN = [
  { key: "breakdown_rows", table: "report_breakdowns" },
  { key: "cross_breakdown_rows", table: "report_cross_breakdowns" },
  { key: "credential_rows", table: "report_credentials" },
] as const;

/** Each entity's table is named like its API path (courses, members, ...): fixed, never from input. */
const TABLES = TRASH_ENTITIES;

export type TrashRow = typeof trash.$inferSelect;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A kept row's values by the API's field names (the trash keeps SQL column names). */
export const apiValues = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [camel(key), value]));

/**
 * Copies the row into the trash, in the delete's transaction; answers its values by the API's
 * field names (for the delete's audit entry), or undefined when there is no such row.
 */
export async function keepInTrash(
  tx: Db,
  entity: TrashEntity,
  id: string,
  deletedBy: string | null,
): Promise<Record<string, unknown> | undefined> {
  const table = sql.identifier(TABLES[entity]);
  const extra =
    entity === "report"
      ? sql.join(
          REPORT_CHILDREN.map(
            ({
              key,
              table,
            }) => sql`|| jsonb_build_object(${key}::text, coalesce((select jsonb_agg(to_jsonb(c.*) - 'report_id')
              from ${sql.identifier(table)} c where c.report_id = t.id), '[]'::jsonb))`,
          ),
          sql` `,
        )
      : sql``;
  const [row] = await rowsOf<{ values: Record<string, unknown> }>(
    tx,
    sql`
    insert into trash (entity, record_id, "values", deleted_by)
    select ${entity}, t.id, to_jsonb(t.*) ${extra}, ${deletedBy} from ${table} t where t.id = ${id}
    returning "values"`,
  );
  const kept = row?.values;
  return kept ? apiValues(kept) : undefined;
}

/** The newest kept copy of a record, locked for a restore, if it is still within its 30 days. */
export async function findInTrash(tx: Db, entity: TrashEntity, id: string): Promise<TrashRow | undefined> {
  const [row] = await tx
    .select()
    .from(trash)
    .where(
      and(
        eq(trash.entity, entity),
        eq(trash.recordId, id),
        sql`${trash.deletedAt} > now() - make_interval(days => ${TRASH_DAYS})`,
      ),
    )
    .orderBy(desc(trash.deletedAt))
    .limit(1)
    .for("update");
  return row;
}

/**
 * Puts the kept row back with the same id and values, and takes it out of the trash. Only the
 * columns the kept copy has are inserted: a column added since (e.g. reports.evidence) gets its
 * default instead of a NULL that its NOT NULL would refuse.
 */
export async function restoreFromTrash(tx: Db, kept: TrashRow): Promise<void> {
  const table = sql.identifier(TABLES[kept.entity as TrashEntity]);
  const values = { ...(kept.values as Record<string, unknown>) };
  const children = REPORT_CHILDREN.map(({ key, table }) => {
    const rows = values[key];
    delete values[key];
    return { table, rows: kept.entity === "report" && Array.isArray(rows) ? (rows as object[]) : [] };
  });
  const columns = sql.join(
    Object.keys(values).map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${table} (${columns})
    select ${columns} from jsonb_populate_record(null::${table}, ${JSON.stringify(values)}::jsonb)`);
  for (const { table: child, rows } of children) {
    if (rows.length === 0) continue;
    // The kept rows' own columns (a column added since gets its default, as for the record).
    const childColumns = sql.join(
      Object.keys(rows[0]!).map((column) => sql.identifier(column)),
      sql`, `,
    );
    const name = sql.identifier(child);
    await tx.execute(sql`
      insert into ${name} (report_id, ${childColumns})
      select ${kept.recordId}, ${childColumns}
      from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb)`);
  }
  await tx.delete(trash).where(and(eq(trash.entity, kept.entity), eq(trash.recordId, kept.recordId)));
}

/** Newest first, optionally one entity. */
export async function listTrash(
  db: Db,
  filter: { entity?: TrashEntity | undefined },
  page: ListPage,
): Promise<ListResult<TrashRow>> {
  const where: SQL | undefined = and(
    filter.entity ? eq(trash.entity, filter.entity) : undefined,
    sql`${trash.deletedAt} > now() - make_interval(days => ${TRASH_DAYS})`,
  );
  const rows = db.select().from(trash).where(where).$dynamic();
  return pagedRows(db, rows, trash, where, [desc(trash.deletedAt), desc(trash.id)], page);
}

/** The daily purge: what has been in the trash longer than its 30 days is gone for good. */
export async function purgeTrash(db: Db): Promise<void> {
  await db.execute(sql`delete from trash where deleted_at < now() - make_interval(days => ${TRASH_DAYS})`);
}
