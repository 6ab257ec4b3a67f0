// Forgotten password: ask for a link by e-mail. The answer is the same whether or not the
// address has an account, so the page cannot be used to find out who has one.
import { ForgotPasswordInput, TOASTS } from "@alliance/shared";
import { type FormEvent, useState } from "react";
import { usePageTitle } from "../../app/page-meta";
import { AccountCard, CardLink, DoneMessage, SubmitButton } from "../../features/account/account-card";
import { requestReset } from "../../features/account/api";
import { EmailField } from "../../features/account/password-field";
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
    <AccountCard
      title="Forgot your password?"
      intro="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
    >
      <DoneMessage message={answer} />
      {!answer && (
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
          <EmailField
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error ?? undefined}
          />
          <SubmitButton label="Send me a link" busy={busy} busyLabel="Sending..." />
        </form>
      )}
      <CardLink to={paths.login}>Back to sign in</CardLink>
    </AccountCard>
  );
}
