// Public reads: the server-rendered data first (no loading flash, no refetch on hydration), then
// a fetch in the browser when the page was reached by client navigation. Failures end loading
// with an empty list (docs/product/spec.md §8: public loads are only logged).
import { useEffect, useState } from "react";
import type { InitialData } from "../../app/initial-data";
import { useInitialData } from "../../app/initial-data-context";
import { api } from "../../lib/api";

type ListKey = "courses" | "members" | "partners";
type ListOf<K extends ListKey> = NonNullable<InitialData[K]>;

export const PUBLIC_LIST_PATHS: Record<ListKey, string> = {
  courses: "/courses/approved",
  members: "/members/approved",
  partners: "/partners",
};

export function usePublicList<K extends ListKey>(key: K, onError?: (error: unknown) => void) {
  const initial = useInitialData()[key] as ListOf<K> | undefined;
  const [data, setData] = useState<ListOf<K>>(initial ?? ([] as unknown as ListOf<K>));
  const [loading, setLoading] = useState(initial === undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch once, when there was no server data
  useEffect(() => {
    if (initial !== undefined) return;
    const controller = new AbortController();
    api
      .get<ListOf<K>>(PUBLIC_LIST_PATHS[key], undefined, controller.signal)
      .then((list) => setData(Array.isArray(list) ? list : ([] as unknown as ListOf<K>)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${key} failed`, error);
        onError?.(error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [key]);

  return { data, loading };
}
