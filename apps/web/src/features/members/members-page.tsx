// /admin-members (Manage Members): search, status filter, sorting, pages of PAGE_SIZES.members
// with ranges, add (admins), edit and delete (admins, or the owner), approve/hide (admins). Phone,
// review status and applied date show for admins and on the signed-in user's own entries only.
import {
  type Member,
  PAGE_SIZES,
  REVIEW_STATUSES,
  SORT_FIELDS,
  TEXTS,
  TOASTS,
  toHttpUrl,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EditDialog } from "../../components/staff/edit-dialog";
import { formatDate } from "../../components/staff/format";
import type { Column, RowAction } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { REVIEW_FILTER, ReviewBadge, statusOf } from "../../components/staff/list/review-badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { canModify } from "../staff/list";
import { useStaffUser } from "../staff/staff-user";
import { useClampPage } from "../staff/use-clamp-page";
import { useDeleteFlow } from "../staff/use-delete-flow";
import { useListUrl } from "../staff/use-list-url";
import { useToggleFlow } from "../staff/use-toggle-flow";
import { membersListQuery, useDeleteMember, useToggleMemberApproval } from "./api";
import { MemberForm } from "./components/member-form";

const fullName = (member: Member) => `${member.firstName} ${member.surName}`.trim();

const URL_OPTIONS = {
  sorts: SORT_FIELDS.members,
  filters: { status: REVIEW_STATUSES },
} as const;

export default function MembersPage() {
  const user = useStaffUser();
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(membersListQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZES.members);
  const [editing, setEditing] = useState<Member | "new" | null>(null);
  const toggle = useToggleFlow(useToggleMemberApproval(), {
    done: (member, updated) =>
      (updated?.approved ?? !member.approved) ? TOASTS.memberApproved : TOASTS.memberHidden,
    failed: TOASTS.errorUpdatingMember,
  });
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(useDeleteMember(), {
    deleted: TOASTS.memberDeleted,
    failed: TOASTS.errorDeletingMember,
  });

  const mine = (member: Member) => canModify(user, member);

  const columns: Column<Member>[] = [
    {
      id: "name",
      header: "Name",
      sort: "firstName",
      text: (member) => `${fullName(member)}${member.role ? `, ${member.role}` : ""}`,
      cell: (member) => (
        <>
          {fullName(member)}
          {member.role && <span className="block truncate text-xs text-gray-700">{member.role}</span>}
        </>
      ),
    },
    {
      id: "email",
      header: "Email",
      text: (member) => member.email,
      cell: (member) => (
        <>
          {member.email}
          {mine(member) && member.phone && (
            <span className="block text-xs text-gray-700">{member.phone}</span>
          )}
        </>
      ),
    },
    {
      id: "organization",
      header: "Organization",
      sort: "organizationName",
      text: (member) => member.organizationName,
      cell: (member) => {
        const href = toHttpUrl(member.website);
        return href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand underline">
            {member.organizationName}
          </a>
        ) : (
          member.organizationName
        );
      },
    },
    {
      id: "status",
      header: "Status",
      width: "w-32",
      cell: (member) =>
        mine(member) && member.approved !== undefined ? <ReviewBadge status={statusOf(member)} /> : null,
    },
    {
      id: "applied",
      header: "Applied",
      sort: "createdAt",
      width: "w-28",
      cell: (member) => (mine(member) ? formatDate(member.createdAt) : ""),
    },
  ];

  const actions = (member: Member): RowAction[] => {
    if (!mine(member)) return [];
    return [
      ...(user.isAdmin
        ? [
            {
              label: member.approved ? "Hide" : "Approve",
              variant: member.approved ? ("secondary" as const) : ("success" as const),
              onClick: () => toggle.run(member),
              disabled: toggle.busyFor(member),
            },
          ]
        : []),
      { label: "Edit", onClick: () => setEditing(member), dialog: true },
      { label: "Delete", variant: "danger", onClick: () => setDeleting(member), dialog: true },
    ];
  };

  return (
    <ListPage
      title="Manage Members"
      headerActions={
        user.isAdmin ? (
          <Button onClick={() => setEditing("new")} aria-haspopup="dialog">
            Add Member
          </Button>
        ) : undefined
      }
      label="Members"
      searchLabel="Search members"
      searchPlaceholder="Search members..."
      state={state}
      filters={[REVIEW_FILTER]}
      columns={columns}
      rows={list.data?.items ?? []}
      total={list.data?.total}
      countText={(n) => `${n.toLocaleString()} members`}
      pageSize={PAGE_SIZES.members}
      ranges
      rowKey={(member) => member._id}
      rowName={fullName}
      actions={actions}
      actionsWidth="w-44"
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText="No members found"
    >
      <EditDialog
        open={editing !== null}
        title={editing === "new" ? "Add Member" : "Edit Member"}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <MemberForm member={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </EditDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Member"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete {deleting ? fullName(deleting) : ""}?
      </ConfirmDialog>
    </ListPage>
  );
}
