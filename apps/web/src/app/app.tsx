import { type ReadStore, ReadStoreContext } from "../lib/public-read/read-store";
import { AppRoutes } from "./routes";

/**
 * The whole app, the same on the server (prerender) and in the browser (hydration); `reads` are
 * the page's reads (docs/decisions/0032-page-loaders-and-boundaries.md).
 */
export function App({ reads }: { reads: ReadStore }) {
  return (
    <ReadStoreContext.Provider value={reads}>
      <AppRoutes />
    </ReadStoreContext.Provider>
  );
}
