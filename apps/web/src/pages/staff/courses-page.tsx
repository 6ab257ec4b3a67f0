// /admin-courses (Manage Courses): search, pages of PAGE_SIZES.courses with ranges, create/edit,
// approve/hide (admins), delete with confirmation. Organisation users edit and delete only their
// own courses and see approval status and applied date only on those.
import { type Course, PAGE_SIZES, TEXTS, TOASTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../components/staff/format";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Modal } from "../../components/ui/modal";
import { Pagination } from "../../components/ui/pagination";
import { SearchBox } from "../../components/ui/search-box";
import { EmptyRow, StatusBadge, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { VisuallyHidden } from "../../components/ui/visually-hidden";
import { coursesListQuery, useDeleteCourse, useToggleCourseApproval } from "../../features/staff/courses/api";
import { CourseForm } from "../../features/staff/courses/components/course-form";
import { canModify } from "../../features/staff/list";
import { reportError } from "../../features/staff/session";
import { useStaffUser } from "../../features/staff/staff-user";
import { useClampPage } from "../../features/staff/use-clamp-page";
import { useDeleteFlow } from "../../features/staff/use-delete-flow";
import { useListState } from "../../features/staff/use-list-state";
import { notify } from "../../lib/toast";

export default function CoursesPage() {
  const user = useStaffUser();
  const { search, setSearch, q, page, setPage } = useListState();
  const list = useQuery(coursesListQuery(q, page));
  useClampPage(page, setPage, list.data?.total, PAGE_SIZES.courses);
  const [editing, setEditing] = useState<Course | "new" | null>(null);
  const toggle = useToggleCourseApproval();
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(useDeleteCourse(), {
    deleted: TOASTS.courseDeleted,
    failed: TOASTS.errorDeletingCourse,
  });

  const canManage = (course: Course) => canModify(user, course);

  function onToggle(course: Course) {
    toggle.mutate(course, {
      onSuccess: (updated) =>
        notify.success((updated?.approved ?? !course.approved) ? TOASTS.courseApproved : TOASTS.courseHidden),
      onError: (error) => reportError(error, () => notify.error(TOASTS.errorUpdatingCourse)),
    });
  }

  const items = list.data?.items ?? [];
  const columns = 8;

  return (
    <>
      <PageHeader
        title="Manage Courses"
        actions={
          <Button onClick={() => setEditing("new")} aria-haspopup="dialog">
            Add Course
          </Button>
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search courses"
          placeholder="Search courses..."
        />
        {list.data && (
          <p className="text-sm text-gray-800" aria-live="polite">
            {list.data.total.toLocaleString()} courses
          </p>
        )}
      </div>
      <TableContainer label="Courses">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className={th}>
                Image
              </th>
              <th scope="col" className={th}>
                Title
              </th>
              <th scope="col" className={th}>
                Organization
              </th>
              <th scope="col" className={th}>
                Category
              </th>
              <th scope="col" className={th}>
                Tag
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Applied
              </th>
              <th scope="col" className={th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {list.isPending ? (
              <EmptyRow colSpan={columns}>{TEXTS.loading}</EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={columns}>No courses found</EmptyRow>
            ) : (
              items.map((course) => {
                const mine = canManage(course);
                return (
                  <tr key={course._id}>
                    <td className={td}>
                      {course.image ? (
                        <img
                          src={course.image}
                          alt=""
                          loading="lazy"
                          className="h-12 w-16 rounded object-cover"
                        />
                      ) : null}
                    </td>
                    <td className={`${td} min-w-48`}>
                      <a
                        href={course.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-brand underline"
                      >
                        {course.title}
                      </a>
                      {course.featured && (
                        <span className="ml-2 text-xs font-semibold text-gray-800">Featured</span>
                      )}
                      <span className="block text-xs text-gray-700">
                        {course.segment === "role" ? "Role" : "Topic"}
                      </span>
                    </td>
                    <td className={td}>{course.organization}</td>
                    <td className={td}>{course.category}</td>
                    <td className={td}>{course.tag}</td>
                    <td className={td}>
                      {mine && course.approved !== undefined ? (
                        <StatusBadge on={!!course.approved} onLabel="Approved" offLabel="Hidden" />
                      ) : null}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{mine ? formatDate(course.createdAt) : ""}</td>
                    <td className={td}>
                      {mine && (
                        <div className="flex gap-1">
                          {user.isAdmin && (
                            <Button
                              variant={course.approved ? "secondary" : "success"}
                              onClick={() => onToggle(course)}
                              disabled={toggle.isPending && toggle.variables?._id === course._id}
                            >
                              {course.approved ? "Hide" : "Approve"}
                              <VisuallyHidden> {course.title}</VisuallyHidden>
                            </Button>
                          )}
                          <Button
                            variant="secondary"
                            onClick={() => setEditing(course)}
                            aria-haspopup="dialog"
                          >
                            Edit<VisuallyHidden> {course.title}</VisuallyHidden>
                          </Button>
                          <Button variant="danger" onClick={() => setDeleting(course)} aria-haspopup="dialog">
                            Delete<VisuallyHidden> {course.title}</VisuallyHidden>
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableContainer>
      <Pagination
        label="Courses pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZES.courses}
        onPageChange={setPage}
        ranges
      />
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Add Course" : "Edit Course"}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <CourseForm course={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Course"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete {deleting?.title}?
      </ConfirmDialog>
    </>
  );
}
