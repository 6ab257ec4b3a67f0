// PATCH /api/v1/organizations/:id/website (admin): approve or discard the website an organisation
// user proposed (docs/decisions/0033-security-round-4.md), naming the proposal's `proposedAt`: 400
// without it, 409 when another took its place. Decided on the locked row, audited in the same
// transaction; until approved, the public page keeps the approved website.
import { IdParam, OrganizationOut, WEBSITE_TEXTS, WebsiteDecisionInput } from "@alliance/shared";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { organizations } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { adminRoutes, errorResponses } from "../../lib/route-groups";
import { auditOrganization, namesWaiting, writeOnOrganization } from "./proposals";

const NO_PENDING_WEBSITE = { pendingWebsite: null, pendingWebsiteBy: null, pendingWebsiteAt: null } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  await adminRoutes(app, async (app) => {
    app.patch(
      "/:id/website",
      {
        schema: {
          summary: "Approve or discard the website waiting for review (admin), naming its proposedAt",
          params: IdParam,
          body: WebsiteDecisionInput,
          response: { 200: OrganizationOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const { decision, note, proposedAt } = request.body;
        return writeOnOrganization(app.db, id, async (tx) => {
          const [current] = await tx
            .select({
              website: organizations.website,
              pendingWebsite: organizations.pendingWebsite,
              pendingWebsiteAt: organizations.pendingWebsiteAt,
            })
            .from(organizations)
            .where(eq(organizations.id, id))
            .for("update");
          if (!current) return false;
          const waiting = current.pendingWebsite;
          if (waiting === null) throw conflict(WEBSITE_TEXTS.noPending);
          if (!namesWaiting(current.pendingWebsiteAt, proposedAt)) throw conflict(WEBSITE_TEXTS.replaced);
          const approve = decision === "approve";
          await tx
            .update(organizations)
            .set(approve ? { website: waiting, ...NO_PENDING_WEBSITE } : NO_PENDING_WEBSITE)
            .where(eq(organizations.id, id));
          await auditOrganization(tx, request, id, approve ? "approve-website" : "discard-website", {
            before: { website: current.website, pendingWebsite: waiting },
            after: { website: approve ? waiting : current.website, note: note ?? "" },
          });
          return true;
        });
      },
    );
  });
};

export default routes;
