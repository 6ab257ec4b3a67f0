// Create Report / Update Report: year (2023 up to the current year), quarter (a future quarter is
// refused), six whole-number metrics; Cancel and Save/Update. Funnel warnings are shown before
// saving and the user confirms them; the saved report's warnings (e.g. a jump from the previous
// quarter) come back from the server. A returned report shows the reviewer's note. Trained and
// certified may be broken down by sex, age band, county and disability (breakdown-fields.tsx).
// Every save ends in a toast; the server's reason for a refusal is shown in the form. A change
// names the version it was based on: when someone else saved since, the form shows theirs beside
// yours (report-conflict-panel.tsx). The draft can be saved as a file and opened again.
import {
  BREAKDOWN_METRICS,
  CHANGE_REVIEW,
  knownBreakdowns,
  METRIC_KEYS,
  METRIC_LABELS,
  type Period,
  QUARTERS,
  REPORT_CHANGE_MESSAGES,
  type Report,
  type ReportInput,
  reportWarnings,
  reportYears,
} from "@alliance/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormActions } from "../../../components/staff/form-actions";
import { nearMatchSuggestion, OrganizationNameMatch } from "../../../components/staff/near-match-prompt";
import { OrganizationField } from "../../../components/staff/organization-field";
import { StaffForm } from "../../../components/staff/staff-form";
import { SelectField, TextField } from "../../../components/ui/field";
import { useStaffUser } from "../../../lib/staff/staff-user";
import { useFormSave } from "../../../lib/staff/use-form-save";
import { notify } from "../../../lib/toast";
import { useSaveReport } from "../api";
import { DraftFileControls } from "../drafts/draft-file-controls";
import { draftKey } from "../drafts/report-drafts";
import { DraftNotes, useReportDraft } from "../drafts/use-report-draft";
import { BreakdownFields } from "./breakdown-fields";
import { type ReportFormState, reportFormResolver } from "./breakdown-values";
import { conflictOf, conflictRows } from "./report-conflict";
import { ReportConflictPanel } from "./report-conflict-panel";
import { EvidenceFields } from "./report-evidence";
import { PendingChangeNote } from "./report-figures";
import { reportFormValues } from "./report-form-values";
import { ReportStatusBadge, WarningsList } from "./report-status";

