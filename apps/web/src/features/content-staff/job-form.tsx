// Create or edit a job (docs/decisions/0028-news-events-jobs-insights.md): title, about, type, work mode, location, requirements and
// responsibilities (one a line), how to apply (a web address or an e-mail address) and the closing
// date; Featured is admin-only. An organisation user's edit of an approved job waits for review.
import {
  CONTENT_LANGUAGE_LABELS,
  CONTENT_LANGUAGES,
  CONTENT_REVIEWED_FIELDS,
  JOB_PAY_MESSAGE,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type Job,
  type JobInput,
  JobInputFields,
  jobPayGiven,
  PAY_CURRENCY,
  PAY_PERIOD_LABELS,
  PAY_PERIODS,
  WORK_MODE_LABELS,
  WORK_MODES,
} from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useFormGuard } from "../../components/staff/edit-dialog";
import { labelsOf } from "../../components/staff/list/change-review-dialog";
import {
  PendingChangeNote,
  savedRecordToast,
  useEditedRecord,
} from "../../components/staff/pending-change-note";
import { StaffForm } from "../../components/staff/staff-form";
import { Button } from "../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../components/ui/field";
import { useFormSave } from "../../lib/staff/use-form-save";
import { linesRule } from "./content-form";
import { JOB_TOASTS, useSaveJob } from "./jobs-api";

/** The fields an edit may change, labelled as this form labels them (for the review dialog). */
export const JOB_FIELD_LABELS = labelsOf(
  CONTENT_REVIEWED_FIELDS.job,
  "Title, About the role, Type, Work mode, Location, Requirements, Responsibilities, How to apply, Closing date, Language, Pay, Pay period",
);

/** The form's schema: the lists are typed one item a line, then checked as the API checks them. */
export const JobFormSchema = JobInputFields.extend({
  requirements: linesRule(JobInputFields.shape.requirements),
  responsibilities: linesRule(JobInputFields.shape.responsibilities),
  // Typed in a text box: empty is no pay named.
  payAmount: z.preprocess(
    (value) => (value === "" || value == null ? null : Number(String(value).replace(/[\s,]/g, ""))),
    JobInputFields.shape.payAmount,
  ),
  payPeriod: z.preprocess((value) => (value === "" ? null : value), JobInputFields.shape.payPeriod),
}).refine(jobPayGiven, JOB_PAY_MESSAGE);
export type JobFormValues = z.input<typeof JobFormSchema>;

export function JobForm({ job: saved, onDone }: { job?: Job; onDone: () => void }) {
  const { user, record: job } = useEditedRecord(saved);
  const editing = !!job;
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<JobFormValues, unknown, JobInput>({
    resolver: zodResolver(JobFormSchema),
    defaultValues: {
      title: job?.title ?? "",
      about: job?.about ?? "",
      type: job?.type ?? ("" as JobFormValues["type"]),
      workMode: job?.workMode ?? ("" as JobFormValues["workMode"]),
      location: job?.location ?? "",
      requirements: (job?.requirements ?? []).join("\n"),
      responsibilities: (job?.responsibilities ?? []).join("\n"),
      howToApply: job?.howToApply ?? "",
      closingDate: job?.closingDate ?? "",
      language: job?.language ?? "en",
      payAmount: job?.payAmount ?? "",
      payPeriod: job?.payPeriod ?? "",
      featured: job?.featured ?? false,
    },
  });
  const { submit, serverError, saving } = useFormSave(
    useSaveJob(),
    {
      saved: (answer) =>
        savedRecordToast(user, saved, answer, { created: JOB_TOASTS.created, updated: JOB_TOASTS.updated }),
      failed: () => JOB_TOASTS.saveFailed,
    },
    onDone,
  );
  const cancel = useFormGuard(isDirty, onDone);

  const onSubmit = handleSubmit((values) => {
    const payload: JobInput = { ...values };
    if (!user.isAdmin) delete payload.featured;
    submit({ id: job?._id, values: payload });
  });

  return (
    <StaffForm onSubmit={onSubmit} error={serverError}>
      {saved && <PendingChangeNote user={user} record={saved} />}
      <TextField label="Title" required {...register("title")} error={errors.title?.message} />
      <TextAreaField label="About the role" required {...register("about")} error={errors.about?.message} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SelectField label="Type" required {...register("type")} error={errors.type?.message}>
          <option value="">Choose a type</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {JOB_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Work mode" required {...register("workMode")} error={errors.workMode?.message}>
          <option value="">Choose a work mode</option>
          {WORK_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {WORK_MODE_LABELS[mode]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label="Location" required {...register("location")} error={errors.location?.message} />
      <SelectField label="Language" {...register("language")} error={errors.language?.message}>
        {CONTENT_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {CONTENT_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Requirements (one a line)"
        {...register("requirements")}
        error={errors.requirements?.message}
      />
      <TextAreaField
        label="Responsibilities (one a line)"
        {...register("responsibilities")}
        error={errors.responsibilities?.message}
      />
      <TextField
        label="How to apply (web address or e-mail)"
        required
        {...register("howToApply")}
        error={errors.howToApply?.message}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label={`Pay or stipend (${PAY_CURRENCY}, optional)`}
          inputMode="numeric"
          {...register("payAmount")}
          error={errors.payAmount?.message}
        />
        <SelectField label="Pay period" {...register("payPeriod")} error={errors.payPeriod?.message}>
          <option value="">No pay named</option>
          {PAY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {PAY_PERIOD_LABELS[period]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Closing date"
        type="date"
        required
        {...register("closingDate")}
        error={errors.closingDate?.message}
      />
      {user.isAdmin && (
        <div className="mb-4 flex items-center gap-2">
          <input id="job-featured" type="checkbox" className="h-5 w-5" {...register("featured")} />
          <label htmlFor="job-featured" className="text-sm font-medium text-gray-900">
            Featured
          </label>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Job" : "Create Job"}
        </Button>
      </div>
    </StaffForm>
  );
}
