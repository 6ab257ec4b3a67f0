// The organisations that trained the most people over the period, each linking to its page, with
// what the number means (people trained, one metric).
import type { ImpactSummary } from "@alliance/shared";
import { Link } from "wouter";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { organisationPath } from "../../paths";

export function TopOrganisations({ summary }: { summary: ImpactSummary }) {
  const t = useT();
  const f = useFormat();
  const top = summary.topTrained ?? [];
  return (
    <section aria-labelledby="top-title" className="mt-10">
      <h2 id="top-title" className="text-2xl font-bold text-brand-dark">
        {t("impact.topHeading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("impact.topMeaning")}</p>
      {top.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("impact.topEmpty")}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {top.map((organisation) => (
            <li key={organisation.slug} className="flex items-center justify-between gap-4 px-4 py-3">
              <Link
                to={organisationPath(organisation.slug)}
                className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark wrap-anywhere"
              >
                {organisation.name}
              </Link>
              <span className="shrink-0 tabular-nums text-slate-900">
                {t("impact.topTrained", { count: f.number(organisation.trained) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
