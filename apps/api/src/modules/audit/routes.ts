// GET /api/v1/audit (admin): the audit log, newest first, filtered and paged.
import { AUDIT_PAGING, AuditOut, AuditQuery, ErrorOut } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listPage, setTotal } from "../../lib/paging";
import { adminRoutes } from "../../lib/route-groups";
import { auditOut } from "../../lib/serialize";
import { listAudit } from "./repository";

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    adminRoutes(async (app) => {
      app.get(
        "/",
        {
          schema: {
            tags: ["audit"],
            summary:
              "The audit log (admin), newest first: entity, entityId, actor (e-mail), action, page, pageSize",
            querystring: AuditQuery,
            response: { 200: z.array(AuditOut), 400: ErrorOut, 401: ErrorOut, 403: ErrorOut },
          },
        },
        async (request, reply) => {
          const { entity, entityId, actor, action } = request.query;
          const { rows, total } = await listAudit(
            app.db,
            { entity, entityId, actor, action },
            listPage(request.query, AUDIT_PAGING),
          );
          setTotal(reply, total);
          return rows.map(auditOut);
        },
      );
    }),
  );
};

export default routes;
