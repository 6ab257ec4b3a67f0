// An organisation's page data, named once for its loader (pages/public/organisation.tsx) and its
// components: its public detail, and a few of its news, upcoming events, open jobs and insights
// (read from the public lists filtered by its slug). A list that cannot be read is left out.
import {
  type ContentKind,
  organisationContentQueries,
  type PublicOrganizationDetailOut,
} from "@alliance/shared";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { isNotFound, type PublicRead, usePublicRead } from "../../lib/public-read/use-public-read";
import { organisationPath } from "../../paths";

/** The organisation's public detail (the API answers 301 for an old slug, 404 for none). */
export const organisationRead = (slug: string) => `/public/organizations/${encodeURIComponent(slug)}`;

/** One kind's list for the page: the path and query of its read. */
export function organisationListRead(kind: ContentKind, slug: string): [string, Record<string, string>] {
  return [`/${kind}/approved`, organisationContentQueries(slug)[kind]];
}

export type OrganisationLists = Partial<Record<ContentKind, { items: unknown[]; total: number }>>;

type State =
  | { status: "ready"; organisation: PublicOrganizationDetailOut }
  | { status: "loading" | "missing" | "failed" };

/**
 * The organisation of the address. The browser follows an old slug's 301 to the current detail;
 * the address bar is then set to the new slug, as the server's own 301 would have done.
 */
export function useOrganisation(slug: string): State {
  const read = usePublicRead<PublicOrganizationDetailOut>(organisationRead(slug));
  const [, navigate] = useLocation();
  const current = read.data?.slug;
  useEffect(() => {
    if (current && current !== slug.toLowerCase()) navigate(organisationPath(current), { replace: true });
  }, [current, slug, navigate]);
  if (read.data) return { status: "ready", organisation: read.data };
  if (read.isError) return { status: isNotFound(read.error) ? "missing" : "failed" };
  return { status: "loading" };
}

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
