// An organisation's page, its part of what the alliance is doing
// (docs/decisions/0028-news-events-jobs-insights.md): a few of its news, upcoming events, open
// jobs and insights, each linking to its page, and each section to the organisation's whole list.
// A section with nothing in it is left out. Texts from the impact and content catalogues.
import {
  type ContentEvent,
  type ContentKind,
  contentItemPath,
  type Insight,
  type Job,
  type News,
  organisationListPath,
} from "@alliance/shared";
import { Link } from "wouter";
import { PagePart } from "../../components/public/page-part";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { type Translate, useT } from "../../i18n/use-t";
import { EVENT_TYPE_NAMES, JOB_TYPE_NAMES, WORK_MODE_NAMES } from "./content-labels";
import { useOrganisationContent } from "./organisation-lists";

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

interface Line {
  slug: string;
  title: string;
  /** What to know at a glance: when, where, the closing day. */
  detail: string;
}

type Formatter = ReturnType<typeof useFormat>;
type LineOf = (item: never, t: Translate, f: Formatter) => Line;

/** Each kind's heading, its "All its..." link and the line under each item's title. */
const KINDS: Record<ContentKind, { heading: MessageId; all: MessageId; line: LineOf }> = {
  news: {
    heading: "impact.organisation.newsHeading",
    all: "impact.organisation.allNews",
    line: (item: News, _t, f) => ({ slug: item.slug, title: item.title, detail: f.date(item.createdAt) }),
  },
  events: {
    heading: "impact.organisation.eventsHeading",
    all: "impact.organisation.allEvents",
    line: (item: ContentEvent, t, f) => ({
      slug: item.slug,
      title: item.title,
      detail: [f.dateTime(item.startDate), t(EVENT_TYPE_NAMES[item.eventType]), item.city]
        .filter(Boolean)
        .join(" · "),
    }),
  },
  jobs: {
    heading: "impact.organisation.jobsHeading",
    all: "impact.organisation.allJobs",
    line: (item: Job, t, f) => ({
      slug: item.slug,
      title: item.title,
      detail: [
        t(JOB_TYPE_NAMES[item.type]),
        t(WORK_MODE_NAMES[item.workMode]),
        item.location,
        t("content.closes", { date: f.date(item.closingDate) }),
      ].join(" · "),
    }),
  },
  insights: {
    heading: "impact.organisation.insightsHeading",
    all: "impact.organisation.allInsights",
    line: (item: Insight, _t, f) => ({
      slug: item.slug,
      title: item.title,
      detail: f.date(item.dateOfInsight),
    }),
  },
};

export function OrganisationItems({ slug }: { slug: string }) {
  const lists = useOrganisationContent(slug);
  const t = useT();
  const f = useFormat();
  if (!lists) return null;
  return (
    <>
      {(Object.keys(KINDS) as ContentKind[]).map((kind) => {
        const list = lists[kind];
        if (!list || list.items.length === 0) return null;
        const { heading, all, line } = KINDS[kind];
        return (
          <PagePart key={kind} id={`org-${kind}-title`} title={t(heading)}>
            <ul className="mt-3 space-y-3">
              {list.items.map((item) => {
                const {
                  slug: itemSlug,
                  title,
                  detail,
                } = (line as (item: unknown, t: Translate, f: Formatter) => Line)(item, t, f);
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
                {t(all)}
              </Link>
            </p>
          </PagePart>
        );
      })}
    </>
  );
}
