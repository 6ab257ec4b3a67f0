// /admin-activity (admin): the audit log, newest first, filtered by entity, action, actor e-mail
// and record id (kept in the URL), with what each write changed.
import type { AuditEntry } from "@alliance/shared";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, TEXTS } from "@alliance/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FilterForm, FilterSearch, FilterSelect } from "../../components/staff/filter-form";
import { PageHeader } from "../../components/staff/page-header";
import { Pagination } from "../../components/ui/pagination";
import { Table, type TableColumn } from "../../components/ui/table";
import { fetchPage } from "../staff/list";
import { useFilterParams } from "../staff/use-filter-params";

const PAGE_SIZE = 25;
/** The filters, in the address under their names: two lists to pick from, two texts to search. */
const FILTERS = [
  { name: "entity", label: "Record type", allLabel: "All record types", options: AUDIT_ENTITIES },
  { name: "action", label: "Action", allLabel: "All actions", options: AUDIT_ACTIONS },
  { name: "actor", label: "Who (e-mail)" },
  { name: "entityId", label: "Record id" },
] as const;
type FilterName = (typeof FILTERS)[number]["name"];
const FILTER_NAMES = FILTERS.map((filter) => filter.name);

const clip = (value: unknown) => {
  const text = value === undefined || value === null ? "" : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** Fields that changed between before and after, as "field: from → to". */
function summary(entry: AuditEntry): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  if (!entry.before) return entry.after ? "New record" : "";
  if (!entry.after) return "Record removed";
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return changed
    .slice(0, 6)
    .map((key) => `${key}: ${clip(before[key])} → ${clip(after[key])}`)
    .join("; ");
}

const COLUMNS: TableColumn<AuditEntry>[] = [
  {
    header: "When",
    className: "whitespace-nowrap",
    cell: (entry) => <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>,
  },
  { header: "Who", className: "break-all", cell: (entry) => entry.actorEmail ?? "Public / system" },
  { header: "Action", cell: (entry) => entry.action },
  {
    header: "Record",
    cell: (entry) => (
      <>
        {entry.entity}
        <span className="block break-all text-xs text-gray-700">{entry.entityId}</span>
      </>
    ),
  },
  { header: "Change", className: "break-words", cell: summary },
];

export default function ActivityPage() {
  const { applied, page, write } = useFilterParams(FILTER_NAMES);
  const [draft, setDraft] = useState(applied);
  const list = useQuery({
    queryKey: ["audit", applied, page],
    queryFn: ({ signal }) =>
      fetchPage<AuditEntry>(
        "/audit",
        { ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v)), page, pageSize: PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  const set = (name: FilterName) => (value: string) => setDraft({ ...draft, [name]: value });

  return (
    <>
      <PageHeader title="Activity" />
      <FilterForm
        label="Filter activity"
        className="sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        onApply={() => write(draft, 1)}
      >
        {FILTERS.map((filter) => {
          const field = { label: filter.label, value: draft[filter.name], onChange: set(filter.name) };
          return "options" in filter ? (
            <FilterSelect key={filter.name} {...field} allLabel={filter.allLabel} options={filter.options} />
          ) : (
            <FilterSearch key={filter.name} {...field} placeholder={filter.label} />
          );
        })}
      </FilterForm>
      <Table
        label="Activity, newest first"
        columns={COLUMNS}
        rows={items}
        rowKey={(entry) => entry._id}
        message={list.isPending ? TEXTS.loading : items.length === 0 ? "No activity found" : undefined}
      />
      <Pagination
        label="Activity pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => write(applied, next)}
      />
    </>
  );
}
