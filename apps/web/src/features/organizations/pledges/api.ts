// Pledges (docs/decisions/0027-impact-page-open-data-pledges.md): propose or set one (PUT: an organisation user's waits for an admin,
// an admin's applies at once), approve or discard a waiting one (PATCH, admins), and what the
// organisation has delivered (its public page's totals: approved reports only).
import {
  MAX_PAGE_SIZE,
  type OrganizationOut,
  PLEDGE_TEXTS,
  type PledgeDecisionInput,
  type PledgeInput,
  type PublicOrganizationDetailOut,
  WEBSITE_TEXTS,
} from "@alliance/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api";
import { fetchPage } from "../../../lib/staff/list";
import { notify } from "../../../lib/toast";
import { organizationsKeys } from "../api";

/**
 * The organisation's approved figures by quarter (none before its page is public): what a pledge's
 * progress counts from its start (`deliveredSince`).
 */
export const deliveredQuery = (slug: string) =>
  queryOptions({
    queryKey: [...organizationsKeys.all, "delivered", slug],
    queryFn: async ({ signal }) => {
      try {
        const page = await api.get<PublicOrganizationDetailOut>(
          `/public/organizations/${encodeURIComponent(slug)}`,
          undefined,
          signal,
        );
        return page.figures;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });

/**
 * Organisations with a pledge (or a website) waiting for review. The list has no filter for it, so
 * the first MAX_PAGE_SIZE organisations by name are read and filtered here: enough at the
 * alliance's size.
 */
export const waitingReviewQuery = (field: "pendingPledge" | "pendingWebsite") =>
  queryOptions({
    queryKey: [...organizationsKeys.all, "waiting", field],
    queryFn: async ({ signal }) =>
      (
        await fetchPage<OrganizationOut>("/organizations", { page: 1, pageSize: MAX_PAGE_SIZE }, signal)
      ).items.filter((organization) => organization[field] !== null),
  });
export const pendingPledgesQuery = () => waitingReviewQuery("pendingPledge");

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: organizationsKeys.all });
}

export function useProposePledge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; values: PledgeInput }) =>
      api.put<OrganizationOut>(`/organizations/${input.id}/pledge`, input.values),
    onSuccess: refresh,
  });
}

/**
 * Approve or discard what waits (admins): `/organizations/:id/pledge` or `/organizations/:id/website`.
 * The toasts are the mutation's own: the row that was clicked is gone once the list refreshes,
 * and callbacks given to `mutate` would not run after it unmounts.
 */
export function useDecide(what: "pledge" | "website") {
  const refresh = useRefresh();
  const texts = what === "pledge" ? PLEDGE_TEXTS : WEBSITE_TEXTS;
  return useMutation({
    mutationFn: (input: { id: string; decision: PledgeDecisionInput }) =>
      api.patch<OrganizationOut>(`/organizations/${input.id}/${what}`, input.decision),
    onSuccess: (_result, input) => {
      notify.success(input.decision.decision === "approve" ? texts.approved : texts.discarded);
      return refresh();
    },
    onError: (error) => notify.error(error.message),
  });
}
