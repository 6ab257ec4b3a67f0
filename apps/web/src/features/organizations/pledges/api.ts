// Pledges (docs/decisions/0027-impact-page-open-data-pledges.md): propose or set one (PUT: an organisation user's waits for an admin,
// an admin's applies at once), approve or discard a waiting one (PATCH, admins), and what the
// organisation has delivered (its public page's totals: approved reports only).
import {
  MAX_PAGE_SIZE,
  type OrganizationOut,
  type PledgeDecisionInput,
  type PledgeInput,
  type PublicOrganizationDetailOut,
} from "@alliance/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api";
import { fetchPage } from "../../../lib/staff/list";
import { organizationsKeys } from "../api";

/** Trained and certified in the organisation's approved reports (none before its page is public). */
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
        return { trained: page.totals.trained, certified: page.totals.certified };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { trained: 0, certified: 0 };
        throw error;
      }
    },
  });

/**
 * Organisations with a pledge waiting for review. The list has no filter for it, so the first
 * MAX_PAGE_SIZE organisations by name are read and filtered here: enough at the alliance's size.
 */
export const pendingPledgesQuery = () =>
  queryOptions({
    queryKey: [...organizationsKeys.all, "pending-pledges"],
    queryFn: async ({ signal }) =>
      (
        await fetchPage<OrganizationOut>("/organizations", { page: 1, pageSize: MAX_PAGE_SIZE }, signal)
      ).items.filter((organization) => organization.pendingPledge !== null),
  });

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

export function useDecidePledge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; decision: PledgeDecisionInput }) =>
      api.patch<OrganizationOut>(`/organizations/${input.id}/pledge`, input.decision),
    onSuccess: refresh,
  });
}
