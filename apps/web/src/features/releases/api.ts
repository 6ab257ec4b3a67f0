// Releases of the impact figures (admin): the quarters past their reporting deadline, the preview
// of what publishing one would change, publishing, and the public list of releases.
import type { Quarter, Release, ReleaseInput, ReleasePreview, ReleaseQuarter } from "@alliance/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const releasesKeys = { all: ["releases"] as const };

export const releaseQuartersQuery = () =>
  queryOptions({
    queryKey: [...releasesKeys.all, "quarters"],
    queryFn: ({ signal }) => api.get<ReleaseQuarter[]>("/releases/quarters", undefined, signal),
  });

export const releasePreviewQuery = (year: number, quarter: Quarter) =>
  queryOptions({
    queryKey: [...releasesKeys.all, "preview", year, quarter],
    queryFn: ({ signal }) => api.get<ReleasePreview>("/releases/preview", { year, quarter }, signal),
  });

export const publishedReleasesQuery = () =>
  queryOptions({
    queryKey: [...releasesKeys.all],
    queryFn: ({ signal }) => api.get<Release[]>("/open-data/releases", undefined, signal),
  });

export function usePublishRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReleaseInput) => api.post<Release>("/releases", input),
    onSuccess: () => client.invalidateQueries({ queryKey: releasesKeys.all }),
  });
}
