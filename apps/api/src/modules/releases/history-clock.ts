// The time a change to the public figures takes effect, as the versions of migration 0031 record
// it: the app's clock (tests pass their own), named to the database for the rest of the
// transaction; the deferred history trigger reads it at commit.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export async function dateFigureChange(tx: Db, at: Date): Promise<void> {
  await tx.execute(sql`select set_config('alliance.now', ${at.toISOString()}, true)`);
}
