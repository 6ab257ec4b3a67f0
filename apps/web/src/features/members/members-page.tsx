// /admin-members (Manage Members): search, status filter, sorting, pages of PAGE_SIZES.members
// with ranges, add (admins), edit and delete (admins, or the owner), approve/hide (admins). Phone,
// review status and applied date show for admins and on the signed-in user's own entries only.
// An organisation user's edit of an approved record waits for review ("Changes pending review");
// admins approve or discard it after reading it (docs/decisions/0016-content-review-of-edits.md).
import { type Member, PAGE_SIZES, REVIEW_FILTERS, SORT_FIELDS, TEXTS, TOASTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { CreateButton } from "../../components/staff/create-button";
import { changesOf } from "../../components/staff/list/change-review-dialog";
import { appliedColumn, ExternalLink, statusColumn } from "../../components/staff/list/columns";
import type { Column } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { REVIEW_FILTER } from "../../components/staff/list/review-badge";
import { useRecordScreen } from "../../lib/staff/reviewed-record";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { useListUrl } from "../../lib/staff/use-list-url";
import { membersListQuery, useDecideMemberChange, useDeleteMember, useToggleMemberApproval } from "./api";
import { MEMBER_FIELD_LABELS, MemberForm } from "./components/member-form";

const fullName = (member: Member) => `${member.firstName} ${member.surName}`.trim();

const URL_OPTIONS = {
  sorts: SORT_FIELDS.members,
  filters: { status: REVIEW_FILTERS },
} as const;

const columns: Column<Member>[] = [
  {
    id: "name",
    header: "Name",
    sort: "firstName",
    text: fullName,
    cell: fullName,
    detail: (member) => member.role,
  },
  {
    id: "email",
    header: "Email",
    text: (member) => member.email ?? "",
    cell: (member) => member.email,
    // The API sends the phone to admins and the record's organisation only.
    detail: (member) => member.phone,
  },
  {
    id: "organization",
    header: "Organization",
    sort: "organizationName",
    text: (member) => member.organizationName,
    cell: (member) => <ExternalLink href={member.website}>{member.organizationName}</ExternalLink>,
  },
  statusColumn(),
  appliedColumn(),
];

export default function MembersPage() {
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(membersListQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZES.members);
  const screen = useRecordScreen<Member>({
    noun: "Member",
    name: fullName,
    changes: (member) => changesOf(member, MEMBER_FIELD_LABELS),
    form: (member, onDone) => <MemberForm member={member} onDone={onDone} />,
    toggle: useToggleMemberApproval(),
    toggled: {
      approved: TOASTS.memberApproved,
      hidden: TOASTS.memberHidden,
      failed: TOASTS.errorUpdatingMember,
    },
    decide: useDecideMemberChange(),
    trash: "member",
    remove: useDeleteMember(),
    removed: { deleted: TOASTS.memberDeleted, failed: TOASTS.errorDeletingMember },
  });

  return (
    <ListPage
      title="Manage Members"
      headerActions={
        screen.user.isAdmin ? <CreateButton label="Add Member" onClick={screen.create} /> : undefined
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
      actions={screen.actions}
      actionsWidth="w-44"
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText="No members found"
    >
      {screen.dialogs}
    </ListPage>
  );
}
