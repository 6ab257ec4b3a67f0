// Where to go after signing in: the staff page that sent the visitor to /login (?next=...), only
// when it is an address of this site's staff area (never another site or a public page).
import { STAFF_PATH_PREFIX } from "@alliance/shared";
import { paths } from "../../paths";

export const NEXT_PARAM = "next";

export function loginPathFor(pathname: string, search: string): string {
  return `${paths.login}?${NEXT_PARAM}=${encodeURIComponent(pathname + search)}`;
}

export function safeReturnTo(next: string | null | undefined): string {
  if (!next?.startsWith(STAFF_PATH_PREFIX) || next.includes("//") || next.includes("\\"))
    return paths.adminHome;
  return next;
}
