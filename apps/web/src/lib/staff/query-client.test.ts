// A write's invalidation reads again even while a list is on its first load: the record just made
// is in the list that follows, not only after a reload.
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { WriteAfterReadQueryClient } from "./query-client";

/** A list on the server, and reads of it that answer only when told to. */
function slowServer() {
  const rows = ["first"];
  const waiting: Array<() => void> = [];
  return {
    write: (row: string) => rows.push(row),
    /** What the server read at the moment the request reached it, answered on `answerAll`. */
    read: () => {
      const snapshot = [...rows];
      return new Promise<string[]>((resolve) => waiting.push(() => resolve(snapshot)));
    },
    answerAll: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

/** A list on screen still loading, a record made meanwhile, then every read answered. */
async function listAfterWriteDuringFirstLoad(client: QueryClient): Promise<string[] | undefined> {
  const server = slowServer();
  const observer = new QueryObserver(client, { queryKey: ["jobs", "list"], queryFn: server.read });
  const unsubscribe = observer.subscribe(() => undefined);
  server.write("made while loading");
  let settled = false;
  const invalidated = client.invalidateQueries({ queryKey: ["jobs"] }).then(() => {
    settled = true;
  });
  // The first read answers, then (when there is one) the read the invalidation started.
  while (!settled) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
  }
  await invalidated;
  unsubscribe();
  return observer.getCurrentResult().data;
}

describe("the staff query client", () => {
  it("reads again after a write even when the list was still on its first load", async () => {
    const client = new WriteAfterReadQueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await listAfterWriteDuringFirstLoad(client)).toEqual(["first", "made while loading"]);
  });

  it("is needed: TanStack Query's own client keeps the first load's answer, read before the write", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await listAfterWriteDuringFirstLoad(client)).toEqual(["first"]);
  });
});
