// A pledge counts from its start (docs/decisions/0040-pace-ranking-and-pledge-start.md): the day it
// was proposed by the app's clock, or a day the organisation gives from 1 January 2025; its
// progress (the public page's figures, the completeness view) counts the quarters from then on.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { deliveredSince } from "@alliance/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = Record<string, string>;
const TODAY = new Date("2026-05-10T09:00:00Z"); // 2026 Q2 in Kenya

describe("a pledge's start", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth };
  let orgId: string;

  const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, auth?: Auth, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    ctx = await createTestApp({}, { clock: () => TODAY });
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Rift Valley Coders" });
    orgId = (await call("GET", "/organizations/me", org.auth)).json()._id;
    await call("PUT", `/organizations/${orgId}`, admin.auth, { mustReport: true });
    for (const [year, quarter, trained] of [
      [2025, "Q4", 3000],
      [2026, "Q1", 400],
      [2026, "Q2", 50],
    ] as const) {
      const report = (
        await call("POST", "/reports", org.auth, {
          year,
          quarter,
          metrics: { trained, certified: trained / 10 },
        })
      ).json();
      const reviewed = await call("PATCH", `/reports/${report._id}/review`, admin.auth, {
        status: "approved",
        version: report.version,
      });
      expect(reviewed.statusCode).toBe(200);
    }
  });
  afterAll(() => ctx?.close());

  const publicPledge = async () => {
    const page = (await call("GET", "/public/organizations/rift-valley-coders")).json();
    return { pledge: page.pledge, delivered: deliveredSince(page.figures, page.pledge.from) };
  };

  it("starts on the day it is proposed: on that day it has delivered only its own quarter", async () => {
    const proposed = await call("PUT", `/organizations/${orgId}/pledge`, org.auth, {
      trained: 5000,
      certified: 500,
      by: "2027-12-31",
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().pendingPledge).toMatchObject({ from: "2026-05-10" });
    const approved = await call("PATCH", `/organizations/${orgId}/pledge`, admin.auth, {
      decision: "approve",
      proposedAt: proposed.json().pendingPledge.proposedAt,
    });
    expect(approved.json().pledge).toEqual({
      trained: 5000,
      certified: 500,
      by: "2027-12-31",
      from: "2026-05-10",
    });
    // 3,450 trained in approved reports, 50 of them since the pledge's quarter: 1%, not 69%.
    expect(await publicPledge()).toMatchObject({
      pledge: { from: "2026-05-10" },
      delivered: { trained: 50, certified: 5 },
    });
    const completeness = (await call("GET", "/reports/completeness?year=2026&quarter=Q1", admin.auth)).json();
    expect(completeness.organizations[0].pledge).toMatchObject({
      from: "2026-05-10",
      deliveredTrained: 50,
      deliveredCertified: 5,
    });
  });

  it("takes a start the organisation gives, from 1 January 2025, not after the date it is for", async () => {
    for (const from of ["2024-12-31", "2028-01-01", "2026-02-30", "soon"]) {
      const bad = await call("PUT", `/organizations/${orgId}/pledge`, org.auth, {
        trained: 1,
        certified: 0,
        by: "2027-12-31",
        from,
      });
      expect(bad.statusCode, from).toBe(400);
    }
    expect((await call("GET", `/organizations/${orgId}`, admin.auth)).json().pendingPledge).toBeNull();
    const direct = await call("PUT", `/organizations/${orgId}/pledge`, admin.auth, {
      trained: 5000,
      certified: 500,
      by: "2027-12-31",
      from: "2026-01-15",
    });
    expect(direct.json().pledge.from).toBe("2026-01-15");
    expect((await publicPledge()).delivered).toEqual({ trained: 450, certified: 45 });
  });
});
