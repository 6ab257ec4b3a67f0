// Sign in (docs/product/spec.md §2, §8): Sign In To Proceed, the contact-admin text, show/hide password, the
// toasts email missing / password missing / Please Check Login Details / Network Error, then the
// staff page that asked for a sign-in (?next=) or /admin-home; a sign-in error toast is
// dismissed once signed in.
import { TEXTS, TOASTS } from "@alliance/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-meta";
import { useAuth } from "../../features/auth/auth-store";
import { NEXT_PARAM, safeReturnTo } from "../../features/auth/return-to";
import { notify, preloadToasts } from "../../lib/toast";
import { paths } from "../../paths";

export default function LoginPage() {
  usePageTitle("login");
  const { user, isLoading, isError, message, login, reset } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(NEXT_PARAM));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

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
      notify.error(TOASTS.emailMissing);
      emailRef.current?.focus();
      return;
    }
    if (!password) {
      notify.error(TOASTS.passwordMissing);
      passwordRef.current?.focus();
      return;
    }
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      notify.error(TOASTS.networkError);
      return;
    }
    const state = await login(email.trim(), password);
    if (state.isSuccess && state.user?.token) {
      // The effect above moves on once the user is stored.
      reset();
    } else if (state.isSuccess) {
      // An answer without a session cannot sign anyone in.
      notify.error(TOASTS.failedToSignIn);
    } else if (state.message === TOASTS.networkError) {
      notify.error(TOASTS.networkError);
    } else {
      notify.error(TOASTS.checkLoginDetails);
    }
  };

  return (
    <main id="main" tabIndex={-1} className="flex items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-3xl font-extrabold text-brand-dark">{TEXTS.signInTitle}</h1>
        <p className="mt-2 text-slate-700">{TEXTS.contactAdmin}</p>
        {isError && message && message !== TOASTS.networkError && (
          <p
            role="alert"
            className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            {TOASTS.checkLoginDetails}: {message}
          </p>
        )}
        <form noValidate onSubmit={onSubmit} onFocus={preloadToasts} className="mt-6 space-y-5">
          <div>
            <label htmlFor="login-email" className="block font-semibold text-slate-800">
              Email
            </label>
            <input
              ref={emailRef}
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-1 min-h-11 w-full rounded-md border border-slate-400 px-3"
            />
          </div>
          <div>
            <label htmlFor="login-password" className="block font-semibold text-slate-800">
              Password
            </label>
            <div className="mt-1 flex gap-2">
              <input
                ref={passwordRef}
                id="login-password"
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-400 px-3"
              />
              <button
                type="button"
                aria-pressed={showPassword}
                aria-controls="login-password"
                onClick={() => setShowPassword((value) => !value)}
                className="min-h-11 shrink-0 rounded-md border border-slate-400 px-3 text-sm font-semibold text-brand-dark hover:bg-slate-100"
              >
                {showPassword ? "Hide password" : "Show password"}
              </button>
            </div>
          </div>
          <button
            type="submit"
            disabled={isLoading}
            className="min-h-11 w-full rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {isLoading ? "Signing in..." : "Sign In"}
          </button>
        </form>
        <p className="mt-4 text-sm">
          <Link to={paths.forgotPassword} className="font-semibold text-brand-dark underline">
            Forgot your password?
          </Link>
        </p>
      </div>
    </main>
  );
}
