// Data access for insights (../content/repository.ts): staff search in the title and summary, the
// public list featured first, then the latest insight first.
import { desc } from "drizzle-orm";
import { insights } from "../../db/schema";
import { type ContentRowOf, contentRepository } from "../content/repository";

export type NewInsight = typeof insights.$inferInsert;
export type InsightRow = ContentRowOf<typeof insights>;

export const insightsRepository = contentRepository(insights, {
  sortable: ["createdAt", "title", "dateOfInsight"],
  staffSearch: (t) => [t.title, t.summary],
  publishedSearch: (t) => [t.title, t.summary, t.methodology],
  publishedOrder: (t) => [desc(t.featured), desc(t.dateOfInsight), desc(t.createdAt), desc(t.id)],
});
