// Evidence with a report (docs/decisions/0019-report-changes-wait-beside-approved-figures.md): up to 10 links that back the figures. They follow the
// report's review (an organisation's change to an approved report's evidence waits like its
// figures), its history and the trash, show in the export, and never reach a public answer.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { EXPORT_SHEET_NAME, REPORT_EVIDENCE_MAX } from "@alliance/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };

const ATTENDANCE = {
  title: "Attendance list, cohort 4",
  url: "https://evidence.example.org/cohort-4",
  description: "Signed sheets, scanned",
};
const REGISTRY = { title: "Certificate registry", url: "https://certs.example.org/registry" };

describe("evidence with a report", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth };
  let other: { auth: Auth };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Evidence Hub" });
    other = await createUserWithToken(ctx, { organizationName: "Elsewhere Academy" });
  });
  afterAll(() => ctx?.close());

  const metrics = { aware: 40, engaged: 30, trained: 20, certified: 10 };
  const count = async () =>
    Number(
      (
        (await ctx.database.db.execute(sql`select count(*)::int as n from reports`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    );

  it("stores up to ten links with a report and refuses bad ones with a 400 that changes nothing", async () => {
    const created = await ctx.call("POST", "/reports", {
      as: org,
      body: {
        year: 2024,
        quarter: "Q1",
        metrics,
        evidence: [ATTENDANCE, REGISTRY],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().evidence).toEqual([ATTENDANCE, { ...REGISTRY, description: "" }]);

    const before = await count();
    const link = (n: number) => ({ title: `Link ${n}`, url: `https://example.org/${n}` });
    const bad: Array<[string, unknown]> = [
      ["too many", Array.from({ length: REPORT_EVIDENCE_MAX + 1 }, (_, n) => link(n))],
      ["script address", [{ title: "x", url: "javascript:alert(1)" }]],
      ["no title", [{ title: " ", url: "https://example.org" }]],
      ["line break in the title", [{ title: "A\r\nBcc: x@example.org", url: "https://example.org" }]],
      ["not a list", "https://example.org"],
    ];
    for (const [why, evidence] of bad) {
      const res = await ctx.call("POST", "/reports", {
        as: org,
        body: {
          year: 2024,
          quarter: "Q2",
          metrics,
          evidence,
        },
      });
      expect(res.statusCode, why).toBe(400);
    }
    expect(await count()).toBe(before);
    // Ten is allowed.
    const ten = await ctx.call("POST", "/reports", {
      as: org,
      body: {
        year: 2024,
        quarter: "Q2",
        metrics,
        evidence: Array.from({ length: REPORT_EVIDENCE_MAX }, (_, n) => link(n)),
      },
    });
    expect(ten.statusCode).toBe(201);
    expect(ten.json().evidence).toHaveLength(REPORT_EVIDENCE_MAX);
  });

  it("an organisation's change of an approved report's evidence waits for review like its figures", async () => {
    const created = (
      await ctx.call("POST", "/reports", {
        as: org,
        body: {
          year: 2024,
          quarter: "Q3",
          metrics,
          evidence: [ATTENDANCE],
        },
      })
    ).json();
    const approved = await ctx.call("PATCH", `/reports/${created._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: created.version,
      },
    });
    expect(approved.statusCode).toBe(200);

    // Same figures, other evidence: a change to review; the approved evidence stays meanwhile.
    const put = await ctx.call("PUT", `/reports/${created._id}`, {
      as: org,
      body: {
        year: 2024,
        quarter: "Q3",
        metrics,
        evidence: [ATTENDANCE, REGISTRY],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().evidence).toEqual([ATTENDANCE]);
    expect(put.json().pendingChange.evidence).toHaveLength(2);

    // The history records the evidence proposed.
    const history = (
      await ctx.call("GET", `/audit?entity=report&entityId=${created._id}`, { as: admin })
    ).json();
    const proposal = history.find((entry: { action: string }) => entry.action === "propose-change");
    expect(JSON.stringify(proposal.after.evidence)).toContain(REGISTRY.url);

    // Approved, the evidence moves with the change.
    const review = await ctx.call("PATCH", `/reports/${created._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: put.json().version,
      },
    });
    expect(review.statusCode).toBe(200);
    expect(review.json().evidence.map((item: { url: string }) => item.url)).toEqual([
      ATTENDANCE.url,
      REGISTRY.url,
    ]);
    expect(review.json().pendingChange).toBeNull();

    // An update that leaves the links out keeps them (a client that predates evidence loses nothing).
    const without = await ctx.call("PUT", `/reports/${created._id}`, {
      as: admin,
      body: {
        year: 2024,
        quarter: "Q3",
        metrics,
      },
    });
    expect(without.json().evidence).toHaveLength(2);

    // Sending the approved values again is no change at all.
    const same = await ctx.call("PUT", `/reports/${created._id}`, {
      as: org,
      body: {
        year: 2024,
        quarter: "Q3",
        metrics,
        evidence: review.json().evidence,
      },
    });
    expect(same.json().pendingChange).toBeNull();
    expect(
      (
        await ctx.call("PUT", `/reports/${created._id}`, {
          as: org,
          body: { year: 2024, quarter: "Q3", metrics },
        })
      ).json().pendingChange,
    ).toBeNull();
  });

  it("the export carries the approved evidence; no public answer carries any", async () => {
    const created = (
      await ctx.call("POST", "/reports", {
        as: org,
        body: {
          year: 2024,
          quarter: "Q4",
          metrics,
          evidence: [{ title: "=HYPERLINK(1)", url: "https://secret-evidence.example.org/q4" }],
        },
      })
    ).json();
    await ctx.call("PATCH", `/reports/${created._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: created.version,
      },
    });

    const res = await ctx.call("GET", "/reports/export.xlsx?year=2024&quarter=Q4", { as: admin });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME)!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const column = header.indexOf("Evidence") + 1;
    expect(column).toBeGreaterThan(0);
    // A title that would start a formula is neutralised like every other text cell.
    expect(sheet.getRow(2).getCell(column).value).toBe(
      "'=HYPERLINK(1) <https://secret-evidence.example.org/q4>",
    );

    for (const url of ["/api/v1/reports/summary", "/api/v1/reports/summary?year=2024&quarter=Q4", "/"]) {
      const body = (await ctx.call("GET", url)).body;
      expect(body, url).not.toContain("secret-evidence");
    }
    // Another organisation neither reads the report nor lists it.
    expect((await ctx.call("GET", `/reports/${created._id}`, { as: other })).statusCode).toBe(403);
    expect((await ctx.call("GET", "/reports?year=2024", { as: other })).body).not.toContain(
      "secret-evidence",
    );
  });

  it("a restored report brings its evidence back; a copy kept before evidence existed gets none", async () => {
    const created = (
      await ctx.call("POST", "/reports", {
        as: admin,
        body: {
          year: 2023,
          quarter: "Q2",
          metrics,
          organizationName: "Evidence Hub",
          evidence: [REGISTRY],
        },
      })
    ).json();
    expect((await ctx.call("DELETE", `/reports/${created._id}`, { as: admin })).statusCode).toBe(200);
    const restored = await ctx.call("POST", `/reports/${created._id}/restore`, { as: admin });
    expect(restored.statusCode).toBe(200);
    expect((await ctx.call("GET", `/reports/${created._id}`, { as: admin })).json().evidence).toEqual([
      { ...REGISTRY, description: "" },
    ]);

    // A copy kept by an older version of the site has no evidence column: it comes back with none.
    expect((await ctx.call("DELETE", `/reports/${created._id}`, { as: admin })).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update trash set "values" = "values" - 'evidence' where record_id = ${created._id}`,
    );
    expect((await ctx.call("POST", `/reports/${created._id}/restore`, { as: admin })).statusCode).toBe(200);
    expect((await ctx.call("GET", `/reports/${created._id}`, { as: admin })).json().evidence).toEqual([]);
  });
});
