// Forgotten password: ask for a link by e-mail. The answer is the same whether or not the
// address has an account, so the page cannot be used to find out who has one.
import { ACCOUNT_TEXTS, ForgotPasswordInput, PAGES, pathInLanguage, TOASTS } from "@alliance/shared";
import { type FormEvent, useRef, useState } from "react";
import { usePageTitle } from "../../app/page-meta";
import { AccountCard, CardLink, DoneMessage, SubmitButton } from "../../features/account/account-card";
import { requestReset } from "../../features/account/api";
import { EmailField } from "../../features/account/password-field";
import { useServerText } from "../../features/account/server-text";
import { useLanguage } from "../../i18n/language-context";
import { useT } from "../../i18n/use-t";
import { ApiError } from "../../lib/api";
import { useFilledBeforeHydration } from "../../lib/filled-before-hydration";
import { useFormPageState } from "../../lib/public-read/page-state";
import { paths } from "../../paths";

/** The server's answers this page names in its language. */
const ANSWERS = {
  [ACCOUNT_TEXTS.forgotAnswer]: "account.forgot.answer",
  [ACCOUNT_TEXTS.forgotAnswerNoMail]: "account.forgot.answerNoMail",
} as const;

export default function ForgotPasswordPage() {
  usePageTitle("forgotPassword");
  const t = useT();
  const say = useServerText(ANSWERS);
  const language = useLanguage();
  // Sent without JavaScript: the server's answer, or why it was refused (the address kept).
  const sent = useFormPageState("forgotPassword");
  const [email, setEmail] = useState(sent?.values.email ?? "");
  const [error, setError] = useState<string | null>(() => {
    if (sent?.issues.length) return t("account.forgot.enterEmail");
    return sent?.failure ? say(sent.failure.message, "account.failed") : null;
  });
  const [answer, setAnswer] = useState<string | null>(
    sent?.done ? say(sent.done.message ?? "", "account.forgot.answer") : null,
  );
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(form, { email }, (shown) => setEmail(shown.email));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ForgotPasswordInput.safeParse({ email });
    // The schema's only refusal is an address too short to be one.
    if (!parsed.success) {
      setError(t("account.forgot.enterEmail"));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { message } = await requestReset(parsed.data);
      setAnswer(say(message, "account.forgot.answer"));
    } catch (caught) {
      setError(say(caught instanceof ApiError ? caught.message : TOASTS.networkError, "account.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={t("account.forgot.title")} intro={t("account.forgot.intro")}>
      <DoneMessage message={answer} />
      {!answer && (
        <form
          ref={form}
          noValidate
          method="post"
          action={pathInLanguage(PAGES.forgotPassword.path, language)}
          onSubmit={onSubmit}
          className="mt-6 space-y-5"
        >
          <EmailField
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error ?? undefined}
          />
          <SubmitButton label={t("account.forgot.submit")} busy={busy} busyLabel={t("account.forgot.busy")} />
        </form>
      )}
      <CardLink to={paths.login}>{t("account.backToSignIn")}</CardLink>
    </AccountCard>
  );
}
