// Every published news item, event, job and insight as a sitemap entry: its public page and its
// last change (docs/decisions/0028-news-events-jobs-insights.md). Closed jobs and past events stay listed: their pages still answer.
import { type ContentKind, contentItemPath } from "@alliance/shared";
import type { Db } from "../../db/client";
import { eventsRepository } from "../events/repository";
import { insightsRepository } from "../insights/repository";
import { jobsRepository } from "../jobs/repository";
import { newsRepository } from "../news/repository";

export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

export async function publishedContent(db: Db): Promise<SitemapEntry[]> {
  const [news, events, jobs, insights] = await Promise.all([
    newsRepository.published(db),
    eventsRepository.published(db),
    jobsRepository.published(db),
    insightsRepository.published(db),
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
