// The registry of issuers the alliance knows (docs/decisions/0041-open-badges-credentials.md):
// every organisation whose member record is approved, with the DID this site keeps for it, and
// what it issues (its approved courses). Verification marks an issuer "known" when its DID is here.
import { SITE } from "@alliance/shared";
import { and, asc, eq, inArray, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, issuerDids, members, organizations } from "../../db/schema";
import { ownDid } from "./did";
import { hasApprovedMember, organisationBySlug } from "./issuers";
import type { CredentialService } from "./service";
import type { KnownIssuer } from "./verify";

export async function registryOfIssuers(db: Db, service: CredentialService) {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      since: sql<Date | string | null>`(${db
        .select({ at: min(members.reviewedAt) })
        .from(members)
        .where(and(eq(members.organizationId, organizations.id), eq(members.approved, true)))})`,
    })
    .from(organizations)
    .where(hasApprovedMember)
    .orderBy(asc(organizations.name));
  const ids = rows.map((row) => row.id);
  const offered = ids.length
    ? await db
        .select({
          organizationId: courses.organizationId,
          id: courses.id,
          title: courses.title,
          link: courses.link,
        })
        .from(courses)
        .where(and(inArray(courses.organizationId, ids), eq(courses.approved, true)))
        .orderBy(asc(courses.title))
    : [];
  const declared = ids.length
    ? await db
        .select({ organizationId: issuerDids.organizationId, did: issuerDids.did })
        .from(issuerDids)
        .where(and(inArray(issuerDids.organizationId, ids), eq(issuerDids.approved, true)))
        .orderBy(asc(issuerDids.createdAt))
    : [];
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    page: `${service.origin}/organisations/${row.slug}`,
    dids: [
      service.organisationDid(row.slug),
      ...declared.filter((entry) => entry.organizationId === row.id).map((entry) => entry.did),
    ],
    since: row.since ? new Date(row.since).toISOString() : null,
    issues: offered
      .filter((course) => course.organizationId === row.id)
      .map((course) => ({ id: course.id, name: course.title, url: course.link })),
  }));
}

/** The alliance itself, or an organisation in the registry, named by one of this site's DIDs. */
export async function knownIssuer(
  db: Db,
  service: CredentialService,
  did: string,
): Promise<KnownIssuer | null> {
  const own = ownDid(did, service.origin);
  if (!own) {
    const [declared] = await db
      .select({ name: organizations.name })
      .from(issuerDids)
      .innerJoin(organizations, eq(organizations.id, issuerDids.organizationId))
      .where(and(eq(issuerDids.did, did), eq(issuerDids.approved, true), hasApprovedMember));
    return declared ?? null;
  }
  if (own.kind === "site") return { name: SITE.title };
  const organisation = await organisationBySlug(db, own.slug!);
  return organisation?.approved ? { name: organisation.name } : null;
}
