// /admin-courses (Manage Courses): search, status filter, sorting, pages of PAGE_SIZES.courses
// with ranges, create/edit, approve/hide (admins), delete with confirmation. Organisation users
// edit and delete only their own courses and see review status and applied date only on those.
// An organisation user's edit of an approved course waits for review ("Changes pending review");
// admins approve or discard it after reading it (docs/decisions/0016-content-review-of-edits.md).
import { type Course, PAGE_SIZES, REVIEW_FILTERS, SORT_FIELDS, TEXTS, TOASTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { CreateButton } from "../../components/staff/create-button";
import { changesOf } from "../../components/staff/list/change-review-dialog";
import { appliedColumn, statusColumn, textColumn } from "../../components/staff/list/columns";
import type { Column } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { REVIEW_FILTER } from "../../components/staff/list/review-badge";
import { TruncatedText } from "../../components/staff/list/truncated-text";
import { useRecordScreen } from "../../lib/staff/reviewed-record";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { useListUrl } from "../../lib/staff/use-list-url";
import { coursesListQuery, useDecideCourseChange, useDeleteCourse, useToggleCourseApproval } from "./api";
import { COURSE_FIELD_LABELS, CourseForm } from "./components/course-form";

const URL_OPTIONS = {
  sorts: SORT_FIELDS.courses,
  filters: { status: REVIEW_FILTERS, mine: ["true"] },
} as const;

const OWNER_FILTER = {
  name: "mine",
  label: "Show",
  options: [
    { value: "", label: "All courses" },
    { value: "true", label: "My courses" },
  ],
};

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
        {/* The title identifies the course: in full, wrapped. */}
        <a
          href={course.link}
          target="_blank"
          rel="noopener noreferrer"
          className="block font-medium text-brand underline [overflow-wrap:anywhere]"
        >
          {course.title}
        </a>
        {/* Its topic or role line: cut when long, in full on hover and keyboard focus. */}
        <TruncatedText
          text={`${course.segment === "role" ? "Role" : "Topic"} · ${course.tag}`}
          className="text-xs text-gray-700"
        />
      </>
    ),
  },
  textColumn("organization", "Organization", (course) => course.organization, { sort: "organization" }),
  textColumn("category", "Category", (course) => course.category, { sort: "category", width: "w-28" }),
  statusColumn(),
  {
    id: "featured",
    header: "Featured",
    width: "w-24",
    cell: (course) => (course.featured ? "Featured" : "-"),
  },
  appliedColumn(),
];

export default function CoursesPage() {
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(coursesListQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZES.courses);
  const screen = useRecordScreen<Course>({
    noun: "Course",
    name: (course) => course.title,
    changes: (course) => changesOf(course, COURSE_FIELD_LABELS, ["image"]),
    form: (course, onDone) => <CourseForm course={course} onDone={onDone} />,
    toggle: useToggleCourseApproval(),
    toggled: {
      approved: TOASTS.courseApproved,
      hidden: TOASTS.courseHidden,
      failed: TOASTS.errorUpdatingCourse,
    },
    decide: useDecideCourseChange(),
    trash: "course",
    remove: useDeleteCourse(),
    removed: { deleted: TOASTS.courseDeleted, failed: TOASTS.errorDeletingCourse },
  });

  return (
    <ListPage
      title="Manage Courses"
      headerActions={<CreateButton label="Add Course" onClick={screen.create} />}
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
      actions={screen.actions}
      actionsWidth="w-44"
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText="No courses found"
    >
      {screen.dialogs}
    </ListPage>
  );
}
