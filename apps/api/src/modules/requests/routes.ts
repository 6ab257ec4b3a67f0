// Routes for /api/v1/requests: a public form, and the admin-only list and writes.
import {
  booleanQuery,
  ErrorOut,
  IdParam,
  LIST_PAGING,
  listQuery,
  RequestInput,
  RequestOut,
  RequestStatusToggleInput,
  SubmittedOut,
  TEXTS,
  TOASTS,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { listPage, setTotal } from "../../lib/paging";
import { deleteRoute, findOr404 } from "../../lib/record-routes";
import { adminRoutes } from "../../lib/route-groups";
import { requestOut } from "../../lib/serialize";
import { audited } from "../audit/audited";
import { notifyNewRequest } from "../mail/notify";
import { deleteRequest, findRequest, insertRequest, listRequests, setRequestStatus } from "./repository";

const errors = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut };
const tags = ["requests"];

const RequestsQuery = listQuery("requests").extend({
  handled: booleanQuery.describe("true: Handled only; false: Not Handled only"),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      config: { invalidatesPublicCache: false },
      preHandler: app.throttle("form"),
      schema: {
        tags,
        summary: "Send an information request (public; always Not Handled)",
        body: RequestInput,
        response: { 201: SubmittedOut, 400: ErrorOut, 429: ErrorOut },
      },
    },
    async (request, reply) => {
      const row = await audited(app.db, request, { action: "create", entity: "request" }, async (tx) => {
        const inserted = await insertRequest(tx, { ...request.body, reqStatus: false });
        await notifyNewRequest(tx, inserted);
        return inserted;
      });
      return reply.code(201).send({ _id: row.id, message: TEXTS.submittedSuccessfully });
    },
  );

  await app.register(
    adminRoutes(async (app) => {
      app.get(
        "/",
        {
          schema: {
            tags,
            summary: "Incoming requests (admin); q, page, pageSize, sort, handled",
            querystring: RequestsQuery,
            response: { 200: z.array(RequestOut), 400: ErrorOut, 401: ErrorOut, 403: ErrorOut },
          },
        },
        async (request, reply) => {
          const { q, handled } = request.query;
          const { rows, total } = await listRequests(
            app.db,
            { q, handled },
            listPage(request.query, LIST_PAGING.requests),
          );
          setTotal(reply, total);
          return rows.map(requestOut);
        },
      );

      app.patch(
        "/:id/toggle-status",
        {
          config: { invalidatesPublicCache: false },
          schema: {
            tags,
            summary: "Mark a request Handled / Not Handled (admin); without `reqStatus` it toggles",
            params: IdParam,
            // Fastify hands a missing body over as null: it means "toggle".
            body: RequestStatusToggleInput.nullable(),
            response: { 200: RequestOut, ...errors },
          },
        },
        async (request) => {
          const existing = await findOr404(app.db, findRequest, request.params.id);
          const reqStatus = request.body?.reqStatus ?? !existing.reqStatus;
          const row = await audited(
            app.db,
            request,
            { action: reqStatus ? "handle" : "unhandle", entity: "request", before: existing },
            (tx) => setRequestStatus(tx, existing.id, reqStatus),
          );
          if (!row) throw notFound();
          return requestOut(row);
        },
      );

      deleteRoute(app, {
        entity: "request",
        tags,
        summary: "Delete a request (admin)",
        message: TOASTS.requestDeleted,
        remove: deleteRequest,
        // Requests never show on a public page.
        invalidatesPublicCache: false,
      });
    }),
  );
};

export default routes;
