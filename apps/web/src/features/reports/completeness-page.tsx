// /admin-completeness (admin): who reported a quarter (default: the last complete one), the
// reporting rate, and a link from each organisation to its report (to review it) or to its past
// reports when this quarter's is missing. The quarter is kept in the URL.
import { lastCompletePeriod, QUARTERS, type Quarter, reportYears, TEXTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/staff/page-header";
import { EmptyRow, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { paths } from "../../paths";
import { completenessQuery } from "./api";
import { ReportStatusBadge } from "./components/report-status";

const control = "block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900";

const percent = (part: number, whole: number) =>
  whole === 0 ? "0%" : `${Math.round((part / whole) * 100)}%`;

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
      <PageHeader title="Reporting completeness" />
      <form
        aria-label="Choose a quarter"
        className="mb-4 grid max-w-md grid-cols-2 gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor="completeness-year" className="text-sm font-medium text-gray-900">
            Year
          </label>
          <select
            id="completeness-year"
            className={control}
            value={year}
            onChange={(event) => choose({ year: Number(event.target.value) })}
          >
            {reportYears().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="completeness-quarter" className="text-sm font-medium text-gray-900">
            Quarter
          </label>
          <select
            id="completeness-quarter"
            className={control}
            value={quarter}
            onChange={(event) => choose({ quarter: event.target.value as Quarter })}
          >
            {QUARTERS.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </div>
      </form>
      {result && (
        <p className="mb-4 text-gray-900" data-testid="completeness-rate" aria-live="polite">
          <strong className="text-2xl text-brand">{percent(result.reported, result.expected)}</strong>{" "}
          reported for {result.year} {result.quarter}: {result.reported} of {result.expected} organisations,{" "}
          {result.approved} approved.
        </p>
      )}
      <TableContainer label="Organisations and their reports">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className={th}>
                Organisation
              </th>
              <th scope="col" className={th}>
                Report
              </th>
              <th scope="col" className={th}>
                Next step
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {data.isPending ? (
              <EmptyRow colSpan={3}>{TEXTS.loading}</EmptyRow>
            ) : data.isError ? (
              <EmptyRow colSpan={3}>The completeness could not be loaded.</EmptyRow>
            ) : result!.organizations.length === 0 ? (
              <EmptyRow colSpan={3}>No organisation has an organisation user yet.</EmptyRow>
            ) : (
              result!.organizations.map((org) => {
                const search = new URLSearchParams({ search: org.name });
                if (org.status !== "missing") {
                  search.set("year", String(result!.year));
                  search.set("quarter", result!.quarter);
                }
                return (
                  <tr key={org._id}>
                    <td className={td}>{org.name}</td>
                    <td className={td}>
                      {org.status === "missing" ? (
                        <span className="inline-block rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-900">
                          Missing
                        </span>
                      ) : (
                        <ReportStatusBadge status={org.status} />
                      )}
                    </td>
                    <td className={td}>
                      <Link className="text-brand underline" to={`${paths.adminReports}?${search}`}>
                        {org.status === "missing"
                          ? `Past reports of ${org.name}`
                          : org.status === "submitted"
                            ? `Review the report of ${org.name}`
                            : `Open the report of ${org.name}`}
                      </Link>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableContainer>
    </>
  );
}
