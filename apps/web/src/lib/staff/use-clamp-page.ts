import { useEffect } from "react";
import { pageCountFor } from "../pagination";

/** Goes back to the last page when deletions (or a shorter result) leave the current one empty. */
export function useClampPage(
  page: number,
  setPage: (page: number, replace?: boolean) => void,
  total: number | undefined,
  pageSize: number,
) {
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCountFor(total, pageSize);
    if (page > last) setPage(last, true);
  }, [page, setPage, total, pageSize]);
}
