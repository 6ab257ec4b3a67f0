// /admin-completeness (admin): who reported a quarter (default: the last complete one), the
// reporting rate, and each organisation's next step: a link to its report (to review it), or
// "Send reminder" when an ended quarter's report is missing; "Remind all missing" reminds them all
// in one click. The quarter is kept in the URL.
import {
  COMPLETENESS_TEXTS,
  type CompletenessDetail,
  kenyanDate,
  lastCompletePeriod,
  periodEnd,
  QUARTERS,
  type Quarter,
  reportYears,
  TEXTS,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "wouter";
import { FilterForm, FilterSelect } from "../../components/staff/filter-form";
import { PageHeader } from "../../components/staff/page-header";
import { Table, type TableColumn, td, th } from "../../components/ui/table";
import { paths } from "../../paths";
import { completenessQuery } from "./api";
import { contactColumns, RemindAllButton, RemindButton } from "./components/completeness-actions";
import { ReportStatusBadge } from "./components/report-status";

const percent = (part: number, whole: number) =>
  whole === 0 ? "0%" : `${Math.round((part / whole) * 100)}%`;

type Row = CompletenessDetail["organizations"][number];

const hasEnded = (year: number, quarter: Quarter) => periodEnd({ year, quarter }).getTime() <= Date.now();

/**
 * What to do about an organisation's line: review or open its report of the quarter; a missing
 * report of an ended quarter: remind it; of the running quarter: its past reports.
 */
function NextStep({ org, year, quarter }: { org: Row; year: number; quarter: Quarter }) {
  if (org.status === "missing" && hasEnded(year, quarter))
    return <RemindButton org={org} year={year} quarter={quarter} />;
  const search = new URLSearchParams({ search: org.name });
  if (org.status !== "missing") {
    search.set("year", String(year));
    search.set("quarter", quarter);
  }
  return (
    <Link className="text-brand underline" to={`${paths.adminReports}?${search}`}>
      {org.status === "missing"
        ? `Past reports of ${org.name}`
        : org.status === "submitted"
          ? `Review the report of ${org.name}`
          : `Open the report of ${org.name}`}
    </Link>
  );
}

const columnsFor = (year: number, quarter: Quarter): TableColumn<Row>[] => [
  {
    header: "Organisation",
    cell: (org) => (
      <>
        {org.name}
        {org.pledge && (
          // Wraps under the name: a laptop's table must not grow sideways for it.
          <span className="block max-w-[12rem] whitespace-normal text-xs text-gray-700">
            {COMPLETENESS_TEXTS.pledgeProgress(
              org.pledge.deliveredTrained,
              org.pledge.trained,
              kenyanDate(org.pledge.by),
              kenyanDate(org.pledge.from),
            )}
          </span>
        )}
      </>
    ),
  },
  {
    header: "Report",
    cell: (org) =>
      org.status === "missing" ? (
        <span className="inline-block rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-900">
          Missing
        </span>
      ) : (
        <ReportStatusBadge status={org.status} />
      ),
  },
  { header: "Next step", cell: (org) => <NextStep org={org} year={year} quarter={quarter} /> },
  ...contactColumns,
];

export default function CompletenessPage() {
  const [params, setParams] = useSearchParams();
  const fallback = lastCompletePeriod();
  const year = Number(params.get("year")) || fallback.year;
  const rawQuarter = params.get("quarter") ?? "";
  const quarter = (QUARTERS as readonly string[]).includes(rawQuarter)
    ? (rawQuarter as Quarter)
    : fallback.quarter;
  const data = useQuery(completenessQuery(year, quarter));
  const choose = (next: { year?: number; quarter?: Quarter }) =>
    setParams({ year: String(next.year ?? year), quarter: next.quarter ?? quarter }, { replace: true });

  const result = data.data;
  return (
    <>
      <PageHeader
        title="Reporting completeness"
        actions={
          result &&
          hasEnded(result.year, result.quarter) && (
            <RemindAllButton rows={result.organizations} year={result.year} quarter={result.quarter} />
          )
        }
      />
      <FilterForm label="Choose a quarter" className="max-w-md grid-cols-2">
        <FilterSelect
          label="Year"
          showLabel
          options={reportYears()}
          value={year}
          onChange={(value) => choose({ year: Number(value) })}
        />
        <FilterSelect
          label="Quarter"
          showLabel
          options={QUARTERS}
          value={quarter}
          onChange={(value) => choose({ quarter: value as Quarter })}
        />
      </FilterForm>
      {result && (
        <p className="mb-4 text-gray-900" data-testid="completeness-rate" aria-live="polite">
          <strong className="text-2xl text-brand">{percent(result.reported, result.expected)}</strong>{" "}
          reported for {result.year} {result.quarter}: {result.reported} of {result.expected} organisations,{" "}
          {result.approved} approved.
        </p>
      )}
      <Table
        label="Organisations and their reports"
        // Narrower cell padding and headings that may wrap: seven columns fit a 1024 px laptop.
        headerClass={th.replace("px-3", "px-2").replace("whitespace-nowrap", "")}
        cellClass={td.replace("px-3", "px-2")}
        columns={columnsFor(result?.year ?? year, result?.quarter ?? quarter)}
        rows={result?.organizations ?? []}
        rowKey={(org) => org._id}
        message={
          data.isPending
            ? TEXTS.loading
            : data.isError
              ? "The completeness could not be loaded."
              : result!.organizations.length === 0
                ? "No organisation has an organisation user yet."
                : undefined
        }
      />
    </>
  );
}
