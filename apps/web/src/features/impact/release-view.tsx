// A release's public page (/impact/releases/<id>, also under /sw): its date, note, files with
// their sizes and SHA-256, what changed against the release before it, and the citation to copy
// as it is. Server-rendered from one read; works without JavaScript.
import {
  type MetricKey,
  pagePath,
  type Quarter,
  REPORT_FIGURE_COLUMNS,
  type ReleaseDetail,
} from "@alliance/shared";
import { Trans } from "@lingui/react";
import { Link } from "wouter";
import { LabelledSection } from "../../components/ui/labelled-section";
import { ColumnHeads, ScrollRegion } from "../../components/ui/table-parts";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { isNotFound, usePublicRead } from "../../lib/public-read/use-public-read";
import { METRIC_NAMES } from "./metric-labels";

export const releaseRead = (id: string) => `/open-data/releases/${encodeURIComponent(id)}`;
const fileUrl = (id: string, name: string) => `/api/v1/open-data/releases/${id}/${name}`;

/** The metric of a release file's column (`orgs_reached`) or of a revision (`orgsReached`). */
export function metricOf(metric: string): MetricKey | undefined {
  if (metric in METRIC_NAMES) return metric as MetricKey;
  return REPORT_FIGURE_COLUMNS[metric];
}

/** A metric's name, or the column's own name when it is not one the site names. */
function useMetricName() {
  const t = useT();
  return (metric: string) => {
    const key = metricOf(metric);
    return key ? t(METRIC_NAMES[key]) : metric;
  };
}

/** "Trained: 120 → 140", a line each changed metric. */
function MetricChanges({
  changes,
  className,
}: {
  changes: readonly { metric: string; before: number; after: number }[];
  className: string;
}) {
  const t = useT();
  const f = useFormat();
  const name = useMetricName();
  return (
    <ul className={className}>
      {changes.map((change) => (
        <li key={change.metric}>
          {t("impact.release.change", {
            metric: name(change.metric),
            before: f.number(change.before),
            after: f.number(change.after),
          })}
        </li>
      ))}
    </ul>
  );
}

function Changes({ release }: { release: ReleaseDetail }) {
  const t = useT();
  const f = useFormat();
  const { changes } = release;
  const quarter = (row: { year: number; quarter: string }) => f.quarter(row.year, row.quarter as Quarter);
  return (
    <section aria-labelledby="release-changes" className="mt-8">
      <h2 id="release-changes" className="text-2xl font-bold text-brand-dark">
        {t("impact.release.changesHeading")}
      </h2>
      <p className="mt-2 text-slate-800">
        {changes.previous
          ? t("impact.release.changesSummary", {
              previous: changes.previous,
              added: f.number(changes.added.length),
              changed: f.number(changes.changed.length),
              removed: f.number(changes.removed.length),
            })
          : t("impact.release.firstRelease", { count: changes.added.length })}
      </p>
      {changes.previous && changes.totals.length === 0 && changes.changed.length === 0 && (
        <p className="mt-2 text-slate-800">{t("impact.release.noChange")}</p>
      )}
      {changes.totals.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">{t("impact.release.totalsHeading")}</h3>
          <MetricChanges changes={changes.totals} className="mt-1 list-disc pl-6 text-slate-800" />
        </>
      )}
      {changes.previous &&
        (changes.changed.length > 0 || changes.added.length > 0 || changes.removed.length > 0) && (
          <ul className="mt-4 space-y-2 text-slate-800">
            {changes.changed.map((row) => (
              <li key={`c-${row.organization}-${row.year}-${row.quarter}`}>
                {t("impact.release.rowChanged", { organisation: row.organization, quarter: quarter(row) })}
                <MetricChanges changes={row.changes} className="list-disc pl-6" />
              </li>
            ))}
            {changes.added.map((row) => (
              <li key={`a-${row.organization}-${row.year}-${row.quarter}`}>
                {t("impact.release.rowAdded", { organisation: row.organization, quarter: quarter(row) })}
              </li>
            ))}
            {changes.removed.map((row) => (
              <li key={`r-${row.organization}-${row.year}-${row.quarter}`}>
                {t("impact.release.rowRemoved", { organisation: row.organization, quarter: quarter(row) })}
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}

function Files({ release }: { release: ReleaseDetail }) {
  const t = useT();
  return (
    <LabelledSection id="release-files" title={t("impact.release.filesHeading")} className="mt-8">
      {/* Focusable, so a keyboard can scroll the hashes on a phone. */}
      <ScrollRegion
        label={t("impact.release.filesCaption")}
        className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("impact.release.filesCaption")}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <ColumnHeads
              heads={[
                [t("impact.release.fileColumn"), "px-3 py-2"],
                [t("impact.release.sizeColumn"), "px-3 py-2 text-right"],
                [t("impact.release.shaColumn"), "px-3 py-2"],
              ]}
            />
          </thead>
          <tbody>
            {release.files.map((file) => (
              <tr key={file.name} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-semibold">
                  <a className="text-brand underline" href={fileUrl(release.id, file.name)} download>
                    {file.name}
                  </a>
                </th>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {t("impact.release.bytes", { count: file.bytes })}
                </td>
                <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{file.sha256}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </LabelledSection>
  );
}

export function ReleaseView({ id, notFound }: { id: string; notFound: React.ReactNode }) {
  const t = useT();
  const f = useFormat();
  const read = usePublicRead<ReleaseDetail>(releaseRead(id));
  if (read.isError && isNotFound(read.error)) return <>{notFound}</>;
  const release = read.data;
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-8 pb-16">
      <div className="mx-auto max-w-4xl">
        {!release ? (
          <p role="status" className="text-slate-700">
            {read.isError ? t("impact.loadFailed") : t("impact.loading")}
          </p>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold text-brand-dark sm:text-4xl">
              {t("impact.release.heading", { id: release.id })}
            </h1>
            <p className="mt-3 max-w-3xl text-slate-700">
              {t("impact.release.intro", { quarter: f.quarter(release.year, release.quarter as Quarter) })}
            </p>
            <p className="mt-2 font-medium text-slate-800">
              <Trans
                id="impact.release.published"
                values={{ when: f.longDate(release.publishedAt) }}
                components={{ 0: <time dateTime={release.publishedAt} /> }}
              />
            </p>
            {release.supersededBy && (
              <p className="mt-2 rounded-lg border border-amber-600 bg-amber-50 p-3 text-amber-950">
                {t("impact.release.supersededBy")}{" "}
                <Link
                  className="font-semibold underline"
                  to={pagePath("release", { id: release.supersededBy })}
                >
                  {release.supersededBy}
                </Link>
              </p>
            )}
            <h2 className="mt-6 text-xl font-bold text-brand-dark">{t("impact.release.noteHeading")}</h2>
            <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{release.note}</p>
            <Files release={release} />
            <Changes release={release} />
            <section aria-labelledby="release-cite" className="mt-8">
              <h2 id="release-cite" className="text-2xl font-bold text-brand-dark">
                {t("impact.release.citeHeading")}
              </h2>
              <p className="mt-2 text-slate-800">{t("impact.release.citeHelp")}</p>
              <blockquote
                className="mt-2 rounded-lg bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]"
                data-testid="release-citation"
                lang="en"
              >
                {release.citation}
              </blockquote>
            </section>
            <p className="mt-8">
              <Link
                className="font-semibold text-brand underline"
                to={`${pagePath("revisions")}?year=${release.year}&quarter=${release.quarter}`}
              >
                {t("impact.release.revisionsLink")}
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
