// Above a staff list: the search box, filter selects and the count of matching rows.
import { useId } from "react";
import type { ListUrlState } from "../../../features/staff/use-list-url";
import { SearchBox } from "../../ui/search-box";

export interface FilterSpec {
  name: string;
  label: string;
  /** value "" is "all". */
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A filter whose first choice, "All" (value ""), shows every row. */
export function choiceFilter(
  name: string,
  label: string,
  choices: ReadonlyArray<readonly [value: string, label: string]>,
): FilterSpec {
  return {
    name,
    label,
    options: [{ value: "", label: "All" }, ...choices.map(([value, text]) => ({ value, label: text }))],
  };
}

export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: FilterSpec["options"];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 rounded-md border border-gray-500 bg-white px-2 py-1 text-sm text-gray-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ListToolbar({
  state,
  searchLabel,
  placeholder,
  filters = [],
  count,
}: {
  state: Pick<ListUrlState, "search" | "setSearch" | "filters" | "setFilter">;
  searchLabel: string;
  placeholder: string;
  filters?: FilterSpec[];
  count?: string;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <SearchBox
        value={state.search}
        onChange={state.setSearch}
        label={searchLabel}
        placeholder={placeholder}
      />
      {filters.map((filter) => (
        <SelectFilter
          key={filter.name}
          label={filter.label}
          value={state.filters[filter.name] ?? ""}
          options={filter.options}
          onChange={(value) => state.setFilter(filter.name, value)}
        />
      ))}
      {count !== undefined && (
        <p className="text-sm text-gray-800 sm:ml-auto" aria-live="polite">
          {count}
        </p>
      )}
    </div>
  );
}
