// Server-paged lists (docs/product/design.md §4): `q`, `page`, `pageSize` in, a JSON array plus X-Total-Count out.
import { DELETE_TIMEOUT_MS } from "@alliance/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api";

export interface Page<T> {
  items: T[];
  total: number;
}

export interface ListParams {
  q?: string;
  page: number;
  pageSize: number;
}

export async function fetchPage<T>(
  path: string,
  params: ListParams & Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const { data, headers } = await apiRequest<T[]>("GET", path, { query: params, signal });
  const items = Array.isArray(data) ? data : [];
  const header = headers.get("x-total-count");
  const total = header === null ? items.length : Number(header);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** What a staff list asks the server for (see use-list-url.ts). */
export interface ListArgs {
  q: string;
  page: number;
  sort: string;
  filters: Record<string, string>;
}

/** The query of one page of a staff list; the previous page stays shown while the next loads. */
export function listQuery<T>(
  key: readonly string[],
  path: string,
  pageSize: number,
  args: ListArgs,
  errorMessage: string,
) {
  const { q, page, sort, filters } = args;
  return queryOptions({
    queryKey: [...key, "list", { q, page, sort, ...filters }],
    queryFn: ({ signal }) => fetchPage<T>(path, { q, page, pageSize, sort, ...filters }, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage },
  });
}

/** The number of rows a list holds (home count cards): one row asked for, the total read. */
export async function fetchCount(
  path: string,
  signal?: AbortSignal,
  filters: Record<string, string> = {},
): Promise<number> {
  const page = await fetchPage(path, { page: 1, pageSize: 1, ...filters }, signal);
  return page.total;
}

/** DELETE that gives up after DELETE_TIMEOUT_MS (docs/product/spec.md §7: users, courses, partners). */
export async function deleteWithTimeout(path: string, timeoutMs: number = DELETE_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("Timed out", "TimeoutError")), timeoutMs);
  try {
    await apiRequest("DELETE", path, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

export async function deleteRecord(path: string): Promise<void> {
  await apiRequest("DELETE", path);
}

/** Owner checks use the shared rule, the one the API enforces. */
export { canModify, sameEmail } from "@alliance/shared";
