// Choose a password with the single-use link of an invitation or a password reset
// (/set-password?token=...). The token is read after the page has loaded (the server renders the
// page without it) and sent only to the API.
import { ACCOUNT_TEXTS, type FormPageState, LIMITS, PasswordInput, TOASTS } from "@alliance/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import { AccountCard, CardLink, DoneMessage, SubmitButton } from "../../features/account/account-card";
import { setPasswordWithLink } from "../../features/account/api";
import { PasswordFields } from "../../features/account/password-field";
import { useServerText } from "../../features/account/server-text";
import { useT } from "../../i18n/use-t";
import { ApiError } from "../../lib/api";
import { useFilledBeforeHydration } from "../../lib/filled-before-hydration";
import { useFormPageState } from "../../lib/public-read/page-state";
import { paths } from "../../paths";

/** The server's answers this page names in its language. */
const ANSWERS = {
  [ACCOUNT_TEXTS.invalidLink]: "account.set.invalidLink",
  [ACCOUNT_TEXTS.passwordSet]: "account.set.done",
} as const;

type Errors = { password?: string; confirm?: string; form?: string };

/** The length rule of the shared PasswordInput, in the page's language. */
function usePasswordError() {
  const t = useT();
  return (issue: { code?: string } | undefined): string | undefined => {
    if (!issue) return undefined;
    return issue.code === "too_big"
      ? t("account.set.tooLong", { max: LIMITS.passwordMax })
      : t("account.set.tooShort", { min: LIMITS.passwordMin });
  };
}

/** What the server said to the form sent without JavaScript, as the page's errors. */
function useSentErrors(sent: FormPageState | undefined): Errors {
  const t = useT();
  const say = useServerText(ANSWERS);
  const lengthError = usePasswordError();
  if (!sent) return {};
  const errors: Errors = {};
  for (const issue of sent.issues) {
    if (issue.path === "confirm") errors.confirm = t("account.set.mismatch");
    // The schema's length rule, or the server's own (a password too common to be safe).
    else if (issue.path === "password")
      errors.password = issue.code ? lengthError(issue) : say(issue.message, "account.set.common");
  }
  if (sent.failure && !errors.password) errors.form = say(sent.failure.message, "account.failed");
  return errors;
}

export default function SetPasswordPage() {
  usePageTitle("setPassword");
  const t = useT();
  const say = useServerText(ANSWERS);
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [values, setValues] = useState({ password: "", confirm: "" });
  const form = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(form, values, setValues);
  // Sent without JavaScript: the server's answer (the passwords are never sent back).
  const sent = useFormPageState("setPassword");
  const [errors, setErrors] = useState<Errors>(useSentErrors(sent));
  const [done, setDone] = useState<string | null>(
    sent?.done ? say(sent.done.message ?? "", "account.set.done") : null,
  );
  const [busy, setBusy] = useState(false);
  const fields = [
    { name: "password", label: t("account.set.new"), autoComplete: "new-password" },
    { name: "confirm", label: t("account.set.repeat"), autoComplete: "new-password" },
  ] as const;

  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get("token"));
  }, []);

  const lengthError = usePasswordError();
  const passwordError = (password: string) => lengthError(PasswordInput.safeParse(password).error?.issues[0]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { password, confirm } = values;
    const next: Errors = {};
    next.password = passwordError(password);
    if (confirm !== password) next.confirm = t("account.set.mismatch");
    setErrors(next);
    if (next.password || next.confirm || !token) return;
    setBusy(true);
    try {
      setDone(say((await setPasswordWithLink({ token, password })).message, "account.set.done"));
    } catch (caught) {
      if (caught instanceof ApiError && caught.body?.issues?.some((i) => i.path === "body.password")) {
        // The server's own password rule (a password too common to be safe).
        setErrors({ password: say(caught.message, "account.set.common") });
      } else
        setErrors({
          form: say(caught instanceof ApiError ? caught.message : TOASTS.networkError, "account.failed"),
        });
    } finally {
      setBusy(false);
    }
  }

  const linkMissing = token === null;
  return (
    <AccountCard title={t("account.set.title")} intro={t("account.set.intro", { min: LIMITS.passwordMin })}>
      <DoneMessage message={done} />
      {(errors.form || linkMissing) && (
        <div
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          <p>{errors.form ?? say(ACCOUNT_TEXTS.invalidLink, "account.set.invalidLink")}</p>
          <p className="mt-1">
            <Link to={paths.forgotPassword} className="underline">
              {t("account.set.askAgain")}
            </Link>
          </p>
        </div>
      )}
      {!done && !linkMissing && (
        // Without JavaScript the server sets the password; the form goes back to this page's
        // address, whose link token it needs (apps/api/src/modules/site/forms.ts).
        <form ref={form} noValidate method="post" onSubmit={onSubmit} className="mt-6">
          <PasswordFields
            fields={fields}
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
          />
          <SubmitButton
            label={t("account.set.submit")}
            busy={busy}
            busyLabel={t("account.set.busy")}
            disabled={token === null}
          />
        </form>
      )}
      <CardLink to={paths.login}>{done ? t("account.set.signIn") : t("account.backToSignIn")}</CardLink>
    </AccountCard>
  );
}
