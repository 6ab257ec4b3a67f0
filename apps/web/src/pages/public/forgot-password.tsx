// Forgotten password: ask for a link by e-mail. The answer is the same whether or not the
// address has an account, so the page cannot be used to find out who has one.
import { ForgotPasswordInput, TOASTS } from "@alliance/shared";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../app/page-meta";
import { requestReset } from "../../features/account/api";
import { ApiError } from "../../lib/api";
import { paths } from "../../paths";

export default function ForgotPasswordPage() {
  usePageTitle("forgotPassword");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ForgotPasswordInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter your e-mail address");
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setAnswer((await requestReset(parsed.data)).message);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : TOASTS.networkError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" tabIndex={-1} className="flex items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-3xl font-extrabold text-brand-dark">Forgot your password?</h1>
        <p className="mt-2 text-slate-700">
          Enter the e-mail address you sign in with and we will send you a link to choose a new password.
        </p>
        <div role="status" aria-live="polite">
          {answer && (
            <p className="mt-4 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900 ring-1 ring-green-200">
              {answer}
            </p>
          )}
        </div>
        {!answer && (
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
            <div>
              <label htmlFor="forgot-email" className="block font-semibold text-slate-800">
                Email
              </label>
              <input
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "forgot-email-error" : undefined}
                className="mt-1 min-h-11 w-full rounded-md border border-slate-500 px-3"
              />
              {error && (
                <p id="forgot-email-error" className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 w-full rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
            >
              {busy ? "Sending..." : "Send me a link"}
            </button>
          </form>
        )}
        <p className="mt-6 text-sm">
          <Link to={paths.login} className="font-semibold text-brand-dark underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
