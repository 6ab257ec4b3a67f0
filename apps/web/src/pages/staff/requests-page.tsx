// /admin-requests (Incoming Requests): search, pages of PAGE_SIZES.requests, Handled / Not
// Handled, the full message in a dialog, delete with confirmation.
import { type InfoRequest, PAGE_SIZES, TEXTS, TOASTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../components/staff/format";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Modal } from "../../components/ui/modal";
import { Pagination } from "../../components/ui/pagination";
import { SearchBox } from "../../components/ui/search-box";
import { EmptyRow, StatusBadge, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { VisuallyHidden } from "../../components/ui/visually-hidden";
import {
  requestsListQuery,
  useDeleteRequest,
  useToggleRequestStatus,
} from "../../features/staff/requests/api";
import { reportError } from "../../features/staff/session";
import { useClampPage } from "../../features/staff/use-clamp-page";
import { useDeleteFlow } from "../../features/staff/use-delete-flow";
import { useListState } from "../../features/staff/use-list-state";
import { notify } from "../../lib/toast";

const fullName = (request: InfoRequest) => `${request.firstName} ${request.surName}`.trim();

export default function RequestsPage() {
  const { search, setSearch, q, page, setPage } = useListState();
  const list = useQuery(requestsListQuery(q, page));
  useClampPage(page, setPage, list.data?.total, PAGE_SIZES.requests);
  const [viewing, setViewing] = useState<InfoRequest | null>(null);
  const toggle = useToggleRequestStatus();
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(useDeleteRequest(), {
    deleted: TOASTS.requestDeleted,
    failed: TOASTS.errorDeletingRequest,
  });

  function onToggle(request: InfoRequest) {
    toggle.mutate(request, {
      onSuccess: (updated) =>
        notify.success(
          (updated?.reqStatus ?? !request.reqStatus) ? TOASTS.requestHandled : TOASTS.requestNotHandled,
        ),
      onError: (error) => reportError(error, () => notify.error(TOASTS.errorUpdatingRequestStatus)),
    });
  }

  const items = list.data?.items ?? [];
  const columns = 7;

  return (
    <>
      <PageHeader title="Incoming Requests" />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search requests"
          placeholder="Search requests..."
        />
        {list.data && (
          <p className="text-sm text-gray-800" aria-live="polite">
            {list.data.total.toLocaleString()} requests
          </p>
        )}
      </div>
      <TableContainer label="Requests">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Contact
              </th>
              <th scope="col" className={th}>
                Organization
              </th>
              <th scope="col" className={th}>
                Message
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Received
              </th>
              <th scope="col" className={th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {list.isPending ? (
              <EmptyRow colSpan={columns}>{TEXTS.loading}</EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={columns}>No requests found</EmptyRow>
            ) : (
              items.map((request) => (
                <tr key={request._id}>
                  <td className={td}>{fullName(request)}</td>
                  <td className={td}>
                    <a href={`mailto:${request.email}`} className="whitespace-nowrap text-brand underline">
                      {request.email}
                    </a>
                    <span className="block whitespace-nowrap">{request.phone}</span>
                  </td>
                  <td className={td}>{request.organizationName}</td>
                  <td className={`${td} max-w-xs`}>
                    <p className="line-clamp-2">{request.message}</p>
                    <Button
                      variant="ghost"
                      className="px-0"
                      onClick={() => setViewing(request)}
                      aria-haspopup="dialog"
                    >
                      Read<VisuallyHidden> message from {fullName(request)}</VisuallyHidden>
                    </Button>
                  </td>
                  <td className={td}>
                    <StatusBadge on={request.reqStatus} onLabel="Handled" offLabel="Not Handled" />
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{formatDate(request.createdAt)}</td>
                  <td className={td}>
                    <div className="flex gap-1">
                      <Button
                        variant={request.reqStatus ? "secondary" : "success"}
                        onClick={() => onToggle(request)}
                        disabled={toggle.isPending && toggle.variables?._id === request._id}
                      >
                        {request.reqStatus ? "Mark Not Handled" : "Mark Handled"}
                        <VisuallyHidden>: {fullName(request)}</VisuallyHidden>
                      </Button>
                      <Button variant="danger" onClick={() => setDeleting(request)} aria-haspopup="dialog">
                        Delete<VisuallyHidden> request from {fullName(request)}</VisuallyHidden>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableContainer>
      <Pagination
        label="Requests pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZES.requests}
        onPageChange={setPage}
      />
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
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Request"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete the request from {deleting ? fullName(deleting) : ""}?
      </ConfirmDialog>
    </>
  );
}
