// Labelled form controls with their validation message tied to the control (aria-describedby).
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

const control =
  "block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 read-only:bg-gray-100 aria-invalid:border-red-700";

/** A control's label; a required control's has a red asterisk (hidden from screen readers). */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

/** A control's validation message; the control points to it with aria-describedby (`<id>-error`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mb-3">
      <FieldLabel id={id} label={label} required={required} />
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

export function TextField({
  label,
  error,
  hint,
  required,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        rows={4}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error)}
        {...props}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  required,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <select
        id={id}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/**
 * A select of the values named by `labels`, in the record's order, after an empty choice: its text
 * `placeholder`, or "Choose a <choose>".
 */
export function OptionsField<V extends string>({
  labels,
  placeholder,
  choose,
  ...props
}: Omit<Parameters<typeof SelectField>[0], "children"> & {
  labels: Record<V, string>;
  placeholder?: string;
  choose?: string;
}) {
  const empty = choose ? `Choose a ${choose}` : placeholder;
  return (
    <SelectField {...props}>
      {empty !== undefined && <option value="">{empty}</option>}
      {Object.entries<string>(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

/** A checkbox with its label after it. */
export function CheckboxField({
  label,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className="mb-4 flex items-center gap-2">
      <input id={id} type="checkbox" className="h-5 w-5" {...props} />
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
    </div>
  );
}

/** A form-level message (e.g. the server's reason a save failed). */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-3 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {message}
    </p>
  );
}
