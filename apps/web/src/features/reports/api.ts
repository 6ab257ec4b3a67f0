// Impact reports: the list with year / quarter / search filters (non-admins are scoped to their own
// by createdBy, and by the server regardless), create, update, delete, and the Excel export.
import {
  type AuditEntry,
  type CompletenessDetail,
  exportFileName,
  type Quarter,
  type Release,
  type Report,
  type ReportInput,
  type ReportReviewInput,
  type ReportStatus,
} from "@alliance/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { downloadFile } from "../../lib/download";
import { deleteRecord, fetchPage } from "../../lib/staff/list";

/** Reports per page: not set by the spec; large enough that most organisations see one page. */
export const REPORTS_PAGE_SIZE = 25;

export interface ReportFilters {
  year: "" | number;
  quarter: "" | Quarter;
  search: string;
  status?: "" | ReportStatus | "waiting";
  createdBy?: string;
}

export const reportsKeys = { all: ["reports"] as const };

const filterQuery = (filters: ReportFilters) => ({
  year: filters.year === "" ? undefined : filters.year,
  quarter: filters.quarter || undefined,
  search: filters.search.trim() || undefined,
  status: filters.status || undefined,
  createdBy: filters.createdBy || undefined,
});

export const reportsListQuery = (filters: ReportFilters, page: number) =>
  queryOptions({
    queryKey: [...reportsKeys.all, "list", filters, page],
    queryFn: ({ signal }) =>
      fetchPage<Report>("/reports", { ...filterQuery(filters), page, pageSize: REPORTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ["count"] });
    return client.invalidateQueries({ queryKey: reportsKeys.all });
  };
}

/** The published releases (public list): whether an approval revises released figures. */
export const releasesQuery = () =>
  queryOptions({
    queryKey: ["releases"],
    queryFn: ({ signal }) => api.get<Release[]>("/open-data/releases", undefined, signal),
  });

/** PATCH /reports/:id/review (admin): approve, or return with a note. */
export function useReviewReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; review: ReportReviewInput }) =>
      api.patch<Report>(`/reports/${input.id}/review`, input.review),
    onSuccess: refresh,
  });
}

/** PATCH /reports/:id/removal-request (admin): approve (the report is removed) or decline. */
export function useDecideRemoval() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: {
      id: string;
      decision: "approve" | "decline";
      note: string;
      publicReason?: string;
    }) =>
      api.patch<unknown>(`/reports/${input.id}/removal-request`, {
        decision: input.decision,
        ...(input.note ? { note: input.note } : {}),
        ...(input.publicReason ? { publicReason: input.publicReason } : {}),
      }),
    onSuccess: refresh,
  });
}

/** POST /reports/:id/removal-request (the organisation, an approved report). */
export function useRequestRemoval() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      api.post<Report>(`/reports/${input.id}/removal-request`, { reason: input.reason }),
    onSuccess: refresh,
  });
}

/** DELETE /reports/:id/pending-change: the organisation withdraws its waiting change. */
export function useWithdrawChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (report: Report) => api.delete<Report>(`/reports/${report._id}/pending-change`),
    onSuccess: refresh,
  });
}

export const reportHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...reportsKeys.all, "history", id],
    queryFn: ({ signal }) => api.get<AuditEntry[]>(`/reports/${id}/history`, undefined, signal),
  });

export const completenessQuery = (year: number, quarter: Quarter) =>
  queryOptions({
    queryKey: [...reportsKeys.all, "completeness", year, quarter],
    queryFn: ({ signal }) => api.get<CompletenessDetail>("/reports/completeness", { year, quarter }, signal),
  });

/** The signed-in organisation user's latest reports (the staff home's reminders). */
export const ownLatestReportsQuery = () =>
  queryOptions({
    queryKey: [...reportsKeys.all, "own-latest"],
    queryFn: ({ signal }) => fetchPage<Report>("/reports", { page: 1, pageSize: 12 }, signal),
  });

/** How many reports wait for an admin: submitted, a change or a removal waiting (the staff home). */
export const reviewQueueQuery = () =>
  queryOptions({
    queryKey: ["count", "reports-submitted"],
    queryFn: ({ signal }) =>
      fetchPage<Report>("/reports", { status: "waiting", page: 1, pageSize: 1 }, signal),
  });

export function useSaveReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: string; values: ReportInput; createdBy: string; organizationName: string }) =>
      input.id
        ? api.put<Report>(`/reports/${input.id}`, {
            year: input.values.year,
            quarter: input.values.quarter,
            metrics: input.values.metrics,
            evidence: input.values.evidence ?? [],
            // The form always knows them whole: {} clears them (left out, the API would keep them).
            breakdowns: input.values.breakdowns ?? {},
            // Someone else's save since this version is a 409 with theirs, not an overwrite.
            ...(input.values.baseVersion ? { baseVersion: input.values.baseVersion } : {}),
          })
        : api.post<Report>("/reports", {
            ...input.values,
            organizationName: input.values.organizationName || input.organizationName,
            createdBy: input.createdBy,
          }),
    onSuccess: refresh,
  });
}

export function useDeleteReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (report: Report) => deleteRecord(`/reports/${report._id}`),
    onSuccess: refresh,
  });
}

/**
 * GET /reports/export.xlsx with the list's filters, saved under the server's file name: by default
 * the approved figures the public counts; a status filter of the list picks that status.
 */
export function downloadReports(filters: ReportFilters) {
  // The status chosen on screen; "All statuses" is every status.
  const query = { ...filterQuery(filters), status: filters.status || "all" };
  return downloadFile(
    "/reports/export.xlsx",
    query,
    exportFileName(new Date(), { year: query.year, quarter: query.quarter, status: query.status }),
  );
}
