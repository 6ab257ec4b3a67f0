// Idempotency-Key on staff writes (plugins/idempotency.ts): a retry with the same key answers the
// first answer and writes nothing; the same key with another body is a 422; keys are per user;
// signed out, the key changes nothing (401); a bad key is a 400; a day later the key is new again;
// an organisation token's write with a key is written (its keys are not a user's).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, reports, staffRequestReplays } from "../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";
import { storedImageUrl, TEST_IMAGE, TEST_IMAGE_ID } from "../image-fixture";

const course = {
  title: "Retried course",
  desc: "Sent twice over a bad network.",
  link: "https://learn.example.org/retried",
  tag: "GenAI",
  category: "Everyone",
  segment: "topic",
  image: TEST_IMAGE,
};

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
let alice: Awaited<ReturnType<typeof createUserWithToken>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await storedImageUrl(ctx.database.db, TEST_IMAGE_ID);
  admin = await createUserWithToken(ctx, { isAdmin: true });
  alice = await createUserWithToken(ctx, { organizationName: "Org A" });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/courses", headers, payload });
const titled = async (title: string) =>
  (await ctx.database.db.select().from(courses).where(eq(courses.title, title))).length;

describe("Idempotency-Key", () => {
  it("answers a retry with the first answer and creates one record", async () => {
    const headers = { ...admin.auth, "idempotency-key": "submission-1" };
    const first = await post(headers, course);
    expect(first.statusCode).toBe(201);
    const retry = await post(headers, course);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await titled(course.title)).toBe(1);
  });

  it("refuses the same key with another body (422) and writes nothing", async () => {
    const other = { ...course, title: "Another course" };
    const response = await post({ ...admin.auth, "idempotency-key": "submission-1" }, other);
    expect(response.statusCode).toBe(422);
    expect(await titled(other.title)).toBe(0);
  });

  it("keeps keys per user: another user's same key is a request of its own", async () => {
    const response = await post({ ...alice.auth, "idempotency-key": "submission-1" }, course);
    expect(response.statusCode).toBe(201);
    expect(response.headers["idempotent-replayed"]).toBeUndefined();
    expect(await titled(course.title)).toBe(2);
  });

  it("changes nothing for a signed-out caller, refuses a bad key, and writes each request without a key", async () => {
    const signedOut = await post({ "idempotency-key": "submission-2" }, course);
    expect(signedOut.statusCode).toBe(401);
    const bad = await post({ ...admin.auth, "idempotency-key": "has spaces in it" }, course);
    expect(bad.statusCode).toBe(400);
    const plain = { ...course, title: "No key" };
    expect((await post(admin.auth, plain)).statusCode).toBe(201);
    expect((await post(admin.auth, plain)).statusCode).toBe(201);
    expect(await titled(plain.title)).toBe(2);
  });

  it("keeps a refusal too, and forgets a key after a day", async () => {
    const refused = await post({ ...admin.auth, "idempotency-key": "submission-3" }, { ...course, link: "" });
    expect(refused.statusCode).toBe(400);
    const dayOld = { ...course, title: "A day later" };
    const headers = { ...admin.auth, "idempotency-key": "submission-4" };
    expect((await post(headers, dayOld)).statusCode).toBe(201);
    await ctx.database.db
      .update(staffRequestReplays)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(staffRequestReplays.key, "submission-4"));
    const later = await post(headers, dayOld);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(await titled(dayOld.title)).toBe(2);
  });

  it("writes an organisation token's report sent with a key, and its retry is the period's own 409", async () => {
    const organizationId = alice.user.organizationId!;
    const made = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/organizations/${organizationId}/tokens`,
      headers: alice.auth,
      payload: {
        name: "retrying script",
        scopes: ["reports:write"],
        expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const headers = { authorization: `Bearer ${made.json().token}`, "idempotency-key": "token-report-1" };
    const report = { year: 2024, quarter: "Q1", metrics: { trained: 3 } };
    const send = () => ctx.app.inject({ method: "POST", url: "/api/v1/reports", headers, payload: report });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect((await send()).statusCode).toBe(409);
    const kept = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.organizationId, organizationId));
    expect(kept).toHaveLength(1);
  });
});
