// The county breakdown of one metric in the report form (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): the organisation adds
// only the counties it trained in (a text field suggesting the 47 counties by name or code, and
// "Add county"), each a row with its count and a Remove button, instead of 47 empty inputs. Two
// columns pasted from a spreadsheet (county, count) fill the rows at once.
import {
  BREAKDOWN_ENTRY_TEXTS,
  type BreakdownMetric,
  COUNTIES,
  COUNTY_NAMES,
  DIMENSION_LABELS,
  type ReportInput,
} from "@alliance/shared";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { AssignedStatus, DimensionError, PasteColumn } from "./breakdown-parts";
import type { ReportFormState } from "./breakdown-values";
import { typedSum } from "./breakdown-values";
import { findCounty, parseCountyLines } from "./paste-column";

export function CountyFields({
  form,
  metric,
  total,
}: {
  form: UseFormReturn<ReportFormState, unknown, ReportInput>;
  metric: BreakdownMetric;
  total: number;
}) {
  const name = `breakdowns.${metric}.county` as const;
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name });
  const rows = useWatch({ control: form.control, name }) ?? [];
  const errors = form.formState.errors.breakdowns?.[metric]?.county;
  const [typed, setTyped] = useState("");
  const [pickError, setPickError] = useState<string | null>(null);
  const pickerBox = useRef<HTMLDivElement>(null);
  const id = useId();
  const listed = new Set(fields.map((field) => field.code));

  function add() {
    const code = findCounty(typed);
    if (!typed.trim()) return setPickError(BREAKDOWN_ENTRY_TEXTS.countyEmpty);
    if (!code) return setPickError(BREAKDOWN_ENTRY_TEXTS.countyNoMatch(typed.trim()));
    if (listed.has(code)) return setPickError(BREAKDOWN_ENTRY_TEXTS.countyAlready(COUNTY_NAMES[code]!));
    setPickError(null);
    setTyped("");
    // Focus moves to the new row's count, the next thing to type.
    append({ code, count: "" }, { shouldFocus: true });
  }

  function onPickerKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the county rather than saving the whole report.
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="rounded-md border border-gray-200 p-3" aria-describedby={`${id}-assigned`}>
      <legend className="px-1 text-sm font-semibold text-gray-900">{DIMENSION_LABELS.county}</legend>
      {fields.length > 0 && (
        <ul className="grid gap-x-3 sm:grid-cols-2">
          {fields.map((field, index) => {
            const county = BREAKDOWN_ENTRY_TEXTS.countyRow(COUNTY_NAMES[field.code]!, field.code);
            return (
              <li key={field.id} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <TextField
                    label={county}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    {...form.register(`${name}.${index}.count`)}
                    error={errors?.[index]?.count?.message}
                  />
                </div>
                <Button
                  variant="secondary"
                  className="mt-6"
                  onClick={() => {
                    remove(index);
                    pickerBox.current?.querySelector("input")?.focus();
                  }}
                >
                  {BREAKDOWN_ENTRY_TEXTS.remove}
                  <span className="sr-only"> {county}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <div ref={pickerBox} className="min-w-0 flex-1 basis-48">
          <TextField
            label={BREAKDOWN_ENTRY_TEXTS.countyInput}
            hint={BREAKDOWN_ENTRY_TEXTS.countyHint}
            autoComplete="off"
            list={`${id}-counties`}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setPickError(null);
            }}
            onKeyDown={onPickerKey}
            error={pickError ?? undefined}
          />
          <datalist id={`${id}-counties`}>
            {COUNTIES.filter((county) => !listed.has(county.code)).map((county) => (
              <option key={county.code} value={BREAKDOWN_ENTRY_TEXTS.countyRow(county.name, county.code)} />
            ))}
          </datalist>
        </div>
        <Button variant="secondary" className="mb-3 sm:mt-6" onClick={add}>
          {BREAKDOWN_ENTRY_TEXTS.countyAdd}
        </Button>
      </div>
      <AssignedStatus id={`${id}-assigned`} assigned={typedSum(rows.map((row) => row.count))} total={total} />
      <DimensionError message={errors?.root?.message ?? errors?.message} />
      <PasteColumn
        dimension={DIMENSION_LABELS.county}
        hint={BREAKDOWN_ENTRY_TEXTS.pasteCountyHint}
        onFill={(text) => {
          const parsed = parseCountyLines(text);
          if (!parsed.ok) return parsed;
          replace(parsed.value.map((row) => ({ code: row.code, count: String(row.count) })));
          return { ok: true, value: parsed.value.length, notes: parsed.notes ?? [] };
        }}
      />
    </fieldset>
  );
}
