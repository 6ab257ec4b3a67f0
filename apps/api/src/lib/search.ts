// Server-side search for the staff lists (docs/product/design.md §4): case-insensitive
// substring match with ILIKE, which the pg_trgm GIN indexes of the schema serve.
import { type AnyColumn, ilike, or, type SQL, sql } from "drizzle-orm";

/** Escapes the LIKE wildcards (and the escape character itself) so `q` matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `col1 ILIKE %q% OR col2 ILIKE %q% ...`, or undefined when there is nothing to search for. */
export function searchAny(columns: AnyColumn[], q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * `(col1 || chr(31) || col2 ...) ILIKE %q%`: one condition over all the search fields, written
 * exactly as the `*_search_trgm` expression indexes of the schema so that they serve it (ADR 0003).
 * The separator (unit separator, never typed) keeps a match from spanning two fields.
 */
export function searchText(columns: AnyColumn[], q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const text = sql.join(columns, sql.raw(" || chr(31) || "));
  return sql`(${text}) ilike ${pattern}`;
}
