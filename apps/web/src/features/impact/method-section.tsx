// How the figures are made: definitions, review, provisional quarters, known limits, corrections,
// the licence and the open data files (docs/decisions/0027-impact-page-open-data-pledges.md).
import { API_BASE, LICENCE_URL, METRIC_KEYS, OPEN_DATA_FILES } from "@alliance/shared";
import type { ReactNode } from "react";
import { NewTabLink } from "../../components/public/new-tab-link";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { METRIC_MEANINGS, METRIC_NAMES } from "./metric-labels";

const DOWNLOAD_LABELS: Record<(typeof OPEN_DATA_FILES)[number], MessageId> = {
  "impact.csv": "impact.download.csv",
  "impact.json": "impact.download.json",
  "datapackage.json": "impact.download.datapackage",
};

const LIMITS: MessageId[] = [
  "impact.limit.selfReported",
  "impact.limit.doubleCounting",
  "impact.limit.pledges",
  "impact.limit.reportingRates",
  "impact.limit.verifiable",
];

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-xl font-bold text-brand-dark">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function MethodSection() {
  const t = useT();
  return (
    <section id="method" aria-labelledby="method-title" className="mt-12 scroll-mt-4">
      <h2 id="method-title" className="text-2xl font-bold text-brand-dark">
        {t("impact.methodHeading")}
      </h2>
      <Part id="definitions-title" title={t("impact.definitionsHeading")}>
        <dl className="mt-3 space-y-3">
          {METRIC_KEYS.map((key) => (
            <div key={key}>
              <dt className="font-semibold text-slate-900">{t(METRIC_NAMES[key])}</dt>
              <dd className="text-slate-700">{t(METRIC_MEANINGS[key])}</dd>
            </div>
          ))}
        </dl>
      </Part>
      <Part id="review-title" title={t("impact.reviewHeading")}>
        <p className="mt-2 text-slate-700">{t("impact.review")}</p>
      </Part>
      <Part id="provisional-title" title={t("impact.provisionalHeading")}>
        <p className="mt-2 text-slate-700">{t("impact.provisionalText")}</p>
      </Part>
      <Part id="limits-title" title={t("impact.limitsHeading")}>
        <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-700">
          {LIMITS.map((limit) => (
            <li key={limit}>{t(limit)}</li>
          ))}
        </ul>
      </Part>
      <Part id="corrections-title" title={t("impact.correctionsHeading")}>
        <p className="mt-2 text-slate-700">{t("impact.corrections")}</p>
      </Part>
      <Part id="licence-title" title={t("impact.licenceHeading")}>
        <p className="mt-2 text-slate-700">{t("impact.licence")}</p>
        <p className="mt-2">
          <NewTabLink href={LICENCE_URL} className="font-semibold text-brand underline underline-offset-4">
            {t("impact.licenceLink")}
          </NewTabLink>
        </p>
        <ul className="mt-3 space-y-2">
          {OPEN_DATA_FILES.map((file) => (
            <li key={file}>
              <a
                href={`${API_BASE}/open-data/${file}`}
                className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
              >
                {t(DOWNLOAD_LABELS[file])}
              </a>
            </li>
          ))}
        </ul>
      </Part>
    </section>
  );
}
