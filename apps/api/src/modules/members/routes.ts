// Routes for /api/v1/members: the public list of approved members and the public membership
// application, the staff list, and the writes (a user of its organisation or an admin edits and
// deletes, an organisation user's edit of an approved record waiting for review; admins approve
// and hide, and approve or discard changes). The review itself is in ../content/review.ts.
import {
  APPLICATION_PENDING,
  approvalStatusQuery,
  ErrorOut,
  FormLanguageInput,
  IdParam,
  LIST_PAGING,
  listQuery,
  MEMBER_REVIEWED_FIELDS,
  MemberAdminInput,
  MemberOut,
  MembershipApplicationInput,
  PublicMemberOut,
  pagingQuery,
  SubmittedOut,
  TOASTS,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict } from "../../lib/errors";
import { formLanguage } from "../../lib/form-language";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, RECORD_ERRORS, signedInRoutes } from "../../lib/route-groups";
import { parseBody } from "../../lib/validation";
import { audited } from "../audit/audited";
import { editItem, type ReviewStore } from "../content/review";
import { reviewRoutes } from "../content/review-routes";
import { notifyNewApplication } from "../mail/notify";
import { acknowledge, nextReference, submittedOut } from "../mail/references";
import { deleteRoute } from "../trash/delete-route";
import { findPendingApplication } from "./applications";
import {
  deleteMember,
  findMember,
  insertMember,
  listApprovedMembers,
  listMembers,
  type MemberRow,
  type NewMember,
  updateMember,
} from "./repository";
import { memberFor, publicMember } from "./serialize";

/**
 * Admin add: MemberAdminInput, and an admin may record the approval status at once. An
 * application also names the language of the page it was sent from.
 */
const MemberAddBody = MemberAdminInput.extend({
  approved: z.boolean().optional(),
  language: FormLanguageInput,
});
const MembersQuery = listQuery("members").extend({ status: approvalStatusQuery });

/** A member record as the review reads and writes it. */
const store: ReviewStore<MemberRow, NewMember> = {
  entity: "member",
  fields: MEMBER_REVIEWED_FIELDS,
  find: findMember,
  update: updateMember,
  notice: (row) => ({
    what: "member record",
    title: `${row.firstName} ${row.surName}`.trim(),
    organizationName: row.organizationName,
    ownerEmail: row.email,
  }),
};

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, "/approved", {
    summary: "Approved members for the public carousel (_id, organizationName, website); page, pageSize",
    config: { publicCache: true },
    querystring: pagingQuery(LIST_PAGING.public),
    paging: LIST_PAGING.public,
    item: PublicMemberOut,
    read: (_query, page) => listApprovedMembers(app.db, page),
    out: publicMember,
  });

  await signedInRoutes(app, async (app) => {
    listRoute(app, "/", {
      summary:
        "Members (admins: all; organisation users: their organisation's, and others' approved ones without contact fields); q, page, pageSize, sort, status",
      querystring: MembersQuery,
      paging: LIST_PAGING.members,
      item: MemberOut,
      // Organisation users: their own organisation's records and others' approved ones only.
      read: ({ q, status }, page, request) => {
        const viewer = request.user!;
        const scope = viewer.isAdmin ? {} : { viewerOrganizationId: viewer.organizationId ?? null };
        return listMembers(app.db, { q, status, ...scope }, page);
      },
      out: (row, request) => memberFor(request.user!, row),
    });

    app.put(
      "/:id",
      {
        schema: {
          summary:
            "Update a member (a user of its organisation, or admin). An organisation user's edit of an approved member record waits for review (pendingChange)",
          params: IdParam,
          body: MemberAdminInput,
          response: { 200: MemberOut, ...RECORD_ERRORS },
        },
      },
      async (request) => {
        const user = request.user!;
        const body = request.body;
        const row = await editItem(app.db, request, store, request.params.id, {
          firstName: body.firstName,
          surName: body.surName,
          role: body.role,
          phone: body.phone,
          website: body.website,
          // The record stays with its organisation: only an admin may move it to another one (by
          // name: an existing one in any case links, a new one is created) or change its e-mail.
          ...(user.isAdmin ? { email: body.email, organizationName: body.organizationName } : {}),
        });
        return memberFor(user, row);
      },
    );

    deleteRoute(app, {
      entity: "member",
      summary: "Delete a member record (a user of its organisation, or admin)",
      message: TOASTS.memberDeleted,
      remove: deleteMember,
      find: findMember,
    });
  });

  await adminRoutes(app, async (app) => {
    reviewRoutes(app, {
      store,
      noun: "member record",
      item: MemberOut,
      out: (row, request) => memberFor(request.user!, row),
    });
  });

  const formThrottle = app.throttle("form");

  // Public and admin at once, so it belongs to no access group: an application from anyone, or
  // an admin adding a member with their bearer token.
  app.post(
    "/",
    {
      // Only an admin's addition is public at once; an application waits for approval.
      config: { invalidatesPublicCache: (request) => request.user?.isAdmin === true },
      // Public applications are throttled per client; an admin adding members is not.
      preHandler: async function (request, reply) {
        if (!request.user?.isAdmin) await formThrottle.call(this, request, reply);
      },
      schema: {
        summary:
          "Membership application (public: every field required, always unapproved) or admin add (bearer token: firstName, email, organizationName required)",
        body: MemberAddBody,
        response: { 201: z.union([MemberOut, SubmittedOut]), ...RECORD_ERRORS, 409: ErrorOut, 429: ErrorOut },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (user?.isAdmin) {
        const body = request.body;
        const row = await audited(app.db, request, { action: "create", entity: "member" }, (tx) =>
          insertMember(tx, {
            firstName: body.firstName,
            surName: body.surName,
            role: body.role,
            email: body.email,
            phone: body.phone,
            organizationName: body.organizationName,
            website: body.website,
            ...(body.language ? { language: body.language } : {}),
            approved: body.approved ?? true,
            reviewedAt: app.clock(),
          }),
        );
        return reply.code(201).send(memberFor(user, row));
      }
      const body = parseBody(MembershipApplicationInput, request.body);
      if (await findPendingApplication(app.db, body.email, body.organizationName)) {
        throw conflict(APPLICATION_PENDING);
      }
      const row = await audited(app.db, request, { action: "create", entity: "member" }, async (tx) => {
        const reference = await nextReference(tx, "M", app.clock());
        const language = formLanguage(request, body.language);
        const inserted = await insertMember(tx, { ...body, language, approved: false, reference });
        await notifyNewApplication(tx, app.siteLink, inserted);
        // The applicant's acknowledgement, with the reference and what happens next, in their language.
        await acknowledge(tx, "application", inserted, reference);
        return inserted;
      });
      return reply.code(201).send(submittedOut(row));
    },
  );
};

export default routes;
