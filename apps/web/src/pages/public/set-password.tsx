// Choose a password with the single-use link of an invitation or a password reset
// (/set-password?token=...). The token is read after the page has loaded (the server renders the
// page without it) and sent only to the API.
import { ACCOUNT_TEXTS, PasswordInput, TOASTS } from "@alliance/shared";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../app/page-meta";
import { setPasswordWithLink } from "../../features/account/api";
import { PasswordField } from "../../features/account/password-field";
import { ApiError } from "../../lib/api";
import { paths } from "../../paths";

export default function SetPasswordPage() {
  usePageTitle("setPassword");
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get("token"));
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PasswordInput.safeParse(password);
    const next: typeof errors = {};
    if (!parsed.success) next.password = parsed.error.issues[0]?.message;
    if (confirm !== password) next.confirm = "The two passwords are not the same.";
    setErrors(next);
    if (next.password || next.confirm || !token) return;
    setBusy(true);
    try {
      setDone((await setPasswordWithLink({ token, password })).message);
    } catch (caught) {
      if (caught instanceof ApiError && caught.body?.issues?.some((i) => i.path === "body.password")) {
        setErrors({ password: caught.message });
      } else setErrors({ form: caught instanceof ApiError ? caught.message : TOASTS.networkError });
    } finally {
      setBusy(false);
    }
  }

  const linkMissing = token === null;
  return (
    <main id="main" tabIndex={-1} className="flex items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-3xl font-extrabold text-brand-dark">Choose your password</h1>
        <p className="mt-2 text-slate-700">
          At least 8 characters. A few words you will remember make a strong password.
        </p>
        <div role="status" aria-live="polite">
          {done && (
            <p className="mt-4 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900 ring-1 ring-green-200">
              {done}
            </p>
          )}
        </div>
        {(errors.form || linkMissing) && (
          <div
            role="alert"
            className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            <p>{errors.form ?? ACCOUNT_TEXTS.invalidLink}</p>
            <p className="mt-1">
              <Link to={paths.forgotPassword} className="underline">
                Ask for a new link
              </Link>
            </p>
          </div>
        )}
        {!done && !linkMissing && (
          <form noValidate onSubmit={onSubmit} className="mt-6">
            <PasswordField
              label="New password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
            />
            <PasswordField
              label="Repeat the new password"
              name="confirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              error={errors.confirm}
            />
            <button
              type="submit"
              disabled={busy || !token}
              className="min-h-11 w-full rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
            >
              {busy ? "Saving..." : "Set password"}
            </button>
          </form>
        )}
        <p className="mt-6 text-sm">
          <Link to={paths.login} className="font-semibold text-brand-dark underline">
            {done ? "Sign in" : "Back to sign in"}
          </Link>
        </p>
      </div>
    </main>
  );
}
