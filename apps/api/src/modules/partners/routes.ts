// Routes for /api/v1/partners: the public list (also the staff screen's), admin-only writes.
import { IdParam, LIST_PAGING, listQuery, PartnerInput, PartnerOut, TOASTS } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses } from "../../lib/route-groups";
import { audited } from "../audit/audited";
import { deleteRoute } from "../trash/delete-route";
import { assertUploadedImage } from "../uploads/uploaded-image";
import { deletePartner, insertPartner, listPartners, updatePartner } from "./repository";
import { partnerOut } from "./serialize";

/** The public carousel asks without a page and shows every partner: the larger public default. */
const PartnersQuery = listQuery("partners", LIST_PAGING.public);

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, "/", {
    summary: "Technical partners (public); q, page, pageSize, sort for the staff screen",
    config: { publicCache: true },
    querystring: PartnersQuery,
    paging: LIST_PAGING.public,
    item: PartnerOut,
    read: ({ q }, page) => listPartners(app.db, { q }, page),
    out: partnerOut,
  });

  await adminRoutes(app, async (app) => {
    app.post(
      "/",
      {
        schema: {
          summary: "Create a partner (admin)",
          body: PartnerInput,
          response: { 201: PartnerOut, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { organizationName, link, image } = request.body;
        await assertUploadedImage(app.db, image, "Partner image");
        const row = await audited(app.db, request, { action: "create", entity: "partner" }, (tx) =>
          insertPartner(tx, { organizationName, link, image }),
        );
        return reply.code(201).send(partnerOut(row));
      },
    );

    app.put(
      "/:id",
      {
        schema: {
          summary: "Update a partner (admin)",
          params: IdParam,
          body: PartnerInput,
          response: { 200: PartnerOut, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const { organizationName, link, image } = request.body;
        await assertUploadedImage(app.db, image, "Partner image");
        const row = await audited(app.db, request, { action: "update", entity: "partner" }, (tx) =>
          updatePartner(tx, id, { organizationName, link, image }),
        );
        if (!row) throw notFound();
        return partnerOut(row);
      },
    );

    deleteRoute(app, {
      entity: "partner",
      summary: "Delete a partner (admin)",
      message: TOASTS.partnerDeleted,
      remove: deletePartner,
    });
  });
};

export default routes;
