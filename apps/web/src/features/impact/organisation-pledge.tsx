// An organisation's public pledge and how far its approved reports have come toward it since the
// pledge was made (ADR 0040): the quarters before its start do not count.
import { deliveredSince, type PublicOrganizationDetailOut, pledgeStartPeriod } from "@alliance/shared";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { METRIC_NAMES } from "./metric-labels";
import { shareOf } from "./share";

export function PledgeProgress({
  pledge,
  figures,
}: {
  pledge: NonNullable<PublicOrganizationDetailOut["pledge"]>;
  figures: PublicOrganizationDetailOut["figures"];
}) {
  const t = useT();
  const f = useFormat();
  const delivered = deliveredSince(figures, pledge.from);
  const start = pledgeStartPeriod(pledge.from);
  return (
    <>
      <p className="mt-2 text-slate-800">
        {t("impact.organisation.pledge", {
          trained: f.number(pledge.trained),
          certified: f.number(pledge.certified),
          by: f.date(pledge.by),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-700" data-testid="pledge-from">
        {t("impact.organisation.pledgeFrom", {
          from: f.date(pledge.from),
          quarter: f.quarter(start.year, start.quarter),
        })}
      </p>
      <ul className="mt-3 space-y-3">
        {(["trained", "certified"] as const).map((metric) => (
          <li key={metric}>
            <p className="text-sm font-semibold text-slate-900">
              {t("impact.organisation.progress", {
                metric: t(METRIC_NAMES[metric]),
                delivered: f.number(delivered[metric]),
                pledged: f.number(pledge[metric]),
              })}
            </p>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div
                className="h-full rounded-full bg-brand"
                style={{ width: `${shareOf(delivered[metric], pledge[metric])}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
