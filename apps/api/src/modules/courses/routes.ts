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
  ErrorOut,
  LIST_PAGING,
  listQuery,
  PublicCourseOut,
  pagingQuery,
  TOASTS,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../lib/errors";
import { listPage, setTotal } from "../../lib/paging";
import { RECORD_ERRORS, type ReviewedRecordSpec, reviewedRecordRoutes } from "../../lib/record-routes";
import { signedInRoutes } from "../../lib/route-groups";
import { courseFor, publicCourse } from "../../lib/serialize";
import { audited } from "../audit/audited";
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

const tags = ["courses"];

const CoursesQuery = listQuery("courses").extend({
  status: approvalStatusQuery,
  mine: booleanQuery.describe("true: only the signed-in user's own courses"),
});

/** A course as the shared record routes handle it. */
const record: ReviewedRecordSpec<CourseRow, Course, CourseInput, Partial<NewCourse>> = {
  entity: "course",
  label: "course",
  tags,
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
      title: body.title,
      desc: body.desc,
      link: body.link,
      tag: body.tag,
      category: body.category,
      segment: body.segment,
      ...(body.image ? { image: body.image } : {}),
      ...(user.isAdmin && body.featured !== undefined ? { featured: body.featured } : {}),
    }),
  },
  fields: COURSE_REVIEWED_FIELDS,
};

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/approved",
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: "Approved courses (public): featured first, then newest; page, pageSize",
        querystring: pagingQuery(LIST_PAGING.public),
        response: { 200: z.array(PublicCourseOut), 400: ErrorOut },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listApprovedCourses(app.db, listPage(request.query, LIST_PAGING.public));
      setTotal(reply, total);
      return rows.map(publicCourse);
    },
  );

  await app.register(
    signedInRoutes(async (app) => {
      app.get(
        "/",
        {
          schema: {
            tags,
            summary: "All courses (signed-in staff); q, page, pageSize, sort, status",
            querystring: CoursesQuery,
            response: { 200: z.array(CourseOut), 400: ErrorOut, 401: ErrorOut },
          },
        },
        async (request, reply) => {
          const { q, status, mine } = request.query;
          const { rows, total } = await listCourses(
            app.db,
            { q, status, owner: mine ? request.user!.email : undefined },
            listPage(request.query, LIST_PAGING.courses),
          );
          setTotal(reply, total);
          const viewer = request.user!;
          return rows.map((row) => courseFor(viewer, row));
        },
      );

      app.post(
        "/",
        {
          schema: {
            tags,
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
              title: body.title,
              desc: body.desc,
              link: body.link,
              tag: body.tag,
              category: body.category,
              segment: body.segment,
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
    }),
  );

  await reviewedRecordRoutes(app, record);
};

export default routes;
