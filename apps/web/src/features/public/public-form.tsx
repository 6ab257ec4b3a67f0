// The public membership and request forms (docs/product/spec.md §2, §5): labelled fields, the shared zod schema's
// messages shown at the field (schema loaded when the form is first focused, before any submit),
// the success state, Failed to Submit on error with a message in the form that says why (offline,
// timed out, server fault, or the server's answer, e.g. a duplicate application), the answers
// kept, and no double submission. Every text is in the page's language, the schema's refusals
// included (docs/decisions/0029-public-site-in-two-languages.md).
import { type FormPageState, PAGES, pathInLanguage } from "@alliance/shared";
import { Trans } from "@lingui/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { ZodType } from "zod";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { ApiError, apiRequest } from "../../lib/api";
import { useFilledBeforeHydration } from "../../lib/filled-before-hydration";
import { useFormPageState } from "../../lib/public-read/page-state";
import { notify, preloadToasts } from "../../lib/toast";
import { type FieldIssue, type FieldMessage, fieldMessage } from "./form-errors";
import { isOffline, PUBLIC_SEND_TIMEOUT_MS, SEND_FAILURE, sendFailureMessage } from "./send-failure";

export interface FieldDef {
  name: string;
  /** The field's label, a common catalogue message ("form.field.email"). */
  label: MessageId;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  multiline?: boolean;
  half?: boolean;
}

type Errors = Record<string, FieldMessage | undefined>;

/** The first refusal of each field, named by its catalogue message. */
function issuesToErrors(
  issues: ReadonlyArray<FieldIssue & { path: ReadonlyArray<PropertyKey> }>,
  values: Record<string, string>,
): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[issue.path.length - 1] ?? "");
    if (key && !errors[key]) errors[key] = fieldMessage(values[key] ?? "", issue);
  }
  return errors;
}

/** Where each form is sent, and the shared schema that checks it (loaded on first use, so zod
 * stays out of the first load of the public pages). */
const FORMS = {
  membership: {
    page: PAGES.membership.path,
    endpoint: "/members",
    loadSchema: () => import("./form-schemas").then((m): ZodType => m.MembershipApplicationInput),
  },
  request: {
    page: PAGES.contact.path,
    endpoint: "/requests",
    loadSchema: () => import("./form-schemas").then((m): ZodType => m.RequestInput),
  },
};

/** The first state of the form: empty, or what the server answered to it sent without JavaScript. */
function firstState(fields: FieldDef[], sent: FormPageState | undefined) {
  const values = Object.fromEntries(fields.map((field) => [field.name, sent?.values[field.name] ?? ""]));
  return {
    values,
    errors: sent
      ? issuesToErrors(
          sent.issues.map((issue) => ({ ...issue, path: [issue.path] })),
          values,
        )
      : {},
    failure: sent?.failure
      ? sendFailureMessage(new ApiError(sent.failure.status, sent.failure.message))
      : null,
  };
}

