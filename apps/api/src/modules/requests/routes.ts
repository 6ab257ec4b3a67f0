// Routes for /api/v1/requests: a public form, and the admin-only list and writes.
import {
  booleanQuery,
  IdParam,
  LIST_PAGING,
  listQuery,
  RequestInput,
  RequestOut,
  RequestStatusToggleInput,
  SubmittedOut,
  TOASTS,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { formLanguage } from "../../lib/form-language";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses } from "../../lib/route-groups";
import { audited } from "../audit/audited";
import { notifyNewRequest } from "../mail/notify";
import { acknowledge, nextReference, submittedOut } from "../mail/references";
import { deleteRoute } from "../trash/delete-route";
import { deleteRequest, findRequest, insertRequest, listRequests, setRequestStatus } from "./repository";
import { requestOut } from "./serialize";

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
        const reference = await nextReference(tx, "R", app.clock());
        const language = formLanguage(request, request.body.language);
        const inserted = await insertRequest(tx, { ...request.body, language, reqStatus: false, reference });
        await notifyNewRequest(tx, app.siteLink, inserted);
        // The requester's acknowledgement, with the reference and what happens next, in their language.
        await acknowledge(tx, "request", inserted, reference);
        return inserted;
      });
      return reply.code(201).send(submittedOut(row));
    },
  );

  await adminRoutes(app, async (app) => {
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
        const existing = await findRequest(app.db, requireUuid(request.params.id));
        if (!existing) throw notFound();
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
      summary: "Delete a request (admin)",
      message: TOASTS.requestDeleted,
      remove: deleteRequest,
      // Requests never show on a public page.
      invalidatesPublicCache: false,
    });
  });
};

export default routes;
