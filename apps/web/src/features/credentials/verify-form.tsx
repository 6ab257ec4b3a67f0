// The verify page's form (/verify, docs/decisions/0041-open-badges-credentials.md): anyone pastes a
// credential's JSON or JWT (from this site or another issuer) or chooses its file, and sees the
// verification's answer with each check named. Without JavaScript the form (multipart, for the
// file) is sent to the page's own address and the server answers with the page and the result
// (apps/api/src/modules/site/forms.ts); with it, the page reads the file and calls
// POST /credentials/verify itself.
import { COMPACT_JWT, type FormPageVerification, PAGES, pathInLanguage } from "@alliance/shared";
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { ApiError, apiRequest } from "../../lib/api";
import { useFilledBeforeHydration } from "../../lib/filled-before-hydration";
import { useFormPageState } from "../../lib/public-read/page-state";
import { CheckList } from "./check-list";

/** A credential is a few KB; a pasted text beyond this is not one. */
const MAX_CREDENTIAL_CHARS = 200_000;

const STATUS_NAMES: Record<FormPageVerification["status"], MessageId> = {
  valid: "credentials.verify.statusValid",
  revoked: "credentials.verify.statusRevoked",
  suspended: "credentials.verify.statusSuspended",
  unknown: "credentials.verify.statusUnknown",
};

const ISSUE_MESSAGES: Record<string, MessageId> = {
  empty: "credentials.verify.empty",
  json: "credentials.verify.notJson",
  tooLarge: "credentials.verify.tooLarge",
};

/** A control's label, above it. */
function ControlLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-slate-900">
      {children}
    </label>
  );
}

function Result({ result }: { result: FormPageVerification }) {
  const t = useT();
  const tone = result.verified
    ? "bg-green-50 ring-green-700 text-green-950"
    : "bg-red-50 ring-red-700 text-red-950";
  return (
    <>
      <h2 className="text-xl font-bold text-brand-dark">{t("credentials.verify.resultHeading")}</h2>
      <div className={`mt-3 rounded-xl p-4 ring-1 ${tone}`}>
        <p className="text-lg font-bold">
          {result.verified ? t("credentials.verify.verified") : t("credentials.verify.notVerified")}
        </p>
        {(result.issuer.name || result.issuer.id) && (
          <p className="mt-2 wrap-anywhere">
            {result.issuer.name
              ? t("credentials.verify.issuer", { name: result.issuer.name })
              : t("credentials.verify.issuerUnnamed", { id: result.issuer.id ?? "" })}{" "}
            {result.issuer.known ? t("credentials.verify.known") : t("credentials.verify.unknown")}
          </p>
        )}
        <p className="mt-1">{t("credentials.verify.status", { status: t(STATUS_NAMES[result.status]) })}</p>
      </div>
      <h3 className="mt-6 text-lg font-bold text-brand-dark">{t("credentials.page.checksHeading")}</h3>
      <CheckList checks={result.checks} withMessages />
    </>
  );
}

export function VerifyForm() {
  const t = useT();
  const language = useLanguage();
  const baseId = useId();
  const fieldId = `${baseId}-credential`;
  const fileId = `${baseId}-file`;
  // Sent without JavaScript: the server's answer, or why the text was refused (the text kept).
  const sent = useFormPageState("verify");
  const [text, setText] = useState(sent?.values.credential ?? "");
  const [error, setError] = useState<MessageId | null>(() => {
    const issue = sent?.issues[0];
    if (issue) return ISSUE_MESSAGES[issue.code ?? ""] ?? "credentials.verify.notJson";
    return sent?.failure ? "credentials.verify.failed" : null;
  });
  const [result, setResult] = useState<FormPageVerification | null>(sent?.done?.verification ?? null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(form, { credential: text }, (shown) => setText(shown.credential));

  async function verify(source: string) {
    const trimmed = source.trim();
    if (!trimmed) return setError("credentials.verify.empty");
    if (trimmed.length > MAX_CREDENTIAL_CHARS) return setError("credentials.verify.tooLarge");
    let parsed: unknown;
    if (COMPACT_JWT.test(trimmed)) parsed = { credential: trimmed };
    else {
      try {
        parsed = JSON.parse(trimmed);
      } catch {
        return setError("credentials.verify.notJson");
      }
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
        return setError("credentials.verify.notJson");
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await apiRequest<FormPageVerification>("POST", "/credentials/verify", {
        body: parsed,
        auth: false,
      });
      setResult(answer.data);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (caught) {
      setResult(null);
      setError(
        caught instanceof ApiError && caught.status === 400
          ? "credentials.verify.notJson"
          : "credentials.verify.failed",
      );
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void verify(text);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_CREDENTIAL_CHARS) return setError("credentials.verify.tooLarge");
    const content = await file.text();
    setText(content);
    await verify(content);
  }

  return (
    <>
      <form
        ref={form}
        noValidate
        method="post"
        encType="multipart/form-data"
        action={pathInLanguage(PAGES.verify.path, language)}
        onSubmit={onSubmit}
        className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <ControlLabel htmlFor={fieldId}>{t("credentials.verify.field")}</ControlLabel>
        <textarea
          id={fieldId}
          name="credential"
          rows={10}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="mt-2 block w-full rounded-md border border-slate-500 bg-white p-3 font-mono text-sm text-slate-900"
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="mt-2 text-red-800">
            {t(error)}
          </p>
        )}
        <div className="mt-4">
          <ControlLabel htmlFor={fileId}>{t("credentials.verify.file")}</ControlLabel>
          <input
            id={fileId}
            name="file"
            type="file"
            accept=".json,.jsonld,.jwt,.txt,application/json,application/ld+json,application/vc+jwt,application/jwt,text/plain"
            onChange={(event) => void onFile(event)}
            aria-describedby={`${fileId}-hint`}
            className="mt-2 block text-sm"
          />
          <p id={`${fileId}-hint`} className="mt-1 text-sm text-slate-700">
            {t("credentials.verify.fileHint")}
          </p>
        </div>
        <p className="mt-4 text-sm text-slate-700">{t("credentials.verify.privacy")}</p>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="mt-4 min-h-11 w-full rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70 sm:w-auto"
        >
          {busy ? t("credentials.verify.busy") : t("credentials.verify.submit")}
        </button>
      </form>
      <section ref={resultRef} tabIndex={-1} aria-live="polite" className="mt-8 outline-none">
        {result && <Result result={result} />}
      </section>
    </>
  );
}
