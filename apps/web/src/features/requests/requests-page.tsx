// /admin-requests (Incoming Requests): search, Handled / Not Handled filter, sorting, pages of
// PAGE_SIZES.requests, mark handled or not, the full message in a dialog, delete with confirmation.
import {
  HANDLED_FILTERS,
  type InfoRequest,
  LANGUAGE_NAMES,
  PAGE_SIZES,
  SORT_FIELDS,
  TEXTS,
  TOASTS,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DeleteDialog } from "../../components/staff/delete-dialog";
import { formatDate } from "../../components/staff/format";
import { type Column, type RowAction, textColumn } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { choiceFilter } from "../../components/staff/list/list-toolbar";
import { FullValueTip } from "../../components/staff/list/truncated-text";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { StatusBadge } from "../../components/ui/table";
import { VisuallyHidden } from "../../components/ui/visually-hidden";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { useDeleteFlow } from "../../lib/staff/use-delete-flow";
import { useListUrl } from "../../lib/staff/use-list-url";
import { useToggleFlow } from "../../lib/staff/use-toggle-flow";
import { requestsListQuery, useDeleteRequest, useToggleRequestStatus } from "./api";

const fullName = (request: InfoRequest) => `${request.firstName} ${request.surName}`.trim();

const URL_OPTIONS = {
  sorts: SORT_FIELDS.requests,
  filters: { handled: HANDLED_FILTERS },
} as const;

const HANDLED_FILTER = choiceFilter("handled", "Status", [
  ["false", "Not Handled"],
  ["true", "Handled"],
]);

export default function RequestsPage() {
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(requestsListQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZES.requests);
  const [viewing, setViewing] = useState<InfoRequest | null>(null);
  const toggle = useToggleFlow(useToggleRequestStatus(), {
    done: (request, updated) =>
      (updated?.reqStatus ?? !request.reqStatus) ? TOASTS.requestHandled : TOASTS.requestNotHandled,
    failed: TOASTS.errorUpdatingRequestStatus,
  });
  const remove = useDeleteFlow(
    useDeleteRequest(),
    {
      deleted: TOASTS.requestDeleted,
      failed: TOASTS.errorDeletingRequest,
    },
    "request",
  );

  const columns: Column<InfoRequest>[] = [
    { id: "name", header: "Name", sort: "firstName", text: fullName, cell: fullName },
    {
      id: "contact",
      header: "Contact",
      text: (request) => request.email,
      cell: (request) => (
        <a href={`mailto:${request.email}`} className="text-brand underline">
          {request.email}
        </a>
      ),
      detail: (request) => request.phone,
    },
    textColumn("organization", "Organization", (request) => request.organizationName, {
      sort: "organizationName",
    }),
    {
      id: "message",
      header: "Message",
      // Two lines of it; in full on hover (its title) and while its Read button has focus (a tip).
      cell: (request) => (
        <span className="group relative block">
          <p className="line-clamp-2 break-words" title={request.message}>
            {request.message}
          </p>
          <FullValueTip text={request.message} />
          <Button
            variant="ghost"
            className="min-h-8 px-0 py-0"
            onClick={() => setViewing(request)}
            aria-haspopup="dialog"
          >
            Read<VisuallyHidden> message from {fullName(request)}</VisuallyHidden>
          </Button>
        </span>
      ),
    },
    {
      id: "status",
      header: "Status",
      width: "w-28",
      cell: (request) => <StatusBadge on={request.reqStatus} onLabel="Handled" offLabel="Not Handled" />,
    },
    {
      id: "received",
      header: "Received",
      sort: "createdAt",
      width: "w-28",
      cell: (request) => formatDate(request.createdAt),
    },
  ];

  const actions = (request: InfoRequest): RowAction[] => [
    {
      label: request.reqStatus ? "Mark Not Handled" : "Mark Handled",
      variant: request.reqStatus ? "secondary" : "success",
      onClick: () => toggle.run(request),
      disabled: toggle.busyFor(request),
    },
    { label: "Delete", variant: "danger", onClick: () => remove.setDeleting(request), dialog: true },
  ];

  return (
    <ListPage
      title="Incoming Requests"
      label="Requests"
      searchLabel="Search requests"
      searchPlaceholder="Search requests..."
      state={state}
      filters={[HANDLED_FILTER]}
      columns={columns}
      rows={list.data?.items ?? []}
      total={list.data?.total}
      countText={(n) => `${n.toLocaleString()} requests`}
      pageSize={PAGE_SIZES.requests}
      rowKey={(request) => request._id}
      rowName={(request) => `request from ${fullName(request)}`}
      actions={actions}
      actionsWidth="w-40"
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText="No requests found"
    >
      <Modal open={viewing !== null} title="Request" onClose={() => setViewing(null)}>
        {viewing && (
          <>
            <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">Name</dt>
              <dd>{fullName(viewing)}</dd>
              <dt className="font-semibold">Email</dt>
              <dd className="break-all">{viewing.email}</dd>
              <dt className="font-semibold">Phone</dt>
              <dd>{viewing.phone}</dd>
              <dt className="font-semibold">Organization</dt>
              <dd>{viewing.organizationName}</dd>
              <dt className="font-semibold">Received</dt>
              <dd>{formatDate(viewing.createdAt)}</dd>
              {/* The language the request was sent in: the one to answer in. */}
              <dt className="font-semibold">Language</dt>
              <dd>{LANGUAGE_NAMES[viewing.language ?? "en"]}</dd>
            </dl>
            <p className="mb-4 whitespace-pre-wrap break-words text-gray-900">{viewing.message}</p>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={() => setViewing(null)}>
                Close
              </Button>
            </div>
          </>
        )}
      </Modal>
      <DeleteDialog
        flow={remove}
        title="Delete Request"
        what={(request) => `the request from ${fullName(request)}`}
      />
    </ListPage>
  );
}
