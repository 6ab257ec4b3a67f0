// What the credentials tests start from: an organisation that may issue certificates (its user
// approved as a member organisation's, a member record approved on `reviewedAt`) with one approved
// course of its own, "<course> at <name>".
import { courses, members } from "../../../src/db/schema";
import { createUserWithToken, type TestContext } from "../../helpers";

export type Auth = { authorization: string };

export interface Issuer {
  auth: Auth;
  organizationId: string;
  courseId: string;
}

export async function approvedOrganisation(
  ctx: TestContext,
  name: string,
  { course, desc, reviewedAt }: { course: string; desc: string; reviewedAt: Date },
): Promise<Issuer> {
  const user = await createUserWithToken(ctx, { organizationName: name });
  const organizationId = user.user.organizationId!;
  await ctx.database.db.insert(members).values({
    firstName: "Amina",
    email: `amina@${organizationId.slice(0, 8)}.example`,
    organizationName: name,
    organizationId,
    approved: true,
    reviewedAt,
  });
  const [row] = await ctx.database.db
    .insert(courses)
    .values({
      title: `${course} at ${name}`,
      desc,
      link: `https://learn.example/${organizationId.slice(0, 8)}`,
      organizationId,
      tag: "ai",
      category: "Technical",
      segment: "Students",
      email: "courses@learn.example",
      approved: true,
    })
    .returning();
  return { auth: user.auth, organizationId, courseId: row!.id };
}
