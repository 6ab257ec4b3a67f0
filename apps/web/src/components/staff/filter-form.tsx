// The filter form above a staff table that is not a paged list (completeness; the paged lists
// filter in ListPage's toolbar): selects side by side, applied with Filter (or at once, without
// `onApply`).
import { type ReactNode, useId } from "react";
import { Button } from "../ui/button";

const control = "block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900";

export type FilterOption = string | number | { value: string; label: string };

const optionOf = (option: FilterOption) =>
  typeof option === "object" ? option : { value: String(option), label: String(option) };

export function FilterForm({
  label,
  className,
  onApply,
  children,
}: {
  label: string;
  /** Layout classes of the form's grid. */
  className: string;
  /** Called by the Filter button; without it there is no button. */
  onApply?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      className={`mb-4 grid gap-2 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onApply?.();
      }}
    >
      {children}
      {onApply && (
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      )}
    </form>
  );
}

/** A labelled control of a filter form; the label is for screen readers only unless `showLabel`. */
function FilterControl({
  label,
  showLabel,
  children,
}: {
  label: string;
  showLabel: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={showLabel ? "text-sm font-medium text-gray-900" : "sr-only"}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function FilterSelect({
  label,
  showLabel = false,
  value,
  onChange,
  allLabel,
  options,
}: {
  label: string;
  showLabel?: boolean;
  value: string | number;
  onChange: (value: string) => void;
  /** The first option, value "": no filter. */
  allLabel?: string;
  options: readonly FilterOption[];
}) {
  return (
    <FilterControl label={label} showLabel={showLabel}>
      {(id) => (
        <select id={id} className={control} value={value} onChange={(event) => onChange(event.target.value)}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {options.map(optionOf).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterControl>
  );
}
