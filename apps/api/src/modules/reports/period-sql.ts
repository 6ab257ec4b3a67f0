// The period arithmetic of packages/shared/src/report-calendar.ts (`periodOrdinal`,
// `periodFromOrdinal`, `previousPeriod`) for queries that must apply it row by row, built from
// the same QUARTERS list: the quarter before is the ordinal minus one, in both languages.
import { QUARTERS } from "@alliance/shared";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** QUARTERS as a SQL array literal ('Q1'..'Q4'): constants of our own, never input. */
const QUARTER_LIST = sql.raw(`array[${QUARTERS.map((q) => `'${q}'`).join(", ")}]::text[]`);

/** `periodOrdinal` in SQL: year * 4 + the quarter's index. */
export const periodOrdinalSql = (year: AnyColumn | SQL, quarter: AnyColumn | SQL): SQL =>
  sql`(${year} * 4 + array_position(${QUARTER_LIST}, ${quarter}::text) - 1)`;

/** `previousPeriod` in SQL: the year and quarter of the period before, as two expressions. */
export function previousPeriodSql(
  year: AnyColumn | SQL,
  quarter: AnyColumn | SQL,
): { year: SQL; quarter: SQL } {
  const ordinal = sql`(${periodOrdinalSql(year, quarter)} - 1)`;
  return { year: sql`(${ordinal} / 4)`, quarter: sql`(${QUARTER_LIST})[${ordinal} % 4 + 1]` };
}
