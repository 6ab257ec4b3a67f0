// The impact page's year and quarter: choosing one changes the URL (?year=&quarter=), which the
// page reads, so the filtered view is a link that can be shared and survives a reload.
import { QUARTERS, reportYears, IMPACT_PAGE_TEXTS as T } from "@alliance/shared";
import type { ImpactPeriod } from "./use-impact-page-data";

function Select({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col text-sm font-semibold text-slate-800">
      {label}
      <select
        className="mt-1 min-h-11 rounded-md border border-slate-400 bg-white px-3 font-normal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
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
  const years = reportYears().map(String);
  // A year from a shared link that the list no longer offers still shows as chosen.
  const yearOptions = period.year && !years.includes(period.year) ? [period.year, ...years] : years;
  return (
    <fieldset className="flex flex-wrap items-end gap-4">
      <legend className="mb-2 font-semibold text-slate-900">{T.filtersLegend}</legend>
      <Select
        label={T.year}
        allLabel={T.allYears}
        options={yearOptions}
        value={period.year}
        onChange={(year) => onChange({ ...period, year })}
      />
      <Select
        label={T.quarter}
        allLabel={T.allQuarters}
        options={QUARTERS}
        value={period.quarter}
        onChange={(quarter) => onChange({ ...period, quarter })}
      />
    </fieldset>
  );
}
