// One QueryClient for the staff chunk (kept at module level, so moving between staff routes, which
// remounts the staff root, keeps the cache). A 401 from any call ends the session; a failed list
// load shows the toast named in the query's `meta.errorMessage` (docs/product/spec.md §8).
import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  MutationCache,
  QueryCache,
  QueryClient,
} from "@tanstack/react-query";
import { ApiError } from "../api";
import { notify } from "../toast";
import { handleUnauthorized, isUnauthorized } from "./session";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { errorMessage?: string };
  }
}

/**
 * A QueryClient whose invalidation always reads again. Every write invalidates what it changed,
 * and TanStack Query then cancels a fetch in flight and starts a new one, but only for a query
 * that already has data: a list still on its first load keeps its fetch, and the invalidation
 * waits for that fetch, which the server may have answered from before the write (a record made
 * while the list was still loading was missing from it until the next reload). Cancelling first
 * sends every invalidated query back to the server after the write.
 */
export class WriteAfterReadQueryClient extends QueryClient {
  override async invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    if (filters?.refetchType !== "none") await this.cancelQueries(filters);
    return super.invalidateQueries(filters, options);
  }
}

export const staffQueryClient = new WriteAfterReadQueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (isUnauthorized(error)) {
        handleUnauthorized();
        return;
      }
      console.error(error);
      if (query.meta?.errorMessage) notify.error(query.meta.errorMessage);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isUnauthorized(error)) handleUnauthorized();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    },
    mutations: { retry: false },
  },
});
