// The signed-in user, kept in browser storage under `user` (docs/product/spec.md §3).
import type { SignedInUser } from "@alliance/shared";

const KEY = "user";

export function readStoredUser(): SignedInUser | null {
  if (typeof localStorage === "undefined") return null;
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SignedInUser) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: SignedInUser): void {
  localStorage.setItem(KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  if (typeof localStorage !== "undefined") localStorage.removeItem(KEY);
}
