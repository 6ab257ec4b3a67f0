// /admin-partners (Manage Technical Partners, SPEC §2): subtitle, Search partner..., Create Partner,
// Total: N technical partners, the table with relative Created times, Prev / pages / Next,
// Fetching partners..., the form, and the Confirm Delete Partner dialog. Only admins change partners.
import { PAGE_SIZES, type Partner, TEXTS, TOASTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatRelative } from "../../components/staff/format";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Modal } from "../../components/ui/modal";
import { Pagination } from "../../components/ui/pagination";
import { SearchBox } from "../../components/ui/search-box";
import { EmptyRow, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { VisuallyHidden } from "../../components/ui/visually-hidden";
import { partnersListQuery, useDeletePartner } from "../../features/staff/partners/api";
import { PartnerForm } from "../../features/staff/partners/components/partner-form";
import { useStaffUser } from "../../features/staff/staff-user";
import { useClampPage } from "../../features/staff/use-clamp-page";
import { useDeleteFlow } from "../../features/staff/use-delete-flow";
import { useListState } from "../../features/staff/use-list-state";

const linkHref = (link: string) => (/^https?:\/\//i.test(link) ? link : undefined);

export default function PartnersPage() {
  const user = useStaffUser();
  const { search, setSearch, q, page, setPage } = useListState();
  const list = useQuery(partnersListQuery(q, page));
  useClampPage(page, setPage, list.data?.total, PAGE_SIZES.partners);
  const [editing, setEditing] = useState<Partner | "new" | null>(null);
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(useDeletePartner(), {
    deleted: TOASTS.partnerDeleted,
    failed: TOASTS.errorDeletingPartner,
  });

  const items = list.data?.items ?? [];
  const columns = user.isAdmin ? 5 : 4;

  return (
    <>
      <PageHeader
        title="Manage Technical Partners"
        subtitle={TEXTS.partnersSubtitle}
        actions={
          user.isAdmin ? (
            <Button onClick={() => setEditing("new")} aria-haspopup="dialog">
              Create Partner
            </Button>
          ) : undefined
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search partners"
          placeholder={TEXTS.searchPartnerPlaceholder}
        />
        <p className="text-sm text-gray-800" aria-live="polite">
          Total: {(list.data?.total ?? 0).toLocaleString()} technical partners
        </p>
      </div>
      <TableContainer label="Technical partners">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className={th}>
                Organization
              </th>
              <th scope="col" className={th}>
                Link
              </th>
              <th scope="col" className={th}>
                Image
              </th>
              <th scope="col" className={th}>
                Created
              </th>
              {user.isAdmin && (
                <th scope="col" className={th}>
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {list.isPending ? (
              <EmptyRow colSpan={columns}>{TEXTS.fetchingPartners}</EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={columns}>No partners found</EmptyRow>
            ) : (
              items.map((partner) => {
                const href = linkHref(partner.link);
                return (
                  <tr key={partner._id}>
                    <td className={`${td} font-medium`}>{partner.organizationName}</td>
                    <td className={`${td} min-w-48 max-w-xs break-all`}>
                      {href ? (
                        <a
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-brand underline"
                        >
                          {partner.link}
                        </a>
                      ) : (
                        partner.link
                      )}
                    </td>
                    <td className={td}>
                      {partner.image && (
                        <img
                          src={partner.image}
                          alt={partner.organizationName}
                          loading="lazy"
                          className="h-12 w-12 rounded border border-gray-200 bg-white object-contain"
                        />
                      )}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      <time dateTime={partner.createdAt} title={formatDate(partner.createdAt)}>
                        {formatRelative(partner.createdAt)}
                      </time>
                    </td>
                    {user.isAdmin && (
                      <td className={td}>
                        <div className="flex gap-1">
                          <Button
                            variant="secondary"
                            onClick={() => setEditing(partner)}
                            aria-haspopup="dialog"
                          >
                            Edit<VisuallyHidden> {partner.organizationName}</VisuallyHidden>
                          </Button>
                          <Button
                            variant="danger"
                            onClick={() => setDeleting(partner)}
                            aria-haspopup="dialog"
                          >
                            Delete<VisuallyHidden> {partner.organizationName}</VisuallyHidden>
                          </Button>
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableContainer>
      {list.isFetching && !list.isPending && (
        <p className="mt-2 text-sm text-gray-800" role="status">
          {TEXTS.fetchingPartners}
        </p>
      )}
      <Pagination
        label="Partners pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZES.partners}
        onPageChange={setPage}
        previousLabel="Prev"
      />
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Create Partner" : "Update Partner"}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <PartnerForm partner={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={TEXTS.confirmDeletePartner}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete {deleting?.organizationName}?
      </ConfirmDialog>
    </>
  );
}
