// Technical partners: list (bearer token), create, update, delete with a 10 s time-out.
import { PAGE_SIZES, type Partner, type PartnerInput, TOASTS } from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { deleteWithTimeout, type ListArgs, listQuery } from "../../lib/staff/list";

export const partnersKeys = { all: ["partners"] as const };

export const partnersListQuery = (args: ListArgs) =>
  listQuery<Partner>(partnersKeys.all, "/partners", PAGE_SIZES.partners, args, TOASTS.errorFetchingPartners);

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: partnersKeys.all });
}

export function useSavePartner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: string; values: PartnerInput }) =>
      input.id
        ? api.put<Partner>(`/partners/${input.id}`, input.values)
        : api.post<Partner>("/partners", input.values),
    onSuccess: refresh,
  });
}

export function useDeletePartner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (partner: Partner) => deleteWithTimeout(`/partners/${partner._id}`),
    onSuccess: refresh,
  });
}
