// "As it was on a date" (docs/decisions/0036-releases-revisions-and-history.md): answers of
// GET /reports/summary and the open data recorded at several moments of a sequence of approvals,
// corrections, removals and a restore are answered again, equal, with `as_of` afterwards.
// The moments are the app's clock. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { callsOf } from "./calls";

type Auth = { authorization: string };

const QUERIES = ["", "year=2025", "quarter=Q3", "year=2025&quarter=Q3", "year=2025&quarter=Q2"];

describe("figures as they were on a date", () => {
  let ctx: TestContext;
  let now = new Date("2026-12-01T09:00:00Z");
  let admin: { auth: Auth };
  let savannah: { auth: Auth };
  let lakeside: { auth: Auth };
  /** What the site answered at each moment: the moment, then every query's answer. */
  const recorded: Array<{ at: Date; answers: Record<string, unknown> }> = [];

  beforeAll(async () => {
    // The clock moves on by hours; sessions outlive the test. Every dated read is a miss of the
    // public cache from one address, far beyond a visitor's budget of misses, which other files test.
    ctx = await createTestApp(
      { JWT_EXPIRES_IN_SECONDS: String(365 * 86_400), PUBLIC_MISSES_PER_SECOND: "100000" },
      { clock: () => now },
    );
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    savannah = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub" });
    lakeside = await createUserWithToken(ctx, { organizationName: "Lakeside Academy" });
  });
  afterAll(() => ctx?.close());

  const { call: inject, ok } = callsOf(() => ctx);
  const figures = (trained: number) => ({
    aware: trained * 4,
    engaged: trained * 2,
    trained,
    certified: Math.floor(trained / 2),
    orgsReached: 3,
    reachedByLeaders: 7,
  });
  const bySex = (women: number, men: number) => ({
    trained: { sex: { female: women, male: men } },
  });

  /** Moves the clock on an hour, and records what every query answers then. */
  async function record() {
    now = new Date(now.getTime() + 3_600_000);
    const answers: Record<string, unknown> = {};
    for (const query of QUERIES) answers[`summary?${query}`] = await ok("GET", `/reports/summary?${query}`);
    answers["impact.json"] = await ok("GET", "/open-data/impact.json");
    answers["impact.csv"] = (await inject("GET", "/open-data/impact.csv")).body;
    recorded.push({ at: now, answers });
    now = new Date(now.getTime() + 3_600_000);
  }

  async function approve(id: string) {
    const report = await ok("GET", `/reports/${id}`, admin.auth);
    return ok("PATCH", `/reports/${id}/review`, admin.auth, { status: "approved", version: report.version });
  }

  it("answers with as_of what the site answered then, through approvals, corrections, removals and a restore", async () => {
    await record(); // nothing approved yet

    const first = await ok("POST", "/reports", savannah.auth, {
      year: 2025,
      quarter: "Q3",
      metrics: figures(100),
      breakdowns: bySex(40, 50),
    });
    await record(); // submitted: still nothing public
    await approve(first._id);
    await record();

    const second = await ok("POST", "/reports", lakeside.auth, {
      year: 2025,
      quarter: "Q2",
      metrics: figures(300),
    });
    await approve(second._id);
    const third = await ok("POST", "/reports", lakeside.auth, {
      year: 2025,
      quarter: "Q3",
      metrics: figures(250),
    });
    await approve(third._id);
    await record();

    // A correction waits (no change), then is approved.
    await ok("PUT", `/reports/${first._id}`, savannah.auth, {
      year: 2025,
      quarter: "Q3",
      metrics: figures(120),
      breakdowns: bySex(60, 50),
    });
    await record();
    await approve(first._id);
    await record();

    // A removal asked for, then approved; then the report restored from the trash.
    await ok("POST", `/reports/${second._id}/removal-request`, lakeside.auth, { reason: "Counted twice" });
    await ok("PATCH", `/reports/${second._id}/removal-request`, admin.auth, { decision: "approve" });
    await record();
    await ok("POST", `/reports/${second._id}/restore`, admin.auth);
    await record();

    // An admin's own edit publishes at once, and moves a report to another quarter.
    await ok("PUT", `/reports/${third._id}`, admin.auth, {
      year: 2025,
      quarter: "Q1",
      metrics: figures(260),
    });
    await record();

    for (const { at, answers } of recorded) {
      const asOf = encodeURIComponent(at.toISOString());
      for (const query of QUERIES) {
        const then = await ok("GET", `/reports/summary?${query}${query ? "&" : ""}as_of=${asOf}`);
        expect(then, `summary?${query} at ${at.toISOString()}`).toEqual(answers[`summary?${query}`]);
      }
      expect(await ok("GET", `/open-data/impact.json?as_of=${asOf}`)).toEqual(answers["impact.json"]);
      expect((await inject("GET", `/open-data/impact.csv?as_of=${asOf}`)).body).toBe(answers["impact.csv"]);
    }
    // The figures did move along the way (the comparison above is not of empty answers only).
    const trainedThen = recorded.map(
      ({ answers }) => (answers["summary?"] as { totals: { trained: number } }).totals.trained,
    );
    expect(trainedThen).toEqual([0, 0, 100, 650, 650, 670, 370, 670, 680]);
  });

  it("answers empty totals before the first approval", async () => {
    const before = await ok("GET", "/reports/summary?as_of=2020-01-01T00:00:00Z");
    expect(before.totals).toEqual({
      aware: 0,
      engaged: 0,
      trained: 0,
      certified: 0,
      orgsReached: 0,
      reachedByLeaders: 0,
    });
    expect(before).toMatchObject({ series: [], topOrganizations: [], lastApprovedAt: null });
    expect(await ok("GET", "/open-data/impact.json?as_of=2020-01-01T00:00:00%2B03:00")).toEqual([]);
  });

  it("refuses a bad date with a 400 naming the parameter", async () => {
    for (const url of [
      "/reports/summary?as_of=yesterday",
      "/reports/summary?as_of=2026-13-01T00:00:00Z",
      "/open-data/impact.csv?as_of=2026-12-01",
      "/open-data/impact.json?as_of=1",
    ]) {
      const response = await inject("GET", url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain("as_of");
      expect(response.json().issues[0].path).toBe("querystring.as_of");
    }
  });
});
