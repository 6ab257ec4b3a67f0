// The one way a record is deleted: DELETE /:id loads the record (404), checks who may delete it
// (403), keeps it in the trash for 30 days (docs/decisions/0023-deleted-records-kept-30-days.md)
// and deletes it with its audit row in one transaction, then answers the toast. A successful
// delete clears the public cache (plugins/public-cache/) unless the record never shows on a
// public page. Who may ask is declared by the route group it is registered in.
import { DeletedOut, IdParam, isTrashEntity } from "@alliance/shared";
import type { Db } from "../../db/client";
import { type OwnedRecord, requireCanModify } from "../../lib/access";
import { notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { RECORD_ERRORS, type RouteApp } from "../../lib/route-groups";
import { actorOf, recordAudit } from "../audit/audited";
import { keepInTrash } from "./repository";

export interface DeleteRoute<Row> {
  /** Audit entity ("course"). */
  entity: string;
  summary: string;
  /** The message of the answer (the spec's toast). */
  message: string;
  remove: (db: Db, id: string) => Promise<boolean>;
  /**
   * For records an organisation owns: the record is loaded first (404), only an admin or a user
   * of its organisation may delete it (403), and it is recorded as the audit row's `before`.
   * Without it the route belongs in an admin group.
   */
  find?: (db: Db, id: string) => Promise<Row | undefined>;
  /** False when the record never shows on a public page. */
  invalidatesPublicCache?: false;
}

/** Registers DELETE /:id. */
export function deleteRoute<Row extends OwnedRecord>(app: RouteApp, spec: DeleteRoute<Row>): void {
  app.delete(
    "/:id",
    {
      ...(spec.invalidatesPublicCache === false ? { config: { invalidatesPublicCache: false } } : {}),
      schema: {
        summary: spec.summary,
        params: IdParam,
        response: { 200: DeletedOut, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const existing = spec.find ? await spec.find(app.db, id) : undefined;
      if (spec.find && !existing) throw notFound();
      if (existing) requireCanModify(request.user!, existing);
      const removed = await app.db.transaction(async (tx) => {
        // Every value is kept, so an admin can restore it; the audit entry keeps the values too,
        // so the Activity screen can say what was removed.
        const kept = isTrashEntity(spec.entity)
          ? await keepInTrash(tx, spec.entity, id, request.user?.email ?? null)
          : undefined;
        const gone = await spec.remove(tx, id);
        if (gone) {
          await recordAudit(tx, {
            action: "delete",
            entity: spec.entity,
            entityId: id,
            before: existing ?? kept ?? null,
            after: null,
            ...actorOf(request),
          });
        }
        return gone;
      });
      if (!removed) throw notFound();
      return { _id: id, message: spec.message };
    },
  );
}
