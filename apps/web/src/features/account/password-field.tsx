// The inputs of the account pages and forms: a labelled input with its hint and error tied to
// it (aria-describedby), for an e-mail address or a password (with a show/hide switch).
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { useT } from "../../i18n/use-t";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** Classes of the block around label, input and messages. */
  fieldClassName?: string;
};

const inputClass = "min-h-11 rounded-md border border-slate-500 px-3";

/** The label, the input (children, given its id) and the hint and error under it. */
function AccountField({
  id,
  label,
  error,
  hint,
  fieldClassName,
  children,
}: Omit<Props, "id" | "children"> & {
  id?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const described = [error ? `${inputId}-error` : "", hint ? `${inputId}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={fieldClassName}>
      <label htmlFor={inputId} className="block font-semibold text-slate-800">
        {label}
      </label>
      {children(inputId, described || undefined)}
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The e-mail address one signs in with. */
export const EmailField = forwardRef<HTMLInputElement, Omit<Props, "label">>(function EmailField(
  { error, hint, id, fieldClassName, ...props },
  ref,
) {
  const t = useT();
  return (
    <AccountField
      id={id}
      label={t("form.field.email")}
      error={error}
      hint={hint}
      fieldClassName={fieldClassName}
    >
      {(inputId, describedBy) => (
        <input
          ref={ref}
          id={inputId}
          name="email"
          type="email"
          autoComplete="username"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-1 w-full ${inputClass}`}
          {...props}
        />
      )}
    </AccountField>
  );
});

/**
 * A password with a switch that shows it. The switch reads Show / Hide followed by the label for
 * screen readers, or on screen too with `namedSwitch` ("Show password").
 */
export const PasswordField = forwardRef<HTMLInputElement, Props & { namedSwitch?: boolean }>(
  function PasswordField(
    { label, error, hint, id, fieldClassName = "mb-4", namedSwitch = false, ...props },
    ref,
  ) {
    const t = useT();
    const [shown, setShown] = useState(false);
    return (
      <AccountField id={id} label={label} error={error} hint={hint} fieldClassName={fieldClassName}>
        {(inputId, describedBy) => (
          <div className="mt-1 flex gap-2">
            <input
              ref={ref}
              id={inputId}
              type={shown ? "text" : "password"}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={`min-w-0 flex-1 ${inputClass}`}
              {...props}
            />
            <button
              type="button"
              aria-pressed={shown}
              aria-controls={inputId}
              onClick={() => setShown((value) => !value)}
              className="min-h-11 shrink-0 rounded-md border border-slate-500 px-3 text-sm font-semibold text-brand-dark hover:bg-slate-100"
            >
              {shown ? t("form.hide") : t("form.show")}
              <span className={namedSwitch ? undefined : "sr-only"}> {label.toLowerCase()}</span>
            </button>
          </div>
        )}
      </AccountField>
    );
  },
);

export interface PasswordFieldSpec<K extends string> {
  name: K;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}

/** Password inputs filled in together (the current password, the new one twice), one per spec. */
export function PasswordFields<K extends string>({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly PasswordFieldSpec<K>[];
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  onChange: (name: K, value: string) => void;
}) {
  return fields.map((field) => (
    <PasswordField
      key={field.name}
      {...field}
      value={values[field.name]}
      onChange={(event) => onChange(field.name, event.target.value)}
      error={errors[field.name]}
    />
  ));
}
