// Deleted records kept 30 days (docs/decisions/0023-deleted-records-kept-30-days.md): the admin's
// list of them, and POST /{courses|members|partners|requests|reports|news|events|jobs|insights}/:id/restore, which puts one
// back with the same id and values (409 when its place was taken meanwhile). The list is an
// admin's; a restore is an admin's, or the Undo of a user's own delete of their organisation's
// record (`mayRestore`).
import {
  auditRecordName,
  IdParam,
  isOwner,
  mayRestore,
  type OwnedRecord,
  TRASH_DAYS,
  TRASH_ENTITIES,
  TRASH_ENTITY_NAMES,
  TRASH_MESSAGES,
  TRASH_PAGING,
  type TrashEntity,
  TrashItemOut,
  TrashQuery,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, forbidden, notFound, pgErrorCode } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import { actorOf, recordAudit } from "../audit/audited";
import { apiValues, findInTrash, listTrash, restoreFromTrash, type TrashRow } from "./repository";

/** The values with the name the screens give the record (the Activity screen's rule). */
const labelled = (entity: TrashEntity, values: Record<string, unknown>) => ({
  label: auditRecordName(entity, values),
  values,
});

export function trashOut(row: TrashRow) {
  const entity = row.entity as TrashEntity;
  return {
    _id: row.id,
    entity,
    recordId: row.recordId,
    // The API's field names; secrets never reach the trash (no table kept here holds one).
    ...labelled(entity, apiValues(row.values)),
    deletedAt: row.deletedAt.toISOString(),
    deletedBy: row.deletedBy,
    restorableUntil: new Date(row.deletedAt.getTime() + TRASH_DAYS * 86_400_000).toISOString(),
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  await adminRoutes(app, async (app) => {
    listRoute(app, "/trash", {
      summary: `Deleted courses, member records, partners, requests, reports, news, events, jobs and insights, kept ${TRASH_DAYS} days (admin), newest first`,
      querystring: TrashQuery,
      paging: TRASH_PAGING,
      item: TrashItemOut,
      read: ({ entity }, page) => listTrash(app.db, { entity }, page),
      out: trashOut,
    });
  });

  await signedInRoutes(app, async (app) => {
    for (const entity of TRASH_ENTITY_NAMES) {
      app.post(
        `/${TRASH_ENTITIES[entity]}/:id/restore`,
        {
          schema: {
            tags: [TRASH_ENTITIES[entity]],
            summary: `Restore a deleted ${entity} with the same id and values within ${TRASH_DAYS} days (admin, or whoever of its organisation deleted it: Undo)`,
            params: IdParam,
            response: {
              200: z.object({ _id: z.string(), message: z.string() }),
              ...errorResponses(400, 403, 404, 409),
            },
          },
        },
        async (request) => {
          const id = requireUuid(request.params.id);
          await app.db.transaction(async (tx) => {
            const kept = await findInTrash(tx, entity, id);
            const values = kept && (apiValues(kept.values) as OwnedRecord);
            // Someone else's record answers as absent, so its trash is not revealed.
            if (!kept || !values) throw notFound(TRASH_MESSAGES.notInTrash);
            if (!mayRestore(request.user!, entity, { deletedBy: kept.deletedBy, values })) {
              if (request.user!.isAdmin || !isOwner(request.user!, values))
                throw notFound(TRASH_MESSAGES.notInTrash);
              throw forbidden();
            }
            try {
              // A savepoint, so a refused insert leaves the transaction usable for nothing else
              // and the answer is a clear 409 rather than a 500.
              await tx.transaction((inner) => restoreFromTrash(inner, kept));
            } catch (error) {
              const code = pgErrorCode(error);
              if (code === "23505" || code === "23503") throw conflict(TRASH_MESSAGES.placeTaken);
              throw error;
            }
            await recordAudit(tx, {
              action: "restore",
              entity,
              entityId: id,
              before: null,
              after: kept.values,
              ...actorOf(request),
            });
          });
          return { _id: id, message: TRASH_MESSAGES.restored };
        },
      );
    }
  });
};

export default routes;
