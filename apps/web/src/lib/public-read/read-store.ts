// The reads of the page on screen: the server's (its initial data, keyed by API URL) and, in the
// browser, those the page's loader started when the page was navigated to (route-loading.ts). A
// page's hooks (use-public-read.ts) take a read from here when its URL matches, else fetch it.
import type { PublicReads, ReadResult, ReadUrl } from "@alliance/shared";
import { createContext } from "react";

export interface ReadStore {
  /** The read of this URL already made for this page (server data, or a finished loader read). */
  settled(url: string): PublicReads[string] | undefined;
  /** The read of this URL under way for this page (started by its loader on navigation). */
  pending(url: string): Promise<ReadResult> | undefined;
}

/** A store of finished reads only: the server's render, and the browser's first (hydrating) one. */
export function settledReads(reads: PublicReads): ReadStore {
  return { settled: (url) => reads[url], pending: () => undefined };
}

/** One public API read in the browser: no credentials, the list's total from X-Total-Count. */
export async function fetchRead(url: string, signal?: AbortSignal): Promise<ReadResult> {
  const response = await fetch(url, { headers: { accept: "application/json" }, signal });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const header = response.headers.get("x-total-count");
  const total = header === null ? undefined : Number(header);
  return { status: response.status, data, total: Number.isFinite(total) ? total : undefined };
}

/**
 * The browser's store: the server's reads until the first navigation, then the reads of each
 * navigation's loader (the previous ones aborted and forgotten, so a page opened again is read
 * again, as fresh as before).
 */
export function browserReads(initial: PublicReads): ReadStore & { navigate(): ReadUrl } {
  let settled = initial;
  let pending = new Map<string, Promise<ReadResult>>();
  let controller = new AbortController();
  return {
    settled: (url) => settled[url],
    pending: (url) => pending.get(url),
    navigate() {
      controller.abort();
      controller = new AbortController();
      const own = { settled: {} as PublicReads, pending: new Map<string, Promise<ReadResult>>() };
      settled = own.settled;
      pending = own.pending;
      const { signal } = controller;
      return (url) => {
        const started = own.pending.get(url);
        if (started) return started;
        const read = fetchRead(url, signal).then((result) => {
          if (result.status === 200) own.settled[url] = { data: result.data, total: result.total };
          return result;
        });
        own.pending.set(url, read);
        return read;
      };
    },
  };
}

export const ReadStoreContext = createContext<ReadStore>(settledReads({}));
