// The one way lists are asked for, for every list route (API) and every list screen (web):
// `page` (from 1) and `pageSize` page the list, `sort` orders it (`field` ascending, `-field`
// descending, from a whitelist per resource), `q` searches it, and resource filters narrow it.
// Every call is paged: without `page`/`pageSize` the first page of the resource's default size is
// answered, and no page is larger than its cap. The total is in the X-Total-Count header.
import { z } from "zod";
import { LIMITS, MAX_PAGE_SIZE, PAGE_SIZES } from "./constants";

/** Default and largest page size of one list. */
export interface PageSizing {
  default: number;
  max: number;
}

/**
 * The public lists (the home page's carousels and the learning page) show every approved record
 * at once, so they keep a larger default; it is still a cap, so no answer reads a whole table.
 */
export const PUBLIC_LIST_PAGE_SIZE = 500;

export const LIST_PAGING = {
  users: { default: PAGE_SIZES.users, max: MAX_PAGE_SIZE },
  requests: { default: PAGE_SIZES.requests, max: MAX_PAGE_SIZE },
  courses: { default: PAGE_SIZES.courses, max: MAX_PAGE_SIZE },
  members: { default: PAGE_SIZES.members, max: MAX_PAGE_SIZE },
  partners: { default: PAGE_SIZES.partners, max: MAX_PAGE_SIZE },
  organizations: { default: PAGE_SIZES.organizations, max: MAX_PAGE_SIZE },
  /** No page size is set for reports by the product; the staff screen sends its own. */
  reports: { default: 10, max: MAX_PAGE_SIZE },
  news: { default: 20, max: MAX_PAGE_SIZE },
  events: { default: 20, max: MAX_PAGE_SIZE },
  jobs: { default: 20, max: MAX_PAGE_SIZE },
  insights: { default: 20, max: MAX_PAGE_SIZE },
  public: { default: PUBLIC_LIST_PAGE_SIZE, max: PUBLIC_LIST_PAGE_SIZE },
} as const satisfies Record<string, PageSizing>;

/** The columns each list may be sorted by (`sort=field` or `sort=-field`). */
export const SORT_FIELDS = {
  users: ["createdAt", "username", "email", "organizationName"],
  courses: ["createdAt", "title", "organization", "category"],
  members: ["createdAt", "firstName", "surName", "organizationName"],
  partners: ["createdAt", "organizationName"],
  organizations: ["name", "createdAt"],
  requests: ["createdAt", "firstName", "surName", "organizationName"],
  reports: ["createdAt", "organizationName", "year", "quarter"],
  news: ["createdAt", "title"],
  events: ["createdAt", "title", "startDate"],
  jobs: ["createdAt", "title", "closingDate"],
  insights: ["createdAt", "title", "dateOfInsight"],
} as const;
export type SortResource = keyof typeof SORT_FIELDS;
export type SortField<R extends SortResource> = (typeof SORT_FIELDS)[R][number];

/** A parsed `sort`: the field and its direction. */
export interface Sort<F extends string = string> {
  field: F;
  desc: boolean;
}

const pageNumber = z.coerce.number().int().min(1).max(1_000_000);

/** `page` and `pageSize` (1..sizing.max); the defaults are applied by the server. */
export function pagingQuery(sizing: PageSizing) {
  return z.object({
    page: pageNumber.optional().describe("Page number, from 1 (default 1)"),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(sizing.max)
      .optional()
      .describe(`Rows per page (default ${sizing.default}, at most ${sizing.max})`),
  });
}

/** `sort=field` or `sort=-field` from the resource's whitelist; anything else is a 400. */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  const allowed = [...fields, ...fields.map((field) => `-${field}`)];
  return z
    .string()
    .trim()
    .max(64, "Sort by one of the list's columns")
    .refine((value) => allowed.includes(value), {
      message: `Sort by one of: ${allowed.join(", ")}`,
    })
    .transform((value): Sort<F[number]> => {
      const desc = value.startsWith("-");
      return { field: (desc ? value.slice(1) : value) as F[number], desc };
    })
    .optional()
    .describe(`Sort order: one of ${allowed.join(", ")} (a leading - sorts descending)`);
}

/** The query of a searchable staff list: q, page, pageSize, sort. */
export function listQuery<R extends SortResource>(resource: R, sizing: PageSizing = LIST_PAGING[resource]) {
  return pagingQuery(sizing).extend({
    q: z.string().trim().max(LIMITS.search).optional().describe("Case-insensitive search text"),
    sort: sortQuery(SORT_FIELDS[resource] as unknown as readonly [SortField<R>, ...SortField<R>[]]),
  });
}

/** Approval status of courses and members as the lists filter it. */
export const APPROVAL_STATUSES = ["pending", "approved", "hidden"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** The lists' `status` filter: a review status, or `changes` (an edit waits for review). */
export const REVIEW_FILTERS = [...APPROVAL_STATUSES, "changes"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const approvalStatusQuery = z
  .enum(REVIEW_FILTERS)
  .optional()
  .describe(
    "pending: not approved yet, never reviewed; approved: public; hidden: an admin hid it; changes: an edit waits for review",
  );

/** `true` / `false` in a query string as a boolean. */
export const booleanQuery = z
  .enum(["true", "false"])
  .transform((value) => value === "true")
  .optional();
