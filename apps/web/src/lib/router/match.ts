// Path matching for the app's router (lib/router). Every route of the site has a static path
// (docs/product/spec.md §2) or is the catch-all "*", so matching is a comparison, with React
// Router's rules kept: case-insensitive, a trailing slash ignored, static paths before "*".

/** The path without trailing slashes (the root stays "/"), lower-cased. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return (trimmed === "" ? "/" : trimmed).toLowerCase();
}

/** Whether `pathname` is the page at `path` ("*" matches every address). */
export function matchesPath(path: string, pathname: string): boolean {
  return path === "*" || normalizePath(path) === normalizePath(pathname);
}

/**
 * Whether a navigation link to `to` is the current page (React Router's NavLink rule): the same
 * path, or, unless `end`, a path below it.
 */
export function isActivePath(to: string, pathname: string, end: boolean): boolean {
  const target = normalizePath(to);
  const current = normalizePath(pathname);
  if (current === target) return true;
  if (end) return false;
  return current.startsWith(target) && (target.endsWith("/") || current.charAt(target.length) === "/");
}

export interface Branch<T> {
  path: string;
  /** The elements from the outermost layout to the page. */
  chain: T[];
}

/** The branch that renders `pathname`: the first static match, else the first "*". */
export function pickBranch<T>(branches: Branch<T>[], pathname: string): Branch<T> | undefined {
  return (
    branches.find((branch) => branch.path !== "*" && matchesPath(branch.path, pathname)) ??
    branches.find((branch) => branch.path === "*")
  );
}

export interface ParsedPath {
  pathname: string;
  search: string;
  hash: string;
}

/** Resolves a link target (absolute path, or "?query" / "#hash" on the current page). */
export function resolvePath(to: string, from: ParsedPath): ParsedPath {
  const base = `http://app${from.pathname}${from.search}`;
  const url = new URL(to, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function hrefOf(path: ParsedPath): string {
  return `${path.pathname}${path.search}${path.hash}`;
}

/** Links that leave the app (another origin or scheme) are left to the browser. */
export function isExternal(to: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);
}
