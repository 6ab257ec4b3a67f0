// Releases (docs/decisions/0036-releases-revisions-and-history.md): published by an admin after
// the quarter's deadline, files stored as bytes whose SHA-256 the list names and the ETag carries,
// unchanged by later approvals, corrections, removals, restores and a server restart; a point
// release only when something changed. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { createHash } from "node:crypto";
import { METRIC_DEFINITIONS } from "@alliance/shared";
import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const FILES = [
  "impact.csv",
  "impact.json",
  "breakdowns.csv",
  "cross-breakdowns.csv",
  "datapackage.json",
  "release.zip",
];
/** Changes to released quarters need a public reason (revisions.test.ts); given to every approval here. */
const REASON = "A correction found in review.";
const sha256 = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("releases", () => {
  let ctx: TestContext;
  let now = new Date("2026-10-15T09:00:00Z");
  let admin: { auth: Auth };
  let org: { auth: Auth };

  beforeAll(async () => {
    // The clock moves on by weeks; sessions outlive the test.
    ctx = await createTestApp(
      { PUBLIC_URL: "https://site.example", JWT_EXPIRES_IN_SECONDS: String(365 * 86_400) },
      { clock: () => now },
    );
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub" });
  });
  // The last test closes the app (and the database with it); only the database is dropped here.
  afterAll(() => ctx?.close().catch(() => undefined));

  const inject = (method: Method, url: string, auth?: Auth, payload?: unknown, app = ctx.app) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });
  const ok = async (method: Method, url: string, auth?: Auth, payload?: unknown) => {
    const response = await inject(method, url, auth, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const figures = (trained: number) => ({ aware: trained * 3, engaged: trained * 2, trained, certified: 5 });
  async function approved(year: number, quarter: string, trained: number, cross?: object[]) {
    const created = await ok("POST", "/reports", org.auth, {
      year,
      quarter,
      metrics: figures(trained),
      breakdowns: { trained: { sex: { female: Math.floor(trained / 2) }, ...(cross ? { cross } : {}) } },
    });
    return ok("PATCH", `/reports/${created._id}/review`, admin.auth, {
      status: "approved",
      publicReason: REASON,
      version: created.version,
    });
  }
  async function approveChange(id: string) {
    const report = await ok("GET", `/reports/${id}`, admin.auth);
    return ok("PATCH", `/reports/${id}/review`, admin.auth, {
      status: "approved",
      version: report.version,
      publicReason: REASON,
    });
  }
  /** Every file of a release as served: its bytes and headers. */
  async function served(id: string, app = ctx.app) {
    const out: Record<string, { body: Buffer; etag: string; cache: string }> = {};
    for (const file of FILES) {
      const response = await inject("GET", `/open-data/releases/${id}/${file}`, undefined, undefined, app);
      expect(response.statusCode, `${id}/${file}`).toBe(200);
      out[file] = {
        body: response.rawPayload,
        etag: String(response.headers.etag),
        cache: String(response.headers["cache-control"]),
      };
    }
    return out;
  }
  const publish = (body: unknown, auth: Auth | null = admin.auth) =>
    inject("POST", "/releases", auth ?? undefined, body);

  let first: Awaited<ReturnType<typeof served>>;
  let reportId: string;
  let lateId: string;

  it("refuses to publish before the deadline, to non-admins, and without a note", async () => {
    // Nairobi City's women counted by county and sex together: 150, and Mombasa's 5 (withheld).
    reportId = (
      await approved(2026, "Q3", 400, [
        { county: "047", sex: "female", count: 150 },
        { county: "001", sex: "female", count: 5 },
      ])
    )._id;
    await approved(2025, "Q4", 100);
    const q3 = { year: 2026, quarter: "Q3", note: "First release of the third quarter" };
    const early = await publish(q3);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/due until 31 Oct 2026.*03:00 EAT/);
    now = new Date("2026-11-02T09:00:00Z");
    expect((await publish(q3, org.auth)).statusCode).toBe(403);
    expect((await publish(q3, null)).statusCode).toBe(401);
    expect((await publish({ year: 2026, quarter: "Q3", note: "" })).statusCode).toBe(400);
    expect((await publish({ year: 2026, quarter: "Q5", note: "A note" })).statusCode).toBe(400);
    expect(await ok("GET", "/open-data/releases")).toEqual([]);
    expect((await inject("GET", "/open-data/releases/latest/impact.csv")).statusCode).toBe(404);
  });

  it("publishes 2026-Q3 with files whose SHA-256 the list names, served immutable", async () => {
    const response = await publish({ year: 2026, quarter: "Q3", note: "First release of the third quarter" });
    expect(response.statusCode, response.body).toBe(201);
    const release = response.json();
    expect(release).toMatchObject({
      id: "2026-Q3",
      year: 2026,
      quarter: "Q3",
      point: 1,
      publishedAt: "2026-11-02T09:00:00.000Z",
      supersededBy: null,
    });
    expect(release.files.map((f: { name: string }) => f.name)).toEqual(FILES);
    expect(JSON.stringify(release)).not.toContain("@");
    first = await served("2026-Q3");
    for (const file of release.files) {
      const got = first[file.name]!;
      expect(sha256(got.body)).toBe(file.sha256);
      expect(got.body.length).toBe(file.bytes);
      expect(got.etag).toBe(`"${file.sha256}"`);
      expect(got.cache).toBe("public, max-age=31536000, immutable");
    }
    // Every approved figure up to the quarter, and the package names each file's hash.
    expect(
      JSON.parse(first["impact.json"]!.body.toString()).map((r: { trained: number }) => r.trained),
    ).toEqual([100, 400]);
    const breakdowns = first["breakdowns.csv"]!.body.toString();
    expect(breakdowns).toContain("Savannah Tech Hub");
    expect(breakdowns).toContain(",trained,sex,female,200\r\n");
    expect(breakdowns).toContain(",trained,sex,notStated,200\r\n");
    // The cells by several dimensions at once, summed over organisations, a sum under 10 withheld.
    expect(first["cross-breakdowns.csv"]!.body.toString()).toBe(
      "year,quarter,metric,county,sex,age_band,disability,count,fewer_than\r\n" +
        "2026,Q3,trained,001,female,,,,10\r\n" +
        "2026,Q3,trained,047,female,,,150,\r\n",
    );
    const pkg = JSON.parse(first["datapackage.json"]!.body.toString());
    expect(pkg.version).toBe("2026-Q3");
    expect(pkg.resources.map((r: { hash: string }) => r.hash)).toEqual(
      release.files.slice(0, 4).map((f: { sha256: string }) => `sha256:${f.sha256}`),
    );
    expect(pkg.resources[0].path).toBe("https://site.example/api/v1/open-data/releases/2026-Q3/impact.csv");
    const zipped = unzipSync(new Uint8Array(first["release.zip"]!.body));
    expect(Object.keys(zipped).sort()).toEqual(FILES.slice(0, 5).sort());
    expect(sha256(zipped["impact.csv"]!)).toBe(release.files[0].sha256);
    // A client holding the file asks again with its ETag: 304.
    const again = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/open-data/releases/2026-Q3/impact.csv",
      headers: { "if-none-match": first["impact.csv"]!.etag },
    });
    expect(again.statusCode).toBe(304);
    const latest = await inject("GET", "/open-data/releases/latest/breakdowns.csv");
    expect(latest.statusCode).toBe(302);
    expect(latest.headers.location).toBe("/api/v1/open-data/releases/2026-Q3/breakdowns.csv");
    expect((await inject("GET", "/open-data/releases/2026-Q3/other.csv")).statusCode).toBe(400);
    expect((await inject("GET", "/open-data/releases/2026-Q2/impact.csv")).statusCode).toBe(404);
  });

  it("refuses a point release when nothing changed", async () => {
    const response = await publish({ year: 2026, quarter: "Q3", note: "Again" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("nothing changed since 2026-Q3");
  });

  it("keeps a release's bytes through corrections, a removal, a restore, a late report", async () => {
    await ok("PUT", `/reports/${reportId}`, org.auth, { year: 2026, quarter: "Q3", metrics: figures(410) });
    await approveChange(reportId);
    lateId = (await approved(2026, "Q2", 50))._id;
    await ok("POST", `/reports/${lateId}/removal-request`, org.auth, { reason: "Counted twice" });
    await ok("PATCH", `/reports/${lateId}/removal-request`, admin.auth, {
      decision: "approve",
      publicReason: REASON,
    });
    await ok("POST", `/reports/${lateId}/restore`, admin.auth, { publicReason: REASON });
    expect(await served("2026-Q3")).toEqual(first);

    // The database refuses to change or delete a release's files, whoever asks.
    const db = ctx.database.db;
    await expect(db.execute(sql`update release_files set bytes = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from releases`)).rejects.toThrow();
    await expect(db.execute(sql`update releases set note = 'changed'`)).rejects.toThrow();
  });

  it("serves the live breakdowns, with downloads dated by the last approval", async () => {
    const csv = await inject("GET", "/open-data/breakdowns.csv");
    expect(csv.body).toContain(",trained,sex,female,");
    const lastApprovedAt = (await ok("GET", "/reports/summary")).lastApprovedAt as string;
    const day = lastApprovedAt.slice(0, 10);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="alliance-${day}-breakdowns.csv"`);
    const impact = await inject("GET", "/open-data/impact.csv");
    expect(impact.headers["content-disposition"]).toBe(`attachment; filename="alliance-${day}-impact.csv"`);
    const rows = await ok("GET", "/open-data/breakdowns.json");
    expect(rows.length).toBe(csv.body.trim().split("\r\n").length - 1);
    const live = await ok("GET", "/open-data/datapackage.json");
    expect(live.created).toBe(lastApprovedAt);
    // The live files say which release they are newer than; their fields are the method's words.
    expect(live.newerThanRelease).toEqual({
      id: "2026-Q3",
      path: "https://site.example/impact/releases/2026-Q3",
    });
    expect(
      live.resources[0].schema.fields.find((f: { name: string }) => f.name === "trained").description,
    ).toBe(METRIC_DEFINITIONS.trained);
  });

  it("previews a quarter and lists the quarters past their deadline, for admins only", async () => {
    now = new Date("2026-11-20T09:00:00Z");
    for (const url of ["/releases/preview?year=2026&quarter=Q3", "/releases/quarters"]) {
      expect((await inject("GET", url)).statusCode, url).toBe(401);
      expect((await inject("GET", url, org.auth)).statusCode, url).toBe(403);
    }
    const preview = await ok("GET", "/releases/preview?year=2026&quarter=Q3", admin.auth);
    expect(preview).toMatchObject({ id: "2026-Q3.2", deadlinePassed: true });
    expect(preview.changes).toEqual({
      previous: "2026-Q3",
      added: [{ organization: "Savannah Tech Hub", year: 2026, quarter: "Q2" }],
      changed: [
        {
          organization: "Savannah Tech Hub",
          year: 2026,
          quarter: "Q3",
          changes: [
            { metric: "aware", before: 1200, after: 1230 },
            { metric: "engaged", before: 800, after: 820 },
            { metric: "trained", before: 400, after: 410 },
          ],
        },
      ],
      removed: [],
      totals: [
        { metric: "aware", before: 1500, after: 1680 },
        { metric: "engaged", before: 1000, after: 1120 },
        { metric: "trained", before: 500, after: 560 },
        { metric: "certified", before: 10, after: 15 },
      ],
    });
    const notYet = await ok("GET", "/releases/preview?year=2026&quarter=Q4", admin.auth);
    expect(notYet).toMatchObject({ id: "2026-Q4", deadlinePassed: false });
    expect((await inject("GET", "/releases/preview?year=2026&quarter=Q9", admin.auth)).statusCode).toBe(400);
    const quarters = await ok("GET", "/releases/quarters", admin.auth);
    expect(quarters[0]).toMatchObject({ year: 2026, quarter: "Q3", releases: ["2026-Q3"] });
    expect(quarters[1]).toMatchObject({ year: 2026, quarter: "Q2", releases: [] });
    expect(quarters.at(-1)).toMatchObject({ year: 2023, quarter: "Q1" });
  });

  it("publishes a point release after changes; the first is marked superseded and unchanged", async () => {
    const response = await publish({ year: 2026, quarter: "Q3", note: "Corrections of two reports" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ id: "2026-Q3.2", point: 2, supersededBy: null });
    const list = await ok("GET", "/open-data/releases");
    expect(list.map((r: { id: string; supersededBy: string | null }) => [r.id, r.supersededBy])).toEqual([
      ["2026-Q3.2", null],
      ["2026-Q3", "2026-Q3.2"],
    ]);
    expect(await served("2026-Q3")).toEqual(first);
    // Each release's page data: its files and what changed against the one before.
    const detail = await ok("GET", "/open-data/releases/2026-Q3.2");
    expect(detail).toMatchObject({
      id: "2026-Q3.2",
      note: "Corrections of two reports",
      url: "https://site.example/impact/releases/2026-Q3.2",
    });
    const impactSha = detail.files.find((f: { name: string }) => f.name === "impact.csv").sha256;
    expect(detail.citation).toBe(
      `Kenya AI Skilling Alliance (2026). AI skilling impact figures, release 2026-Q3.2 (published 20 November 2026). https://site.example/impact/releases/2026-Q3.2. SHA-256 of impact.csv: ${impactSha}.`,
    );
    expect(detail.changes.previous).toBe("2026-Q3");
    expect(detail.changes.added).toHaveLength(1);
    expect(detail.changes.changed[0].changes).toContainEqual({ metric: "trained", before: 400, after: 410 });
    const firstDetail = await ok("GET", "/open-data/releases/2026-Q3");
    expect(firstDetail.changes).toMatchObject({ previous: null, changed: [], removed: [] });
    expect(firstDetail.changes.added).toHaveLength(2);
    expect((await inject("GET", "/open-data/releases/2026-Q1")).statusCode).toBe(404);
    const point = await served("2026-Q3.2");
    expect(
      JSON.parse(point["impact.json"]!.body.toString()).map((r: { trained: number }) => r.trained),
    ).toEqual([100, 50, 410]);
    expect((await inject("GET", "/open-data/releases/latest/impact.csv")).headers.location).toBe(
      "/api/v1/open-data/releases/2026-Q3.2/impact.csv",
    );

    // A second server on the same database (a restart) serves the same bytes. Closing it closes
    // the database, so it comes last.
    const restarted = await buildApp({ config: ctx.config, database: ctx.database, clock: () => now });
    await restarted.ready();
    expect(await served("2026-Q3", restarted)).toEqual(first);
    expect(await served("2026-Q3.2", restarted)).toEqual(point);
    await restarted.close();
  });
});
