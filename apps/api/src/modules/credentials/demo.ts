// Demo certificates on a first start with demo content (SEED_DEMO): two credentials of the first
// approved member organisation's first approved course, so the verify page and the registry show
// something real from the start. Made after seeding, through the same signing as any other.
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { courses, credentials, organizations } from "../../db/schema";
import { hasApprovedMember, organisationById } from "./issuers";
import { insertCredential, prepareCredential } from "./repository";

const DEMO_RECIPIENTS = [
  { name: "Achieng Otieno", email: "achieng.otieno@example.org", phone: undefined },
  { name: "Mwangi Kariuki", email: undefined, phone: "0712 000 001" },
];

export async function seedDemoCredentials(app: FastifyInstance): Promise<number> {
  const [existing] = await app.db.select({ n: sql<number>`count(*)::int` }).from(credentials);
  if (existing && existing.n > 0) return 0;
  const [pick] = await app.db
    .select({ organizationId: organizations.id, course: courses })
    .from(courses)
    .innerJoin(organizations, eq(organizations.id, courses.organizationId))
    .where(and(eq(courses.approved, true), hasApprovedMember))
    .orderBy(asc(organizations.name), asc(courses.title))
    .limit(1);
  if (!pick) return 0;
  const organisation = (await organisationById(app.db, pick.organizationId))!;
  const issuedAt = app.clock();
  for (const recipient of DEMO_RECIPIENTS) {
    const prepared = await prepareCredential({
      service: app.credentials,
      organisation,
      course: pick.course,
      input: { courseId: pick.course.id, recipient },
      issuedAt,
      createdBy: "demo",
    });
    await insertCredential(app.db, prepared);
  }
  return DEMO_RECIPIENTS.length;
}
