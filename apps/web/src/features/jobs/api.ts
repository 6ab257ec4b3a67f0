// Jobs (issue 27): the staff list (admins see all; organisation users all, approval on their own),
// create, update, approve/hide naming the version, delete with a time-out, and the decision on a
// change waiting for review.
import { type Job, type JobInput, LIST_PAGING } from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { deleteWithTimeout, type ListArgs, listQuery } from "../staff/list";
import { type ChangeDecisionArgs, sendChangeDecision } from "../staff/reviewed-record";

export const JOBS_PAGE_SIZE = LIST_PAGING.jobs.default;
export const jobsKeys = { all: ["jobs"] as const };

export const JOB_TOASTS = {
  created: "Job created",
  updated: "Job updated",
  saveFailed: "Error saving the job",
  approved: "Job approved",
  hidden: "Job hidden",
  toggleFailed: "Error updating the job",
  deleted: "Job deleted",
  deleteFailed: "Error deleting the job",
  loadFailed: "Error fetching jobs",
} as const;

export const jobsListQuery = (args: ListArgs) =>
  listQuery<Job>(jobsKeys.all, "/jobs", JOBS_PAGE_SIZE, args, JOB_TOASTS.loadFailed);

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: jobsKeys.all }),
      client.invalidateQueries({ queryKey: ["count", "/jobs"] }),
    ]);
}

export function useSaveJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: string; values: JobInput }) =>
      input.id ? api.put<Job>(`/jobs/${input.id}`, input.values) : api.post<Job>("/jobs", input.values),
    onSuccess: refresh,
  });
}

export function useToggleJobApproval() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (job: Job) =>
      api.patch<Job>(`/jobs/${job._id}/toggle-approval`, {
        approved: !job.approved,
        ...(job.version !== undefined ? { version: job.version } : {}),
      }),
    onSettled: refresh,
  });
}

export function useDeleteJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (job: Job) => deleteWithTimeout(`/jobs/${job._id}`),
    onSuccess: refresh,
  });
}

export function useDecideJobChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (args: ChangeDecisionArgs) => sendChangeDecision<Job>("/jobs", args),
    onSettled: refresh,
  });
}
