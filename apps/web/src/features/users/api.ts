// Users (admin only): list, register, update, toggle admin, delete with a 10 s time-out.
import { PAGE_SIZES, TOASTS, type User, type UserCreateInput, type UserUpdateInput } from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { deleteWithTimeout, type ListArgs, listQuery } from "../../lib/staff/list";

export const usersKeys = { all: ["users"] as const };

export const usersListQuery = (args: ListArgs) =>
  listQuery<User>(usersKeys.all, "/users", PAGE_SIZES.users, args, TOASTS.errorFetchingUsers);

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: usersKeys.all }),
      client.invalidateQueries({ queryKey: ["count", "/users"] }),
      client.invalidateQueries({ queryKey: ["me"] }),
    ]);
}

export function useSaveUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id?: string; values: UserCreateInput | UserUpdateInput }) =>
      input.id
        ? api.put<User>(`/users/${input.id}`, input.values)
        : api.post<User>("/users/register", input.values),
    onSuccess: refresh,
  });
}

export function useToggleAdmin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (user: User) =>
      api.patch<User>(`/users/${user._id}/toggle-admin`, { isAdmin: !user.isAdmin }),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (user: User) => deleteWithTimeout(`/users/${user._id}`),
    onSuccess: refresh,
  });
}

/** Sends a user the e-mail with a link to set their password (again). */
export function useInvite() {
  return useMutation({
    mutationFn: (userId: string) => api.post<{ message: string }>(`/users/${userId}/invite`),
  });
}
