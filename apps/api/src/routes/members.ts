// Routes for /api/v1/members (SPEC §7, rules of SPEC §6 and DESIGN §4).
import {
  APPLICATION_PENDING,
  ApprovalToggleInput,
  IdParam,
  ListQuery,
  MemberAdminInput,
  MembershipApplicationInput,
  PAGE_SIZES,
  TEXTS,
  TOASTS,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, forbidden, notFound } from "../lib/errors";
import { requireUuid, sameEmail } from "../lib/ids";
import { pageWindow } from "../lib/search";
import { DeletedOut, ErrorOut, MemberOut, memberFor, PublicMemberOut, SubmittedOut } from "../lib/serialize";
import { parseBody } from "../lib/validation";
import { findPendingApplication } from "../repositories/member-applications";
import {
  deleteMember,
  findMember,
  insertMember,
  listApprovedMembers,
  listMembers,
  updateMember,
} from "../repositories/members";

const errors = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut };
const tags = ["members"];

/** Admin add: MemberAdminInput, and an admin may record the approval status at once. */
const MemberAddBody = MemberAdminInput.extend({ approved: z.boolean().optional() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const formThrottle = app.throttle("form");

  app.get(
    "/approved",
    {
      schema: {
        tags,
        summary: "Approved members for the public carousel (_id, organizationName, website)",
        response: { 200: z.array(PublicMemberOut) },
      },
    },
    async (_request, reply) => {
      const rows = await listApprovedMembers(app.db);
      reply.header("X-Total-Count", String(rows.length));
      return rows.map((row) => ({
        _id: row.id,
        organizationName: row.organizationName,
        website: row.website,
      }));
    },
  );

  app.get(
    "/",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "All members (signed-in staff); q, page, pageSize",
        security: [{ bearerAuth: [] }],
        querystring: ListQuery,
        response: { 200: z.array(MemberOut), 401: ErrorOut },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listMembers(
        app.db,
        { q: request.query.q },
        pageWindow(request.query, PAGE_SIZES.members),
      );
      reply.header("X-Total-Count", String(total));
      const viewer = request.user!;
      return rows.map((row) => memberFor(viewer, row));
    },
  );

  app.post(
    "/",
    {
      // Public applications are throttled per client; an admin adding members is not.
      preHandler: async (request) => {
        if (!request.user?.isAdmin) await formThrottle(request);
      },
      schema: {
        tags,
        summary:
          "Membership application (public: every field required, always unapproved) or admin add (bearer token: firstName, email, organizationName required)",
        body: MemberAddBody,
        response: { 201: z.union([MemberOut, SubmittedOut]), ...errors, 409: ErrorOut, 429: ErrorOut },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (user?.isAdmin) {
        const body = request.body;
        const row = await insertMember(app.db, {
          firstName: body.firstName,
          surName: body.surName,
          role: body.role,
          email: body.email,
          phone: body.phone,
          organizationName: body.organizationName,
          website: body.website,
          approved: body.approved ?? true,
          reviewedAt: new Date(),
        });
        return reply.code(201).send(memberFor(user, row));
      }
      const body = parseBody(MembershipApplicationInput, request.body);
      if (await findPendingApplication(app.db, body.email, body.organizationName)) {
        throw conflict(APPLICATION_PENDING);
      }
      const row = await insertMember(app.db, { ...body, approved: false });
      return reply.code(201).send({ _id: row.id, message: TEXTS.submittedSuccessfully });
    },
  );

  app.put(
    "/:id",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Update a member (owner by e-mail, or admin)",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        body: MemberAdminInput,
        response: { 200: MemberOut, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = requireUuid(request.params.id);
      const existing = await findMember(app.db, id);
      if (!existing) throw notFound();
      if (!user.isAdmin && !sameEmail(existing.email, user.email)) throw forbidden();
      const body = request.body;
      const row = await updateMember(app.db, id, {
        firstName: body.firstName,
        surName: body.surName,
        role: body.role,
        phone: body.phone,
        organizationName: body.organizationName,
        website: body.website,
        // The owner's e-mail is what makes them the owner: only an admin may change it.
        ...(user.isAdmin ? { email: body.email } : {}),
      });
      if (!row) throw notFound();
      return memberFor(user, row);
    },
  );

  app.patch(
    "/:id/toggle-approval",
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary: "Approve or hide a member (admin); without `approved` it toggles",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        // Fastify hands a missing body over as null: it means "toggle".
        body: ApprovalToggleInput.nullable(),
        response: { 200: MemberOut, ...errors },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const existing = await findMember(app.db, id);
      if (!existing) throw notFound();
      const approved = request.body?.approved ?? !existing.approved;
      const row = await updateMember(app.db, id, { approved, reviewedAt: new Date() });
      if (!row) throw notFound();
      return memberFor(request.user!, row);
    },
  );

  app.delete(
    "/:id",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Delete a member (owner by e-mail, or admin)",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        response: { 200: DeletedOut, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = requireUuid(request.params.id);
      const existing = await findMember(app.db, id);
      if (!existing) throw notFound();
      if (!user.isAdmin && !sameEmail(existing.email, user.email)) throw forbidden();
      if (!(await deleteMember(app.db, id))) throw notFound();
      return { _id: id, message: TOASTS.memberDeleted };
    },
  );
};

export default routes;
