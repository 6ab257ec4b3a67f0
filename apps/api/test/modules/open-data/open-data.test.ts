// Open data (docs/decisions/0027-impact-page-open-data-pledges.md): the approved figures as CSV and JSON anyone may download, whose sums equal
// the public summary; a Data Package validated against the Frictionless profile with ajv; CORS on
// public reads only. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv-draft-04";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };

describe("open data downloads", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: '=Evil, "Quoted" Org' });
    const approve = async (id: string, version: number) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/reports/${id}/review`,
        headers: admin.auth,
        payload: { status: "approved", version },
      });
    for (const [quarter, trained] of [
      ["Q1", 100],
      ["Q2", 50],
    ] as const) {
      const made = (
        await ctx.app.inject({
          method: "POST",
          url: "/api/v1/reports",
          headers: org.auth,
          payload: { year: 2024, quarter, metrics: { aware: trained * 2, trained, certified: 5 } },
        })
      ).json();
      await approve(made._id, made.version);
    }
    // Waiting for review: in no download.
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/reports",
      headers: org.auth,
      payload: { year: 2024, quarter: "Q3", metrics: { trained: 999 } },
    });
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  it("the JSON and the CSV hold exactly the approved figures, summing to the public summary", async () => {
    const json = await get("/open-data/impact.json");
    expect(json.statusCode).toBe(200);
    const rows = json.json() as Array<Record<string, unknown>>;
    const summary = (await get("/reports/summary")).json();
    for (const [column, metric] of [
      ["trained", "trained"],
      ["aware", "aware"],
      ["certified", "certified"],
      ["orgs_reached", "orgsReached"],
    ] as const) {
      expect(
        rows.reduce((sum, row) => sum + Number(row[column]), 0),
        column,
      ).toBe(summary.totals[metric]);
    }
    expect(rows.some((row) => row.trained === 999)).toBe(false);
    expect(rows[0]).toMatchObject({ year: 2024, quarter: "Q1", trained: 100 });
    expect(String(rows[0]!.approved_at)).toMatch(/^\d{4}-\d\d-\d\dT/);

    const csv = await get("/open-data/impact.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe(
      "organization_name,organization_id,year,quarter,aware,engaged,trained,certified,orgs_reached,reached_by_leaders,approved_at",
    );
    expect(lines).toHaveLength(rows.length + 2); // the header, the rows, and the final CRLF
    // RFC 4180 quoting, and a name that a spreadsheet would run as a formula is neutralised.
    expect(lines[1]!.startsWith(`"'=Evil, ""Quoted"" Org",`)).toBe(true);
    const csvTrained = lines
      .slice(1, -1)
      .map((line) => Number(line.split(",").at(-5)))
      .reduce((a, b) => a + b, 0);
    expect(csvTrained).toBe(summary.totals.trained);
  });

  it("the data package validates against the Frictionless Tabular Data Package profile", async () => {
    const res = await get("/open-data/datapackage.json");
    expect(res.statusCode).toBe(200);
    const descriptor = res.json();
    const profile = JSON.parse(
      readFileSync(
        join(import.meta.dirname, "../../fixtures/frictionless/tabular-data-package.json"),
        "utf8",
      ),
    );
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(profile);
    expect(validate(descriptor), JSON.stringify(validate.errors)).toBe(true);
    expect(descriptor.licenses[0].name).toBe("CC-BY-4.0");
    expect(descriptor.resources.map((r: { path: string }) => r.path.split("/").at(-1))).toEqual([
      "impact.csv",
      "impact.json",
    ]);
    // The profile catches a broken descriptor (the check is not vacuous).
    expect(validate({ ...descriptor, resources: [{ name: "NOT A NAME", path: 3 }] })).toBe(false);
  });

  it("public reads allow any origin without credentials; staff reads do not", async () => {
    for (const url of ["/open-data/impact.csv", "/open-data/impact.json", "/reports/summary"]) {
      // Twice: the first answer is a miss, the second a hit replayed from the cache.
      for (const _ of [1, 2]) {
        const res = await get(url, { origin: "https://news.example" });
        expect(res.headers["access-control-allow-origin"], url).toBe("*");
        expect(res.headers["access-control-allow-credentials"], url).toBeUndefined();
      }
    }
    const staff = await get("/reports", { ...admin.auth, origin: "https://news.example" });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
