// The revisions log (/impact/revisions, docs/decisions/0036-releases-revisions-and-history.md):
// every change to released figures with its reason; one page of it per address.
import { PAGES } from "@alliance/shared";
import { useSearch } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import {
  REVISIONS_PATH,
  RevisionsView,
  revisionsQuery,
  revisionsSearch,
} from "../../features/impact/revisions-view";
import type { PageLoad } from "../../lib/public-read/page-load";

/** A known year, quarter and page only, in a fixed order. */
export const search = (query: URLSearchParams) => new URLSearchParams({ ...revisionsSearch(query) });

export const load: PageLoad = async ({ search, read }) => {
  const filters = revisionsSearch(search);
  await read(REVISIONS_PATH, revisionsQuery(filters));
  return { canonical: PAGES.revisions.path };
};

export default function Page() {
  usePageTitle("revisions");
  const query = new URLSearchParams(useSearch());
  return <RevisionsView search={revisionsSearch(query)} />;
}
