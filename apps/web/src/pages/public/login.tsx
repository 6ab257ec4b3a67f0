// Sign in (docs/product/spec.md §2, §8): Sign In To Proceed, the contact-admin text, show/hide password, the
// toasts email missing / password missing / Please Check Login Details / Network Error, then the
// staff page that asked for a sign-in (?next=) or /admin-home; a sign-in error toast is
// dismissed once signed in.
import { PAGES, pathInLanguage, TOASTS } from "@alliance/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import { AccountCard, CardLink, SubmitButton } from "../../features/account/account-card";
import { EmailField, PasswordField } from "../../features/account/password-field";
import { useServerText } from "../../features/account/server-text";
import { useLanguage } from "../../i18n/language-context";
import { useT } from "../../i18n/use-t";
import { useAuth } from "../../lib/auth/auth-store";
import { NEXT_PARAM, safeReturnTo } from "../../lib/auth/return-to";
import { useFilledBeforeHydration } from "../../lib/filled-before-hydration";
import { useFormPageState } from "../../lib/public-read/page-state";
import { notify, preloadToasts } from "../../lib/toast";
import { paths } from "../../paths";

export default function LoginPage() {
  usePageTitle("login");
  const t = useT();
  const say = useServerText();
  const { user, isLoading, isError, message, login, reset } = useAuth();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(NEXT_PARAM));
  const language = useLanguage();
  // Sent without JavaScript and refused by the server: the address typed and why.
  const sent = useFormPageState("login");
  const [email, setEmail] = useState(sent?.values.email ?? "");
  const [password, setPassword] = useState("");
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(form, { email, password }, (shown) => {
    setEmail(shown.email);
    setPassword(shown.password);
  });

  // Signed in (already, or just now): to the page that asked, and no sign-in error left on screen.
  useEffect(() => {
    if (!user) return;
    notify.dismiss();
    navigate(returnTo, { replace: true });
  }, [user, navigate, returnTo]);

  // A message from an earlier visit is not shown again.
  useEffect(() => reset, [reset]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!email.trim()) {
      notify.error(t("account.login.emailMissing"));
      emailRef.current?.focus();
      return;
    }
    if (!password) {
      notify.error(t("account.login.passwordMissing"));
      passwordRef.current?.focus();
      return;
    }
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      notify.error(t("account.networkError"));
      return;
    }
    const state = await login(email.trim(), password);
    if (state.isSuccess && state.user?.token) {
      // The effect above moves on once the user is stored.
      reset();
    } else if (state.isSuccess) {
      // An answer without a session cannot sign anyone in.
      notify.error(t("account.login.failed"));
    } else if (state.message === TOASTS.networkError) {
      notify.error(t("account.networkError"));
    } else {
      notify.error(t("account.login.checkDetails"));
    }
  };

  const missing = sent?.issues[0];
  const sentRefusal = missing
    ? t(missing.path === "email" ? "account.login.emailMissing" : "account.login.passwordMissing")
    : sent?.failure && say(sent.failure.message, "account.login.refused");
  return (
    <AccountCard title={t("account.login.title")} intro={t("account.login.intro")}>
      {sentRefusal && !isError && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {t("account.login.checkDetails")}: {sentRefusal}
        </p>
      )}
      {isError && message && message !== TOASTS.networkError && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {t("account.login.checkDetails")}: {say(message, "account.login.refused")}
        </p>
      )}
      <form
        ref={form}
        noValidate
        // Without JavaScript the server signs in (apps/api/src/modules/site/forms.ts).
        method="post"
        action={pathInLanguage(PAGES.login.path, language)}
        onSubmit={onSubmit}
        onFocus={preloadToasts}
        className="mt-6 space-y-5"
      >
        <EmailField ref={emailRef} value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField
          ref={passwordRef}
          label={t("account.login.password")}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fieldClassName=""
          namedSwitch
        />
        <SubmitButton
          label={t("account.login.submit")}
          busy={isLoading}
          busyLabel={t("account.login.busy")}
        />
      </form>
      <CardLink to={paths.forgotPassword} className="mt-4">
        {t("account.login.forgot")}
      </CardLink>
    </AccountCard>
  );
}
