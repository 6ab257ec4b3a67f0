// Routes for /api/v1/organizations: admins manage every organisation; an organisation user sees
// its own (with its users, member records, courses and reports) and may propose a new website,
// which waits beside the approved one for an admin (website-routes.ts); an admin's applies at once.
import {
  COMPLETENESS_TEXTS,
  DeletedOut,
  IdParam,
  LIST_PAGING,
  listQuery,
  NearMatchOut,
  ORGANIZATION_ERRORS,
  OrganizationDetailOut,
  OrganizationInput,
  OrganizationOut,
  OrganizationUpdateInput,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMayActFor } from "../../lib/access";
import { forbidden, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import { audited } from "../audit/audited";
import { refuseNearMatch } from "./near-match";
import { proposalTime } from "./proposals";
import {
  deleteOrganization,
  findOrganization,
  insertOrganization,
  listOrganizations,
  organizationDetail,
  organizationOut,
  updateOrganization,
} from "./repository";

const OrganizationsQuery = listQuery("organizations");

/** Same name once trimmed and spaced like the database stores it. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, " ") === b.trim().replace(/\s+/g, " ");

const routes: FastifyPluginAsyncZod = async (app) => {
  await signedInRoutes(app, async (app) => {
    listRoute(app, "/", {
      summary: "Organisations with counts (admin: all; organisation user: its own); q, page, pageSize, sort",
      querystring: OrganizationsQuery,
      paging: LIST_PAGING.organizations,
      item: OrganizationOut,
      read: async ({ q }, page, request) => {
        const user = request.user!;
        if (user.isAdmin) return listOrganizations(app.db, { q }, page);
        // A user of no organisation sees none.
        if (!user.organizationId) return { rows: [], total: 0 };
        return listOrganizations(app.db, { q, onlyId: user.organizationId }, page);
      },
      out: organizationOut,
    });

    app.get(
      "/me",
      {
        schema: {
          summary: "The signed-in user's organisation, its users, member records, courses and reports",
          response: { 200: OrganizationDetailOut, ...errorResponses(404) },
        },
      },
      async (request) => {
        const id = request.user!.organizationId;
        const detail = id ? await organizationDetail(app.db, id) : undefined;
        if (!detail) throw notFound(ORGANIZATION_ERRORS.noOrganization);
        return detail;
      },
    );

    app.get(
      "/:id",
      {
        schema: {
          summary:
            "One organisation with its users, member records, courses and reports (admin or its users)",
          params: IdParam,
          response: { 200: OrganizationDetailOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        requireMayActFor(request.user!, id);
        const detail = await organizationDetail(app.db, id);
        if (!detail) throw notFound();
        return detail;
      },
    );

    app.put(
      "/:id",
      {
        schema: {
          summary:
            "Rename an organisation (admin; every record follows at once) or change its website (admin or its users)",
          params: IdParam,
          body: OrganizationUpdateInput,
          response: { 200: OrganizationOut, ...errorResponses(400, 403, 404), 409: NearMatchOut },
        },
      },
      async (request) => {
        const user = request.user!;
        const id = requireUuid(request.params.id);
        requireMayActFor(user, id);
        const existing = await findOrganization(app.db, id);
        if (!existing) throw notFound();
        const { name, website, mustReport } = request.body;
        if (!user.isAdmin && mustReport !== undefined)
          throw forbidden(COMPLETENESS_TEXTS.mustReportAdminOnly);
        if (!user.isAdmin && name !== undefined && !sameName(name, existing.name)) {
          throw forbidden(ORGANIZATION_ERRORS.renameAdminOnly);
        }
        if (user.isAdmin && name !== undefined && !sameName(name, existing.name)) {
          await refuseNearMatch(app.db, name, request.body.createOrganization, id);
        }
        // Nothing an organisation writes is public before review: its website waits as a proposal
        // (the approved one itself withdraws it); an admin's applies at once and settles any waiting.
        const websiteChange =
          website === undefined
            ? {}
            : user.isAdmin
              ? { website, pendingWebsite: null }
              : {
                  pendingWebsite:
                    website === existing.website
                      ? null
                      : { website, by: user.email, at: proposalTime(app.clock(), existing.pendingWebsiteAt) },
                };
        const row = await audited(
          app.db,
          request,
          { action: "update", entity: "organization", entityId: id, before: existing },
          (tx) =>
            updateOrganization(tx, id, {
              name: user.isAdmin ? name : undefined,
              mustReport,
              ...websiteChange,
            }),
        );
        if (!row) throw notFound();
        return organizationOut(row);
      },
    );
  });

  await adminRoutes(app, async (app) => {
    app.post(
      "/",
      {
        schema: {
          summary: "Create an organisation (admin); the name is unique whatever its case and spacing",
          body: OrganizationInput,
          response: { 201: OrganizationOut, ...errorResponses(400, 404), 409: NearMatchOut },
        },
      },
      async (request, reply) => {
        const { createOrganization, ...values } = request.body;
        await refuseNearMatch(app.db, values.name, createOrganization);
        const row = await audited(app.db, request, { action: "create", entity: "organization" }, (tx) =>
          insertOrganization(tx, values),
        );
        return reply.code(201).send(organizationOut(row));
      },
    );

    app.delete(
      "/:id",
      {
        schema: {
          summary:
            "Delete an organisation (admin); 409 while users, reports, member records, courses, news, events, jobs or insights belong to it",
          params: IdParam,
          response: { 200: DeletedOut, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const existing = await findOrganization(app.db, id);
        if (!existing) throw notFound();
        const removed = await audited(
          app.db,
          request,
          { action: "delete", entity: "organization", entityId: id, before: existing, after: null },
          (tx) => deleteOrganization(tx, id),
        );
        if (!removed) throw notFound();
        return { _id: id, message: "Organisation deleted" };
      },
    );
  });
};

export default routes;
