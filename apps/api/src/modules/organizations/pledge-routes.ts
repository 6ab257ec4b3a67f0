// Routes for /api/v1/organizations/:id/pledge (docs/decisions/0027-impact-page-open-data-pledges.md): an organisation's users propose a
// pledge, which waits for an admin (pendingPledge); an admin's own pledge applies at once; an admin
// approves or discards a waiting one naming its `proposedAt` (docs/decisions/0033-security-round-4.md:
// 400 without it, 409 when another proposal took its place). Every write is audited in its
// transaction.
import {
  IdParam,
  kenyanDay,
  OrganizationOut,
  PLEDGE_TEXTS,
  PledgeDecisionInput,
  PledgeInput,
  pledgeInPastMessage,
  pledgeStart,
} from "@alliance/shared";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { organizations } from "../../db/schema";
import { requireMayActFor } from "../../lib/access";
import { badRequest, conflict } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import { notifyNewPledge } from "../mail/notify";
import { auditOrganization, namesWaiting, proposalTime, writeOnOrganization } from "./proposals";

/** The organisation's pledge columns, locked for the write's transaction. */
async function lockPledge(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      pledgeTrained: organizations.pledgeTrained,
      pledgeCertified: organizations.pledgeCertified,
      pledgeBy: organizations.pledgeBy,
      pledgeFrom: organizations.pledgeFrom,
      pendingPledge: organizations.pendingPledge,
      pendingPledgeAt: organizations.pendingPledgeAt,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for("update");
  return row;
}

/** The pledge columns as the audit records them (without the organisation's name). */
const currentPledge = ({ name: _name, ...pledge }: NonNullable<Awaited<ReturnType<typeof lockPledge>>>) =>
  pledge;

const NO_PENDING_PLEDGE = { pendingPledge: null, pendingPledgeBy: null, pendingPledgeAt: null } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  await signedInRoutes(app, async (app) => {
    app.put(
      "/:id/pledge",
      {
        schema: {
          summary:
            "Set the organisation's pledge (its users: waits for an admin's review as pendingPledge; admin: applies at once)",
          params: IdParam,
          body: PledgeInput,
          response: { 200: OrganizationOut, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const user = request.user!;
        const id = requireUuid(request.params.id);
        requireMayActFor(user, id);
        // "Today" is the app clock's day in East Africa Time (the shared schema can't know it).
        if (request.body.by < kenyanDay(app.clock())) {
          throw badRequest(pledgeInPastMessage, [{ path: "body.by", message: pledgeInPastMessage }]);
        }
        // Its start is fixed when it is proposed (ADR 0040): the day given, else today in Kenya.
        const pledge = { ...request.body, from: pledgeStart(request.body.from, app.clock()) };
        return writeOnOrganization(app.db, id, async (tx) => {
          const current = await lockPledge(tx, id);
          if (!current) return false;
          const values = user.isAdmin
            ? {
                pledgeTrained: pledge.trained,
                pledgeCertified: pledge.certified,
                pledgeBy: pledge.by,
                pledgeFrom: pledge.from,
                pledgeApprovedAt: app.clock(),
                ...NO_PENDING_PLEDGE,
              }
            : {
                pendingPledge: pledge,
                pendingPledgeBy: user.email,
                pendingPledgeAt: proposalTime(app.clock(), current.pendingPledgeAt),
              };
          await tx.update(organizations).set(values).where(eq(organizations.id, id));
          await auditOrganization(tx, request, id, user.isAdmin ? "set-pledge" : "propose-pledge", {
            before: { pledge: currentPledge(current) },
            after: { pledge },
          });
          // A proposal waits for an admin: the admins are told, as of a new application.
          if (!user.isAdmin) {
            await notifyNewPledge(tx, app.siteLink, {
              proposedBy: user.username || user.email,
              organizationName: current.name,
              trained: pledge.trained,
              certified: pledge.certified,
              by: pledge.by,
            });
          }
          return true;
        });
      },
    );
  });

  await adminRoutes(app, async (app) => {
    app.patch(
      "/:id/pledge",
      {
        schema: {
          summary: "Approve or discard the pledge waiting for review (admin)",
          params: IdParam,
          body: PledgeDecisionInput,
          response: { 200: OrganizationOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const { decision, note, proposedAt } = request.body;
        return writeOnOrganization(app.db, id, async (tx) => {
          const current = await lockPledge(tx, id);
          if (!current) return false;
          const waiting = current.pendingPledge;
          if (!waiting) throw conflict(PLEDGE_TEXTS.noPending);
          // The proposal the admin saw, not one swapped in since (decided on the locked row).
          if (!namesWaiting(current.pendingPledgeAt, proposedAt)) {
            throw conflict(PLEDGE_TEXTS.replaced);
          }
          const values =
            decision === "approve"
              ? {
                  pledgeTrained: waiting.trained,
                  pledgeCertified: waiting.certified,
                  pledgeBy: waiting.by,
                  // A proposal made before pledges had a start starts on the day it was proposed.
                  pledgeFrom: waiting.from ?? pledgeStart(undefined, current.pendingPledgeAt ?? app.clock()),
                  pledgeApprovedAt: app.clock(),
                  ...NO_PENDING_PLEDGE,
                }
              : NO_PENDING_PLEDGE;
          await tx.update(organizations).set(values).where(eq(organizations.id, id));
          await auditOrganization(
            tx,
            request,
            id,
            decision === "approve" ? "approve-pledge" : "discard-pledge",
            {
              before: { pledge: currentPledge(current) },
              after: { pledge: decision === "approve" ? waiting : current, note: note ?? "" },
            },
          );
          return true;
        });
      },
    );
  });
};

export default routes;
