// The auth state of docs/product/spec.md §3/§4 (user, isError, isSuccess, isLoading, message) as a tiny external
// store read with useSyncExternalStore: no state library, shared by /login and the staff area.
import { API_BASE, type SignedInUser, TOASTS } from "@alliance/shared";
import { useSyncExternalStore } from "react";
import { ApiError, apiRequest } from "../api";
import { clearStoredUser, readStoredUser, storeUser } from "../session";

export interface AuthState {
  user: SignedInUser | null;
  isError: boolean;
  isSuccess: boolean;
  isLoading: boolean;
  message: string;
}

const idle = { isError: false, isSuccess: false, isLoading: false, message: "" };

let state: AuthState = { user: null, ...idle };
let hydrated = false;
const listeners = new Set<() => void>();

function set(next: Partial<AuthState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Reads the stored user once, on the client only (the server renders signed out). */
function ensureHydrated() {
  if (hydrated || typeof window === "undefined") return;
  hydrated = true;
  state = { ...state, user: readStoredUser() };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === "user") set({ user: readStoredUser() });
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverState: AuthState = { user: null, ...idle };

export function getAuthState(): AuthState {
  ensureHydrated();
  return state;
}

/** POST /users/login; on success stores the answer under `user`, on failure clears it and keeps the message. */
export async function login(email: string, password: string): Promise<AuthState> {
  set({ isLoading: true, isError: false, isSuccess: false, message: "" });
  try {
    const { data } = await apiRequest<SignedInUser>("POST", "/users/login", {
      body: { email, password },
      auth: false,
    });
    storeUser(data);
    set({ user: data, isLoading: false, isSuccess: true, isError: false, message: "" });
  } catch (error) {
    clearStoredUser();
    // A failure without an answer from the server is a network failure (docs/product/spec.md §8: Network Error).
    const message = error instanceof ApiError ? error.message : TOASTS.networkError;
    set({ user: null, isLoading: false, isSuccess: false, isError: true, message });
  }
  return state;
}

/** POST /users/logout with the token, then clears the stored user even if the call fails. */
export async function logout(): Promise<void> {
  const token = (state.user ?? readStoredUser())?.token;
  try {
    if (token) {
      await fetch(`${API_BASE}/users/logout`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
    }
  } catch {
    // Signing out locally matters more than telling the server.
  } finally {
    clearStoredUser();
    set({ user: null, ...idle });
  }
}

/** Clears loading, success, error and message (docs/product/spec.md §4). */
export function reset(): void {
  set({ ...idle });
}

/** Signs out locally (e.g. after a 401) without calling the server. */
export function clearUser(): void {
  clearStoredUser();
  set({ user: null, ...idle });
}

export function useAuth() {
  const current = useSyncExternalStore(subscribe, getAuthState, () => serverState);
  return { ...current, login, logout, reset, clearUser };
}
