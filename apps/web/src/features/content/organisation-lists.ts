// A few of an organisation's news, upcoming events, open jobs and insights for its page, read from
// the public lists filtered by its slug; named once for the page's loader and organisation-items.
// A list that cannot be read is left out.
import { type ContentKind, organisationContentQueries } from "@alliance/shared";
import { type PublicRead, usePublicRead } from "../../lib/public-read/use-public-read";

/** One kind's list for the page: the path and query of its read. */
export function organisationListRead(kind: ContentKind, slug: string): [string, Record<string, string>] {
  return [`/${kind}/approved`, organisationContentQueries(slug)[kind]];
}

export type OrganisationLists = Partial<Record<ContentKind, { items: unknown[]; total: number }>>;

const list = (read: PublicRead<unknown[]>) =>
  read.isError ? undefined : { items: Array.isArray(read.data) ? read.data : [], total: read.total ?? 0 };

/** The lists of the organisation with this (current) slug; undefined while they load. */
export function useOrganisationContent(slug: string): OrganisationLists | undefined {
  const news = usePublicRead<unknown[]>(...organisationListRead("news", slug));
  const events = usePublicRead<unknown[]>(...organisationListRead("events", slug));
  const jobs = usePublicRead<unknown[]>(...organisationListRead("jobs", slug));
  const insights = usePublicRead<unknown[]>(...organisationListRead("insights", slug));
  const reads = { news, events, jobs, insights };
  if (Object.values(reads).some((read) => read.isPending)) return undefined;
  const lists: OrganisationLists = {};
  for (const [kind, read] of Object.entries(reads)) {
    const value = list(read);
    if (value) lists[kind as ContentKind] = value;
  }
  return lists;
}
