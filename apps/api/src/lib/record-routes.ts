// The routes staff records share, written once: delete (load the record, check who may, delete it
// with its audit row, answer the toast), the public list of approved records and the staff list
// (a page of rows as the caller may see them, the total in X-Total-Count). A successful write
// clears the public cache (plugins/public-cache.ts). Courses and members add their edit and
// review routes (reviewed-record-routes.ts).
import {
  DeletedOut,
  ErrorOut,
  IdParam,
  LIST_PAGING,
  type PageSizing,
  pagingQuery,
  type Sort,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { audited } from "../modules/audit/audited";
import type { AuthUser } from "../plugins/auth";
import { type OwnedRecord, requireCanModify } from "./access";
import { notFound } from "./errors";
import { requireUuid } from "./ids";
import { type ListPage, type ListResult, listPage, setTotal } from "./paging";
import type { Viewer } from "./serialize";

/** The Fastify instance a route plugin receives. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The answers of a write to one record, besides its success. */
export const RECORD_ERRORS = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut };

/** What every list query carries. */
type PagedQuery = { page?: number | undefined; pageSize?: number | undefined; sort?: Sort | undefined };

export type Find<Row> = (db: Db, id: string) => Promise<Row | undefined>;

/** The record named by the path, or 404 (an id that is not a uuid names no record). */
export async function findOr404<Row>(db: Db, find: Find<Row>, rawId: string): Promise<Row> {
  const row = await find(db, requireUuid(rawId));
  if (!row) throw notFound();
  return row;
}

/** Registers a route of a resource (given its OpenAPI tags). */
export type RouteMaker = (app: RouteApp, tags: string[]) => void;

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
  (app, tags) => {
    app.get(
      "/approved",
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: spec.summary,
          querystring: pagingQuery(LIST_PAGING.public),
          response: { 200: z.array(spec.response), 400: ErrorOut },
        },
      },
      async (request, reply) => {
        const { rows, total } = await spec.rows(app.db, listPage(request.query, LIST_PAGING.public));
        setTotal(reply, total);
        return rows.map(spec.out);
      },
    );
  };

/** The sort field a list query names. */
type SortFieldOf<Query> = Query extends { sort?: Sort<infer F> | undefined } ? F : string;

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

/** GET / of a staff list (register it in an access group): a page of rows as the caller may see them. */
export const staffList =
  <Query extends PagedQuery, Row, Out>(spec: StaffListSpec<Query, Row, Out>): RouteMaker =>
  (app, tags) => {
    app.get(
      "/",
      {
        schema: {
          tags,
          summary: spec.summary,
          querystring: spec.query,
          response: { 200: z.array(spec.response as z.ZodType), 400: ErrorOut, 401: ErrorOut },
        },
      },
      async (request, reply) => {
        // Validated by `spec.query`; its type does not follow through Fastify's generic route.
        const query = request.query as Query;
        const viewer = request.user!;
        const page = listPage(query, spec.sizing) as ListPage<SortFieldOf<Query>>;
        const { rows, total } = await spec.rows(app.db, query, viewer, page);
        setTotal(reply, total);
        return rows.map((row) => spec.out(viewer, row));
      },
    );
  };

export interface DeleteRouteSpec<Row> {
  /** Audit entity ("course"). */
  entity: string;
  tags: string[];
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
        tags: spec.tags,
        summary: spec.summary,
        params: IdParam,
        response: { 200: DeletedOut, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const existing = spec.find ? await findOr404(app.db, spec.find, id) : undefined;
      if (existing) requireCanModify(request.user!, existing);
      const removed = await audited(
        app.db,
        request,
        { action: "delete", entity: spec.entity, entityId: id, before: existing, after: null },
        (tx) => spec.remove(tx, id),
      );
      if (!removed) throw notFound();
      return { _id: id, message: spec.message };
    },
  );
}
