// Courses: list (admins see all; organisation users see all with approval only on their own),
// create, update, approve/hide, delete with a 10 s time-out.
import { type Course, type CourseInput, PAGE_SIZES, TOASTS } from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { deleteWithTimeout, type ListArgs, listQuery } from "../../lib/staff/list";
import { type ChangeDecisionArgs, sendChangeDecision } from "../../lib/staff/reviewed-record";

export const coursesKeys = { all: ["courses"] as const };

export const coursesListQuery = (args: ListArgs) =>
  listQuery<Course>(coursesKeys.all, "/courses", PAGE_SIZES.courses, args, TOASTS.errorFetchingCoursesStaff);

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: coursesKeys.all }),
      client.invalidateQueries({ queryKey: ["count", "/courses"] }),
    ]);
}

/** Thrown when PUT answers without the course (docs/product/spec.md §8: Failed to update). */
export class EmptyUpdateError extends Error {}

export function useSaveCourse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { id?: string; values: CourseInput }) => {
      if (!input.id) return api.post<Course>("/courses", input.values);
      const updated = await api.put<Course | undefined>(`/courses/${input.id}`, input.values);
      if (!updated) throw new EmptyUpdateError("Failed to update");
      return updated;
    },
    onSuccess: refresh,
  });
}

export function useToggleCourseApproval() {
  const refresh = useRefresh();
  return useMutation({
    // Approving names the version on screen: a record changed since is refused (409) and the
    // list, refreshed either way, shows the new version to review (ADR 0020).
    mutationFn: (course: Course) =>
      api.patch<Course>(`/courses/${course._id}/toggle-approval`, {
        approved: !course.approved,
        ...(course.version !== undefined ? { version: course.version } : {}),
      }),
    onSettled: refresh,
  });
}

export function useDeleteCourse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (course: Course) => deleteWithTimeout(`/courses/${course._id}`),
    onSuccess: refresh,
  });
}

/** Approve or discard the changes waiting for review (admin). */
export function useDecideCourseChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (args: ChangeDecisionArgs) => sendChangeDecision<Course>("/courses", args),
    // A refused decision (decided or edited meanwhile) still shows the list as it is now.
    onSettled: refresh,
  });
}
