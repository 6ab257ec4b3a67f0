// What the four content types share in their repositories and answers: the organisation's name
// (read from the organisation, never copied), the staff list's filters, the fields every item
// answers with, and "today" in East Africa Time (a job is open through its closing day).
import type { ReviewFilter } from "@alliance/shared";
import { reviewStatusOf } from "@alliance/shared";
import { type AnyColumn, and, eq, or, type SQL, sql } from "drizzle-orm";
import { canModify } from "../../lib/access";
import { reviewFilter } from "../../lib/paging";
import { searchText } from "../../lib/search";
import type { AuthUser } from "../../plugins/auth";
import type { ContentRow } from "./review";

/** The name of the item's organisation ("" for none), as a column of the select. */
export const organizationNameOf = (organizationId: AnyColumn) =>
  sql<string>`coalesce((select o."name" from "organizations" o where o."id" = ${organizationId}), '')`;

/**
 * The address (slug) of the item's organisation's page ("" for none), as a column of the select.
 * A published item makes its organisation public, so its page exists wherever the item is shown.
 */
export const organizationSlugOf = (organizationId: AnyColumn) =>
  sql<string>`coalesce((select o."slug" from "organizations" o where o."id" = ${organizationId}), '')`;

/** The organisation columns every item is selected with: read from the organisation, never copied. */
export const organizationColumns = (organizationId: AnyColumn) => ({
  organizationName: organizationNameOf(organizationId),
  organizationSlug: organizationSlugOf(organizationId),
});
export interface OrganizationFields {
  organizationName: string;
  organizationSlug: string;
}

/**
 * The items of the organisation whose public page has this address (slug), or had it before a
 * rename (a shared "All its news" link keeps working); none for an unknown address. Undefined (no
 * condition) without a slug.
 */
export const ofOrganization = (organizationId: AnyColumn, slug: string | undefined): SQL | undefined =>
  slug
    ? sql`${organizationId} = coalesce(
        (select o."id" from "organizations" o where o."slug" = ${slug}),
        (select s."organization_id" from "organization_slugs" s where s."slug" = ${slug}))`
    : undefined;

interface ContentColumns {
  approved: AnyColumn;
  reviewedAt: AnyColumn;
  pendingChange: AnyColumn;
  organizationId: AnyColumn;
  email: AnyColumn;
}

export interface StaffFilter {
  q?: string | undefined;
  status?: ReviewFilter | undefined;
  mine?: boolean | undefined;
}

/**
 * The viewer's own items, as `isOwner` decides for one row: its organisation's, or, for an item of
 * no organisation, the ones written from its e-mail address.
 */
const ownedBy = (table: ContentColumns, viewer: AuthUser): SQL =>
  or(
    viewer.organizationId ? eq(table.organizationId, viewer.organizationId) : sql`false`,
    sql`${table.organizationId} is null and lower(${table.email}) = lower(${viewer.email})`,
  )!;

/**
 * The staff list's filter: `q` in `search`, review status, and `mine` (the caller's own). Anyone
 * but an admin sees its own items in every state and other organisations' only when approved
 * (docs/decisions/0033-security-round-4.md), as for member records.
 */
export function staffWhere(
  table: ContentColumns,
  search: AnyColumn[],
  filter: StaffFilter,
  viewer: AuthUser,
): SQL | undefined {
  const visible = viewer.isAdmin ? undefined : or(eq(table.approved, true), ownedBy(table, viewer));
  const mine = filter.mine ? ownedBy(table, viewer) : undefined;
  return and(visible, searchText(search, filter.q), reviewFilter(filter.status, table), mine);
}

const iso = (date: Date) => date.toISOString();

/** Who is looking (null: the public). */
export type ContentViewer = Pick<AuthUser, "email" | "isAdmin" | "organizationId"> | null;

type ItemRow = ContentRow & {
  slug: string;
  organizationSlug: string;
  featured: boolean;
  reviewedAt: Date | null;
} & {
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The fields every item answers with; its review fields (status, author, version, the change
 * waiting) only for admins and its organisation's users.
 */
export function contentFields<Values>(viewer: ContentViewer, row: ItemRow) {
  const base = {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    organizationName: row.organizationName,
    organizationSlug: row.organizationSlug,
    organizationId: row.organizationId,
    approved: row.approved,
    featured: row.featured,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
  if (!viewer || !canModify(viewer, row)) return base;
  // An event or job returned to its organisation, until that organisation's edit.
  const returned =
    !row.approved && row.returnedAt
      ? { note: row.returnedNote ?? "", by: row.returnedBy ?? "", at: iso(row.returnedAt) }
      : null;
  return {
    ...base,
    status: returned ? ("returned" as const) : reviewStatusOf(row),
    returned,
    email: row.email,
    version: row.version,
    pendingChange:
      row.pendingChange && row.pendingAt
        ? {
            // The stored values were checked by the input schema when they were proposed.
            values: row.pendingChange as Partial<Values>,
            proposedBy: row.pendingBy ?? "",
            proposedAt: iso(row.pendingAt),
          }
        : null,
  };
}

/** The day `now` falls on in East Africa Time, YYYY-MM-DD (one definition, in the shared package). */
export { kenyanDay } from "@alliance/shared";

/** The values of a content item's own fields, as written: the image only when one is sent. */
export function imageAndFeatured(body: { image?: string; featured?: boolean | undefined }, user: AuthUser) {
  return {
    ...(body.image ? { image: body.image } : {}),
    ...(user.isAdmin && body.featured !== undefined ? { featured: body.featured } : {}),
  };
}

/** The review columns of a new item: an admin's is published at once (`now`), anyone else's waits. */
export function newItemColumns(user: AuthUser, now: Date) {
  return {
    organizationId: user.organizationId ?? null,
    email: user.email,
    approved: user.isAdmin,
    reviewedAt: user.isAdmin ? now : null,
  };
}
