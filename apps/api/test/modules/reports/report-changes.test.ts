// Published figures never drop by accident (ADR 0019): an organisation's change to an approved
// report waits beside the approved figures, an approval names the version the admin saw, an
// approved report is removed only through a reviewed request, and the default Excel export adds
// up to the public summary. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { EXPORT_COLUMNS, EXPORT_SHEET_NAME, METRIC_KEYS, type Metrics } from "@alliance/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, TEST_DATABASE_URL, type TestContext } from "../../helpers";

type Auth = { authorization: string };

describe("changes to approved reports", () => {
  let ctx: TestContext;
  let admin: { auth: Auth; user: { email: string } };
  let org: { auth: Auth; user: { email: string } };
  let colleague: { auth: Auth; user: { email: string } };
  let other: { auth: Auth; user: { email: string } };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub" });
    colleague = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub" });
    other = await createUserWithToken(ctx, { organizationName: "Lakeside Academy" });
  });
  afterAll(() => ctx?.close());

  const summary = async (query = "") => (await ctx.call("GET", `/reports/summary?${query}`)).json();
  const trained = async (query = "") => (await summary(query)).totals.trained as number;
  const figures = (trained: number) => ({ aware: trained * 4, engaged: trained * 2, trained, certified: 3 });

  /** A report of `who`'s organisation, approved by the admin; answers it as approved. */
  async function approvedReport(who: { auth: Auth }, year: number, quarter: string, n: number) {
    const created = await ctx.call("POST", "/reports", {
      as: who,
      body: { year, quarter, metrics: figures(n) },
    });
    expect(created.statusCode).toBe(201);
    const approved = await ctx.call("PATCH", `/reports/${created.json()._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: created.json().version,
      },
    });
    expect(approved.statusCode).toBe(200);
    return approved.json();
  }

  it("keeps the approved figures public while a change waits; approving moves them, returning keeps them", async () => {
    const before = await trained();
    const report = await approvedReport(org, 2025, "Q3", 3881);
    expect(await trained()).toBe(before + 3881);

    // A +19 correction by the organisation waits beside the approved figures.
    const put = await ctx.call("PUT", `/reports/${report._id}`, {
      as: org,
      body: {
        year: 2025,
        quarter: "Q3",
        metrics: figures(3900),
      },
    });
    expect(put.statusCode).toBe(200);
    const waiting = put.json();
    expect(waiting).toMatchObject({
      status: "approved",
      metrics: { trained: 3881 },
      pendingChange: { year: 2025, quarter: "Q3", metrics: { trained: 3900 }, proposedBy: org.user.email },
    });
    expect(waiting.version).toBeGreaterThan(report.version);
    expect(await trained()).toBe(before + 3881);
    expect(await trained("year=2025&quarter=Q3")).toBe(3881);
    const top = (await summary("year=2025&quarter=Q3")).topOrganizations;
    expect(top).toMatchObject([{ name: "Savannah Tech Hub", total: 3881 * 7 + 3 }]);
    // Its organisation sees the same; another organisation may not read it.
    expect(
      (await ctx.call("GET", `/reports/${report._id}`, { as: colleague })).json().pendingChange,
    ).not.toBeNull();
    expect((await ctx.call("GET", `/reports/${report._id}`, { as: other })).statusCode).toBe(403);

    // Returned with a note: the approved figures stay, the proposal is kept with the note.
    const returned = await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: {
        status: "returned",
        note: "Attach the attendance list",
      },
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      status: "approved",
      metrics: { trained: 3881 },
      pendingChange: { metrics: { trained: 3900 }, returnedNote: "Attach the attendance list" },
    });
    expect(await trained()).toBe(before + 3881);

    // Revised and sent again; the admin approves the version they saw: the new figures count.
    const revised = (
      await ctx.call("PUT", `/reports/${report._id}`, {
        as: colleague,
        body: {
          year: 2025,
          quarter: "Q3",
          metrics: figures(3901),
        },
      })
    ).json();
    expect(revised.pendingChange).toMatchObject({ metrics: { trained: 3901 }, returnedNote: null });
    const stale = await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: returned.json().version,
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(colleague.user.email);
    expect(await trained()).toBe(before + 3881);
    const approved = await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: revised.version,
      },
    });
    expect(approved.json()).toMatchObject({
      status: "approved",
      metrics: { trained: 3901 },
      pendingChange: null,
    });
    expect(await trained()).toBe(before + 3901);

    // The history says who proposed, returned and approved the change.
    const history = (await ctx.call("GET", `/reports/${report._id}/history`, { as: org })).json();
    const actions = history.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["propose-change", "return-change", "approve-change", "approve", "create"]),
    );
  });

  it("lets the organisation withdraw its waiting change; an admin's own edit publishes at once", async () => {
    const report = await approvedReport(org, 2024, "Q2", 500);
    const base = await trained();
    await ctx.call("PUT", `/reports/${report._id}`, {
      as: org,
      body: {
        year: 2024,
        quarter: "Q2",
        metrics: figures(600),
      },
    });
    expect((await ctx.call("DELETE", `/reports/${report._id}/pending-change`)).statusCode).toBe(401);
    expect(
      (await ctx.call("DELETE", `/reports/${report._id}/pending-change`, { as: other })).statusCode,
    ).toBe(403);
    const withdrawn = await ctx.call("DELETE", `/reports/${report._id}/pending-change`, { as: colleague });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ pendingChange: null, metrics: { trained: 500 } });
    expect((await ctx.call("DELETE", `/reports/${report._id}/pending-change`, { as: org })).statusCode).toBe(
      409,
    );
    expect(await trained()).toBe(base);

    // Sending the approved figures again leaves nothing waiting.
    const same = await ctx.call("PUT", `/reports/${report._id}`, {
      as: org,
      body: {
        year: 2024,
        quarter: "Q2",
        metrics: figures(500),
      },
    });
    expect(same.json().pendingChange).toBeNull();

    const byAdmin = await ctx.call("PUT", `/reports/${report._id}`, {
      as: admin,
      body: {
        year: 2024,
        quarter: "Q2",
        metrics: figures(510),
      },
    });
    expect(byAdmin.json()).toMatchObject({
      status: "approved",
      metrics: { trained: 510 },
      pendingChange: null,
    });
    expect(await trained()).toBe(base + 10);
  });

  it("refuses an approval without a version (400) or of another version (409); a never-approved report behaves as before", async () => {
    const created = (
      await ctx.call("POST", "/reports", {
        as: org,
        body: { year: 2024, quarter: "Q4", metrics: figures(120) },
      })
    ).json();
    const base = await trained();
    // The admin read 120; the organisation then changes every figure: the approval is refused.
    const swapped = (
      await ctx.call("PUT", `/reports/${created._id}`, {
        as: org,
        body: {
          year: 2024,
          quarter: "Q4",
          metrics: figures(10_000),
        },
      })
    ).json();
    expect(swapped).toMatchObject({ status: "submitted", metrics: { trained: 10_000 }, pendingChange: null });
    const missing = await ctx.call("PATCH", `/reports/${created._id}/review`, {
      as: admin,
      body: {
        status: "approved",
      },
    });
    expect(missing.statusCode).toBe(400);
    const bad = await ctx.call("PATCH", `/reports/${created._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: "x",
      },
    });
    expect(bad.statusCode).toBe(400);
    const stale = await ctx.call("PATCH", `/reports/${created._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: created.version,
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(await trained()).toBe(base);
    expect((await ctx.call("GET", `/reports/${created._id}`, { as: admin })).json().status).toBe("submitted");
    // Returning needs no version.
    const returned = await ctx.call("PATCH", `/reports/${created._id}/review`, {
      as: admin,
      body: {
        status: "returned",
        note: "Too high",
      },
    });
    expect(returned.json().status).toBe("returned");
  });

  it("never lets an organisation delete an approved report: it asks for its removal, which an admin decides", async () => {
    const report = await approvedReport(colleague, 2023, "Q1", 4000);
    const base = await trained();
    expect((await ctx.call("DELETE", `/reports/${report._id}`, { as: org })).statusCode).toBe(403);
    expect(await trained()).toBe(base);

    const request = (auth?: Auth, payload: unknown = { reason: "Counted twice with our partner" }) =>
      ctx.call("POST", `/reports/${report._id}/removal-request`, { headers: auth, body: payload });
    expect((await request()).statusCode).toBe(401);
    expect((await request(other.auth)).statusCode).toBe(403);
    expect((await request(org.auth, { reason: "  " })).statusCode).toBe(400);
    const asked = await request(org.auth);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      status: "approved",
      removalRequest: { reason: "Counted twice with our partner", requestedBy: org.user.email },
    });
    expect((await request(org.auth)).statusCode).toBe(409);
    expect(await trained()).toBe(base);
    const queue = (await ctx.call("GET", "/reports?status=waiting&pageSize=100", { as: admin })).json();
    expect(queue.map((r: { _id: string }) => r._id)).toContain(report._id);

    const decide = (auth: Auth | undefined, payload: unknown) =>
      ctx.call("PATCH", `/reports/${report._id}/removal-request`, { headers: auth, body: payload });
    expect((await decide(undefined, { decision: "approve" })).statusCode).toBe(401);
    expect((await decide(org.auth, { decision: "approve" })).statusCode).toBe(403);
    expect((await decide(admin.auth, { decision: "maybe" })).statusCode).toBe(400);
    const declined = await decide(admin.auth, { decision: "decline", note: "Keep it, it was checked" });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().removalRequest).toBeNull();
    expect((await decide(admin.auth, { decision: "approve" })).statusCode).toBe(409);
    expect(await trained()).toBe(base);

    await request(org.auth, { reason: "Entered by mistake" });
    const removed = await decide(admin.auth, { decision: "approve" });
    expect(removed.statusCode).toBe(200);
    expect(await trained()).toBe(base - 4000);
    expect((await ctx.call("GET", `/reports/${report._id}`, { as: admin })).statusCode).toBe(404);
    // The audit log keeps every value of the removed report.
    const [entry] = (
      (await ctx.database.db.execute(
        sql`select before from audit_log where entity = 'report' and entity_id = ${report._id} and action = 'delete'`,
      )) as unknown as { rows: Array<{ before: Record<string, unknown> }> }
    ).rows;
    expect(entry!.before).toMatchObject({
      organizationName: "Savannah Tech Hub",
      year: 2023,
      quarter: "Q1",
      trained: 4000,
    });

    // A report never approved is still the organisation's to delete.
    const draft = (
      await ctx.call("POST", "/reports", {
        as: org,
        body: { year: 2023, quarter: "Q2", metrics: figures(1) },
      })
    ).json();
    expect(
      (await ctx.call("POST", `/reports/${draft._id}/removal-request`, { as: org, body: { reason: "x" } }))
        .statusCode,
    ).toBe(409);
    expect((await ctx.call("DELETE", `/reports/${draft._id}`, { as: org })).statusCode).toBe(200);
  });

  it("exports by default exactly what the public counts, and the sums equal the summary", async () => {
    // One approved report with a change waiting, one submitted, one returned.
    const waiting = await approvedReport(other, 2025, "Q1", 70);
    await ctx.call("PUT", `/reports/${waiting._id}`, {
      as: other,
      body: {
        year: 2025,
        quarter: "Q1",
        metrics: figures(99),
      },
    });
    await ctx.call("POST", "/reports", {
      as: other,
      body: { year: 2025, quarter: "Q2", metrics: figures(1000) },
    });
    const toReturn = (
      await ctx.call("POST", "/reports", {
        as: other,
        body: { year: 2024, quarter: "Q3", metrics: figures(2000) },
      })
    ).json();
    await ctx.call("PATCH", `/reports/${toReturn._id}/review`, {
      as: admin,
      body: { status: "returned", note: "No" },
    });

    const sheetOf = async (query: string) => {
      const res = await ctx.call("GET", `/reports/export.xlsx?${query}`, { as: admin });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME)!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
      const rows: Array<Record<string, unknown>> = [];
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        const values = (row.values as unknown[]).slice(1);
        rows.push(Object.fromEntries(header.map((name, i) => [name, values[i]])));
      });
      return { header, rows, name: res.headers["content-disposition"] };
    };
    const columnOf: Record<keyof Metrics, string> = {
      aware: "Aware",
      engaged: "Engaged",
      trained: "Trained",
      certified: "Certified",
      orgsReached: "Orgs_Reached",
      reachedByLeaders: "Reached_By_Leaders",
    };
    for (const query of ["", "year=2025", "year=2025&quarter=Q1", "quarter=Q3", "year=2024&quarter=Q3"]) {
      const { rows, header } = await sheetOf(query);
      expect(header).toEqual([...EXPORT_COLUMNS]);
      const totals = (await summary(query)).totals;
      for (const key of METRIC_KEYS) {
        const sum = rows.reduce((total, row) => total + Number(row[columnOf[key]] ?? 0), 0);
        expect(sum, `${key} for "${query}"`).toBe(totals[key]);
      }
      for (const row of rows) expect(row.Status).toBe("approved");
    }
    const q1 = await sheetOf("year=2025&quarter=Q1");
    expect(q1.name).toContain("ImpactReports_");
    expect(q1.name).toContain("_2025_Q1_approved.xlsx");
    const row = q1.rows.find((r) => r.Organization === "Lakeside Academy")!;
    expect(row).toMatchObject({ Trained: 70, Status: "approved", Approved_By: admin.user.email });
    expect(row.Approved_At).toBeInstanceOf(Date);
    expect(row.Last_Changed_By).toBe(other.user.email);

    const all = await sheetOf("status=all");
    const statuses = new Set(all.rows.map((r) => r.Status));
    expect([...statuses].sort()).toEqual(["approved", "returned", "submitted"]);
    expect((await ctx.call("GET", "/reports/export.xlsx?status=bogus", { as: admin })).statusCode).toBe(400);
  });

  it.runIf(!!TEST_DATABASE_URL)(
    "holds an organisation's edit that races an approval, never publishing it (PostgreSQL, many trials)",
    async () => {
      for (let trial = 0; trial < 20; trial++) {
        const year = 2023 + (trial % 3);
        const quarter = `Q${(trial % 4) + 1}`;
        const racer = await createUserWithToken(ctx, { organizationName: `Race Org ${trial}` });
        const created = (
          await ctx.call("POST", "/reports", { as: racer, body: { year, quarter, metrics: figures(100) } })
        ).json();
        const [approval, edit] = await Promise.all([
          ctx.call("PATCH", `/reports/${created._id}/review`, {
            as: admin,
            body: {
              status: "approved",
              version: created.version,
            },
          }),
          ctx.call("PUT", `/reports/${created._id}`, {
            as: racer,
            body: {
              year,
              quarter,
              metrics: figures(2_000_000),
            },
          }),
        ]);
        expect([200, 409]).toContain(approval.statusCode);
        expect(edit.statusCode).toBe(200);
        const now = (await ctx.call("GET", `/reports/${created._id}`, { as: admin })).json();
        if (now.status === "approved") {
          // Approved first: the edit waits beside the approved figures.
          expect(now.metrics.trained).toBe(100);
          expect(now.pendingChange.metrics.trained).toBe(2_000_000);
        } else {
          // Edited first: the approval named an older version and was refused.
          expect(approval.statusCode).toBe(409);
          expect(now.status).toBe("submitted");
        }
        const top = (await summary(`year=${year}&quarter=${quarter}`)).topOrganizations;
        for (const entry of top) expect(entry.total).toBeLessThan(2_000_000);
      }
    },
  );
});
