// The one hook public pages read the API with (docs/decisions/0032-page-loaders-and-boundaries.md):
// the read its page's loader made (server data, or the navigation's) when the URL matches, else a
// fetch, aborted when the component unmounts or the URL changes. Its answer has the shape of
// TanStack Query's useQuery (status, data, error, isPending, isFetching), which the staff screens
// use; public pages keep that library out of their first load (docs/decisions/0007-public-site-first-load-budget.md).
import { publicReadUrl, type ReadQuery, type ReadResult } from "@alliance/shared";
import { useContext, useEffect, useState } from "react";
import { ApiError } from "../api-error";
import { fetchRead, ReadStoreContext } from "./read-store";

export interface PublicRead<T> {
  status: "pending" | "success" | "error";
  /** The answer; while another URL is read, the previous answer if `keepPreviousData`. */
  data: T | undefined;
  /** A list's total (X-Total-Count). */
  total: number | undefined;
  /** ApiError with the status for an answer other than 200 (404: not found). */
  error: Error | undefined;
  isPending: boolean;
  isError: boolean;
  /** A read is under way (also while the previous data is shown). */
  isFetching: boolean;
}

interface State {
  url: string | null;
  status: PublicRead<unknown>["status"];
  data: unknown;
  total: number | undefined;
  error: Error | undefined;
}

const pendingState = (url: string | null): State => ({
  url,
  status: "pending",
  data: undefined,
  total: undefined,
  error: undefined,
});

function resultState(url: string, result: ReadResult): State {
  if (result.status === 200 && result.data !== undefined)
    return { url, status: "success", data: result.data, total: result.total, error: undefined };
  return {
    ...pendingState(url),
    status: "error",
    error: new ApiError(result.status, `Reading ${url} answered ${result.status}`),
  };
}

/** Waiting for the read of `url`: with the previous answer when asked to keep it. */
const waiting = (url: string | null, previous: State, keep: boolean): State =>
  keep ? { ...pendingState(url), data: previous.data, total: previous.total } : pendingState(url);

/** Whether a read's error says there is no such record (404, or 400 for a malformed address). */
export const isNotFound = (error: Error | undefined): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * `path` (after the API base) and `query` name the read as the page's loader names it; `null`
 * reads nothing (yet).
 */
export function usePublicRead<T>(
  path: string | null,
  query?: ReadQuery,
  options: { keepPreviousData?: boolean } = {},
): PublicRead<T> {
  const store = useContext(ReadStoreContext);
  const url = path === null ? null : publicReadUrl(path, query);
  const keepPrevious = options.keepPreviousData ?? false;
  const [state, setState] = useState<State>(() => {
    const settled = url === null ? undefined : store.settled(url);
    return settled && url !== null ? resultState(url, { status: 200, ...settled }) : pendingState(url);
  });

  useEffect(() => {
    if (url === null) return;
    const settled = store.settled(url);
    if (settled) {
      setState((previous) =>
        previous.url === url && previous.status === "success"
          ? previous
          : resultState(url, { status: 200, ...settled }),
      );
      return;
    }
    const controller = new AbortController();
    setState((previous) => waiting(url, previous, keepPrevious));
    // A read the navigation started is shared; when that navigation is left behind (its reads
    // aborted) while this component stays, the component reads for itself.
    const shared = store.pending(url);
    const read = shared
      ? shared.catch(() => fetchRead(url, controller.signal))
      : fetchRead(url, controller.signal);
    read.then(
      (result) => {
        if (!controller.signal.aborted) setState(resultState(url, result));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Reading ${url} failed`, error);
        setState({
          ...pendingState(url),
          status: "error",
          error: error instanceof Error ? error : new Error(String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [store, url, keepPrevious]);

  const view = state.url === url ? state : waiting(url, state, keepPrevious);
  return {
    status: view.status,
    data: view.data as T | undefined,
    total: view.total,
    error: view.error,
    isPending: view.status === "pending",
    isError: view.status === "error",
    isFetching: view.status === "pending" && url !== null,
  };
}
