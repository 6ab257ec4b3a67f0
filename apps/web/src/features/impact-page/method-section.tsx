// How the figures are made: definitions, review, provisional quarters, known limits, corrections,
// the licence and the open data files (docs/decisions/0027-impact-page-open-data-pledges.md). Words from IMPACT_PAGE_TEXTS.
import {
  API_BASE,
  LICENCE_URL,
  METRIC_DEFINITIONS,
  METRIC_KEYS,
  METRIC_LABELS,
  OPEN_DATA_FILES,
  IMPACT_PAGE_TEXTS as T,
} from "@alliance/shared";
import type { ReactNode } from "react";
import { NewTabLink } from "../../components/public/new-tab-link";

const DOWNLOAD_LABELS: Record<(typeof OPEN_DATA_FILES)[number], string> = {
  "impact.csv": T.downloads.csv,
  "impact.json": T.downloads.json,
  "datapackage.json": T.downloads.datapackage,
};

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
  return (
    <section id="method" aria-labelledby="method-title" className="mt-12 scroll-mt-4">
      <h2 id="method-title" className="text-2xl font-bold text-brand-dark">
        {T.methodHeading}
      </h2>
      <Part id="definitions-title" title={T.definitionsHeading}>
        <dl className="mt-3 space-y-3">
          {METRIC_KEYS.map((key) => (
            <div key={key}>
              <dt className="font-semibold text-slate-900">{METRIC_LABELS[key]}</dt>
              <dd className="text-slate-700">{METRIC_DEFINITIONS[key]}</dd>
            </div>
          ))}
        </dl>
      </Part>
      <Part id="review-title" title={T.reviewHeading}>
        <p className="mt-2 text-slate-700">{T.review}</p>
      </Part>
      <Part id="provisional-title" title={T.provisionalHeading}>
        <p className="mt-2 text-slate-700">{T.provisionalText}</p>
      </Part>
      <Part id="limits-title" title={T.limitsHeading}>
        <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-700">
          {T.limits.map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>
      </Part>
      <Part id="corrections-title" title={T.correctionsHeading}>
        <p className="mt-2 text-slate-700">{T.corrections}</p>
      </Part>
      <Part id="licence-title" title={T.licenceHeading}>
        <p className="mt-2 text-slate-700">{T.licence}</p>
        <p className="mt-2">
          <NewTabLink href={LICENCE_URL} className="font-semibold text-brand underline underline-offset-4">
            {T.licenceLink}
          </NewTabLink>
        </p>
        <ul className="mt-3 space-y-2">
          {OPEN_DATA_FILES.map((file) => (
            <li key={file}>
              <a
                href={`${API_BASE}/open-data/${file}`}
                className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
              >
                {DOWNLOAD_LABELS[file]}
              </a>
            </li>
          ))}
        </ul>
      </Part>
    </section>
  );
}
