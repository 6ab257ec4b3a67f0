// Jobs (docs/decisions/0028-news-events-jobs-insights.md): the staff list, create, update, approve/hide naming the version, delete with a
// time-out and the decision on a waiting change, as for the other content types; and the repost of
// a closed job as a new draft.
import { CONTENT_MESSAGES, type Job, type JobInput } from "@alliance/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { contentApi, contentToasts } from "./api";

export const JOB_TOASTS = {
  ...contentToasts("Job", "jobs"),
  reposted: CONTENT_MESSAGES.jobReposted,
  repostFailed: "Error reposting the job",
} as const;

export const jobsApi = contentApi<Job, JobInput>("jobs", JOB_TOASTS);
export const useSaveJob = jobsApi.useSave;

/** A closed job posted again as a new unapproved draft (a new closing date to set). */
export function useRepostJob() {
  const refresh = jobsApi.useRefresh();
  return useMutation({
    mutationFn: (job: Job) => api.post<Job>(`/jobs/${job._id}/repost`, {}),
    onSuccess: refresh,
  });
}
