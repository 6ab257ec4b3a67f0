// Choose a password with the single-use link of an invitation or a password reset
// (/set-password?token=...). The token is read after the page has loaded (the server renders the
// page without it) and sent only to the API.
import { ACCOUNT_TEXTS, PasswordInput, TOASTS } from "@alliance/shared";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import { AccountCard, CardLink, DoneMessage, SubmitButton } from "../../features/account/account-card";
import { setPasswordWithLink } from "../../features/account/api";
import { PasswordFields } from "../../features/account/password-field";
import { ApiError } from "../../lib/api";
import { paths } from "../../paths";

const FIELDS = [
  { name: "password", label: "New password", autoComplete: "new-password" },
  { name: "confirm", label: "Repeat the new password", autoComplete: "new-password" },
] as const;

export default function SetPasswordPage() {
  usePageTitle("setPassword");
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [values, setValues] = useState({ password: "", confirm: "" });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get("token"));
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { password, confirm } = values;
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
    <AccountCard
      title="Choose your password"
      intro="At least 8 characters. A few words you will remember make a strong password."
    >
      <DoneMessage message={done} />
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
          <PasswordFields
            fields={FIELDS}
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
          />
          <SubmitButton label="Set password" busy={busy} busyLabel="Saving..." disabled={!token} />
        </form>
      )}
      <CardLink to={paths.login}>{done ? "Sign in" : "Back to sign in"}</CardLink>
    </AccountCard>
  );
}
