// Above a staff list: the search box, filter selects (or typed filters) and the count of matching
// rows.
import { useId } from "react";
import type { ListUrlState } from "../../../lib/staff/use-list-url";
import { SearchBox } from "../../ui/search-box";

export interface SelectFilterSpec {
  name: string;
  label: string;
  /** value "" is "all". */
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A filter typed as free text (an e-mail, a record id); its value is in the address once typed. */
export interface TextFilterSpec {
  name: string;
  label: string;
  placeholder: string;
  text: true;
}

export type FilterSpec = SelectFilterSpec | TextFilterSpec;

/** A filter whose first choice, `allLabel` (value ""), shows every row. */
export function choiceFilter(
  name: string,
  label: string,
  choices: ReadonlyArray<readonly [value: string, label: string]>,
  allLabel = "All",
): SelectFilterSpec {
  return {
    name,
    label,
    options: [{ value: "", label: allLabel }, ...choices.map(([value, text]) => ({ value, label: text }))],
  };
}

/** A filter typed as free text, the label as its placeholder. */
export const textFilter = (name: string, label: string): TextFilterSpec => ({
  name,
  label,
  placeholder: label,
  text: true,
});

export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: SelectFilterSpec["options"];
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A long choice ("Waiting for you (reports, changes, removals)") would widen the select past a
  // phone's screen: the select may shrink, cutting the shown choice, while the label stays whole.
  return (
    <div className="flex max-w-full items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 min-w-0 rounded-md border border-gray-500 bg-white px-2 py-1 text-sm text-gray-900"
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

/** A typed filter: a plain labelled input, not a second search landmark beside the list's search. */
function TextFilter({
  filter,
  value,
  onChange,
}: {
  filter: TextFilterSpec;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {filter.label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={filter.placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 w-48 rounded-md border border-gray-500 bg-white px-2 py-1 text-sm text-gray-900"
      />
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
  state: Pick<ListUrlState, "search" | "setSearch" | "filters" | "setFilter" | "texts" | "setText">;
  /** Without it there is no search box (an organisation's own reports). */
  searchLabel?: string;
  placeholder?: string;
  filters?: FilterSpec[];
  count?: string;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      {searchLabel !== undefined && (
        <SearchBox
          value={state.search}
          onChange={state.setSearch}
          label={searchLabel}
          placeholder={placeholder ?? searchLabel}
        />
      )}
      {filters.map((filter) =>
        "text" in filter ? (
          <TextFilter
            key={filter.name}
            filter={filter}
            value={state.texts[filter.name] ?? ""}
            onChange={(value) => state.setText(filter.name, value)}
          />
        ) : (
          <SelectFilter
            key={filter.name}
            label={filter.label}
            value={state.filters[filter.name] ?? ""}
            options={filter.options}
            onChange={(value) => state.setFilter(filter.name, value)}
          />
        ),
      )}
      {count !== undefined && (
        <p className="text-sm text-gray-800 sm:ml-auto" aria-live="polite">
          {count}
        </p>
      )}
    </div>
  );
}
