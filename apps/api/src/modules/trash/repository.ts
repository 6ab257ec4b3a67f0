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

/** The key under which a kept report carries its breakdown rows (not a column of `reports`). */
const BREAKDOWNS_KEY = "breakdown_rows";
/** A report's cross-classified cells, kept beside its breakdown rows. */
const CROSS_KEY = "cross_breakdown_rows";

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
  // A report's breakdown rows go with it (they are deleted with it by cascade).
  const extra =
    entity === "report"
      ? sql`|| jsonb_build_object(${BREAKDOWNS_KEY}::text, coalesce((select jsonb_agg(to_jsonb(b.*) - 'report_id')
          from report_breakdowns b where b.report_id = t.id), '[]'::jsonb))
          || jsonb_build_object(${CROSS_KEY}::text, coalesce((select jsonb_agg(to_jsonb(c.*) - 'report_id')
          from report_cross_breakdowns c where c.report_id = t.id), '[]'::jsonb))`
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
  const {
    [BREAKDOWNS_KEY]: breakdowns,
    [CROSS_KEY]: cross,
    ...values
  } = kept.values as Record<string, unknown>;
  const columns = sql.join(
    Object.keys(values).map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${table} (${columns})
    select ${columns} from jsonb_populate_record(null::${table}, ${JSON.stringify(values)}::jsonb)`);
  if (kept.entity === "report" && Array.isArray(breakdowns) && breakdowns.length > 0) {
    // After the report: its rows are counted again if it is approved (trigger report_breakdowns_count).
    await tx.execute(sql`
      insert into report_breakdowns (report_id, metric, dimension, category, count)
      select ${kept.recordId}, b.metric, b.dimension, b.category, b.count
      from jsonb_populate_recordset(null::report_breakdowns, ${JSON.stringify(breakdowns)}::jsonb) b`);
  }
  if (kept.entity === "report" && Array.isArray(cross) && cross.length > 0) {
    await tx.execute(sql`
      insert into report_cross_breakdowns (report_id, metric, county, sex, age_band, disability, count)
      select ${kept.recordId}, c.metric, c.county, c.sex, c.age_band, c.disability, c.count
      from jsonb_populate_recordset(null::report_cross_breakdowns, ${JSON.stringify(cross)}::jsonb) c`);
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
