import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, members, requests } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

// Toggle calls may come without a body (the spec's client sends one; others may not).
describe("toggle calls without a body", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("toggles a course's approval, a member's approval and a request's status with no body or an empty JSON body", async () => {
    const admin = await createUserWithToken(ctx, { isAdmin: true });
    const [course] = await ctx.database.db
      .insert(courses)
      .values({
        title: "t",
        desc: "d",
        link: "https://x.example",
        tag: "x",
        category: "Everyone",
        segment: "role",
        email: "o@x.example",
      })
      .returning();
    const url = `/api/v1/courses/${course!.id}/toggle-approval`;
    // Without a body it toggles; a toggle that would approve must name the version seen (400).
    const noBody = await ctx.app.inject({ method: "PATCH", url, headers: admin.auth });
    expect(noBody.statusCode).toBe(400);
    const withVersion = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: admin.auth,
      payload: { version: 1 },
    });
    expect(withVersion.statusCode).toBe(200);
    expect(withVersion.json().approved).toBe(true);
    const emptyJson = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: { ...admin.auth, "content-type": "application/json" },
      payload: "{}",
    });
    expect(emptyJson.json().approved).toBe(false);
    const [member] = await ctx.database.db
      .insert(members)
      .values({ firstName: "m", email: "m@x.example", organizationName: "M" })
      .returning();
    const memberToggle = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/members/${member!.id}/toggle-approval`,
      headers: admin.auth,
      payload: { version: 1 },
    });
    expect(memberToggle.statusCode).toBe(200);
    expect(memberToggle.json().approved).toBe(true);
    const [request] = await ctx.database.db
      .insert(requests)
      .values({
        firstName: "a",
        surName: "b",
        email: "c@d.e",
        phone: "1",
        organizationName: "o",
        message: "m",
      })
      .returning();
    const status = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/requests/${request!.id}/toggle-status`,
      headers: admin.auth,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().reqStatus).toBe(true);
  });
});
