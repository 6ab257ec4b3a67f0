// Who was trained, and where (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md):
// a report's trained and certified counts by category of each dimension, and their maintained
// totals per period behind the public summary.
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { reports } from "./schema-records";

/**
 * The known categories of a report's breakdowns (count > 0): "not stated" is never stored, it is
 * the remainder of the report's total. Written in the report's transaction.
 */
export const reportBreakdowns = pgTable(
  "report_breakdowns",
  {
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    /** trained or certified */
    metric: text("metric").notNull(),
    /** sex, ageBand, county or disability */
    dimension: text("dimension").notNull(),
    category: text("category").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.metric, t.dimension, t.category] })],
);

/**
 * The approved reports' known categories summed per year and quarter, kept in step by the
 * triggers of migration 0023 (whoever writes reports or their breakdowns), so the summary reads a
 * table of a few thousand rows whatever the number of reports.
 */
export const reportBreakdownTotals = pgTable(
  "report_breakdown_totals",
  {
    year: integer("year").notNull(),
    quarter: text("quarter").notNull(),
    metric: text("metric").notNull(),
    dimension: text("dimension").notNull(),
    category: text("category").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year, t.quarter, t.metric, t.dimension, t.category] })],
);

/**
 * A report's counts classified by several dimensions at once (migration 0038): one row per metric
 * and combination, '' where the cell covers all of a dimension. Written with the breakdowns.
 */
export const reportCrossBreakdowns = pgTable(
  "report_cross_breakdowns",
  {
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    metric: text("metric").notNull(),
    county: text("county").notNull().default(""),
    sex: text("sex").notNull().default(""),
    ageBand: text("age_band").notNull().default(""),
    disability: text("disability").notNull().default(""),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({
      name: "report_cross_breakdowns_pk",
      columns: [t.reportId, t.metric, t.county, t.sex, t.ageBand, t.disability],
    }),
    index("report_cross_breakdowns_county_idx").on(t.county, t.metric),
  ],
);
