// Routes for /api/v1/courses: the public list of approved courses, the staff list, and the writes
// (any signed-in user creates; owner or admin edits and deletes; admins approve and hide).
import {
  ApprovalToggleInput,
  approvalStatusQuery,
  booleanQuery,
  CourseInput,
  CourseOut,
  DeletedOut,
  ErrorOut,
  IdParam,
  LIST_PAGING,
  listQuery,
  PublicCourseOut,
  pagingQuery,
  TOASTS,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCanModify } from "../../lib/access";
import { badRequest, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listPage, setTotal } from "../../lib/paging";
import { adminRoutes, signedInRoutes } from "../../lib/route-groups";
import { courseFor, publicCourse } from "../../lib/serialize";
import { audited } from "../audit/audited";
import { notifyRecordReviewed } from "../mail/notify";
import { assertUploadedImage } from "../uploads/uploaded-image";
import {
  deleteCourse,
  findCourse,
  insertCourse,
  listApprovedCourses,
  listCourses,
  updateCourse,
} from "./repository";

const errors = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut };
const tags = ["courses"];

const CoursesQuery = listQuery("courses").extend({
  status: approvalStatusQuery,
  mine: booleanQuery.describe("true: only the signed-in user's own courses"),
});

/** The course named by the path, or 404. */
async function target(app: Parameters<FastifyPluginAsyncZod>[0], rawId: string) {
  const existing = await findCourse(app.db, requireUuid(rawId));
  if (!existing) throw notFound();
  return existing;
}

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
            response: { 201: CourseOut, ...errors },
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

      app.put(
        "/:id",
        {
          schema: {
            tags,
            summary: "Update a course (owner or admin); an empty image keeps the current one",
            params: IdParam,
            body: CourseInput,
            response: { 200: CourseOut, ...errors },
          },
        },
        async (request) => {
          const user = request.user!;
          const existing = await target(app, request.params.id);
          requireCanModify(user, existing);
          const body = request.body;
          await assertUploadedImage(app.db, body.image);
          const row = await audited(
            app.db,
            request,
            { action: "update", entity: "course", before: existing },
            (tx) =>
              updateCourse(tx, existing.id, {
                title: body.title,
                desc: body.desc,
                link: body.link,
                tag: body.tag,
                category: body.category,
                segment: body.segment,
                ...(body.image ? { image: body.image } : {}),
                ...(user.isAdmin && body.featured !== undefined ? { featured: body.featured } : {}),
              }),
          );
          if (!row) throw notFound();
          return courseFor(user, row);
        },
      );

      app.delete(
        "/:id",
        {
          schema: {
            tags,
            summary: "Delete a course (owner or admin)",
            params: IdParam,
            response: { 200: DeletedOut, ...errors },
          },
        },
        async (request) => {
          const existing = await target(app, request.params.id);
          requireCanModify(request.user!, existing);
          if (
            !(await audited(
              app.db,
              request,
              { action: "delete", entity: "course", entityId: existing.id, before: existing, after: null },
              (tx) => deleteCourse(tx, existing.id),
            ))
          )
            throw notFound();
          return { _id: existing.id, message: TOASTS.courseDeleted };
        },
      );
    }),
  );

  await app.register(
    adminRoutes(async (app) => {
      app.patch(
        "/:id/toggle-approval",
        {
          schema: {
            tags,
            summary: "Approve or hide a course (admin); without `approved` it toggles",
            params: IdParam,
            // Fastify hands a missing body over as null: it means "toggle".
            body: ApprovalToggleInput.nullable(),
            response: { 200: CourseOut, ...errors },
          },
        },
        async (request) => {
          const existing = await target(app, request.params.id);
          const approved = request.body?.approved ?? !existing.approved;
          const row = await audited(
            app.db,
            request,
            { action: approved ? "approve" : "hide", entity: "course", before: existing },
            async (tx) => {
              const updated = await updateCourse(tx, existing.id, { approved, reviewedAt: new Date() });
              if (updated && approved !== existing.approved) {
                const record = {
                  what: "course",
                  title: updated.title,
                  organizationName: updated.organization,
                  ownerEmail: updated.email,
                } as const;
                await notifyRecordReviewed(tx, record, approved);
              }
              return updated;
            },
          );
          if (!row) throw notFound();
          return courseFor(request.user!, row);
        },
      );
    }),
  );
};

export default routes;
