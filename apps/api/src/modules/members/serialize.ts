// The row -> API mappers of this module (members); the shapes are in packages/shared/src/responses.ts.
import { type Member, type PublicMember, reviewStatusOf } from "@alliance/shared";
import type { members } from "../../db/schema";
import { canModify } from "../../lib/access";

import { iso, pendingChangeOf, type Viewer } from "../../lib/serialize";

type MemberRow = typeof members.$inferSelect;

/** What anonymous visitors see of a member: its organisation and website. */
export const publicMember = (row: Pick<MemberRow, "id" | "organizationName" | "website">): PublicMember => ({
  _id: row.id,
  organizationName: row.organizationName,
  website: row.website,
});

export function memberFor(viewer: Viewer, row: MemberRow): Member {
  const base: Member = {
    _id: row.id,
    firstName: row.firstName,
    surName: row.surName,
    role: row.role,
    organizationName: row.organizationName,
    organizationId: row.organizationId,
    website: row.website,
  };
  // Contact fields reach admins and the record's organisation only (Data Protection Act 2019).
  if (!canModify(viewer, row)) return base;
  return {
    ...base,
    email: row.email,
    phone: row.phone,
    approved: row.approved,
    status: reviewStatusOf(row),
    language: row.language,
    createdAt: iso(row.createdAt),
    pendingChange: pendingChangeOf<NonNullable<Member["pendingChange"]>["values"]>(row),
    version: row.version,
  };
}
