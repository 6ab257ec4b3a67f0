// The routes staff records share, written once: delete (load the record, check who may, delete it
// with its audit row, answer the toast), the public list of approved records and the staff list
// (a page of rows as the caller may see them, the total in X-Total-Count). A successful write
// clears the public cache (plugins/public-cache.ts). Courses and members add their edit and
// review routes (reviewed-record-routes.ts).
import {
  DeletedOut,
  IdParam,
  isTrashEntity,
  LIST_PAGING,
  type PageSizing,
  pagingQuery,
  type Sort,
} from "@alliance/shared";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { type OwnedRecord, requireCanModify } from "../../lib/access";
import { notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import type { ListPage, ListResult } from "../../lib/paging";
import { errorResponses, type RouteApp } from "../../lib/route-groups";
import type { Viewer } from "../../lib/serialize";
import type { AuthUser } from "../../plugins/auth";
import { actorOf, recordAudit } from "../audit/audited";
import { keepInTrash } from "../trash/repository";

export type { RouteApp };

/** The answers of a write to one record, besides its success. */
export const RECORD_ERRORS = errorResponses(400, 401, 403, 404);

/** What every list query carries. */
type PagedQuery = { page?: number | undefined; pageSize?: number | undefined; sort?: Sort | undefined };

export type Find<Row> = (db: Db, id: string) => Promise<Row | undefined>;

/** The record named by the path, or 404 (an id that is not a uuid names no record). */
export async function findOr404<Row>(db: Db, find: Find<Row>, rawId: string): Promise<Row> {
  const row = await find(db, requireUuid(rawId));
  if (!row) throw notFound();
  return row;
}

/** Registers a route of a resource (its OpenAPI tag comes from the module's `domainRoutes`). */
export type RouteMaker = (app: RouteApp) => void;

export interface PublicListSpec<Row> {
  summary: string;
  /** The answer's row schema, and the row -> answer mapper. */
  response: z.ZodType;
  out: (row: Row) => unknown;
  rows: (db: Db, page: ListPage) => Promise<ListResult<Row>>;
}

/** GET /approved (public, cached): the approved records' public fields, a page of them. */
export const publicList =
  <Row>(spec: PublicListSpec<Row>): RouteMaker =>
  (app) =>
    listRoute(app, "/approved", {
      summary: spec.summary,
      querystring: pagingQuery(LIST_PAGING.public),
      paging: LIST_PAGING.public,
      item: spec.response,
      config: { publicCache: true },
      read: (_query, page) => spec.rows(app.db, page),
      out: (row) => spec.out(row),
    });

export interface StaffListSpec<Query extends PagedQuery, Row, Out> {
  summary: string;
  /** The list's query schema (`listQuery(resource)` and its filters) and page sizes. */
  query: z.ZodType<Query>;
  sizing: PageSizing;
  /** The answer's row schema and the row -> answer mapper for the caller. */
  response: z.ZodType<Out>;
  out: (viewer: Viewer, row: Row) => Out;
  rows: (
    db: Db,
    query: Query,
    viewer: AuthUser,
    page: ListPage<SortFieldOf<Query>>,
  ) => Promise<ListResult<Row>>;
}

/** The sort field a list query names. */
type SortFieldOf<Query> = Query extends { sort?: Sort<infer F> | undefined } ? F : string;

/** GET / of a staff list (register it in an access group): a page of rows as the caller may see them. */
export const staffList =
  <Query extends PagedQuery, Row, Out>(spec: StaffListSpec<Query, Row, Out>): RouteMaker =>
  (app) =>
    listRoute(app, "/", {
      summary: spec.summary,
      querystring: spec.query,
      paging: spec.sizing,
      item: spec.response,
      read: (query, page, request) =>
        spec.rows(app.db, query, request.user!, page as ListPage<SortFieldOf<Query>>),
      out: (row, request) => spec.out(request.user!, row),
    });

export interface DeleteRouteSpec<Row> {
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
  find?: Find<Row>;
  /** False when the record never shows on a public page. */
  invalidatesPublicCache?: false;
}

/** DELETE /:id. */
export function deleteRoute<Row extends OwnedRecord>(app: RouteApp, spec: DeleteRouteSpec<Row>): void {
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
      const existing = spec.find ? await findOr404(app.db, spec.find, id) : undefined;
      if (existing) requireCanModify(request.user!, existing);
      const removed = await app.db.transaction(async (tx) => {
        // Kept 30 days with every value, so an admin can restore it (ADR 0023); the audit entry
        // keeps the values too, so the Activity screen can say what was removed.
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
