// /admin-activity (admin): the audit log, newest first, filtered by entity, action, actor e-mail
// and record id (kept in the URL), with what each write changed.
import type { AuditEntry } from "@alliance/shared";
import { TEXTS } from "@alliance/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { Pagination } from "../../components/ui/pagination";
import { EmptyRow, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { fetchPage } from "../staff/list";

const PAGE_SIZE = 25;
const control = "block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900";
const ENTITIES = ["report", "course", "member", "partner", "request", "user", "image", "login"];
const ACTIONS = [
  "create",
  "update",
  "delete",
  "approve",
  "hide",
  "return",
  "handle",
  "unhandle",
  "grant-admin",
  "revoke-admin",
  "lockout",
];
const FILTERS = ["entity", "action", "actor", "entityId"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

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

export default function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const applied: Filters = {
    entity: params.get("entity") ?? "",
    action: params.get("action") ?? "",
    actor: params.get("actor") ?? "",
    entityId: params.get("entityId") ?? "",
  };
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
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
  const write = (filters: Filters, nextPage: number) => {
    const out = new URLSearchParams();
    for (const key of FILTERS) if (filters[key].trim()) out.set(key, filters[key].trim());
    if (nextPage > 1) out.set("page", String(nextPage));
    setParams(out, { replace: true });
  };
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHeader title="Activity" />
      <form
        aria-label="Filter activity"
        className="mb-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          write(draft, 1);
        }}
      >
        <div>
          <label htmlFor="activity-entity" className="sr-only">
            Record type
          </label>
          <select
            id="activity-entity"
            className={control}
            value={draft.entity}
            onChange={(e) => setDraft({ ...draft, entity: e.target.value })}
          >
            <option value="">All record types</option>
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="activity-action" className="sr-only">
            Action
          </label>
          <select
            id="activity-action"
            className={control}
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          >
            <option value="">All actions</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="activity-actor" className="sr-only">
            Who (e-mail)
          </label>
          <input
            id="activity-actor"
            type="search"
            className={control}
            placeholder="Who (e-mail)"
            value={draft.actor}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="activity-entity-id" className="sr-only">
            Record id
          </label>
          <input
            id="activity-entity-id"
            type="search"
            className={control}
            placeholder="Record id"
            value={draft.entityId}
            onChange={(e) => setDraft({ ...draft, entityId: e.target.value })}
          />
        </div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <TableContainer label="Activity, newest first">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className={th}>
                When
              </th>
              <th scope="col" className={th}>
                Who
              </th>
              <th scope="col" className={th}>
                Action
              </th>
              <th scope="col" className={th}>
                Record
              </th>
              <th scope="col" className={th}>
                Change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {list.isPending ? (
              <EmptyRow colSpan={5}>{TEXTS.loading}</EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={5}>No activity found</EmptyRow>
            ) : (
              items.map((entry) => (
                <tr key={entry._id}>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
                  </td>
                  <td className={`${td} break-all`}>{entry.actorEmail ?? "Public / system"}</td>
                  <td className={td}>{entry.action}</td>
                  <td className={td}>
                    {entry.entity}
                    <span className="block break-all text-xs text-gray-700">{entry.entityId}</span>
                  </td>
                  <td className={`${td} break-words`}>{summary(entry)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableContainer>
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
