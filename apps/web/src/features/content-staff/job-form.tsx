// Create or edit a job (docs/decisions/0028-news-events-jobs-insights.md): title, about, type, work mode, location, requirements and
// responsibilities (one a line), how to apply (a web address or an e-mail address) and the closing
// date; Featured is admin-only. An organisation user's edit of an approved job waits for review.
import {
  CONTENT_REVIEWED_FIELDS,
  JOB_PAY_MESSAGE,
  JOB_TYPE_LABELS,
  type Job,
  type JobInput,
  JobInputFields,
  jobPayGiven,
  PAY_CURRENCY,
  PAY_PERIOD_LABELS,
  WORK_MODE_LABELS,
} from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useFormGuard } from "../../components/staff/edit-dialog";
import { FormActions } from "../../components/staff/form-actions";
import { LanguageField } from "../../components/staff/language-field";
import { labelsOf } from "../../components/staff/list/change-review-dialog";
import {
  PendingChangeNote,
  savedRecordToast,
  useEditedRecord,
} from "../../components/staff/pending-change-note";
import { StaffForm } from "../../components/staff/staff-form";
import { CheckboxField, OptionsField, TextAreaField, TextField } from "../../components/ui/field";
import { fieldsOf } from "../../lib/staff/form-fields";
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
  const field = fieldsOf(register, errors);

  const onSubmit = handleSubmit((values) => {
    const payload: JobInput = { ...values };
    if (!user.isAdmin) delete payload.featured;
    submit({ id: job?._id, values: payload });
  });

  return (
    <StaffForm onSubmit={onSubmit} error={serverError}>
      {saved && <PendingChangeNote user={user} record={saved} />}
      <TextField label="Title" required {...field("title")} />
      <TextAreaField label="About the role" required {...field("about")} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <OptionsField label="Type" required {...field("type")} labels={JOB_TYPE_LABELS} choose="type" />
        <OptionsField
          label="Work mode"
          required
          {...field("workMode")}
          labels={WORK_MODE_LABELS}
          choose="work mode"
        />
      </div>
      <TextField label="Location" required {...field("location")} />
      <LanguageField {...field("language")} />
      <TextAreaField label="Requirements (one a line)" {...field("requirements")} />
      <TextAreaField label="Responsibilities (one a line)" {...field("responsibilities")} />
      <TextField label="How to apply (web address or e-mail)" required {...field("howToApply")} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label={`Pay or stipend (${PAY_CURRENCY}, optional)`}
          inputMode="numeric"
          {...field("payAmount")}
        />
        <OptionsField
          label="Pay period"
          {...field("payPeriod")}
          labels={PAY_PERIOD_LABELS}
          placeholder="No pay named"
        />
      </div>
      <TextField label="Closing date" type="date" required {...field("closingDate")} />
      {user.isAdmin && <CheckboxField label="Featured" {...register("featured")} />}
      <FormActions onCancel={cancel} saving={saving} submitLabel={editing ? "Update Job" : "Create Job"} />
    </StaffForm>
  );
}
