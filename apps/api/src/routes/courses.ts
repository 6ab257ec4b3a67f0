// Routes for /api/v1/courses (SPEC §7, rules of SPEC §6 and DESIGN §4).
import { ApprovalToggleInput, CourseInput, IdParam, ListQuery, PAGE_SIZES, TOASTS } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { requireUuid, sameEmail } from "../lib/ids";
import { pageWindow } from "../lib/search";
import { CourseOut, courseFor, DeletedOut, ErrorOut, PublicCourseOut, publicCourse } from "../lib/serialize";
import {
  deleteCourse,
  findCourse,
  insertCourse,
  listApprovedCourses,
  listCourses,
  updateCourse,
} from "../repositories/courses";

const errors = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut };
const tags = ["courses"];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/approved",
    {
      schema: {
        tags,
        summary: "Approved courses (public)",
        response: { 200: z.array(PublicCourseOut) },
      },
    },
    async (_request, reply) => {
      const rows = await listApprovedCourses(app.db);
      reply.header("X-Total-Count", String(rows.length));
      return rows.map(publicCourse);
    },
  );

  app.get(
    "/",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "All courses (signed-in staff); q, page, pageSize",
        security: [{ bearerAuth: [] }],
        querystring: ListQuery,
        response: { 200: z.array(CourseOut), 401: ErrorOut },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listCourses(
        app.db,
        { q: request.query.q },
        pageWindow(request.query, PAGE_SIZES.courses),
      );
      reply.header("X-Total-Count", String(total));
      const viewer = request.user!;
      return rows.map((row) => courseFor(viewer, row));
    },
  );

  app.post(
    "/",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Create a course (approved when an admin creates it)",
        security: [{ bearerAuth: [] }],
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
      const row = await insertCourse(app.db, {
        title: body.title,
        desc: body.desc,
        link: body.link,
        tag: body.tag,
        category: body.category,
        segment: body.segment,
        image: body.image,
        organization: user.organizationName,
        email: user.email,
        featured: user.isAdmin ? (body.featured ?? false) : false,
        approved: user.isAdmin,
        // An admin's course is reviewed by its author; anyone else's waits for review.
        reviewedAt: user.isAdmin ? new Date() : null,
      });
      return reply.code(201).send(courseFor(user, row));
    },
  );

  app.put(
    "/:id",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Update a course (owner or admin); an empty image keeps the current one",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        body: CourseInput,
        response: { 200: CourseOut, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = requireUuid(request.params.id);
      const existing = await findCourse(app.db, id);
      if (!existing) throw notFound();
      if (!user.isAdmin && !sameEmail(existing.email, user.email)) throw forbidden();
      const body = request.body;
      const row = await updateCourse(app.db, id, {
        title: body.title,
        desc: body.desc,
        link: body.link,
        tag: body.tag,
        category: body.category,
        segment: body.segment,
        ...(body.image ? { image: body.image } : {}),
        ...(user.isAdmin && body.featured !== undefined ? { featured: body.featured } : {}),
      });
      if (!row) throw notFound();
      return courseFor(user, row);
    },
  );

  app.patch(
    "/:id/toggle-approval",
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary: "Approve or hide a course (admin); without `approved` it toggles",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        // Fastify hands a missing body over as null: it means "toggle".
        body: ApprovalToggleInput.nullable(),
        response: { 200: CourseOut, ...errors },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const existing = await findCourse(app.db, id);
      if (!existing) throw notFound();
      const approved = request.body?.approved ?? !existing.approved;
      const row = await updateCourse(app.db, id, { approved, reviewedAt: new Date() });
      if (!row) throw notFound();
      return courseFor(request.user!, row);
    },
  );

  app.delete(
    "/:id",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Delete a course (owner or admin)",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        response: { 200: DeletedOut, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = requireUuid(request.params.id);
      const existing = await findCourse(app.db, id);
      if (!existing) throw notFound();
      if (!user.isAdmin && !sameEmail(existing.email, user.email)) throw forbidden();
      if (!(await deleteCourse(app.db, id))) throw notFound();
      return { _id: id, message: TOASTS.courseDeleted };
    },
  );
};

export default routes;
