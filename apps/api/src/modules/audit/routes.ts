// GET /api/v1/audit (admin): the audit log, newest first, filtered and paged.
import { AUDIT_PAGING, AuditOut, AuditQuery } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listRoute } from "../../lib/list-route";
import { adminRoutes } from "../../lib/route-groups";
import { listAudit } from "./repository";
import { auditOut } from "./serialize";

const routes: FastifyPluginAsyncZod = async (app) => {
  await adminRoutes(app, async (app) => {
    listRoute(app, "/", {
      summary:
        "The audit log (admin), newest first: entity, entityId, actor (e-mail), action, page, pageSize",
      querystring: AuditQuery,
      paging: AUDIT_PAGING,
      item: AuditOut,
      read: ({ entity, entityId, actor, action }, page) =>
        listAudit(app.db, { entity, entityId, actor, action }, page),
      out: auditOut,
    });
  });
};

export default routes;
