// Impact reports: the list with year / quarter / search filters (non-admins are scoped to their own
// by createdBy, and by the server regardless), create, update, delete, and the Excel export.
import { exportFileName, type Quarter, type Report, type ReportInput } from "@alliance/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { downloadFile } from "../../../lib/download";
import { deleteRecord, fetchPage } from "../list";

/** Reports per page: not set by the spec; large enough that most organisations see one page. */
export const REPORTS_PAGE_SIZE = 25;

export interface ReportFilters {
  year: "" | number;
  quarter: "" | Quarter;
  search: string;
  createdBy?: string;
}

export const reportsKeys = { all: ["reports"] as const };

const filterQuery = (filters: ReportFilters) => ({
  year: filters.year === "" ? undefined : filters.year,
  quarter: filters.quarter || undefined,
  search: filters.search.trim() || undefined,
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
  return () => client.invalidateQueries({ queryKey: reportsKeys.all });
}

export function useSaveReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: string; values: ReportInput; createdBy: string; organizationName: string }) =>
      input.id
        ? api.put<Report>(`/reports/${input.id}`, {
            year: input.values.year,
            quarter: input.values.quarter,
            metrics: input.values.metrics,
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

/** GET /reports/export.xlsx with the list's filters, saved under the server's file name. */
export function downloadReports(filters: ReportFilters) {
  return downloadFile("/reports/export.xlsx", filterQuery(filters), exportFileName(new Date()));
}
