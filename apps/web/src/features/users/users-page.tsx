// /admin-users (Manage All Users): search, sorting, pages of PAGE_SIZES.users, create/edit,
// Make admin / Remove admin after a confirmation naming the person, Invite (a new invitation
// e-mail), delete with confirmation.
// The reserved demo account is masked as xx with no actions.
import { PAGE_SIZES, RESERVED_MASK, SORT_FIELDS, TEXTS, TOASTS, type User } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CreateButton } from "../../components/staff/create-button";
import { DeleteDialog } from "../../components/staff/delete-dialog";
import { EditDialog } from "../../components/staff/edit-dialog";
import { formatDate } from "../../components/staff/format";
import { type Column, type RowAction, textColumn } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { StatusBadge } from "../../components/ui/table";
import { reportError } from "../../lib/staff/session";
import { useStaffUser } from "../../lib/staff/staff-user";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { useDeleteFlow } from "../../lib/staff/use-delete-flow";
import { useListUrl } from "../../lib/staff/use-list-url";
import { useToggleFlow } from "../../lib/staff/use-toggle-flow";
import { notify } from "../../lib/toast";
import { useDeleteUser, useInvite, usersListQuery, useToggleAdmin } from "./api";
import { UserForm } from "./components/user-form";

const mask = (user: User, value: string) => (user.reserved ? RESERVED_MASK : value);

/** A sortable column of plain text, masked on the reserved account. */
const maskedColumn = (id: string, header: string, field: "username" | "organizationName") =>
  textColumn<User>(id, header, (user) => mask(user, user[field]), { sort: field });

const URL_OPTIONS = { sorts: SORT_FIELDS.users } as const;

export default function UsersPage() {
  const me = useStaffUser();
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(usersListQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZES.users);
  const [editing, setEditing] = useState<User | "new" | null>(null);
  const admin = useToggleFlow(useToggleAdmin(), {
    done: () => TOASTS.userUpdated,
    failed: TOASTS.errorSavingUser,
  });
  const remove = useDeleteFlow(useDeleteUser(), {
    deleted: TOASTS.userDeleted,
    failed: TOASTS.errorDeletingUser,
  });

  const invite = useInvite();

  const columns: Column<User>[] = [
    maskedColumn("username", "Username", "username"),
    {
      id: "email",
      header: "Email",
      sort: "email",
      text: (user) => mask(user, user.email),
      cell: (user) => mask(user, user.email),
      detail: (user) => mask(user, user.phone),
    },
    maskedColumn("organization", "Organization", "organizationName"),
    {
      id: "role",
      header: "Role",
      width: "w-28",
      cell: (user) =>
        user.reserved ? (
          RESERVED_MASK
        ) : (
          <StatusBadge on={user.isAdmin} onLabel="Admin" offLabel="Not Admin" />
        ),
    },
    {
      id: "created",
      header: "Created",
      sort: "createdAt",
      width: "w-28",
      cell: (user) => mask(user, formatDate(user.createdAt)),
    },
  ];

  const actions = (user: User): RowAction[] => {
    if (user.reserved) return [];
    const self = user._id === me._id;
    return [
      ...(self
        ? []
        : [
            {
              label: user.isAdmin ? "Remove admin" : "Make admin",
              // Not the row's primary action: a rare, weighty change asked for on purpose.
              variant: "secondary" as const,
              onClick: () => admin.ask(user),
              disabled: admin.busyFor(user),
              dialog: true,
            },
          ]),
      { label: "Edit", onClick: () => setEditing(user), dialog: true },
      {
        label: "Invite",
        disabled: invite.isPending && invite.variables === user._id,
        onClick: () =>
          invite.mutate(user._id, {
            onSuccess: (answer) => notify.success(answer.message),
            onError: (error) => reportError(error, () => notify.error("Invitation not sent")),
          }),
      },
      ...(self
        ? []
        : [
            {
              label: "Delete",
              variant: "danger" as const,
              onClick: () => remove.setDeleting(user),
              dialog: true,
            },
          ]),
    ];
  };

  const asking = admin.asking;

  return (
    <ListPage
      title="Manage All Users"
      headerActions={<CreateButton label="Add User" onClick={() => setEditing("new")} />}
      label="Users"
      searchLabel="Search users"
      searchPlaceholder="Search users..."
      state={state}
      columns={columns}
      rows={list.data?.items ?? []}
      total={list.data?.total}
      countText={(n) => `${n.toLocaleString()} users`}
      pageSize={PAGE_SIZES.users}
      rowKey={(user) => user._id}
      rowName={(user) => mask(user, user.username)}
      actions={actions}
      actionsWidth="w-48"
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText="No users found"
    >
      <EditDialog
        open={editing !== null}
        title={editing === "new" ? "Add User" : "Edit User"}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <UserForm user={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </EditDialog>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.isAdmin ? `Remove ${asking.username}'s admin rights?` : `Make ${asking?.username} an admin?`
        }
        busy={admin.busy}
        busyLabel="Saving..."
        confirmLabel={asking?.isAdmin ? "Remove admin" : "Make admin"}
        confirmVariant={asking?.isAdmin ? "danger" : "primary"}
        onCancel={admin.cancel}
        onConfirm={admin.confirm}
      >
        {asking?.isAdmin
          ? `${asking.username} will no longer manage users, members, partners and requests.`
          : `${asking?.username} will manage users, members, courses, partners and requests of every organisation.`}
      </ConfirmDialog>
      <DeleteDialog flow={remove} title="Delete User" what={(user) => user.username} />
    </ListPage>
  );
}
