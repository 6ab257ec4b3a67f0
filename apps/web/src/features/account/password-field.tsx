// A password input with its label, a show/hide switch and its error tied to it.
import { forwardRef, type InputHTMLAttributes, useId, useState } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { label, error, hint, id, ...props },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [shown, setShown] = useState(false);
  const described = [error ? `${inputId}-error` : "", hint ? `${inputId}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="mb-4">
      <label htmlFor={inputId} className="block font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={ref}
          id={inputId}
          type={shown ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-500 px-3"
          {...props}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((value) => !value)}
          className="min-h-11 shrink-0 rounded-md border border-slate-500 px-3 text-sm font-semibold text-brand-dark hover:bg-slate-100"
        >
          {shown ? "Hide" : "Show"}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
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
});
