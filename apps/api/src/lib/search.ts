// Server-side search for the staff lists (docs/product/design.md §4): a case-insensitive
// substring match with ILIKE on the list's search text, which its pg_trgm index serves.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { searchFields } from "../db/schema";

/** Escapes the LIKE wildcards (and the escape character itself) so `q` matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `(col1 || chr(31) || col2 ...) ILIKE %q%`: one condition over all the search fields, the same
 * expression as the list's `*_search_trgm` index (db/schema.ts `searchFields`), or undefined when
 * there is nothing to search for. A single column is its own expression (`*_trgm` indexes).
 */
export function searchText(columns: AnyColumn[], q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  return sql`(${searchFields(columns)}) ilike ${`%${escapeLike(term)}%`}`;
}
