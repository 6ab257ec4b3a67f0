// Title and description of each public page: used by the server for the prerendered <head> and
// by the browser after client-side navigation. The address and noindex come from the page
// registry (packages/shared/src/pages.ts); a page of the registry without its texts here is a
// type error.
import {
  CONTENT_PAGE_TEXTS,
  FIXED_PUBLIC_PAGE_KEYS,
  type FixedPublicPageKey,
  IMPACT_PAGE_TEXTS,
  PAGES,
  SITE,
} from "@alliance/shared";
import { useEffect } from "react";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Kept out of search results (sign-in, not found). */
  noindex?: boolean;
}

type PageTexts = Pick<PageMeta, "title" | "description">;

const PAGE_TEXTS: Record<FixedPublicPageKey, PageTexts> = {
  home: { title: SITE.title, description: SITE.description },
  impact: {
    title: `${IMPACT_PAGE_TEXTS.title} | ${SITE.title}`,
    description:
      "People made aware of AI, trained and certified by the alliance's members, quarter by quarter: approved figures only, progress toward one million by 2027, pledges, the method and its limits, and the open data to download (CC BY 4.0).",
  },
  news: {
    title: `${CONTENT_PAGE_TEXTS.news.title} | ${SITE.title}`,
    description: CONTENT_PAGE_TEXTS.news.description,
  },
  events: {
    title: `${CONTENT_PAGE_TEXTS.events.title} | ${SITE.title}`,
    description: CONTENT_PAGE_TEXTS.events.description,
  },
  jobs: {
    title: `${CONTENT_PAGE_TEXTS.jobs.title} | ${SITE.title}`,
    description: CONTENT_PAGE_TEXTS.jobs.description,
  },
  insights: {
    title: `${CONTENT_PAGE_TEXTS.insights.title} | ${SITE.title}`,
    description: CONTENT_PAGE_TEXTS.insights.description,
  },
  learning: {
    title: `AI Learning | ${SITE.title}`,
    description:
      "Browse free, approved AI courses: featured courses, courses by topic and by role for everyone, education, nonprofits, the public sector and business professionals.",
  },
  membership: {
    title: `Membership | ${SITE.title}`,
    description:
      "Apply for free membership of the Kenya AI Skilling Alliance: open to organizations, associations and business networks.",
  },
  contact: {
    title: `Contact Us | ${SITE.title}`,
    description: `Contact the ${SITE.title}: e-mail, phone, office address and opening hours, or send us an information request.`,
  },
  login: {
    title: `Sign In | ${SITE.title}`,
    description: `Staff and member organizations sign in to the ${SITE.title} workplace.`,
  },
  forgotPassword: {
    title: `Forgot your password? | ${SITE.title}`,
    description: `Ask for a link to choose a new password for your ${SITE.title} staff account.`,
  },
  setPassword: {
    title: `Choose your password | ${SITE.title}`,
    description: `Choose the password of your ${SITE.title} staff account.`,
  },
};

const NOT_FOUND_META: PageMeta = {
  path: "",
  title: `Page not found | ${SITE.title}`,
  description: `The page you asked for is not on the ${SITE.title} website.`,
  noindex: true,
};

export type PageMetaKey = FixedPublicPageKey | "notFound";

export const PAGE_META = {
  ...(Object.fromEntries(
    FIXED_PUBLIC_PAGE_KEYS.map((key) => {
      const { path, noindex } = PAGES[key];
      return [key, { path, ...PAGE_TEXTS[key], ...(noindex ? { noindex } : {}) }];
    }),
  ) as Record<FixedPublicPageKey, PageMeta>),
  notFound: NOT_FOUND_META,
};

export function pageMetaFor(pathname: string): PageMeta {
  const found = Object.values(PAGE_META).find((meta) => meta.path === pathname);
  return found ?? PAGE_META.notFound;
}

/** Keeps document.title right after client-side navigation (the server writes it on first load). */
export function usePageTitle(key: PageMetaKey) {
  useEffect(() => {
    document.title = PAGE_META[key].title;
  }, [key]);
}
