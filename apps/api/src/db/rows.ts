// The rows of a raw `db.execute(sql...)`. Both drivers answer an object with `rows` (node-postgres'
// QueryResult, PGlite's Results), but drizzle types the answer by driver, and `Db` names neither:
// this reads `rows` once, checked, instead of a cast at every call.
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** The rows of a raw query, typed by the caller (the SQL names the columns). */
export async function rowsOf<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error("A raw query answered without rows");
}
