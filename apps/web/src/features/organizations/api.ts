// Organisations: the admin list (q, page, counts), one organisation's details, the signed-in
// user's own organisation, create, rename or change the website, delete.
import {
  type OrganizationDetailOut,
  type OrganizationInput,
  type OrganizationOut,
  type OrganizationUpdateInput,
  PAGE_SIZES,
} from "@alliance/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { deleteRecord, fetchPage } from "../../lib/staff/list";

import { organizationsKeys } from "../../lib/staff/organization-keys";

export { organizationsKeys };

export const organizationsListQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: [...organizationsKeys.all, "list", { q, page }],
    queryFn: ({ signal }) =>
      fetchPage<OrganizationOut>("/organizations", { q, page, pageSize: PAGE_SIZES.organizations }, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Error fetching organisations" },
  });

export const myOrganizationQuery = () =>
  queryOptions({
    queryKey: [...organizationsKeys.all, "me"],
    queryFn: ({ signal }) => api.get<OrganizationDetailOut>("/organizations/me", undefined, signal),
    retry: false,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: organizationsKeys.all });
}

export function useSaveOrganization() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: string; values: OrganizationInput | OrganizationUpdateInput }) =>
      input.id
        ? api.put<OrganizationOut>(`/organizations/${input.id}`, input.values)
        : api.post<OrganizationOut>("/organizations", input.values),
    onSuccess: refresh,
  });
}

export function useDeleteOrganization() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (organization: OrganizationOut) => deleteRecord(`/organizations/${organization._id}`),
    onSuccess: refresh,
  });
}
