// The admin's filters of the Impact Reports list: year, quarter and status (with "Waiting for you",
// everything an admin must decide) beside the search, all kept in the address under the names the
// staff home, the completeness screen and e-mails link with (?search=&year=&quarter=&status=).
import {
  QUARTERS,
  type Quarter,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  REPORT_WAITING_LABEL,
  reportYears,
} from "@alliance/shared";
import { choiceFilter, type FilterSpec } from "../../components/staff/list/list-toolbar";
import type { ListUrlOptions, ListUrlState } from "../../lib/staff/use-list-url";
import type { ReportFilters } from "./api";

type StatusFilter = NonNullable<ReportFilters["status"]>;

const YEARS = reportYears().map(String);
const STATUS_CHOICES: ReadonlyArray<readonly [StatusFilter, string]> = [
  ...REPORT_STATUSES.map((status) => [status, REPORT_STATUS_LABELS[status]] as const),
  ["waiting", REPORT_WAITING_LABEL],
];

export const REPORT_URL_OPTIONS: ListUrlOptions = {
  searchParam: "search",
  filters: {
    year: YEARS,
    quarter: QUARTERS,
    status: STATUS_CHOICES.map(([status]) => status),
  },
};

export const REPORT_FILTERS: FilterSpec[] = [
  choiceFilter(
    "year",
    "Filter by year",
    YEARS.map((year) => [year, year]),
    "All Years",
  ),
  choiceFilter(
    "quarter",
    "Filter by quarter",
    QUARTERS.map((quarter) => [quarter, quarter]),
    "All Quarters",
  ),
  choiceFilter("status", "Filter by status", STATUS_CHOICES, "All statuses"),
];

/** The server's filters from the address (useListUrl has already dropped values not offered). */
export function reportFiltersFrom(state: Pick<ListUrlState, "q" | "filters">): ReportFilters {
  const { year, quarter, status } = state.filters;
  return {
    year: year ? Number(year) : "",
    quarter: (quarter ?? "") as "" | Quarter,
    status: (status ?? "") as "" | StatusFilter,
    search: state.q,
  };
}
