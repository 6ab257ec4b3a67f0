// The card the account pages share (sign in, forgotten password, choose a password): the page's
// title and what to do, the form, its submit button, a status line and a link onwards.
import type { ReactNode } from "react";
import { Link } from "wouter";

type CardProps = { title: string; intro: ReactNode; children: ReactNode };

export function AccountCard({ title, intro, children }: CardProps) {
  return (
    <main id="main" tabIndex={-1} className="flex items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-3xl font-extrabold text-brand-dark">{title}</h1>
        <p className="mt-2 text-slate-700">{intro}</p>
        {children}
      </div>
    </main>
  );
}

/** The form's only button, across the card; `busyLabel` while the request runs. */
export function SubmitButton({
  label,
  busy,
  busyLabel,
  disabled = false,
}: {
  label: string;
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="min-h-11 w-full rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** The server's answer once the form is done, announced to screen readers. */
export function DoneMessage({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p className="mt-4 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900 ring-1 ring-green-200">
          {message}
        </p>
      )}
    </div>
  );
}

/** The link under the form ("Back to sign in"). */
export function CardLink({
  to,
  children,
  className = "mt-6",
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p className={`${className} text-sm`}>
      <Link to={to} className="font-semibold text-brand-dark underline">
        {children}
      </Link>
    </p>
  );
}
