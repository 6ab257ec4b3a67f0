// Members: list, admin add (POST /members with the token), update, approve/hide, delete.
import { type Member, type MemberAdminInput, PAGE_SIZES, TOASTS } from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { deleteRecord, type ListArgs, listQuery } from "../../lib/staff/list";
import { type ChangeDecisionArgs, sendChangeDecision } from "../../lib/staff/reviewed-record";

export const membersKeys = { all: ["members"] as const };

export const membersListQuery = (args: ListArgs) =>
  listQuery<Member>(membersKeys.all, "/members", PAGE_SIZES.members, args, TOASTS.errorFetchingMembers);

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: membersKeys.all }),
      client.invalidateQueries({ queryKey: ["count", "/members"] }),
    ]);
}

export function useSaveMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: string; values: MemberAdminInput }) =>
      input.id
        ? api.put<Member>(`/members/${input.id}`, input.values)
        : api.post<Member>("/members", input.values),
    onSuccess: refresh,
  });
}

export function useToggleMemberApproval() {
  const refresh = useRefresh();
  return useMutation({
    // Approving names the version on screen: a record changed since is refused (409) and the
    // list, refreshed either way, shows the new version to review (ADR 0020).
    mutationFn: (member: Member) =>
      api.patch<Member>(`/members/${member._id}/toggle-approval`, {
        approved: !member.approved,
        ...(member.version !== undefined ? { version: member.version } : {}),
      }),
    onSettled: refresh,
  });
}

export function useDeleteMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (member: Member) => deleteRecord(`/members/${member._id}`),
    onSuccess: refresh,
  });
}

/** Approve or discard the changes waiting for review (admin). */
export function useDecideMemberChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (args: ChangeDecisionArgs) => sendChangeDecision<Member>("/members", args),
    // A refused decision (decided or edited meanwhile) still shows the list as it is now.
    onSettled: refresh,
  });
}
