// Who may issue, and who a DID names (docs/decisions/0041-open-badges-credentials.md): an
// organisation issues once its member record is approved; its DID is named by its slug, current
// or old (an old slug keeps naming it, so what it issued before a rename still verifies).
import { and, eq, exists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members, organizationSlugs, organizations } from "../../db/schema";

export const hasApprovedMember = sql`exists (select 1 from ${members} where ${members.organizationId} = ${organizations.id} and ${members.approved})`;

export interface IssuerOrganisation {
  id: string;
  name: string;
  slug: string;
  website: string;
  /** Its member record is approved: it may issue, and it is in the registry of issuers. */
  approved: boolean;
}

const columns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  website: organizations.website,
  approved: sql<boolean>`${hasApprovedMember}`,
};

export async function organisationById(db: Db, id: string): Promise<IssuerOrganisation | undefined> {
  const [row] = await db.select(columns).from(organizations).where(eq(organizations.id, id));
  return row;
}

/** The organisation a slug names now or named before. */
export async function organisationBySlug(db: Db, slug: string): Promise<IssuerOrganisation | undefined> {
  const [row] = await db
    .select(columns)
    .from(organizations)
    .where(
      sql`${organizations.slug} = ${slug} or ${exists(
        db
          .select({ one: sql`1` })
          .from(organizationSlugs)
          .where(
            and(eq(organizationSlugs.slug, slug), eq(organizationSlugs.organizationId, organizations.id)),
          ),
      )}`,
    );
  return row;
}
