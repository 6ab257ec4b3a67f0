// A few of an organisation's news, upcoming events, open jobs and insights for its page: the
// server-rendered lists when they are this organisation's, else read from the public lists
// (filtered by the organisation's slug). A list that cannot be read is left out of the page.
import { CONTENT_KINDS, type ContentKind, organisationContentQueries } from "@alliance/shared";
import { useEffect, useState } from "react";
import type { OrganisationContentData } from "../../app/initial-data";
import { useInitialData } from "../../app/initial-data-context";
import { apiRequest } from "../../lib/api";

export type OrganisationLists = OrganisationContentData["lists"];

async function readList(kind: ContentKind, query: Record<string, string>, signal: AbortSignal) {
  const { data, headers } = await apiRequest<unknown[]>("GET", `/${kind}/approved`, {
    query,
    signal,
    auth: false,
  });
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get("x-total-count") ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** The lists of the organisation with this (current) slug; undefined while they load. */
export function useOrganisationContent(slug: string): OrganisationLists | undefined {
  const initial = useInitialData().organisationContent;
  const fromServer = initial && initial.slug === slug ? initial.lists : undefined;
  const [state, setState] = useState<{ slug: string; lists: OrganisationLists } | undefined>(
    fromServer && { slug, lists: fromServer },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: load when the slug changes only
  useEffect(() => {
    if (state?.slug === slug) return;
    const controller = new AbortController();
    const queries = organisationContentQueries(slug);
    Promise.all(
      CONTENT_KINDS.map((kind) =>
        readList(kind, queries[kind], controller.signal).then(
          (list) => [kind, list] as const,
          (error: unknown) => {
            if (!controller.signal.aborted) console.error(`Loading the organisation's ${kind} failed`, error);
            return undefined;
          },
        ),
      ),
    ).then((results) => {
      if (controller.signal.aborted) return;
      const lists: OrganisationLists = {};
      for (const result of results) if (result) lists[result[0]] = result[1];
      setState({ slug, lists });
    });
    return () => controller.abort();
  }, [slug]);

  return state?.slug === slug ? state.lists : undefined;
}
