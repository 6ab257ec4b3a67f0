// /admin-members (Manage Members): search, pages of PAGE_SIZES.members with ranges, add (admins),
// edit and delete (admins, or the owner), approve/hide (admins). Phone, approval status and
// applied date show for admins and on the signed-in user's own entries only.
import { type Member, PAGE_SIZES, TEXTS, TOASTS, toHttpUrl } from "@alliance/shared";
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
import { sameEmail } from "../../features/staff/list";
import { membersListQuery, useDeleteMember, useToggleMemberApproval } from "../../features/staff/members/api";
import { MemberForm } from "../../features/staff/members/components/member-form";
import { reportError } from "../../features/staff/session";
import { useStaffUser } from "../../features/staff/staff-user";
import { useClampPage } from "../../features/staff/use-clamp-page";
import { useDeleteFlow } from "../../features/staff/use-delete-flow";
import { useListState } from "../../features/staff/use-list-state";
import { notify } from "../../lib/toast";

export default function MembersPage() {
  const user = useStaffUser();
  const { search, setSearch, q, page, setPage } = useListState();
  const list = useQuery(membersListQuery(q, page));
  useClampPage(page, setPage, list.data?.total, PAGE_SIZES.members);
  const [editing, setEditing] = useState<Member | "new" | null>(null);
  const toggle = useToggleMemberApproval();
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(useDeleteMember(), {
    deleted: TOASTS.memberDeleted,
    failed: TOASTS.errorDeletingMember,
  });

  const canManage = (member: Member) => user.isAdmin || sameEmail(member.email, user.email);

  function onToggle(member: Member) {
    toggle.mutate(member, {
      onSuccess: (updated) =>
        notify.success((updated?.approved ?? !member.approved) ? TOASTS.memberApproved : TOASTS.memberHidden),
      onError: (error) => reportError(error, () => notify.error(TOASTS.errorUpdatingMember)),
    });
  }

  const items = list.data?.items ?? [];
  const columns = 8;

  return (
    <>
      <PageHeader
        title="Manage Members"
        actions={
          user.isAdmin ? (
            <Button onClick={() => setEditing("new")} aria-haspopup="dialog">
              Add Member
            </Button>
          ) : undefined
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search members"
          placeholder="Search members..."
        />
        {list.data && (
          <p className="text-sm text-gray-800" aria-live="polite">
            {list.data.total.toLocaleString()} members
          </p>
        )}
      </div>
      <TableContainer label="Members">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Role
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
                Status
              </th>
              <th scope="col" className={th}>
                Applied
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
              <EmptyRow colSpan={columns}>No members found</EmptyRow>
            ) : (
              items.map((member) => {
                const mine = canManage(member);
                const name = `${member.firstName} ${member.surName}`.trim();
                const href = toHttpUrl(member.website);
                return (
                  <tr key={member._id}>
                    <td className={td}>{name}</td>
                    <td className={td}>{member.role}</td>
                    <td className={`${td} whitespace-nowrap`}>{member.email}</td>
                    <td className={`${td} whitespace-nowrap`}>{mine ? member.phone : ""}</td>
                    <td className={td}>
                      {href ? (
                        <a
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-brand underline"
                        >
                          {member.organizationName}
                        </a>
                      ) : (
                        member.organizationName
                      )}
                    </td>
                    <td className={td}>
                      {mine && member.approved !== undefined ? (
                        <StatusBadge on={!!member.approved} onLabel="Approved" offLabel="Hidden" />
                      ) : null}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{mine ? formatDate(member.createdAt) : ""}</td>
                    <td className={td}>
                      {mine && (
                        <div className="flex gap-1">
                          {user.isAdmin && (
                            <Button
                              variant={member.approved ? "secondary" : "success"}
                              onClick={() => onToggle(member)}
                              disabled={toggle.isPending && toggle.variables?._id === member._id}
                            >
                              {member.approved ? "Hide" : "Approve"}
                              <VisuallyHidden> {name}</VisuallyHidden>
                            </Button>
                          )}
                          <Button
                            variant="secondary"
                            onClick={() => setEditing(member)}
                            aria-haspopup="dialog"
                          >
                            Edit<VisuallyHidden> {name}</VisuallyHidden>
                          </Button>
                          <Button variant="danger" onClick={() => setDeleting(member)} aria-haspopup="dialog">
                            Delete<VisuallyHidden> {name}</VisuallyHidden>
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableContainer>
      <Pagination
        label="Members pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZES.members}
        onPageChange={setPage}
        ranges
      />
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Add Member" : "Edit Member"}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <MemberForm member={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Member"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete {deleting ? `${deleting.firstName} ${deleting.surName}`.trim() : ""}?
      </ConfirmDialog>
    </>
  );
}
