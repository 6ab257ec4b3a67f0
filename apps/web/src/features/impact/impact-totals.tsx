// The approved totals of the period chosen, with when the latest approval counted was made.
import { type ImpactSummary, METRIC_KEYS, pagePath } from "@alliance/shared";
import { Trans } from "@lingui/react";
import { Link } from "wouter";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { METRIC_NAMES } from "./metric-labels";

export function DataAsOf({
  lastApprovedAt,
  hasFigures,
  latestRelease,
}: {
  lastApprovedAt: string | null;
  hasFigures: boolean;
  /** The newest release's id, named and linked after the date (figures to cite). */
  latestRelease?: string | undefined;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <p className="mt-2 text-sm font-medium text-slate-700">
      {lastApprovedAt ? (
        <Trans
          id="impact.dataAsOf"
          values={{ when: f.dateTime(lastApprovedAt) }}
          components={{ 0: <time dateTime={lastApprovedAt} /> }}
        />
      ) : hasFigures ? (
        t("impact.dataAsOfUnknown")
      ) : (
        t("impact.noDataYet")
      )}
      {latestRelease && (
        <>
          {" "}
          <span data-testid="latest-release">
            <Trans
              id="impact.latestRelease"
              values={{ id: latestRelease }}
              components={{
                0: (
                  <Link
                    className="font-semibold text-brand underline"
                    to={pagePath("release", { id: latestRelease })}
                  />
                ),
              }}
            />
          </span>
        </>
      )}
    </p>
  );
}

export function ImpactTotals({
  summary,
  latestRelease,
}: {
  summary: ImpactSummary;
  latestRelease?: string | undefined;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="totals-title" className="mt-10">
      <h2 id="totals-title" className="text-2xl font-bold text-brand-dark">
        {t("impact.totalsHeading")}
      </h2>
      <DataAsOf
        lastApprovedAt={summary.lastApprovedAt}
        hasFigures={summary.allTime.trained + summary.allTime.aware > 0}
        latestRelease={latestRelease}
      />
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {METRIC_KEYS.map((key) => (
          <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-700">{t(METRIC_NAMES[key])}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-dark" data-metric={key}>
              {f.number(summary.totals[key])}
            </dd>
            {key === "certified" && summary.certifiedVerifiable !== undefined && (
              <dd className="mt-1 text-sm text-slate-700" data-metric="certifiedVerifiable">
                {t("impact.certifiedVerifiable", { count: f.number(summary.certifiedVerifiable) })}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
