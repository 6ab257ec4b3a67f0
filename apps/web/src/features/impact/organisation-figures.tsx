// An organisation's approved figures by quarter (newest first), as a table rendered on the server:
// every quarter since its first approved report, a quarter without one named as missing.
import type { PublicOrganizationDetailOut } from "@alliance/shared";
import { useT } from "../../i18n/use-t";
import { organisationRows } from "./quarter-rows";
import { QuarterTable } from "./quarter-table";

export function OrganisationFigures({ figures }: { figures: PublicOrganizationDetailOut["figures"] }) {
  const t = useT();
  if (figures.length === 0)
    return <p className="mt-3 text-slate-700">{t("impact.organisation.noFigures")}</p>;
  return (
    <QuarterTable
      rows={organisationRows(figures)}
      caption="impact.organisation.figuresCaption"
      missing="impact.organisation.missingQuarter"
      rate={false}
    />
  );
}
