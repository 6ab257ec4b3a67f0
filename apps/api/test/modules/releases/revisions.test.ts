// Revisions (docs/decisions/0036-releases-revisions-and-history.md): once a quarter is in a
// published release, every approval that changes its figures (late report, correction, removal,
// restore, an admin's own edit) needs a public reason (400 without, nothing changed) and records
// exactly one revision; release value + the revisions' changes = today's value. Runs on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { METRIC_KEYS } from "@alliance/shared";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { callsOf } from "./calls";

type Auth = { authorization: string };
type Row = { year: number; quarter: string } & Record<string, number | string>;

describe("revisions of released quarters", () => {
  let ctx: TestContext;
  let now = new Date("2026-11-02T09:00:00Z");
  let admin: { auth: Auth };
  let org: { auth: Auth; user: { email: string; username: string } };

  beforeAll(async () => {
    ctx = await createTestApp({}, { clock: () => now });
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub", username: "wanjiku" });
  });
  afterAll(() => ctx?.close());

  const { call: inject, ok } = callsOf(() => ctx);
  const tick = () => {
    now = new Date(now.getTime() + 60_000);
  };
  const figures = (trained: number) => ({ aware: trained * 3, engaged: trained * 2, trained, certified: 5 });
  const create = (year: number, quarter: string, trained: number) =>
    ok("POST", "/reports", org.auth, { year, quarter, metrics: figures(trained) });
  const version = async (id: string) => (await ok("GET", `/reports/${id}`, admin.auth)).version;
  const approve = async (id: string, publicReason?: string) =>
    inject("PATCH", `/reports/${id}/review`, admin.auth, {
      status: "approved",
      version: await version(id),
      ...(publicReason ? { publicReason } : {}),
    });
  const revisions = async (query = "") => (await inject("GET", `/open-data/revisions${query}`)).json();
  const trainedOf = async (year: number, quarter: string) =>
    (await ok("GET", `/reports/summary?year=${year}&quarter=${quarter}`)).totals.trained as number;

  let release: Row[];
  let correctedId: string;
  let lateId: string;

  it("needs no reason before a release, nor after it for a quarter it does not hold", async () => {
    correctedId = (await create(2026, "Q3", 400))._id;
    expect((await approve(correctedId)).statusCode).toBe(200);
    expect((await approve((await create(2025, "Q4", 100))._id)).statusCode).toBe(200);
    tick();
    const published = await ok("POST", "/releases", admin.auth, {
      year: 2026,
      quarter: "Q3",
      note: "Q3 2026",
    });
    const file = await inject("GET", `/open-data/releases/${published.id}/impact.json`);
    release = file.json();
    tick();
    expect((await approve((await create(2026, "Q4", 70))._id)).statusCode).toBe(200);
    expect(await revisions()).toEqual([]);
  });

  it("refuses an approval that changes a released quarter without a public reason, changing nothing", async () => {
    await ok("PUT", `/reports/${correctedId}`, org.auth, {
      year: 2026,
      quarter: "Q3",
      metrics: figures(410),
    });
    const refused = await approve(correctedId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toBe("body.publicReason");
    expect(await trainedOf(2026, "Q3")).toBe(400);
    const direct = await inject("PUT", `/reports/${correctedId}`, admin.auth, {
      year: 2026,
      quarter: "Q3",
      metrics: figures(999),
    });
    expect(direct.statusCode).toBe(400);
    expect(await trainedOf(2026, "Q3")).toBe(400);
    expect(await revisions()).toEqual([]);
  });

  it("records one revision per change, with its kind, changes, reason and release", async () => {
    tick();
    expect(
      (await approve(correctedId, "Ten certificates were counted in the next quarter.")).statusCode,
    ).toBe(200);
    tick();
    lateId = (await create(2026, "Q2", 50))._id;
    expect((await approve(lateId)).statusCode).toBe(400);
    expect((await approve(lateId, "The report arrived after the deadline.")).statusCode).toBe(200);
    tick();
    await ok("POST", `/reports/${lateId}/removal-request`, org.auth, { reason: "Private: counted twice" });
    const noReason = await inject("PATCH", `/reports/${lateId}/removal-request`, admin.auth, {
      decision: "approve",
    });
    expect(noReason.statusCode).toBe(400);
    await ok("PATCH", `/reports/${lateId}/removal-request`, admin.auth, {
      decision: "approve",
      publicReason: "The same people were reported by a partner.",
    });
    tick();
    expect((await inject("POST", `/reports/${lateId}/restore`, admin.auth)).statusCode).toBe(400);
    await ok("POST", `/reports/${lateId}/restore`, admin.auth, {
      publicReason: "The partner withdrew its count.",
    });

    const all = await revisions();
    expect(all.map((r: { kind: string }) => r.kind)).toEqual([
      "restore",
      "removal",
      "late report",
      "correction",
    ]);
    expect(all[3]).toEqual({
      at: "2026-11-02T09:03:00.000Z",
      year: 2026,
      quarter: "Q3",
      organization: { name: "Savannah Tech Hub", slug: "savannah-tech-hub" },
      kind: "correction",
      changes: [
        { metric: "aware", before: 1200, after: 1230 },
        { metric: "engaged", before: 800, after: 820 },
        { metric: "trained", before: 400, after: 410 },
      ],
      reason: "Ten certificates were counted in the next quarter.",
      release: "2026-Q3",
    });
    // Nothing of the organisation's staff is public: no e-mail, no user name, no private reason.
    const text = JSON.stringify(all);
    expect(text).not.toContain("@");
    expect(text).not.toContain("wanjiku");
    expect(text).not.toContain("Private");

    const q2 = await inject("GET", "/open-data/revisions?year=2026&quarter=Q2&pageSize=2");
    expect(q2.headers["x-total-count"]).toBe("3");
    expect(q2.json().map((r: { kind: string }) => r.kind)).toEqual(["restore", "removal"]);
    expect((await inject("GET", "/open-data/revisions?quarter=Q9")).statusCode).toBe(400);
  });

  it("adds up: release value + the revisions' changes = today's value, for every released quarter and metric", async () => {
    const all = await revisions("?pageSize=100");
    for (const [year, quarter] of [
      [2025, "Q4"],
      [2026, "Q2"],
      [2026, "Q3"],
    ] as const) {
      const today = (await ok("GET", `/reports/summary?year=${year}&quarter=${quarter}`)).totals;
      for (const key of METRIC_KEYS) {
        const column = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        const released = release
          .filter((row) => row.year === year && row.quarter === quarter)
          .reduce((sum, row) => sum + Number(row[column]), 0);
        const changed = all
          .filter((r: Row) => r.year === year && r.quarter === quarter)
          .flatMap((r: { changes: Array<{ metric: string; before: number; after: number }> }) => r.changes)
          .filter((c: { metric: string }) => c.metric === key)
          .reduce((sum: number, c: { before: number; after: number }) => sum + c.after - c.before, 0);
        expect(released + changed, `${key} of ${quarter} ${year}`).toBe(today[key]);
      }
    }
  });

  it("counts each quarter's revisions since its release, and lists them in an escaped Atom feed", async () => {
    tick();
    await ok("PUT", `/reports/${correctedId}`, org.auth, {
      year: 2026,
      quarter: "Q3",
      metrics: figures(420),
    });
    const hostile = 'A <b>late</b> count & "ten" more ]]> </entry><entry>';
    expect((await approve(correctedId, hostile)).statusCode).toBe(200);
    expect(await ok("GET", "/open-data/revisions/counts")).toEqual([
      { year: 2026, quarter: "Q3", release: "2026-Q3", count: 2 },
      { year: 2026, quarter: "Q2", release: "2026-Q3", count: 3 },
    ]);

    const response = await ctx.app.inject({ url: "/impact/revisions.atom" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/atom+xml");
    const xml = response.body;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("CDATA");
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" }).parse(
      xml,
    ).feed;
    expect(feed.entry).toHaveLength(5);
    const [newest] = feed.entry;
    expect(newest.summary["@_type"]).toBe("text");
    expect(newest.summary["#text"]).toContain(hostile);
    expect(newest.title["#text"]).toBe("2026 Q3: correction, Savannah Tech Hub (revises release 2026-Q3)");
    expect(xml).not.toContain("@");
    expect(xml).not.toContain("wanjiku");
  });
  it("an admin's import that changes a released quarter takes its public reason as a query parameter", async () => {
    tick();
    const items = JSON.stringify([
      { organizationName: "Savannah Tech Hub", year: 2025, quarter: "Q4", metrics: figures(130) },
    ]);
    const importing = (query: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/v1/imports${query}`,
        headers: { ...admin.auth, "content-type": "application/json" },
        payload: items,
      });
    const before = (await revisions("?pageSize=100")).length;
    const refused = await importing("");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("publicReason");
    expect(await trainedOf(2025, "Q4")).toBe(100);

    const reason = "The organisation's records were reconciled with its learning platform.";
    const imported = await importing(`?publicReason=${encodeURIComponent(reason)}`);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await trainedOf(2025, "Q4")).toBe(130);
    const all = await revisions("?pageSize=100");
    expect(all).toHaveLength(before + 1);
    expect(all[0]).toMatchObject({
      year: 2025,
      quarter: "Q4",
      kind: "correction",
      reason,
      release: "2026-Q3",
    });
  });
});
