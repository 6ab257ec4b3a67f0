// The staff side of a content type (docs/decisions/0028-news-events-jobs-insights.md: news, events, jobs, insights): the staff list
// (admins see all; organisation users all, approval on their own), create, update, approve/hide
// naming the version, delete with a time-out, and the decision on a change waiting for review. One
// factory, as the four types answer the same routes under their own path.
import { LIST_PAGING } from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { deleteWithTimeout, type ListArgs, listQuery } from "../../lib/staff/list";
import { type ChangeDecisionArgs, sendChangeDecision } from "../../lib/staff/reviewed-record";

export type ContentKind = "news" | "events" | "jobs" | "insights";

/** What every content item answers to the staff with. */
export interface ContentRecord {
  _id: string;
  approved: boolean;
  version?: number;
}

export interface ContentToasts {
  created: string;
  updated: string;
  saveFailed: string;
  approved: string;
  hidden: string;
  toggleFailed: string;
  deleted: string;
  deleteFailed: string;
  loadFailed: string;
}

/** "Job created", "Error fetching jobs": `noun` names one item, `plural` the list. */
export const contentToasts = (noun: string, plural: string): ContentToasts => ({
  created: `${noun} created`,
  updated: `${noun} updated`,
  saveFailed: `Error saving the ${noun.toLowerCase()}`,
  approved: `${noun} approved`,
  hidden: `${noun} hidden`,
  toggleFailed: `Error updating the ${noun.toLowerCase()}`,
  deleted: `${noun} deleted`,
  deleteFailed: `Error deleting the ${noun.toLowerCase()}`,
  loadFailed: `Error fetching ${plural}`,
});

export function contentApi<T extends ContentRecord, I>(kind: ContentKind, toasts: ContentToasts) {
  const path = `/${kind}`;
  const keys = { all: [kind] as const };
  const pageSize = LIST_PAGING[kind].default;

  function useRefresh() {
    const client = useQueryClient();
    return () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all }),
        client.invalidateQueries({ queryKey: ["count", path] }),
      ]);
  }

  return {
    kind,
    path,
    keys,
    pageSize,
    toasts,
    listQuery: (args: ListArgs) => listQuery<T>(keys.all, path, pageSize, args, toasts.loadFailed),
    useRefresh,
    useSave() {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (input: { id?: string; values: I }) =>
          input.id ? api.put<T>(`${path}/${input.id}`, input.values) : api.post<T>(path, input.values),
        onSuccess: refresh,
      });
    },
    useToggleApproval() {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (row: T) =>
          api.patch<T>(`${path}/${row._id}/toggle-approval`, {
            approved: !row.approved,
            ...(row.version !== undefined ? { version: row.version } : {}),
          }),
        onSettled: refresh,
      });
    },
    useDelete() {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (row: T) => deleteWithTimeout(`${path}/${row._id}`),
        onSuccess: refresh,
      });
    },
    /** Returns an event or job not yet public to its organisation with a note (admin). */
    useReturn() {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (args: { id: string; note: string }) =>
          api.patch<T>(`${path}/${args.id}/return`, { note: args.note }),
        onSettled: refresh,
      });
    },
    useDecideChange() {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (args: ChangeDecisionArgs) => sendChangeDecision<T>(path, args),
        onSettled: refresh,
      });
    },
  };
}

export type ContentApi<T extends ContentRecord, I> = ReturnType<typeof contentApi<T, I>>;
