// The checks a verification ran (format, signature, dates, status, issuer), each passed or failed.
import type { VerifyResultOut } from "@alliance/shared";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";

type Check = VerifyResultOut["checks"][number];

const CHECK_NAMES: Record<Check["name"], MessageId> = {
  format: "credentials.check.format",
  contexts: "credentials.check.contexts",
  signature: "credentials.check.signature",
  dates: "credentials.check.dates",
  status: "credentials.check.status",
  issuer: "credentials.check.issuer",
};

/** The checks; `withMessages` adds what a check found (the verify page, where a reader pasted it). */
export function CheckList({
  checks,
  withMessages = false,
}: {
  checks: readonly (Pick<Check, "name" | "ok"> & { message?: string | undefined })[];
  withMessages?: boolean;
}) {
  const t = useT();
  return (
    <ul className="mt-3 space-y-2">
      {checks.map((check) => (
        <li key={check.name} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <span className="font-semibold">{t(CHECK_NAMES[check.name])}</span>{" "}
          <span className={check.ok ? "text-green-800" : "text-red-800"}>
            ({check.ok ? t("credentials.check.ok") : t("credentials.check.failed")})
          </span>
          {withMessages && check.message && (
            <span className="mt-1 block text-sm text-slate-700 wrap-anywhere">{check.message}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
