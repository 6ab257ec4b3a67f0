// Column builders the schema files share, so a moment, a row's key and its creation time are
// spelled one way everywhere (the SQL they describe is unchanged: timestamptz, uuid default
// gen_random_uuid(), created_at default now()).
import { timestamp, uuid } from "drizzle-orm/pg-core";

/** A moment: `timestamptz`, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A row's key: a random UUID the database draws. */
export const uuidPk = () => uuid("id").primaryKey().defaultRandom();

/** When the row was written: set by the database. */
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
