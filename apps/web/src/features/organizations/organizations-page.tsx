// /admin-organizations (admins): every organisation with its counts of users, member records,
// courses and reports; search, pages, create, rename, and delete with the usual confirmation. A
// delete the server refuses (things still belong to the organisation) shows its reason.
import { type OrganizationOut, PAGE_SIZES } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Modal } from "../../components/ui/modal";
import { Pagination } from "../../components/ui/pagination";
import { SearchBox } from "../../components/ui/search-box";
import { EmptyRow, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { VisuallyHidden } from "../../components/ui/visually-hidden";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { reportError } from "../staff/session";
import { useClampPage } from "../staff/use-clamp-page";
import { useListUrl } from "../staff/use-list-url";
import { organizationsListQuery, useDeleteOrganization } from "./api";
import { OrganizationForm } from "./components/organization-form";

const COLUMNS = ["Name", "Website", "Users", "Members", "Courses", "Reports", "Actions"];

export default function OrganizationsPage() {
  const { search, setSearch, q, page, setPage } = useListUrl();
  const list = useQuery(organizationsListQuery(q, page));
  useClampPage(page, setPage, list.data?.total, PAGE_SIZES.organizations);
  const [editing, setEditing] = useState<OrganizationOut | "new" | null>(null);
  const [deleting, setDeleting] = useState<OrganizationOut | null>(null);
  const remove = useDeleteOrganization();
  const items = list.data?.items ?? [];

  function onDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        notify.success("Organisation deleted");
        setDeleting(null);
      },
      onError: (error) =>
        reportError(error, () => {
          notify.error(error instanceof ApiError ? error.message : "Error deleting organisation");
          setDeleting(null);
        }),
    });
  }

  return (
    <>
      <PageHeader
        title="Organisations"
        subtitle="Users, member records, courses and reports belong to an organisation."
        actions={
          <Button onClick={() => setEditing("new")} aria-haspopup="dialog">
            Create Organisation
          </Button>
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search organisations"
          placeholder="Search organisation..."
        />
        <p className="text-sm text-gray-800" aria-live="polite">
          Total: {(list.data?.total ?? 0).toLocaleString()} organisations
        </p>
      </div>
      <TableContainer label="Organisations">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {list.isPending ? (
              <EmptyRow colSpan={COLUMNS.length}>Fetching organisations...</EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={COLUMNS.length}>No organisations found</EmptyRow>
            ) : (
              items.map((organization) => (
                <tr key={organization._id}>
                  <td className={`${td} font-medium`}>{organization.name}</td>
                  <td className={`${td} max-w-xs break-all`}>
                    {/^https?:\/\//i.test(organization.website) ? (
                      <a
                        href={organization.website}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand underline"
                      >
                        {organization.website}
                      </a>
                    ) : (
                      organization.website
                    )}
                  </td>
                  <td className={td}>{organization.counts.users}</td>
                  <td className={td}>{organization.counts.members}</td>
                  <td className={td}>{organization.counts.courses}</td>
                  <td className={td}>{organization.counts.reports}</td>
                  <td className={td}>
                    <div className="flex gap-1">
                      <Button
                        variant="secondary"
                        onClick={() => setEditing(organization)}
                        aria-haspopup="dialog"
                      >
                        Edit<VisuallyHidden> {organization.name}</VisuallyHidden>
                      </Button>
                      <Button
                        variant="danger"
                        onClick={() => setDeleting(organization)}
                        aria-haspopup="dialog"
                      >
                        Delete<VisuallyHidden> {organization.name}</VisuallyHidden>
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
        label="Organisations pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZES.organizations}
        onPageChange={setPage}
        previousLabel="Prev"
      />
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Create Organisation" : "Edit Organisation"}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <OrganizationForm
            organization={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Delete Organisation"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete {deleting?.name}?
      </ConfirmDialog>
    </>
  );
}
