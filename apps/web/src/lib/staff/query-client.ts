// One QueryClient for the staff chunk (kept at module level, so moving between staff routes, which
// remounts the staff root, keeps the cache). A 401 from any call ends the session; a failed list
// load shows the toast named in the query's `meta.errorMessage` (docs/product/spec.md §8).
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api";
import { notify } from "../toast";
import { handleUnauthorized, isUnauthorized } from "./session";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { errorMessage?: string };
  }
}

export const staffQueryClient = new QueryClient({
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
