// /admin-courses (Manage Courses): search, status filter, sorting, pages of PAGE_SIZES.courses
// with ranges, create/edit, approve/hide (admins), delete with confirmation. Organisation users
// edit and delete only their own courses and see review status and applied date only on those.
import { type Course, PAGE_SIZES, REVIEW_STATUSES, SORT_FIELDS, TEXTS, TOASTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EditDialog } from "../../components/staff/edit-dialog";
import { formatDate } from "../../components/staff/format";
import type { Column, RowAction } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { REVIEW_FILTER, ReviewBadge, statusOf } from "../../components/staff/list/review-badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { canModify } from "../staff/list";
import { useStaffUser } from "../staff/staff-user";
import { useClampPage } from "../staff/use-clamp-page";
import { useDeleteFlow } from "../staff/use-delete-flow";
import { useListUrl } from "../staff/use-list-url";
import { useToggleFlow } from "../staff/use-toggle-flow";
import { coursesListQuery, useDeleteCourse, useToggleCourseApproval } from "./api";
import { CourseForm } from "./components/course-form";

const URL_OPTIONS = {
  sorts: SORT_FIELDS.courses,
  filters: { status: REVIEW_STATUSES, mine: ["true"] },
} as const;

const OWNER_FILTER = {
  name: "mine",
  label: "Show",
  options: [
    { value: "", label: "All courses" },
    { value: "true", label: "My courses" },
  ],
};

export default function CoursesPage() {
  const user = useStaffUser();
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(coursesListQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZES.courses);
  const [editing, setEditing] = useState<Course | "new" | null>(null);
  const toggle = useToggleFlow(useToggleCourseApproval(), {
    done: (course, updated) =>
      (updated?.approved ?? !course.approved) ? TOASTS.courseApproved : TOASTS.courseHidden,
    failed: TOASTS.errorUpdatingCourse,
  });
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(useDeleteCourse(), {
    deleted: TOASTS.courseDeleted,
    failed: TOASTS.errorDeletingCourse,
  });

  const mine = (course: Course) => canModify(user, course);

  const columns: Column<Course>[] = [
    {
      id: "image",
      header: "Image",
      width: "w-20",
      wide: true,
      cell: (course) =>
        course.image ? (
          <img src={course.image} alt="" loading="lazy" className="h-12 w-16 rounded object-cover" />
        ) : null,
    },
    {
      id: "title",
      header: "Title",
      sort: "title",
      cell: (course) => (
        <>
          <a
            href={course.link}
            target="_blank"
            rel="noopener noreferrer"
            title={course.title}
            className="block truncate font-medium text-brand underline"
          >
            {course.title}
          </a>
          <span className="block truncate text-xs text-gray-700" title={`${course.category} · ${course.tag}`}>
            {course.segment === "role" ? "Role" : "Topic"} · {course.tag}
          </span>
        </>
      ),
    },
    {
      id: "organization",
      header: "Organization",
      sort: "organization",
      text: (course) => course.organization,
      cell: (course) => course.organization,
    },
    {
      id: "category",
      header: "Category",
      sort: "category",
      width: "w-28",
      text: (course) => course.category,
      cell: (course) => course.category,
    },
    {
      id: "status",
      header: "Status",
      width: "w-32",
      cell: (course) =>
        mine(course) && course.approved !== undefined ? <ReviewBadge status={statusOf(course)} /> : null,
    },
    {
      id: "featured",
      header: "Featured",
      width: "w-24",
      cell: (course) => (course.featured ? "Featured" : "-"),
    },
    {
      id: "applied",
      header: "Applied",
      sort: "createdAt",
      width: "w-28",
      cell: (course) => (mine(course) ? formatDate(course.createdAt) : ""),
    },
  ];

  const actions = (course: Course): RowAction[] => {
    if (!mine(course)) return [];
    return [
      ...(user.isAdmin
        ? [
            {
              label: course.approved ? "Hide" : "Approve",
              variant: course.approved ? ("secondary" as const) : ("success" as const),
              onClick: () => toggle.run(course),
              disabled: toggle.busyFor(course),
            },
          ]
        : []),
      { label: "Edit", onClick: () => setEditing(course), dialog: true },
      { label: "Delete", variant: "danger", onClick: () => setDeleting(course), dialog: true },
    ];
  };

  return (
    <ListPage
      title="Manage Courses"
      headerActions={
        <Button onClick={() => setEditing("new")} aria-haspopup="dialog">
          Add Course
        </Button>
      }
      label="Courses"
      searchLabel="Search courses"
      searchPlaceholder="Search courses..."
      state={state}
      filters={[REVIEW_FILTER, OWNER_FILTER]}
      columns={columns}
      rows={list.data?.items ?? []}
      total={list.data?.total}
      countText={(n) => `${n.toLocaleString()} courses`}
      pageSize={PAGE_SIZES.courses}
      ranges
      rowKey={(course) => course._id}
      rowName={(course) => course.title}
      actions={actions}
      actionsWidth="w-44"
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText="No courses found"
    >
      <EditDialog
        open={editing !== null}
        title={editing === "new" ? "Add Course" : "Edit Course"}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <CourseForm course={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </EditDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Course"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete {deleting?.title}?
      </ConfirmDialog>
    </ListPage>
  );
}
