// A pledge's approval names the proposal seen (docs/decisions/0033-security-round-4.md):
// without `proposedAt` 400, a proposal swapped in since 409 and nothing published; a pledge's date
// runs from today (the app clock's day in East Africa Time) to 31 December 2027.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };

describe("pledge approval names the proposal seen", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let first: { auth: Auth };
  let second: { auth: Auth };
  let orgId: string;
  // 21:30 UTC on 30 June is already 1 July in Nairobi: "today" is Kenyan.
  const now = new Date("2026-06-30T21:30:00Z");

  const inject = (method: "GET" | "PUT" | "PATCH", url: string, auth?: Auth, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });
  const propose = (auth: Auth, by: string, trained = 100) =>
    inject("PUT", `/organizations/${orgId}/pledge`, auth, { trained, certified: 10, by });
  const organisation = async () => (await inject("GET", `/organizations/${orgId}`, admin.auth)).json();

  beforeAll(async () => {
    // A stopped clock: two proposals get distinct `proposedAt` all the same.
    ctx = await createTestApp({}, { clock: () => now });
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    first = await createUserWithToken(ctx, { organizationName: "Pledging Org" });
    second = await createUserWithToken(ctx, { organizationName: "Pledging Org" });
    orgId = (await inject("GET", "/organizations/me", first.auth)).json()._id;
  });
  afterAll(() => ctx?.close());

  it("a date from today (East Africa Time) to 31 December 2027", async () => {
    for (const by of ["2026-06-30", "2026-01-01", "2028-01-01"]) {
      const refused = await propose(first.auth, by);
      expect(refused.statusCode, by).toBe(400);
      expect(JSON.stringify(refused.json())).toContain("by");
    }
    expect((await organisation()).pendingPledge).toBeNull();
    expect((await propose(first.auth, "2026-07-01")).statusCode).toBe(200);
    expect((await propose(first.auth, "2027-12-31")).statusCode).toBe(200);
    // An admin's own pledge follows the same dates.
    expect((await propose(admin.auth, "2026-06-30")).statusCode).toBe(400);
  });

  it("missing proposedAt is a 400; a second user's swap before the click is a 409 and publishes nothing", async () => {
    const seen = (await propose(first.auth, "2027-06-30", 500)).json().pendingPledge;
    expect(
      (await inject("PATCH", `/organizations/${orgId}/pledge`, admin.auth, { decision: "approve" }))
        .statusCode,
    ).toBe(400);
    // The admin has the first proposal on screen; a colleague replaces it.
    const swapped = (await propose(second.auth, "2027-06-30", 9_000_000)).json().pendingPledge;
    expect(swapped.proposedAt).not.toBe(seen.proposedAt);
    for (const decision of ["approve", "discard"]) {
      const stale = await inject("PATCH", `/organizations/${orgId}/pledge`, admin.auth, {
        decision,
        proposedAt: seen.proposedAt,
      });
      expect(stale.statusCode, decision).toBe(409);
    }
    const after = await organisation();
    expect(after.pledge).toBeNull();
    expect(after.pendingPledge).toMatchObject({ trained: 9_000_000, proposedAt: swapped.proposedAt });
    const summary = (await inject("GET", "/reports/summary")).json();
    expect(summary.pledged).toEqual({ trained: 0, certified: 0 });

    // Naming the proposal now waiting approves exactly that one.
    const approved = await inject("PATCH", `/organizations/${orgId}/pledge`, admin.auth, {
      decision: "approve",
      proposedAt: swapped.proposedAt,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().pledge).toMatchObject({ trained: 9_000_000, certified: 10, by: "2027-06-30" });
  });
});
