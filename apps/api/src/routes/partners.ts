// Routes for /api/v1/partners (SPEC §7): public list, admin-only writes.
import { IdParam, ListQuery, PAGE_SIZES, PartnerInput, TOASTS } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../lib/errors";
import { requireUuid } from "../lib/ids";
import { pageWindow } from "../lib/search";
import { DeletedOut, ErrorOut, PartnerOut, partnerOut } from "../lib/serialize";
import { assertUploadedImage } from "../lib/uploaded-image";
import { deletePartner, insertPartner, listPartners, updatePartner } from "../repositories/partners";

const errors = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut };
const tags = ["partners"];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Technical partners (public); q, page, pageSize for the staff screen",
        querystring: ListQuery,
        response: { 200: z.array(PartnerOut), 400: ErrorOut },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listPartners(
        app.db,
        { q: request.query.q },
        pageWindow(request.query, PAGE_SIZES.partners),
      );
      reply.header("X-Total-Count", String(total));
      return rows.map(partnerOut);
    },
  );

  app.post(
    "/",
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary: "Create a partner (admin)",
        security: [{ bearerAuth: [] }],
        body: PartnerInput,
        response: { 201: PartnerOut, ...errors },
      },
    },
    async (request, reply) => {
      const { organizationName, link, image } = request.body;
      await assertUploadedImage(app.db, image, "Partner image");
      const row = await insertPartner(app.db, { organizationName, link, image });
      return reply.code(201).send(partnerOut(row));
    },
  );

  app.put(
    "/:id",
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary: "Update a partner (admin)",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        body: PartnerInput,
        response: { 200: PartnerOut, ...errors },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const { organizationName, link, image } = request.body;
      await assertUploadedImage(app.db, image, "Partner image");
      const row = await updatePartner(app.db, id, { organizationName, link, image });
      if (!row) throw notFound();
      return partnerOut(row);
    },
  );

  app.delete(
    "/:id",
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary: "Delete a partner (admin)",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        response: { 200: DeletedOut, ...errors },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      if (!(await deletePartner(app.db, id))) throw notFound();
      return { _id: id, message: TOASTS.partnerDeleted };
    },
  );
};

export default routes;
