// One metric's breakdowns in the report form (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): a fieldset whose legend is a
// disclosure ("Break down trained (optional)"), closed for a report without breakdowns so the
// form stays short, and open whenever one of its dimensions has an error. Inside, a group per
// dimension: a number per category for sex, age band and disability; the county picker for
// counties. "Not stated" is the remainder and never typed.
import {
  BREAKDOWN_ENTRY_TEXTS,
  type BreakdownMetric,
  CATEGORY_LABELS,
  DIMENSION_LABELS,
  type ReportInput,
} from "@alliance/shared";
import { useEffect, useId, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { TextField } from "../../../components/ui/field";
import { AssignedStatus, DimensionError, PasteColumn } from "./breakdown-parts";
import {
  type CategoryDimension,
  type ReportFormState,
  typedBreakdowns,
  typedCategories,
  typedSum,
} from "./breakdown-values";
import { CountyFields } from "./county-picker";
import { parseColumn } from "./paste-column";

type ReportForm = UseFormReturn<ReportFormState, unknown, ReportInput>;

function CategoryFields({
  form,
  metric,
  dimension,
  total,
}: {
  form: ReportForm;
  metric: BreakdownMetric;
  dimension: CategoryDimension;
  total: number;
}) {
  const name = `breakdowns.${metric}.${dimension}` as const;
  const counts = useWatch({ control: form.control, name }) ?? {};
  const errors = form.formState.errors.breakdowns?.[metric]?.[dimension];
  const categories = typedCategories(dimension);
  const labels = CATEGORY_LABELS[dimension];
  const id = useId();
  return (
    <fieldset className="rounded-md border border-gray-200 p-3" aria-describedby={`${id}-assigned`}>
      <legend className="px-1 text-sm font-semibold text-gray-900">{DIMENSION_LABELS[dimension]}</legend>
      {/* Bottom-aligned: a label that wraps ("Without a disability") keeps the inputs in a row. */}
      <div className="grid grid-cols-2 items-end gap-x-3 sm:grid-cols-4">
        {categories.map((category) => (
          <TextField
            key={category}
            label={labels[category]!}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register(`${name}.${category}`)}
            error={errors?.[category]?.message}
          />
        ))}
      </div>
      <AssignedStatus id={`${id}-assigned`} assigned={typedSum(Object.values(counts))} total={total} />
      {/* The dimension's own error; its categories' are under each input. */}
      <DimensionError message={(errors as { message?: string } | undefined)?.message} />
      <PasteColumn
        dimension={DIMENSION_LABELS[dimension]}
        hint={BREAKDOWN_ENTRY_TEXTS.pasteHint(categories.map((category) => labels[category]!))}
        onFill={(text) => {
          const parsed = parseColumn(text, categories.length);
          if (!parsed.ok) return parsed;
          // The column is the whole dimension: categories after its last number are emptied.
          categories.forEach((category, index) => {
            const count = parsed.value[index];
            form.setValue(`${name}.${category}`, count === undefined ? "" : String(count), {
              shouldDirty: true,
            });
          });
          return {
            ok: true,
            value: parsed.value.filter((count) => count !== undefined).length,
            notes: parsed.notes ?? [],
          };
        }}
      />
    </fieldset>
  );
}

export function BreakdownFields({ form, metric }: { form: ReportForm; metric: BreakdownMetric }) {
  const values = useWatch({ control: form.control, name: `breakdowns.${metric}` });
  const total = Number(useWatch({ control: form.control, name: `metrics.${metric}` })) || 0;
  const given = Object.keys(
    typedBreakdowns({ [metric]: values } as ReportFormState["breakdowns"])[metric] ?? {},
  ).length;
  const hasErrors = !!form.formState.errors.breakdowns?.[metric];
  const [open, setOpen] = useState(given > 0);
  const expanded = open || hasErrors;
  const panelId = useId();

  // A sum can be fixed in another input (a category, another county, the metric's total) than the
  // one typed in, which react-hook-form would not check again: once the form has been submitted,
  // check the whole metric on every change to it.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (!form.formState.isSubmitted || !name) return;
      if (name.startsWith(`breakdowns.${metric}`) || name === `metrics.${metric}`) {
        void form.trigger(`breakdowns.${metric}`);
      }
    });
    return () => subscription.unsubscribe();
  }, [form, metric]);

  return (
    <fieldset className="mt-2 rounded-md border border-gray-300 p-3">
      <legend className="px-1">
        <button
          type="button"
          className="inline-flex min-h-10 items-center gap-2 font-semibold text-gray-900 underline-offset-2 hover:underline"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen(!expanded)}
        >
          <span aria-hidden="true">{expanded ? "▾" : "▸"}</span>
          {BREAKDOWN_ENTRY_TEXTS.open(metric)}
        </button>
      </legend>
      {!expanded && <p className="text-sm text-gray-700">{BREAKDOWN_ENTRY_TEXTS.given(given)}</p>}
      <div id={panelId} hidden={!expanded} className="space-y-3">
        <p className="text-sm text-gray-700">{BREAKDOWN_ENTRY_TEXTS.hint}</p>
        <CategoryFields form={form} metric={metric} dimension="sex" total={total} />
        <CategoryFields form={form} metric={metric} dimension="ageBand" total={total} />
        <CountyFields form={form} metric={metric} total={total} />
        <CategoryFields form={form} metric={metric} dimension="disability" total={total} />
      </div>
    </fieldset>
  );
}
