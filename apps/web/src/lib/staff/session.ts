// What happens when the API stops accepting the token (401): the stored user is cleared, which
// makes the staff guard show "Please sign in" and go to /login. Called from the query cache, so
// every staff call is covered without each screen knowing about it.

import { ApiError } from "../api";
import { clearUser } from "../auth/auth-store";

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Set while the user signs out on purpose, so the guard does not say "Please sign in". */
export const signOutState = { intended: false };

export function handleUnauthorized(): void {
  clearUser();
}

/** Error toast for a failed staff call, except 401 (the guard says "Please sign in" instead). */
export function reportError(error: unknown, show: () => void): void {
  if (isUnauthorized(error)) return;
  console.error(error);
  show();
}
