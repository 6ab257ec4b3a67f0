// For component tests: the reads a page would have been rendered with (as the server hands them).
import { type PublicReads, publicReadUrl, type ReadQuery } from "@alliance/shared";
import type { ReactNode } from "react";
import { ReadStoreContext, settledReads } from "./read-store";

/** One read as the page's store keeps it: path and query as the hook names it, its answer. */
export function readOf(path: string, data: unknown, query?: ReadQuery, total?: number): PublicReads {
  return { [publicReadUrl(path, query)]: { data, ...(total === undefined ? {} : { total }) } };
}

export function ReadsProvider({ reads, children }: { reads: PublicReads; children: ReactNode }) {
  return <ReadStoreContext.Provider value={settledReads(reads)}>{children}</ReadStoreContext.Provider>;
}
