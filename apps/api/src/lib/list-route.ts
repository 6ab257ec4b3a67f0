// The one way a list is served. Every list route is a GET whose query is parsed by a shared
// paging schema (packages/shared/src/lists.ts); it answers the page asked for (page 1 of the
// default size unless given, never above the cap) as an array in the item's shape, with the
// number of matching rows in X-Total-Count, and a 400 for a query it cannot read. Who may ask is
// declared by the route group it is registered in (lib/route-groups.ts).
import type { PageSizing, Sort } from "@alliance/shared";
import type { FastifyContextConfig, FastifyRequest } from "fastify";
import { z } from "zod";
import { answerPage, type ListPage, type ListResult, listPage } from "./paging";
import { errorResponses, type RouteApp } from "./route-groups";

/** What a paged query carries once parsed: page, pageSize and (for sortable lists) sort. */
interface PagedQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
  sort?: Sort | undefined;
}

/** The sort fields of a parsed query (string when the list is not sortable). */
type SortFieldsOf<Q> = Q extends { sort?: Sort<infer F> | undefined } ? F : string;

export interface ListRoute<Q extends z.ZodType<PagedQuery>, T, Item extends z.ZodType> {
  summary: string;
  /** The query schema: a shared `listQuery(...)` / `pagingQuery(...)`, with the list's filters. */
  querystring: Q;
  /** The sizing the query schema was made with (default and largest page). */
  paging: PageSizing;
  /** The shape of one row in the answer. */
  item: Item;
  config?: FastifyContextConfig;
  /** Reads the page from the repository, with the parsed query's filters. */
  read: (
    query: z.output<Q>,
    page: ListPage<SortFieldsOf<z.output<Q>>>,
    request: FastifyRequest,
  ) => Promise<ListResult<T>>;
  /** Shapes one row for the caller. */
  out: (row: T, request: FastifyRequest) => z.output<Item>;
}

/** Registers `GET url` serving the list `spec` describes. */
export function listRoute<Q extends z.ZodType<PagedQuery>, T, Item extends z.ZodType>(
  app: RouteApp,
  url: string,
  spec: ListRoute<Q, T, Item>,
): void {
  app.get(
    url,
    {
      config: spec.config ?? {},
      schema: {
        summary: spec.summary,
        querystring: spec.querystring,
        response: { 200: z.array(spec.item), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Q>;
      const page = listPage(query as PagedQuery, spec.paging) as ListPage<SortFieldsOf<z.output<Q>>>;
      const result = await spec.read(query, page, request);
      return answerPage(reply, result, (row) => spec.out(row, request));
    },
  );
}