export function ReportForm({
  report,
  period,
  onDone,
}: {
  report?: Report;
  /** A new report's quarter, chosen already (the staff home's "File your 2026 Q3 report"). */
  period?: Period | undefined;
  onDone: () => void;
}) {
  const user = useStaffUser();
  const editing = !!report;
  const form = useForm<ReportFormState, unknown, ReportInput>({
    resolver: reportFormResolver,
    defaultValues: reportFormValues(report, user.isAdmin, period),
  });
  /** The version of the report the form's values are based on (a save names it). */
  const [baseVersion, setBaseVersion] = useState(report?.version);
  // Kept on the device as it is typed, per user and report (a change to an approved one too).
  const draft = useReportDraft(form, draftKey(user._id, report?._id));
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = form;
  /** The funnel warnings the user was shown and saves anyway, as a key of the figures. */
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [pending, setPending] = useState<ReturnType<typeof reportWarnings>>([]);
  const save = useSaveReport();
  const { submit, serverError, saving } = useFormSave(
    save,
    {
      saved: (saved) =>
        !user.isAdmin && saved.pendingChange
          ? REPORT_CHANGE_MESSAGES.sentForReview
          : `${editing ? "Report updated." : "Report saved."}${
              saved.status === "submitted" ? " It waits for review before it counts publicly." : ""
            }`,
      failed: "Error saving report",
    },
    (saved) => {
      const jumps = (saved.warnings ?? []).filter((w) => w.code === "jump_from_previous_quarter");
      for (const jump of jumps) notify.warning(jump.message);
      void draft.clear();
      onDone();
    },
  );

  const send = (extra: Partial<ReportInput> = {}) =>
    handleSubmit((values) => {
      const warnings = reportWarnings(values.metrics);
      const key = JSON.stringify(values.metrics);
      if (warnings.length > 0 && confirmed !== key) {
        setPending(warnings);
        setConfirmed(key);
        return;
      }
      submit({
        id: report?._id,
        // Only known categories above 0 are sent: an empty input is "not stated".
        values: { ...values, baseVersion, ...extra, breakdowns: knownBreakdowns(values.breakdowns) },
        createdBy: user.email,
        organizationName: user.organizationName,
      });
    })();
  // An admin's new organisation name close to an existing one comes back as a question (ADR 0024).
  const suggestion = save.isPending ? undefined : nearMatchSuggestion(save.error);
  // Someone else saved the report since the form's version: theirs beside yours.
  const theirs = save.isPending ? undefined : conflictOf(save.error);

  return (
    <StaffForm
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      error={suggestion || theirs ? null : serverError}
    >
      <DraftNotes draft={draft} />
      {theirs && (
        <ReportConflictPanel
          message={save.error?.message ?? ""}
          rows={conflictRows(reportFormValues(theirs, user.isAdmin), form.getValues())}
          saving={saving}
          onKeepTheirs={() => {
            form.reset(reportFormValues(theirs, user.isAdmin));
            setBaseVersion(theirs.version);
            save.reset();
          }}
          onSaveMine={() => {
            setBaseVersion(theirs.version);
            void send({ baseVersion: theirs.version });
          }}
        />
      )}
      <DraftFileControls
        values={() => form.getValues()}
        onOpen={(values) => form.reset(values, { keepDefaultValues: true })}
      />
      <OrganizationNameMatch suggestion={suggestion} form={{ watch, setValue }} send={send} />
      {report && (
        <div className="mb-3 space-y-2 text-sm text-gray-800">
          <p>
            Status: <ReportStatusBadge status={report.status} />
          </p>
          {!user.isAdmin && report.status === "approved" && (
            <p className="rounded-md border border-gray-300 bg-gray-50 px-3 py-2">
              {report.pendingChange ? CHANGE_REVIEW.formNoteWaiting : CHANGE_REVIEW.formNoteApproved}
            </p>
          )}
          {user.isAdmin && report.pendingChange && (
            <p className="rounded-md border border-gray-300 bg-gray-50 px-3 py-2">
              {CHANGE_REVIEW.formNoteAdmin}
            </p>
          )}
          <PendingChangeNote report={report} />
          {report.status === "returned" && report.reviewNote && (
            <p className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-900">
              <strong>Returned by the reviewer:</strong> {report.reviewNote}
            </p>
          )}
        </div>
      )}
      {user.isAdmin && !editing && (
        // Admins record reports for any organisation; everyone else reports for their own.
        <OrganizationField
          label="Organization"
          hint={`Pick an existing organisation or type a new name; left empty: ${user.organizationName || "your own"}.`}
          typed={watch("organizationName") ?? ""}
          {...register("organizationName")}
          error={errors.organizationName?.message}
        />
      )}
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SelectField label="Year" required {...register("year")} error={errors.year?.message}>
          {reportYears()
            .reverse()
            .map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
        </SelectField>
        <SelectField label="Quarter" required {...register("quarter")} error={errors.quarter?.message}>
          <option value="">Select quarter</option>
          {QUARTERS.map((quarter) => (
            <option key={quarter} value={quarter}>
              {quarter}
            </option>
          ))}
        </SelectField>
        {METRIC_KEYS.map((key) => (
          <TextField
            key={key}
            label={METRIC_LABELS[key]}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register(`metrics.${key}`)}
            error={errors.metrics?.[key]?.message}
          />
        ))}
      </div>
      {BREAKDOWN_METRICS.map((metric) => (
        <BreakdownFields key={metric} form={form} metric={metric} />
      ))}
      <EvidenceFields control={control} register={register} errors={errors.evidence} />
      {pending.length > 0 && (
        <div role="alert" className="mt-2">
          <WarningsList warnings={pending} title="Please check these figures, then save again to confirm" />
        </div>
      )}
      <FormActions
        className="mt-2"
        onCancel={onDone}
        saving={saving}
        submitLabel={pending.length > 0 ? "Save anyway" : editing ? "Update" : "Save"}
      />
    </StaffForm>
  );
}
