// Information requests (admin only): list, Handled / Not Handled, delete.
import { type InfoRequest, PAGE_SIZES, TOASTS } from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { deleteRecord, type ListArgs, listQuery } from "../../lib/staff/list";

export const requestsKeys = { all: ["requests"] as const };

export const requestsListQuery = (args: ListArgs) =>
  listQuery<InfoRequest>(
    requestsKeys.all,
    "/requests",
    PAGE_SIZES.requests,
    args,
    TOASTS.errorFetchingRequests,
  );

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: requestsKeys.all }),
      client.invalidateQueries({ queryKey: ["count", "/requests"] }),
    ]);
}

export function useToggleRequestStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: InfoRequest) =>
      api.patch<InfoRequest>(`/requests/${request._id}/toggle-status`, { reqStatus: !request.reqStatus }),
    onSuccess: refresh,
  });
}

export function useDeleteRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: InfoRequest) => deleteRecord(`/requests/${request._id}`),
    onSuccess: refresh,
  });
}
