// The loaders of the news, events, jobs and insights pages (docs/decisions/0032-page-loaders-and-boundaries.md),
// one per kind, exported by each page's module (src/pages/public/news.tsx and the others).
import {
  CONTENT_PAGES,
  type ContentKind,
  contentDescription,
  contentListPath,
  contentListSearch,
  contentPageTitle,
  pagePath,
} from "@alliance/shared";
import type { PageLoad } from "../../lib/public-read/page-load";
import { contentItemRead, contentListRead } from "./use-content";

/** A list page's query: its kind's filters and its page, valid values only (contentListSearch). */
export const contentListQuery = (kind: ContentKind) => (query: URLSearchParams) =>
  new URLSearchParams(contentListSearch(kind, query));

/** A list page: one page of its items; its canonical address keeps the page number only. */
export const contentListLoad =
  (kind: ContentKind): PageLoad =>
  async ({ search, read }) => {
    const filters = contentListSearch(kind, search);
    await read(...contentListRead(kind, filters));
    return { canonical: `${contentListPath(kind)}${filters.page ? `?page=${filters.page}` : ""}` };
  };

/** The text an item's description is taken from. */
const ITEM_TEXT: Record<ContentKind, string> = {
  news: "body",
  events: "description",
  jobs: "about",
  insights: "summary",
};

type Item = Record<string, unknown> & { slug: string; title: string; image?: string };

/**
 * An item's page, titled by the item; a past event or a closed job still answers, another slug is
 * the 404 page.
 */
export const contentItemLoad =
  (kind: ContentKind): PageLoad =>
  async ({ params, read }) => {
    const { status, data: item } = await read<Item>(contentItemRead(kind, params.slug ?? ""));
    if (status === 404 || status === 400) return { notFound: true };
    if (!item) return {};
    return {
      data: item,
      canonical: pagePath(CONTENT_PAGES[kind].item, { slug: item.slug }),
      meta: {
        title: contentPageTitle(item.title),
        description: contentDescription(String(item[ITEM_TEXT[kind]] ?? "")),
        image: item.image || undefined,
      },
    };
  };
