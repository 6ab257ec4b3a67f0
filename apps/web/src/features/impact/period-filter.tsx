// The impact page's year and quarter: choosing one changes the URL (?year=&quarter=), which the
// page reads, so the filtered view is a link that can be shared and survives a reload. Without
// JavaScript it is a form sent with GET to the page (its button shows until the page hydrates).
import { PAGES, pathInLanguage, QUARTERS, reportYears } from "@alliance/shared";
import { useRef } from "react";
import { useLanguage } from "../../i18n/language-context";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { useFilledBeforeHydration } from "../../lib/filled-before-hydration";
import { useHydrated } from "../../lib/use-hydrated";
import type { ImpactPeriod } from "./use-summary";

/**
 * A year or a quarter to narrow the figures to; the first choice (value "") is all of them. The
 * home page's section and the impact page use it; `emphasis` is the impact page's bolder label.
 */
export function PeriodSelect({
  name,
  label,
  allLabel,
  options,
  value,
  onChange,
  emphasis = false,
}: {
  /** The URL parameter it sets. */
  name: string;
  label: string;
  allLabel: string;
  /** Each option's value (in the URL) and what the reader sees. */
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  emphasis?: boolean;
}) {
  return (
    <label className={`flex flex-col text-sm ${emphasis ? "font-semibold" : "font-medium"} text-slate-800`}>
      {label}
      <select
        name={name}
        className={`mt-1 min-h-11 rounded-md border border-slate-400 bg-white px-3${emphasis ? " font-normal" : ""}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PeriodFilter({
  period,
  onChange,
}: {
  period: ImpactPeriod;
  onChange: (next: ImpactPeriod) => void;
}) {
  const t = useT();
  const f = useFormat();
  const language = useLanguage();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(form, { year: period.year, quarter: period.quarter }, (shown) =>
    onChange({ ...period, ...shown }),
  );
  const years = reportYears().map(String);
  // A year from a shared link that the list no longer offers still shows as chosen.
  const yearOptions = period.year && !years.includes(period.year) ? [period.year, ...years] : years;
  return (
    <form
      ref={form}
      method="get"
      action={pathInLanguage(PAGES.impact.path, language)}
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="mb-2 font-semibold text-slate-900">{t("impact.filters")}</legend>
        <PeriodSelect
          emphasis
          name="year"
          label={t("impact.year")}
          allLabel={t("impact.allYears")}
          options={yearOptions.map((year) => ({ value: year, label: year }))}
          value={period.year}
          onChange={(year) => onChange({ ...period, year })}
        />
        <PeriodSelect
          emphasis
          name="quarter"
          label={t("impact.quarter")}
          allLabel={t("impact.allQuarters")}
          options={QUARTERS.map((quarter) => ({ value: quarter, label: f.quarterOnly(quarter) }))}
          value={period.quarter}
          onChange={(quarter) => onChange({ ...period, quarter })}
        />
        {!hydrated && (
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t("impact.show")}
          </button>
        )}
      </fieldset>
    </form>
  );
}
