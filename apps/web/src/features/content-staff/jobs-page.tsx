// /admin-jobs (Manage Jobs, docs/decisions/0028-news-events-jobs-insights.md): the content staff screen (search, status and owner filters,
// sorting, pages, create/edit, approve/hide, named delete confirmation, the review of a waiting
// change) with the jobs' columns and form, and Repost on a closed job: a new unapproved draft, opened
// for editing so its closing date can be set.
import {
  CONTENT_ITEM_STATUS_TEXT,
  JOB_TYPE_LABELS,
  type Job,
  type JobInput,
  kenyanDate,
  SORT_FIELDS,
} from "@alliance/shared";
import { statusColumn, textColumn } from "../../components/staff/list/columns";
import type { Column } from "../../components/staff/list/data-list";
import { ApiError } from "../../lib/api";
import { isUnauthorized } from "../../lib/staff/session";
import { notify } from "../../lib/toast";
import { ContentStaffPage, titleColumn } from "./content-staff-page";
import { JOB_FIELD_LABELS, JobForm } from "./job-form";
import { JOB_TOASTS, jobsApi, useRepostJob } from "./jobs-api";
import { JOB_FORMATS } from "./review-formats";

const columns: Column<Job>[] = [
  titleColumn((job) => `${JOB_TYPE_LABELS[job.type]} · ${job.location}`),
  textColumn("organization", "Organization", (job) => job.organizationName),
  textColumn(
    "closingDate",
    "Closes",
    (job) => `${kenyanDate(job.closingDate)}${job.closed ? CONTENT_ITEM_STATUS_TEXT.closed : ""}`,
    {
      sort: "closingDate",
      width: "w-36",
    },
  ),
  statusColumn(),
];

export default function JobsPage() {
  const repost = useRepostJob();
  return (
    <ContentStaffPage<Job, JobInput>
      api={jobsApi}
      noun="Job"
      plural="jobs"
      label="Jobs"
      returnable
      sorts={SORT_FIELDS.jobs}
      columns={columns}
      fieldLabels={JOB_FIELD_LABELS}
      fieldFormats={JOB_FORMATS}
      form={(job, onDone) => <JobForm job={job} onDone={onDone} />}
      moreActions={(job, edit) =>
        job.closed
          ? [
              {
                label: "Repost",
                disabled: repost.isPending,
                onClick: () =>
                  repost.mutate(job, {
                    onSuccess: (draft) => {
                      notify.success(JOB_TOASTS.reposted);
                      edit(draft);
                    },
                    onError: (error) => {
                      if (isUnauthorized(error)) return;
                      notify.error(
                        error instanceof ApiError && error.status < 500
                          ? error.message
                          : JOB_TOASTS.repostFailed,
                      );
                    },
                  }),
              },
            ]
          : []
      }
    />
  );
}
