// An organisation's page, its part of what the alliance is doing
// (docs/decisions/0028-news-events-jobs-insights.md): a few of its news, upcoming events, open
// jobs and insights, each linking to its page, and each section to the organisation's whole list.
// A section with nothing in it is left out.
import {
  CONTENT_TEXTS,
  type ContentEvent,
  type ContentKind,
  contentItemPath,
  EVENT_TYPE_LABELS,
  type Insight,
  JOB_TYPE_LABELS,
  type Job,
  kenyanDate,
  kenyanDateTime,
  type News,
  organisationListPath,
  ORGANISATION_PAGE_TEXTS as T,
  WORK_MODE_LABELS,
} from "@alliance/shared";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useOrganisationContent } from "./use-organisation-content";

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

interface Line {
  slug: string;
  title: string;
  /** What to know at a glance: when, where, the closing day. */
  detail: string;
}

/** Each kind's heading, its "All its..." link and the line under each item's title. */
const KINDS: Record<ContentKind, { heading: string; all: string; line: (item: never) => Line }> = {
  news: {
    heading: T.newsHeading,
    all: T.allNews,
    line: (item: News) => ({ slug: item.slug, title: item.title, detail: kenyanDate(item.createdAt) }),
  },
  events: {
    heading: T.eventsHeading,
    all: T.allEvents,
    line: (item: ContentEvent) => ({
      slug: item.slug,
      title: item.title,
      detail: [kenyanDateTime(item.startDate), EVENT_TYPE_LABELS[item.eventType], item.city]
        .filter(Boolean)
        .join(" · "),
    }),
  },
  jobs: {
    heading: T.jobsHeading,
    all: T.allJobs,
    line: (item: Job) => ({
      slug: item.slug,
      title: item.title,
      detail: [
        JOB_TYPE_LABELS[item.type],
        WORK_MODE_LABELS[item.workMode],
        item.location,
        CONTENT_TEXTS.closes(kenyanDate(item.closingDate)),
      ].join(" · "),
    }),
  },
  insights: {
    heading: T.insightsHeading,
    all: T.allInsights,
    line: (item: Insight) => ({ slug: item.slug, title: item.title, detail: kenyanDate(item.dateOfInsight) }),
  },
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-brand-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function OrganisationItems({ slug }: { slug: string }) {
  const lists = useOrganisationContent(slug);
  if (!lists) return null;
  return (
    <>
      {(Object.keys(KINDS) as ContentKind[]).map((kind) => {
        const list = lists[kind];
        if (!list || list.items.length === 0) return null;
        const { heading, all, line } = KINDS[kind];
        return (
          <Section key={kind} id={`org-${kind}-title`} title={heading}>
            <ul className="mt-3 space-y-3">
              {list.items.map((item) => {
                const { slug: itemSlug, title, detail } = (line as (item: unknown) => Line)(item);
                return (
                  <li key={itemSlug}>
                    <Link to={contentItemPath(kind, itemSlug)} className={`${linkClass} wrap-anywhere`}>
                      {title}
                    </Link>
                    <p className="text-sm text-slate-700">{detail}</p>
                  </li>
                );
              })}
            </ul>
            <p className="mt-4">
              <Link to={organisationListPath(kind, slug)} className={linkClass}>
                {all}
              </Link>
            </p>
          </Section>
        );
      })}
    </>
  );
}
