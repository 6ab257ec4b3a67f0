// An organisation's public pledge and how far its approved reports have come toward it.
import {
  kenyanDate,
  METRIC_LABELS,
  type PublicOrganizationDetailOut,
  ORGANISATION_PAGE_TEXTS as T,
} from "@alliance/shared";
import { formatNumber, shareOf } from "../impact-page/format";

export function PledgeProgress({
  pledge,
  delivered,
}: {
  pledge: NonNullable<PublicOrganizationDetailOut["pledge"]>;
  delivered: { trained: number; certified: number };
}) {
  return (
    <>
      <p className="mt-2 text-slate-800">
        {T.pledge(formatNumber(pledge.trained), formatNumber(pledge.certified), kenyanDate(pledge.by))}
      </p>
      <ul className="mt-3 space-y-3">
        {(["trained", "certified"] as const).map((metric) => (
          <li key={metric}>
            <p className="text-sm font-semibold text-slate-900">
              {T.progress(
                METRIC_LABELS[metric],
                formatNumber(delivered[metric]),
                formatNumber(pledge[metric]),
              )}
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
