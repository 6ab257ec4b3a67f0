// The signed-in staff user as the screens see it: the stored user refreshed by GET /users/me, so
// a demotion or an organisation change shows without signing in again.
import type { SignedInUser, User } from "@alliance/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { api } from "../api";

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: ({ signal }) => api.get<User>("/users/me", undefined, signal),
  staleTime: 60_000,
});

export function useMergedUser(stored: SignedInUser | null): SignedInUser | null {
  const me = useQuery({ ...meQuery, enabled: !!stored });
  if (!stored) return null;
  return me.data ? { ...stored, ...me.data, token: stored.token } : stored;
}

const StaffUserContext = createContext<SignedInUser | null>(null);
export const StaffUserProvider = StaffUserContext.Provider;

/** The signed-in user; the staff guard guarantees there is one below it. */
export function useStaffUser(): SignedInUser {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error("useStaffUser outside the staff guard");
  return user;
}

/** The signed-in user when under the staff guard, else null (hooks shared with other screens). */
export function useMaybeStaffUser(): SignedInUser | null {
  return useContext(StaffUserContext);
}
