// Evidence with a report (docs/decisions/0019-report-changes-wait-beside-approved-figures.md): the links that back its figures, edited in the report
// form (up to REPORT_EVIDENCE_MAX) and shown to the reviewer beside the figures, with a waiting
// change's links when they differ. Staff screens only: evidence is never public.
import {
  EVIDENCE_TEXTS,
  type EvidenceItem,
  REPORT_CHANGE_MESSAGES,
  REPORT_EVIDENCE_MAX,
  type Report,
  sameEvidence,
} from "@alliance/shared";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { NewTabLink } from "../../../components/public/new-tab-link";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import type { ReportFormState } from "./breakdown-values";

type EvidenceOut = Report["evidence"];

function EvidenceLinks({ items }: { items: EvidenceOut }) {
  if (items.length === 0) return <p className="text-sm text-gray-700">{EVIDENCE_TEXTS.none}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {items.map((item) => (
        <li key={`${item.url} ${item.title}`} className="break-words">
          <NewTabLink href={item.url} className="font-medium text-blue-800 underline">
            {item.title}
          </NewTabLink>
          {item.description && <span className="text-gray-800">: {item.description}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The report's evidence, and a waiting change's when it differs (the reviewer reads both). */
export function ReportEvidence({ report }: { report: Report }) {
  const proposed = report.pendingChange?.evidence;
  const changed = proposed && !sameEvidence(proposed, report.evidence);
  return (
    <section aria-labelledby={`evidence-${report._id}`} className="space-y-2">
      <h3 id={`evidence-${report._id}`} className="text-sm font-semibold text-gray-900">
        {EVIDENCE_TEXTS.heading}
      </h3>
      {changed && (
        <p className="text-sm font-medium text-gray-900">{REPORT_CHANGE_MESSAGES.approvedHeading}</p>
      )}
      <EvidenceLinks items={report.evidence} />
      {changed && (
        <div className="rounded-md bg-amber-50 p-2">
          <p className="text-sm font-medium text-gray-900">
            {report.pendingChange?.returnedNote
              ? REPORT_CHANGE_MESSAGES.returnedHeading
              : REPORT_CHANGE_MESSAGES.pendingHeading}{" "}
            <span className="font-normal">(changed)</span>
          </p>
          <EvidenceLinks items={proposed} />
        </div>
      )}
    </section>
  );
}

/** The evidence links of the report form: add, edit and remove up to REPORT_EVIDENCE_MAX. */
export function EvidenceFields({
  control,
  register,
  errors,
}: {
  control: Control<ReportFormState, unknown, unknown>;
  register: UseFormRegister<ReportFormState>;
  errors: FieldErrors<ReportFormState>["evidence"];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "evidence" });
  // The list's own error (more than the maximum), as opposed to one link's.
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="mt-2 space-y-3">
      <legend className="font-semibold text-gray-900">{EVIDENCE_TEXTS.heading}</legend>
      <p className="text-sm text-gray-700">{EVIDENCE_TEXTS.hint}</p>
      {fields.map((field, index) => {
        const itemErrors = errors?.[index];
        return (
          <fieldset key={field.id} className="rounded-md border border-gray-300 p-3">
            <legend className="px-1 text-sm font-medium text-gray-900">Evidence link {index + 1}</legend>
            <div className="grid gap-x-3 sm:grid-cols-2">
              <TextField
                label={EVIDENCE_TEXTS.title}
                required
                {...register(`evidence.${index}.title`)}
                error={itemErrors?.title?.message}
              />
              <TextField
                label={EVIDENCE_TEXTS.url}
                type="url"
                inputMode="url"
                required
                {...register(`evidence.${index}.url`)}
                error={itemErrors?.url?.message}
              />
            </div>
            <TextAreaField
              label={EVIDENCE_TEXTS.description}
              rows={2}
              {...register(`evidence.${index}.description`)}
              error={itemErrors?.description?.message}
            />
            <Button variant="secondary" onClick={() => remove(index)}>
              {EVIDENCE_TEXTS.remove}
              <span className="sr-only"> evidence link {index + 1}</span>
            </Button>
          </fieldset>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm text-red-800">
          {listError}
        </p>
      )}
      {fields.length < REPORT_EVIDENCE_MAX && (
        <Button variant="secondary" onClick={() => append({ title: "", url: "", description: "" })}>
          {EVIDENCE_TEXTS.add}
        </Button>
      )}
    </fieldset>
  );
}

/** The form's starting links: the ones shown (a waiting change's for its organisation). */
export const evidenceDefaults = (items: readonly EvidenceItem[] | undefined) =>
  (items ?? []).map((item) => ({ title: item.title, url: item.url, description: item.description ?? "" }));
