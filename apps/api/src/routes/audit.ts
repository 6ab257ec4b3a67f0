// GET /api/v1/audit (admin): the audit log, newest first, filtered and paged.
import { AuditQuery } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageWindow } from "../lib/search";
import { AuditOut, auditOut, ErrorOut } from "../lib/serialize";
import { listAudit } from "../repositories/audit";

const AUDIT_PAGE_SIZE = 25;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ["audit"],
        summary: "The audit log (admin): entity, entityId, actor (e-mail), action, page, pageSize",
        security: [{ bearerAuth: [] }],
        querystring: AuditQuery,
        response: { 200: z.array(AuditOut), 400: ErrorOut, 401: ErrorOut, 403: ErrorOut },
      },
    },
    async (request, reply) => {
      const { entity, entityId, actor, action } = request.query;
      const window = pageWindow(request.query, AUDIT_PAGE_SIZE) ?? { limit: AUDIT_PAGE_SIZE, offset: 0 };
      const { rows, total } = await listAudit(app.db, { entity, entityId, actor, action }, window);
      reply.header("X-Total-Count", String(total));
      return rows.map(auditOut);
    },
  );
};

export default routes;
