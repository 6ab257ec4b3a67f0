// Organisation pages and pledges (docs/decisions/0027-impact-page-open-data-pledges.md): slugs from names (unique, an old one answers 301),
// public only once an organisation has something approved, never a person's contact details;
// pledges proposed by an organisation's users wait for an admin; the summary tells the latest
// approval and the total pledged. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };

describe("organisation pages and pledges", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth; user: { email: string; organizationId?: string | null } };
  let other: { auth: Auth };
  let orgId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub" });
    other = await createUserWithToken(ctx, { organizationName: "Lakeside Academy" });
    orgId = (await ctx.call("GET", "/organizations/me", { as: org })).json()._id;
  });
  afterAll(() => ctx?.close());

  it("a page appears once something is approved, with approved figures only and no contact details", async () => {
    const me = (await ctx.call("GET", "/organizations/me", { as: org })).json();
    expect(me.slug).toBe("savannah-tech-hub");
    expect((await ctx.call("GET", "/public/organizations/savannah-tech-hub")).statusCode).toBe(404);

    const made = (
      await ctx.call("POST", "/reports", {
        as: org,
        body: {
          year: 2024,
          quarter: "Q1",
          metrics: { aware: 50, trained: 20 },
        },
      })
    ).json();
    await ctx.call("POST", "/reports", {
      as: org,
      body: { year: 2024, quarter: "Q2", metrics: { trained: 999 } },
    });
    expect((await ctx.call("GET", "/public/organizations/savannah-tech-hub")).statusCode).toBe(404);
    await ctx.call("PATCH", `/reports/${made._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: made.version,
      },
    });

    const page = await ctx.call("GET", "/public/organizations/savannah-tech-hub");
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ slug: "savannah-tech-hub", name: "Savannah Tech Hub", pledge: null });
    expect(body.figures).toEqual([
      {
        year: 2024,
        quarter: "Q1",
        aware: 50,
        engaged: 0,
        trained: 20,
        certified: 0,
        orgsReached: 0,
        reachedByLeaders: 0,
      },
    ]);
    expect(body.totals.trained).toBe(20);
    expect(page.body).not.toContain("@");
    const list = (await ctx.call("GET", "/public/organizations")).json();
    expect(list.map((o: { slug: string }) => o.slug)).toContain("savannah-tech-hub");
    expect(list.map((o: { slug: string }) => o.slug)).not.toContain("lakeside-academy");
  });

  it("slugs are unique, follow a rename, and an old slug answers 301 to the new page", async () => {
    const twin = (
      await ctx.call("POST", "/organizations", {
        as: admin,
        body: {
          name: "Savannah-Tech Hub!",
          createOrganization: true,
        },
      })
    ).json();
    expect(twin.slug).toBe("savannah-tech-hub-2");

    const renamed = await ctx.call("PUT", `/organizations/${orgId}`, {
      as: admin,
      body: {
        name: "Savannah Digital Academy",
        createOrganization: true,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().slug).toBe("savannah-digital-academy");
    const old = await ctx.call("GET", "/public/organizations/savannah-tech-hub");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/api/v1/public/organizations/savannah-digital-academy");
    expect((await ctx.call("GET", "/public/organizations/savannah-digital-academy")).statusCode).toBe(200);
    // The old slug never goes to somebody else: a new organisation of the old name gets another.
    const newcomer = (
      await ctx.call("POST", "/organizations", {
        as: admin,
        body: {
          name: "Savannah Tech Hub",
          createOrganization: true,
        },
      })
    ).json();
    expect(newcomer.slug).toBe("savannah-tech-hub-3");
    expect((await ctx.call("GET", "/public/organizations/unknown-organisation")).statusCode).toBe(404);
  });

  it("an organisation's pledge waits for an admin; the page and the summary show approved pledges only", async () => {
    const before = (await ctx.call("GET", "/reports/summary")).json();
    expect(before.lastApprovedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The top organisations lead to their public pages.
    expect((await ctx.call("GET", "/reports/summary?year=2024&quarter=Q1")).json().topOrganizations).toEqual([
      { name: "Savannah Digital Academy", total: 70, slug: "savannah-digital-academy" },
    ]);

    // Bad pledges change nothing.
    for (const bad of [
      { trained: 100, certified: 200, by: "2027-06-30" },
      { trained: 100, certified: 10, by: "2028-01-01" },
      { trained: 100, certified: 10, by: "2027-02-30" },
      { trained: -1, certified: 0, by: "2027-06-30" },
      { trained: 20_000_000, certified: 0, by: "2027-06-30" },
    ]) {
      expect(
        (await ctx.call("PUT", `/organizations/${orgId}/pledge`, { as: org, body: bad })).statusCode,
      ).toBe(400);
    }
    const proposed = await ctx.call("PUT", `/organizations/${orgId}/pledge`, {
      as: org,
      body: {
        trained: 5000,
        certified: 1000,
        by: "2027-12-31",
      },
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().pledge).toBeNull();
    expect(proposed.json().pendingPledge).toMatchObject({ trained: 5000, certified: 1000, by: "2027-12-31" });
    expect((await ctx.call("GET", "/reports/summary")).json().pledged).toEqual(before.pledged);

    // Only its own users and admins may pledge for it, only admins decide.
    expect(
      (
        await ctx.call("PUT", `/organizations/${orgId}/pledge`, {
          as: other,
          body: {
            trained: 1,
            certified: 0,
            by: "2027-01-01",
          },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.call("PUT", `/organizations/${orgId}/pledge`, {
          body: {
            trained: 1,
            certified: 0,
            by: "2027-01-01",
          },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await ctx.call("PATCH", `/organizations/${orgId}/pledge`, { as: org, body: { decision: "approve" } }))
        .statusCode,
    ).toBe(403);

    const approved = await ctx.call("PATCH", `/organizations/${orgId}/pledge`, {
      as: admin,
      body: {
        decision: "approve",
        proposedAt: proposed.json().pendingPledge.proposedAt,
      },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().pledge).toMatchObject({ trained: 5000, certified: 1000, by: "2027-12-31" });
    expect(approved.json().pendingPledge).toBeNull();
    expect(
      (
        await ctx.call("PATCH", `/organizations/${orgId}/pledge`, {
          as: admin,
          body: { decision: "approve", proposedAt: proposed.json().pendingPledge.proposedAt },
        })
      ).statusCode,
    ).toBe(409);
    const after = (await ctx.call("GET", "/reports/summary")).json();
    expect(after.pledged).toEqual({
      trained: before.pledged.trained + 5000,
      certified: before.pledged.certified + 1000,
    });
    expect(
      (await ctx.call("GET", "/public/organizations/savannah-digital-academy")).json().pledge,
    ).toMatchObject({
      trained: 5000,
      certified: 1000,
      by: "2027-12-31",
    });

    // A discarded proposal leaves the approved pledge; an admin's own pledge applies at once.
    const low = await ctx.call("PUT", `/organizations/${orgId}/pledge`, {
      as: org,
      body: {
        trained: 1,
        certified: 1,
        by: "2027-06-30",
      },
    });
    await ctx.call("PATCH", `/organizations/${orgId}/pledge`, {
      as: admin,
      body: {
        decision: "discard",
        proposedAt: low.json().pendingPledge.proposedAt,
        note: "Too low",
      },
    });
    expect((await ctx.call("GET", `/organizations/${orgId}`, { as: admin })).json().pledge.trained).toBe(
      5000,
    );
    const direct = await ctx.call("PUT", `/organizations/${orgId}/pledge`, {
      as: admin,
      body: {
        trained: 6000,
        certified: 1000,
        by: "2027-12-31",
      },
    });
    expect(direct.json().pledge.trained).toBe(6000);
    const audit = (
      await ctx.call("GET", `/audit?entity=organization&entityId=${orgId}`, { as: admin })
    ).json();
    expect(audit.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(["propose-pledge", "approve-pledge", "discard-pledge", "set-pledge"]),
    );
  });

  it("each slug answers its own page from the public cache, and the summary names the top trainers with their slug", async () => {
    const made = (
      await ctx.call("POST", "/reports", {
        as: other,
        body: { year: 2024, quarter: "Q3", metrics: { trained: 70 } },
      })
    ).json();
    await ctx.call("PATCH", `/reports/${made._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: made.version,
      },
    });
    // Twice each, so the second read of each is a cache hit: neither may get the other's answer.
    for (let round = 0; round < 2; round++) {
      expect((await ctx.call("GET", "/public/organizations/savannah-digital-academy")).json().name).toBe(
        "Savannah Digital Academy",
      );
      expect((await ctx.call("GET", "/public/organizations/lakeside-academy")).json().name).toBe(
        "Lakeside Academy",
      );
    }
    const summary = (await ctx.call("GET", "/reports/summary")).json();
    expect(summary.topTrained).toEqual([
      { slug: "lakeside-academy", name: "Lakeside Academy", trained: 70 },
      { slug: "savannah-digital-academy", name: "Savannah Digital Academy", trained: 20 },
    ]);
    const q3 = (await ctx.call("GET", "/reports/summary?year=2024&quarter=Q3")).json();
    expect(q3.topTrained).toEqual([{ slug: "lakeside-academy", name: "Lakeside Academy", trained: 70 }]);
    expect(q3.series).toEqual([expect.objectContaining({ period: "2024-Q3", trained: 70, certified: 0 })]);
  });
});
