// Every published news item, event, job and insight as a sitemap entry: its public page and its
// last change (docs/decisions/0028-news-events-jobs-insights.md). Closed jobs and past events stay listed: their pages still answer.
import { type ContentKind, contentItemPath } from "@alliance/shared";
import type { Db } from "../../db/client";
import { publishedEvents } from "../events/repository";
import { publishedInsights } from "../insights/repository";
import { publishedJobs } from "../jobs/repository";
import { publishedNews } from "../news/repository";

export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

export async function publishedContent(db: Db): Promise<SitemapEntry[]> {
  const [news, events, jobs, insights] = await Promise.all([
    publishedNews(db),
    publishedEvents(db),
    publishedJobs(db),
    publishedInsights(db),
  ]);
  const entries = (kind: ContentKind, rows: Array<{ slug: string; updatedAt: Date }>) =>
    rows.map((row) => ({ path: contentItemPath(kind, row.slug), lastModified: row.updatedAt }));
  return [
    ...entries("news", news),
    ...entries("events", events),
    ...entries("jobs", jobs),
    ...entries("insights", insights),
  ];
}
