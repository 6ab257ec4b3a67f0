// Routes for /api/v1/requests: a public form, and the admin-only list and writes.
import {
  booleanQuery,
  DeletedOut,
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
import { notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses } from "../../lib/route-groups";
import { requestOut } from "../../lib/serialize";
import { audited } from "../audit/audited";
import { notifyNewRequest } from "../mail/notify";
import { deleteRequest, findRequest, insertRequest, listRequests, setRequestStatus } from "./repository";

const errors = errorResponses(400, 401, 403, 404);
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
        summary: "Send an information request (public; always Not Handled)",
        body: RequestInput,
        response: { 201: SubmittedOut, ...errorResponses(400, 429) },
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
      listRoute(app, "/", {
        summary: "Incoming requests (admin); q, page, pageSize, sort, handled",
        querystring: RequestsQuery,
        paging: LIST_PAGING.requests,
        item: RequestOut,
        read: ({ q, handled }, page) => listRequests(app.db, { q, handled }, page),
        out: requestOut,
      });

      app.patch(
        "/:id/toggle-status",
        {
          config: { invalidatesPublicCache: false },
          schema: {
            summary: "Mark a request Handled / Not Handled (admin); without `reqStatus` it toggles",
            params: IdParam,
            // Fastify hands a missing body over as null: it means "toggle".
            body: RequestStatusToggleInput.nullable(),
            response: { 200: RequestOut, ...errorResponses(400, 404) },
          },
        },
        async (request) => {
          const id = requireUuid(request.params.id);
          const existing = await findRequest(app.db, id);
          if (!existing) throw notFound();
          const reqStatus = request.body?.reqStatus ?? !existing.reqStatus;
          const row = await audited(
            app.db,
            request,
            { action: reqStatus ? "handle" : "unhandle", entity: "request", before: existing },
            (tx) => setRequestStatus(tx, id, reqStatus),
          );
          if (!row) throw notFound();
          return requestOut(row);
        },
      );

      app.delete(
        "/:id",
        {
          config: { invalidatesPublicCache: false },
          schema: {
            tags,
            summary: "Delete a request (admin)",
            params: IdParam,
            response: { 200: DeletedOut, ...errors },
          },
        },
        async (request) => {
          const id = requireUuid(request.params.id);
          if (
            !(await audited(
              app.db,
              request,
              { action: "delete", entity: "request", entityId: id, after: null },
              (tx) => deleteRequest(tx, id),
            ))
          )
            throw notFound();
          return { _id: id, message: TOASTS.requestDeleted };
        },
      );
    }),
  );
};

export default routes;
