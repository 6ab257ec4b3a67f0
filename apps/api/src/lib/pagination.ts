// Lists return a JSON array (SPEC §7); `page`/`pageSize` page it and X-Total-Count carries the
// total (DESIGN §4). A call without either gets the first UNPAGED_LIMIT rows, as the spec's own
// client (which pages in the browser) expects a whole list.
import type { FastifyReply } from "fastify";

export const UNPAGED_LIMIT = 1000;

export function pageWindow(query: { page?: number; pageSize?: number }, defaultPageSize: number) {
  if (query.page === undefined && query.pageSize === undefined) return { limit: UNPAGED_LIMIT, offset: 0 };
  const pageSize = query.pageSize ?? defaultPageSize;
  const page = query.page ?? 1;
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function setTotal(reply: FastifyReply, total: number) {
  reply.header("X-Total-Count", String(total));
  reply.header("Access-Control-Expose-Headers", "X-Total-Count");
}
