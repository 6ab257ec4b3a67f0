// Routes for /api/v1/courses: the public list of approved courses, the staff list, and the writes
// (any signed-in user creates; a user of its organisation or an admin edits and deletes, an
// organisation user's edit of an approved course waiting for review; admins approve and hide, and
// approve or discard changes). Edit, delete and review are the shared record routes.
import {
  approvalStatusQuery,
  booleanQuery,
  COURSE_REVIEWED_FIELDS,
  type Course,
  CourseInput,
  CourseOut,
  LIST_PAGING,
  listQuery,
  PublicCourseOut,
  TOASTS,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../lib/errors";
import { signedInRoutes } from "../../lib/route-groups";
import { audited } from "../audit/audited";
import { publicList, RECORD_ERRORS, staffList } from "../records/record-routes";
import { type ReviewedRecordSpec, reviewedRecordRoutes } from "../records/reviewed-record-routes";
import { assertUploadedImage } from "../uploads/uploaded-image";
import {
  type CourseRow,
  deleteCourse,
  findCourse,
  insertCourse,
  listApprovedCourses,
  listCourses,
  type NewCourse,
  updateCourse,
} from "./repository";
import { courseFor, publicCourse } from "./serialize";

const CoursesQuery = listQuery("courses").extend({
  status: approvalStatusQuery,
  mine: booleanQuery.describe("true: only the signed-in user's own courses"),
});

/** The course's own fields from the input; the server sets its organisation, owner and review. */
const courseFields = (body: CourseInput) => ({
  title: body.title,
  desc: body.desc,
  link: body.link,
  tag: body.tag,
  category: body.category,
  segment: body.segment,
});

/** A course as the shared record routes handle it. */
const record: ReviewedRecordSpec<CourseRow, Course, CourseInput, Partial<NewCourse>> = {
  entity: "course",
  label: "course",
  response: CourseOut,
  out: courseFor,
  find: findCourse,
  remove: deleteCourse,
  deleted: TOASTS.courseDeleted,
  update: updateCourse,
  notice: (row) => ({
    what: "course",
    title: row.title,
    organizationName: row.organization,
    ownerEmail: row.email,
  }),
  edit: {
    body: CourseInput,
    summary:
      "Update a course (a user of its organisation, or admin); an empty image keeps the current one. An organisation user's edit of an approved course waits for review (pendingChange)",
    check: (db, body) => assertUploadedImage(db, body.image),
    values: (body, user) => ({
      ...courseFields(body),
      ...(body.image ? { image: body.image } : {}),
      ...(user.isAdmin && body.featured !== undefined ? { featured: body.featured } : {}),
    }),
  },
  fields: COURSE_REVIEWED_FIELDS,
  publicList: publicList({
    summary: "Approved courses (public): featured first, then newest; page, pageSize",
    response: PublicCourseOut,
    out: publicCourse,
    rows: listApprovedCourses,
  }),
  staffList: staffList({
    summary: "All courses (signed-in staff); q, page, pageSize, sort, status, mine",
    query: CoursesQuery,
    sizing: LIST_PAGING.courses,
    response: CourseOut,
    out: courseFor,
    rows: (db, { q, status, mine }, viewer, page) =>
      listCourses(db, { q, status, owner: mine ? viewer.email : undefined }, page),
  }),
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await reviewedRecordRoutes(app, record);

  await signedInRoutes(app, async (app) => {
    app.post(
      "/",
      {
        schema: {
          summary: "Create a course (approved when an admin creates it)",
          body: CourseInput,
          response: { 201: CourseOut, ...RECORD_ERRORS },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const body = request.body;
        if (!body.image) {
          throw badRequest("Image is required", [{ path: "body.image", message: "Image is required" }]);
        }
        await assertUploadedImage(app.db, body.image);
        const row = await audited(app.db, request, { action: "create", entity: "course" }, (tx) =>
          insertCourse(tx, {
            ...courseFields(body),
            image: body.image,
            // The course belongs to the creator's organisation, and carries its name.
            organization: user.organizationName,
            organizationId: user.organizationId,
            email: user.email,
            featured: user.isAdmin ? (body.featured ?? false) : false,
            approved: user.isAdmin,
            // An admin's course is reviewed by its author; anyone else's waits for review.
            reviewedAt: user.isAdmin ? new Date() : null,
          }),
        );
        return reply.code(201).send(courseFor(user, row));
      },
    );
  });
};

export default routes;
