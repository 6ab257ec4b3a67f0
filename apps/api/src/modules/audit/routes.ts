// GET /api/v1/audit (admin): the audit log, newest first, filtered and paged.
import { AUDIT_PAGING, AuditOut, AuditQuery } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { answerPage, listPage } from "../../lib/paging";
import { adminRoutes, errorResponses } from "../../lib/route-groups";
import { auditOut } from "../../lib/serialize";
import { listAudit } from "./repository";

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    adminRoutes(async (app) => {
      app.get(
        "/",
        {
          schema: {
            summary:
              "The audit log (admin), newest first: entity, entityId, actor (e-mail), action, page, pageSize",
            querystring: AuditQuery,
            response: { 200: z.array(AuditOut), ...errorResponses(400, 401, 403) },
          },
        },
        async (request, reply) => {
          const { entity, entityId, actor, action } = request.query;
          return answerPage(
            reply,
            await listAudit(
              app.db,
              { entity, entityId, actor, action },
              listPage(request.query, AUDIT_PAGING),
            ),
            auditOut,
          );
        },
      );
    }),
  );
};

export default routes;
