// The impact page as it was on a date (`?as_of=`, docs/decisions/0036-releases-revisions-and-history.md):
// the notice that says the figures are not today's, with a link to today's.
import { Trans } from "@lingui/react";
import { Link } from "wouter";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";

export function AsOfNotice({ asOf, todayHref }: { asOf: string; todayHref: string }) {
  const t = useT();
  const f = useFormat();
  return (
    <p role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <Trans
        id="impact.asOfNotice"
        values={{ when: f.dateTime(asOf) }}
        components={{ 0: <time dateTime={asOf} className="font-semibold" /> }}
      />{" "}
      <Link href={todayHref} className="font-semibold text-brand underline underline-offset-4">
        {t("impact.asOfToday")}
      </Link>
    </p>
  );
}