export function PublicForm({
  form,
  fields,
  submitLabel,
  title,
}: {
  form: keyof typeof FORMS;
  fields: FieldDef[];
  submitLabel: string;
  title: string;
}) {
  const { page, endpoint, loadSchema } = FORMS[form];
  const t = useT();
  const language = useLanguage();
  const sent = useFormPageState(form);
  /** A message in the page's language; on an English page a refusal no message names keeps its words. */
  const say = (message: FieldMessage, field?: FieldDef) =>
    language === "en" && message.raw
      ? message.raw
      : t(message.id, { ...message.values, ...(field ? { field: t(field.label) } : {}) });
  const baseId = useId();
  const [first] = useState(() => firstState(fields, sent));
  const [values, setValues] = useState<Record<string, string>>(first.values);
  const [errors, setErrors] = useState<Errors>(first.errors);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(sent !== undefined);
  // Each check of the answers takes a number, and only the latest one's refusals are shown: the
  // schema comes in its own chunk, and on a slow network a check begun when a field was left could
  // end after the one begun by Apply, and hide the refusals Apply had shown.
  const latestCheck = useRef(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(sent?.done !== undefined);
  /** The reference the acknowledgement e-mail repeats (KAIA-M-2026-000123). */
  const [reference, setReference] = useState<string | null>(sent?.done?.reference ?? null);
  const [failure, setFailure] = useState<FieldMessage | null>(first.failure);
  const inFlight = useRef(false);
  const schema = useRef<ZodType | null>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(formRef, values, setValues);

  const getSchema = async () => {
    schema.current ??= await loadSchema();
    return schema.current;
  };

  /** Without the schema (its chunk could not load, e.g. offline) only "required" is checked here;
   * the server checks everything else. */
  const requiredOnly = (next: Record<string, string>) => {
    const missing: Errors = {};
    for (const field of fields)
      if (!next[field.name]?.trim()) missing[field.name] = { id: "form.error.required" };
    const ok = Object.keys(missing).length === 0;
    return { ok, data: ok ? next : undefined, errors: missing };
  };

  const validate = async (
    next: Record<string, string>,
  ): Promise<{ ok: boolean; data: unknown; errors: Errors }> => {
    const loaded = await getSchema().catch(() => null);
    if (!loaded) return requiredOnly(next);
    const result = loaded.safeParse(next);
    return result.success
      ? { ok: true, data: result.data, errors: {} }
      : { ok: false, data: undefined, errors: issuesToErrors(result.error.issues, next) };
  };

  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  const revalidate = async (next: Record<string, string>, nextTouched: Record<string, boolean>) => {
    const check = ++latestCheck.current;
    const result = await validate(next);
    if (check !== latestCheck.current) return;
    setErrors(
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          submitted || nextTouched[field.name] ? result.errors[field.name] : undefined,
        ]),
      ),
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setSubmitted(true);
    setFailure(null);
    try {
      const check = ++latestCheck.current;
      const result = await validate(values);
      if (!result.ok) {
        if (check === latestCheck.current) setErrors(result.errors);
        const first = fields.find((field) => result.errors[field.name]);
        if (first) document.getElementById(`${baseId}-${first.name}`)?.focus();
        return;
      }
      if (isOffline()) {
        setFailure(SEND_FAILURE.offline);
        notify.error(t("form.failedToast"));
        return;
      }
      const answer = await apiRequest<{ reference?: string }>("POST", endpoint, {
        // The page's language: the acknowledgement e-mail is written in it
        // (docs/decisions/0030-language-of-e-mails-and-accounts.md).
        body: { ...(result.data as object), language },
        signal: AbortSignal.timeout(PUBLIC_SEND_TIMEOUT_MS),
      });
      setReference(answer.data?.reference ?? null);
      setDone(true);
    } catch (error) {
      setFailure(sendFailureMessage(error));
      notify.error(t("form.failedToast"));
      const body = error instanceof ApiError ? error.body : undefined;
      if (body?.issues) {
        setErrors(
          issuesToErrors(
            body.issues.map((issue) => ({ path: issue.path.split("."), message: issue.message })),
            values,
          ),
        );
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-6 text-center ring-1 ring-green-200">
        <h2 ref={successRef} tabIndex={-1} className="text-2xl font-bold text-green-900">
          {t("form.submitted")}
        </h2>
        <p className="mt-2 text-green-900">{t("form.reachOut")}</p>
        {reference && (
          <p className="mt-2 text-green-900">
            <Trans id="form.reference" values={{ reference }} components={{ 0: <strong /> }} />
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      // Without JavaScript the server checks and sends it (apps/api/src/modules/site/forms.ts).
      method="post"
      action={pathInLanguage(page, language)}
      onSubmit={onSubmit}
      aria-labelledby={`${baseId}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${baseId}-title`} className="text-2xl font-bold text-brand-dark">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("form.required")}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${baseId}-${field.name}`;
          const error = errors[field.name];
          const common = {
            id,
            name: field.name,
            value: values[field.name] ?? "",
            "aria-required": true,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            autoComplete: field.autoComplete,
            onFocus: () => {
              void getSchema().catch(() => undefined);
              preloadToasts();
            },
            onChange: (event: { target: { value: string } }) => {
              const next = { ...values, [field.name]: event.target.value };
              setValues(next);
              if (errors[field.name]) void revalidate(next, touched);
            },
            onBlur: () => {
              const nextTouched = { ...touched, [field.name]: true };
              setTouched(nextTouched);
              if (values[field.name] !== "" || submitted) void revalidate(values, nextTouched);
            },
            className: `mt-1 w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-slate-400"}`,
          };
          return (
            <div key={field.name} className={field.half === false || field.multiline ? "sm:col-span-2" : ""}>
              <label htmlFor={id} className="block font-semibold text-slate-800">
                {t(field.label)}
              </label>
              {field.multiline ? (
                <textarea rows={5} {...common} />
              ) : (
                <input type={field.type ?? "text"} {...common} className={`${common.className} min-h-11`} />
              )}
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {say(error, field)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {failure && (
        <p
          role="alert"
          className="mt-6 rounded-md bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200"
        >
          {say(failure)}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-disabled={busy}
        className="mt-6 min-h-11 w-full rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70 sm:w-auto"
      >
        {busy ? t("form.submitting") : submitLabel}
      </button>
    </form>
  );
}
