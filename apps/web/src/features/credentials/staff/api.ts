// The issuing screen's calls (docs/decisions/0041-open-badges-credentials.md): what the caller may
// issue, one certificate, a batch (dry run, then queued) and its progress, the list of issued
// certificates, and a status change (revoke, suspend, reinstate) with its reason.
import type {
  CredentialBatchError,
  CredentialBatchOut,
  CredentialStatusValue,
  CredentialSummaryOut,
  IssuableOut,
  IssueCredentialInput,
} from "@alliance/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, apiRequest } from "../../../lib/api";
import { fetchPage } from "../../../lib/staff/list";

export const CREDENTIALS_PAGE_SIZE = 20;
export const credentialsKeys = { all: ["credentials"] as const };

export const issuableQuery = queryOptions({
  queryKey: [...credentialsKeys.all, "issuable"],
  queryFn: ({ signal }) => api.get<IssuableOut>("/credentials/issuable", undefined, signal),
  retry: false,
});

export const issuedQuery = (page: number) =>
  queryOptions({
    queryKey: [...credentialsKeys.all, "list", page],
    queryFn: ({ signal }) =>
      fetchPage<CredentialSummaryOut>("/credentials", { page, pageSize: CREDENTIALS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Error fetching certificates" },
  });

export const batchQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...credentialsKeys.all, "batch", id],
    queryFn: ({ signal }) => api.get<CredentialBatchOut>(`/credentials/batch/${id}`, undefined, signal),
    enabled: id !== null,
    // Polled while the batch waits or runs.
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === "done" || state === "failed" ? false : 1000;
    },
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...credentialsKeys.all, "list"] });
}

export type IssuedCredential = CredentialSummaryOut & { handOutLink: string | null };

export function useIssueCredential() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: IssueCredentialInput) => api.post<IssuedCredential>("/credentials", input),
    onSuccess: refresh,
  });
}

export interface BatchArgs {
  file: File;
  courseId: string;
  organizationId?: string;
  language?: "en" | "sw";
  dryRun: boolean;
}

export function useSendBatch() {
  return useMutation({
    mutationFn: ({ file, dryRun, ...query }: BatchArgs) =>
      apiRequest<CredentialBatchOut>("POST", "/credentials/batch", {
        body: file,
        query: { ...query, dryRun: dryRun ? "true" : undefined },
      }).then((r) => r.data),
  });
}

/** The mistakes of a refused batch file, or undefined for any other failure. */
export function batchErrorsOf(error: unknown): CredentialBatchError[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const errors = (error.data as { errors?: CredentialBatchError[] } | undefined)?.errors;
  return Array.isArray(errors) ? errors : undefined;
}

export function useSetStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: CredentialStatusValue; reason: string }) =>
      api.patch<CredentialSummaryOut>(`/credentials/${id}/status`, { status, reason }),
    onSuccess: refresh,
  });
}

export function useRefreshIssued() {
  return useRefresh();
}
