// /admin-users (Manage All Users): search, pages of PAGE_SIZES.users, create/edit, Make/Revoke
// admin, delete with confirmation. The reserved demo account is masked as xx with no actions.
import { PAGE_SIZES, RESERVED_MASK, TEXTS, TOASTS, type User } from "@alliance/shared";
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
import { InviteButton } from "../../features/account/invite-button";
import { reportError } from "../../features/staff/session";
import { useStaffUser } from "../../features/staff/staff-user";
import { useClampPage } from "../../features/staff/use-clamp-page";
import { useDeleteFlow } from "../../features/staff/use-delete-flow";
import { useListState } from "../../features/staff/use-list-state";
import { useDeleteUser, usersListQuery, useToggleAdmin } from "../../features/staff/users/api";
import { UserForm } from "../../features/staff/users/components/user-form";
import { notify } from "../../lib/toast";

const mask = (user: User, value: string) => (user.reserved ? RESERVED_MASK : value);

export default function UsersPage() {
  const me = useStaffUser();
  const { search, setSearch, q, page, setPage } = useListState();
  const list = useQuery(usersListQuery(q, page));
  useClampPage(page, setPage, list.data?.total, PAGE_SIZES.users);
  const [editing, setEditing] = useState<User | "new" | null>(null);
  const toggle = useToggleAdmin();
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(useDeleteUser(), {
    deleted: TOASTS.userDeleted,
    failed: TOASTS.errorDeletingUser,
  });

  function onToggle(user: User) {
    toggle.mutate(user, {
      onSuccess: () => notify.success(TOASTS.userUpdated),
      onError: (error) => reportError(error, () => notify.error(TOASTS.errorSavingUser)),
    });
  }

  const items = list.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Manage All Users"
        actions={
          <Button onClick={() => setEditing("new")} aria-haspopup="dialog">
            Add User
          </Button>
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SearchBox value={search} onChange={setSearch} label="Search users" placeholder="Search users..." />
        {list.data && (
          <p className="text-sm text-gray-800" aria-live="polite">
            {list.data.total.toLocaleString()} users
          </p>
        )}
      </div>
      <TableContainer label="Users">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className={th}>
                Username
              </th>
              <th scope="col" className={th}>
                Email
              </th>
              <th scope="col" className={th}>
                Phone
              </th>
              <th scope="col" className={th}>
                Organization
              </th>
              <th scope="col" className={th}>
                Role
              </th>
              <th scope="col" className={th}>
                Created
              </th>
              <th scope="col" className={th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {list.isPending ? (
              <EmptyRow colSpan={7}>{TEXTS.loading}</EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={7}>No users found</EmptyRow>
            ) : (
              items.map((user) => (
                <tr key={user._id}>
                  <td className={td}>{mask(user, user.username)}</td>
                  <td className={`${td} whitespace-nowrap`}>{mask(user, user.email)}</td>
                  <td className={`${td} whitespace-nowrap`}>{mask(user, user.phone)}</td>
                  <td className={td}>{mask(user, user.organizationName)}</td>
                  <td className={td}>
                    {user.reserved ? (
                      RESERVED_MASK
                    ) : (
                      <StatusBadge on={user.isAdmin} onLabel="Admin" offLabel="Not Admin" />
                    )}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{mask(user, formatDate(user.createdAt))}</td>
                  <td className={td}>
                    {user.reserved ? (
                      <span className="text-gray-700">Reserved account</span>
                    ) : (
                      <div className="flex gap-1">
                        {user._id !== me._id && (
                          <Button
                            variant={user.isAdmin ? "secondary" : "success"}
                            onClick={() => onToggle(user)}
                            disabled={toggle.isPending && toggle.variables?._id === user._id}
                          >
                            {user.isAdmin ? "Revoke" : "Make"}
                            <VisuallyHidden> admin: {user.username}</VisuallyHidden>
                          </Button>
                        )}
                        <Button variant="secondary" onClick={() => setEditing(user)} aria-haspopup="dialog">
                          Edit<VisuallyHidden> {user.username}</VisuallyHidden>
                        </Button>
                        <InviteButton user={user} />
                        {user._id !== me._id && (
                          <Button variant="danger" onClick={() => setDeleting(user)} aria-haspopup="dialog">
                            Delete<VisuallyHidden> {user.username}</VisuallyHidden>
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableContainer>
      <Pagination
        label="Users pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZES.users}
        onPageChange={setPage}
      />
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Add User" : "Edit User"}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <UserForm user={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete User"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete {deleting?.username}?
      </ConfirmDialog>
    </>
  );
}
