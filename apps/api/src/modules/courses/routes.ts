// Routes for /api/v1/courses: the public list of approved courses, the staff list, and the writes
// (any signed-in user creates; a user of its organisation or an admin edits and deletes, an
// organisation user's edit of an approved course waiting for review; admins approve and hide, and
// approve or discard changes). The review itself is in ../content/review.ts.
import {
  approvalStatusQuery,
  booleanQuery,
  COURSE_REVIEWED_FIELDS,
  CourseInput,
  CourseOut,
  IdParam,
  LIST_PAGING,
  listQuery,
  PublicCourseOut,
  pagingQuery,
  TOASTS,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireCanModify } from "../../lib/access";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, RECORD_ERRORS, signedInRoutes } from "../../lib/route-groups";
import { audited } from "../audit/audited";
import { editItem, findItem, type ReviewStore } from "../content/review";
import { reviewRoutes } from "../content/review-routes";
import { deleteRoute } from "../trash/delete-route";
import { assertUploadedImage, requireUploadedImage } from "../uploads/uploaded-image";
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
  language: body.language,
  keywords: body.keywords ?? "",
});

/** A course as the review reads and writes it. */
const store: ReviewStore<CourseRow, NewCourse> = {
  entity: "course",
  fields: COURSE_REVIEWED_FIELDS,
  find: findCourse,
  update: updateCourse,
  notice: (row) => ({
    what: "course",
    title: row.title,
    organizationName: row.organization,
    ownerEmail: row.email,
  }),
};

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, "/approved", {
    summary: "Approved courses (public): featured first, then newest; page, pageSize",
    config: { publicCache: true },
    querystring: pagingQuery(LIST_PAGING.public),
    paging: LIST_PAGING.public,
    item: PublicCourseOut,
    read: (_query, page) => listApprovedCourses(app.db, page),
    out: publicCourse,
  });

  await signedInRoutes(app, async (app) => {
    listRoute(app, "/", {
      summary: "All courses (signed-in staff); q, page, pageSize, sort, status, mine",
      querystring: CoursesQuery,
      paging: LIST_PAGING.courses,
      item: CourseOut,
      read: ({ q, status, mine }, page, request) =>
        listCourses(app.db, { q, status, owner: mine ? request.user!.email : undefined }, page),
      out: (row, request) => courseFor(request.user!, row),
    });

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
        const image = await requireUploadedImage(app.db, body.image);
        const row = await audited(app.db, request, { action: "create", entity: "course" }, (tx) =>
          insertCourse(tx, {
            ...courseFields(body),
            image,
            // The course belongs to the creator's organisation, and carries its name.
            organization: user.organizationName,
            organizationId: user.organizationId,
            email: user.email,
            featured: user.isAdmin ? (body.featured ?? false) : false,
            approved: user.isAdmin,
            // An admin's course is reviewed by its author; anyone else's waits for review.
            reviewedAt: user.isAdmin ? app.clock() : null,
          }),
        );
        return reply.code(201).send(courseFor(user, row));
      },
    );

    app.put(
      "/:id",
      {
        schema: {
          summary:
            "Update a course (a user of its organisation, or admin); an empty image keeps the current one. An organisation user's edit of an approved course waits for review (pendingChange)",
          params: IdParam,
          body: CourseInput,
          response: { 200: CourseOut, ...RECORD_ERRORS },
        },
      },
      async (request) => {
        const user = request.user!;
        const body = request.body;
        // Who may edit is answered before anything about the image (404, 403, then 400).
        requireCanModify(user, await findItem(app.db, store, request.params.id));
        await assertUploadedImage(app.db, body.image);
        const row = await editItem(app.db, request, store, request.params.id, {
          ...courseFields(body),
          ...(body.image ? { image: body.image } : {}),
          ...(user.isAdmin && body.featured !== undefined ? { featured: body.featured } : {}),
        });
        return courseFor(user, row);
      },
    );

    deleteRoute(app, {
      entity: "course",
      summary: "Delete a course (a user of its organisation, or admin)",
      message: TOASTS.courseDeleted,
      remove: deleteCourse,
      find: findCourse,
    });
  });

  await adminRoutes(app, async (app) => {
    reviewRoutes(app, {
      store,
      noun: "course",
      item: CourseOut,
      out: (row, request) => courseFor(request.user!, row),
    });
  });
};

export default routes;
