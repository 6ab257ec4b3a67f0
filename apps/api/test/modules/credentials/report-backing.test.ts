// Credentials behind a report's certified figure (docs/decisions/0041-open-badges-credentials.md):
// the organisation attaches credentials it issued elsewhere (a file, JSON, or links); each is
// verified as queued work and counts for the report when verified, issued by one of the
// organisation's DIDs in the registry, and completed in the report's quarter, each credential
// once, never one issued here twice. The other issuer is another platform on the loopback
// (other-platform.ts), as in credentials-foreign.test.ts.
import { REPORT_CREDENTIAL_TEXTS } from "@alliance/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportCredentials, reports } from "../../../src/db/schema";
import { certifiedVerifiableFor } from "../../../src/modules/reports/summary-repository";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { type Auth, approvedOrganisation, type Issuer } from "./issuers";
import { type Json, type OtherPlatform, startOtherPlatform } from "./other-platform";

const ORIGIN = "https://site.example";
const now = new Date("2026-06-01T09:00:00Z");
let ctx: TestContext;
/** The other issuer's platform, its host and its DID. */
let platform: OtherPlatform;
let host: string;
let did: string;
let org: Issuer;
let other: Issuer;
let admin: { auth: Auth };
let outsider: { auth: Auth };
let reportId: string;

/** An Open Badge of the other issuer for `achievement`, completed on `completedOn`, unsigned. */
const badge = (id: string, completedOn: string, achievement: { id: string; name: string }) => ({
  "@context": [
    "https://www.w3.org/ns/credentials/v2",
    "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
  ],
  id: `https://learn.example/credentials/${id}`,
  type: ["VerifiableCredential", "OpenBadgeCredential"],
  issuer: { id: did, type: ["Profile"], name: "Learn Example Platform" },
  validFrom: "2026-05-20T00:00:00Z",
  credentialSubject: {
    type: ["AchievementSubject"],
    activityEndDate: `${completedOn}T00:00:00Z`,
    achievement: {
      ...achievement,
      type: ["Achievement"],
      description: "d",
      criteria: { narrative: "Passed" },
    },
  },
});

/** A credential of the other issuer with a Data Integrity proof, completed on `completedOn`. */
function foreign(id: string, completedOn: string, name = "Data literacy"): Promise<Json> {
  return platform.issue({
    ...badge(id, completedOn, { id: "https://learn.example/courses/data", name }),
    name,
  });
}

/** A JWT-secured credential of the other issuer (VC 2.0: the payload is the credential). */
function jwt(id: string, completedOn: string) {
  return platform.jws(
    { alg: "EdDSA", kid: `${did}#jwt-1`, typ: "vc+jwt" },
    badge(id, completedOn, { id: "https://learn.example/courses/ml", name: "Machine learning" }),
  );
}

const call = (method: "GET" | "POST" | "DELETE", url: string, auth?: Auth, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload: payload as object });

/** A multipart body with one file part. */
function multipart(content: string | Buffer, name = "credentials.json") {
  const boundary = "----backing-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/json\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const attachFile = (auth: Auth | undefined, content: string | Buffer, id = reportId) => {
  const { body, type } = multipart(content);
  return ctx.app.inject({
    method: "POST",
    url: `/api/v1/reports/${id}/credentials`,
    headers: { ...auth, "content-type": type },
    payload: body,
  });
};

type Row = {
  id: string;
  credentialId: string | null;
  verified: boolean | null;
  counted: boolean;
  reason: string | null;
};

/** The report's attachments once every check is done. */
async function checked(auth: Auth = org.auth): Promise<Row[]> {
  for (let i = 0; i < 600; i += 1) {
    const answer = await call("GET", `/reports/${reportId}/credentials?pageSize=200`, auth);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json() as Row[];
    if (rows.every((row) => row.verified !== null)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the checks did not finish");
}

const storedCount = async () => (await ctx.database.db.select({ n: count() }).from(reportCredentials))[0]!.n;

const verifiable = async () =>
  (
    await call(
      "GET",
      `/credentials/verifiable-count?organizationId=${org.organizationId}&year=2026&quarter=Q2`,
      org.auth,
    )
  ).json().count as number;

const publicVerifiable = async () =>
  (await call("GET", "/reports/summary?year=2026&quarter=Q2")).json().certifiedVerifiable as number;

beforeAll(async () => {
  platform = await startOtherPlatform();
  host = platform.host;
  did = platform.did;
  ctx = await createTestApp({ PUBLIC_URL: ORIGIN, DID_WEB_INSECURE_HOSTS: host }, { clock: () => now });
  org = await approvedOrganisation(ctx, "Learn Example", {
    course: "Data Skills",
    desc: "Four weeks of data.",
    reviewedAt: now,
  });
  other = await approvedOrganisation(ctx, "Other Lab", { course: "AI", desc: "AI.", reviewedAt: now });
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  outsider = await createUserWithToken(ctx, { organizationName: "Not A Member" });
  const [row] = await ctx.database.db
    .insert(reports)
    .values({
      organizationName: "Learn Example",
      organizationId: org.organizationId,
      year: 2026,
      quarter: "Q2",
      certified: 10,
      trained: 10,
      status: "approved",
      createdBy: "amina@example.org",
    })
    .returning();
  reportId = row!.id;
});
afterAll(async () => {
  await ctx?.close();
  await platform?.close();
});

describe("credentials behind a report's certified figure", () => {
  let siteIssued: Json[];

  it("checks a file of the site's own and another issuer's credentials, and counts only what the organisation's DIDs signed in the quarter", async () => {
    siteIssued = [];
    for (const name of ["Wanjiru", "Otieno"]) {
      const issued = await call("POST", "/credentials", org.auth, {
        courseId: org.courseId,
        recipient: { name, email: `${name.toLowerCase()}@mail.example` },
        completedOn: "2026-05-10",
      });
      expect(issued.statusCode, issued.body).toBe(201);
      siteIssued.push(issued.json().credential);
    }
    expect(await verifiable()).toBe(2);
    expect(await publicVerifiable()).toBe(2);

    const a = await foreign("a", "2026-05-02");
    const aAgain = await foreign("a", "2026-05-02", "Data literacy (copy)");
    const b = await foreign("b", "2026-04-15");
    const wrongQuarter = await foreign("c", "2026-02-01");
    const tampered = structuredClone(await foreign("d", "2026-05-05")) as { name: string };
    tampered.name = "Data literacy!";
    const file = JSON.stringify([...siteIssued, a, a, aAgain, b, wrongQuarter, tampered]);
    const answer = await attachFile(org.auth, file);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ attached: 7, duplicates: 1 });

    const rows = await checked();
    expect(rows).toHaveLength(7);
    const byId = (id: string) => rows.filter((row) => row.credentialId === id);
    for (const own of siteIssued) {
      expect(byId(own.id as string)[0]).toMatchObject({ verified: true, counted: false });
      expect(byId(own.id as string)[0]!.reason).toMatch(/Issued on this site/);
    }
    // Verified, but the other issuer's DID is not the organisation's yet.
    for (const row of byId("https://learn.example/credentials/a")) {
      expect(row).toMatchObject({ verified: true, counted: false });
      expect(row.reason).toMatch(/not one of the organisation's DIDs/);
    }
    const [bad] = byId("https://learn.example/credentials/d");
    expect(bad).toMatchObject({ verified: false, counted: false });
    expect(bad!.reason).toBeTruthy();
    expect(await verifiable()).toBe(2);
    expect(await publicVerifiable()).toBe(2);
  });

  it("counts the other issuer's credentials once its DID is the organisation's, approved by an admin; each once", async () => {
    const declared = await call("POST", "/credentials/issuer-dids", org.auth, { did });
    expect(declared.statusCode, declared.body).toBe(201);
    expect(await verifiable()).toBe(2);
    const approved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/credentials/issuer-dids/${declared.json().id}`,
      headers: admin.auth,
      payload: { decision: "approve" },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const rows = await checked();
    const a = rows.filter((row) => row.credentialId === "https://learn.example/credentials/a");
    expect(a.map((row) => row.counted).sort()).toEqual([false, true]);
    expect(a.find((row) => !row.counted)!.reason).toMatch(/attached already/);
    expect(rows.find((row) => row.credentialId?.endsWith("/b"))).toMatchObject({
      counted: true,
      reason: null,
    });
    const c = rows.find((row) => row.credentialId?.endsWith("/c"))!;
    expect(c).toMatchObject({ verified: true, counted: false });
    expect(c.reason).toMatch(/outside 2026 Q2/);
    expect(rows.find((row) => row.credentialId?.endsWith("/d"))).toMatchObject({ counted: false });
    // Two issued here, plus a and b.
    expect(await verifiable()).toBe(4);
    expect(await publicVerifiable()).toBe(4);
    // An admin reads the same list.
    expect((await checked(admin.auth)).length).toBe(7);
  });

  it("reads links that answer a credential, with the same limits as DID documents", async () => {
    platform.serve("/creds/e", await foreign("e", "2026-06-01"));
    const answer = await call("POST", `/reports/${reportId}/credentials`, org.auth, {
      links: [`http://${host}/creds/e`, `http://${host}/creds/missing`],
    });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json().attached).toBe(2);
    // Read (and cached) while the checks may still run: the checks' end makes it stale.
    expect(await publicVerifiable()).toBeGreaterThanOrEqual(4);
    const rows = await checked();
    expect(rows.find((row) => row.credentialId?.endsWith("/e"))).toMatchObject({
      verified: true,
      counted: true,
    });
    const missing = rows.find((row) => row.verified === false && row.credentialId === null)!;
    expect(missing.reason).toMatch(/404/);
    expect(await verifiable()).toBe(5);
    await ctx.app.reportChecks.idle();
    expect(await publicVerifiable()).toBe(5);
  });

  it("takes JSON credentials, and removes one attachment", async () => {
    const f = await foreign("f", "2026-05-30");
    const answer = await call("POST", `/reports/${reportId}/credentials`, admin.auth, { credentials: [f] });
    expect(answer.statusCode, answer.body).toBe(202);
    let rows = await checked();
    expect(await verifiable()).toBe(6);
    const row = rows.find((entry) => entry.credentialId?.endsWith("/f"))!;
    expect((await call("DELETE", `/reports/${reportId}/credentials/${row.id}`, other.auth)).statusCode).toBe(
      404,
    );
    const removed = await call("DELETE", `/reports/${reportId}/credentials/${row.id}`, org.auth);
    expect(removed.statusCode, removed.body).toBe(200);
    rows = await checked();
    expect(rows.some((entry) => entry.id === row.id)).toBe(false);
    expect(await verifiable()).toBe(5);
  });

  it("takes a file of JWT-secured credentials, one per line", async () => {
    const answer = await attachFile(org.auth, `${jwt("g", "2026-04-02")}\n\n${jwt("h", "2026-05-03")}\n`);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ attached: 2, duplicates: 0 });
    const rows = await checked();
    expect(rows.find((row) => row.credentialId?.endsWith("/g"))).toMatchObject({
      verified: true,
      counted: true,
    });
    expect(await verifiable()).toBe(7);
  });

  it("counts the same in the figures as of a date, by what was checked by then", async () => {
    const figures = [{ organizationId: org.organizationId, year: 2026, quarter: "Q2", certified: 10 }];
    expect(await certifiedVerifiableFor(ctx.database.db, figures, now)).toBe(7);
    expect(await certifiedVerifiableFor(ctx.database.db, figures, new Date(now.getTime() - 1000))).toBe(0);
  });

  it("never counts more than the report's certified figure", async () => {
    await ctx.database.db.update(reports).set({ certified: 3 }).where(eq(reports.id, reportId));
    expect(await publicVerifiable()).toBe(3);
    await ctx.database.db.update(reports).set({ certified: 10 }).where(eq(reports.id, reportId));
  });

  it("answers 401 signed out and 404 to another organisation's user or one without an organisation", async () => {
    const stored = await storedCount();
    const a = JSON.stringify([await foreign("z", "2026-05-02")]);
    expect((await attachFile(undefined, a)).statusCode).toBe(401);
    expect((await call("GET", `/reports/${reportId}/credentials`)).statusCode).toBe(401);
    for (const auth of [other.auth, outsider.auth]) {
      expect((await attachFile(auth, a)).statusCode).toBe(404);
      expect((await call("GET", `/reports/${reportId}/credentials`, auth)).statusCode).toBe(404);
    }
    expect(
      (await call("GET", "/reports/00000000-0000-4000-8000-000000000000/credentials", org.auth)).statusCode,
    ).toBe(404);
    expect(await storedCount()).toBe(stored);
  });

  it("refuses a garbage file, too many credentials, too large a file and bad links, storing nothing", async () => {
    const stored = await storedCount();
    const refused = async (answer: Awaited<ReturnType<typeof attachFile>>, status: number) => {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toBeTruthy();
    };
    await refused(await attachFile(org.auth, "hello, this is not a credential"), 400);
    await refused(await attachFile(org.auth, "[1, 2, 3]"), 400);
    await refused(await attachFile(org.auth, "{ not json"), 400);
    await refused(await attachFile(org.auth, ""), 400);
    const one = await foreign("many", "2026-05-02");
    await refused(await attachFile(org.auth, JSON.stringify(Array.from({ length: 1001 }, () => one))), 400);
    await refused(await attachFile(org.auth, Buffer.alloc(5 * 1024 * 1024 + 10, 32)), 413);
    for (const links of [["not a link"], ["ftp://learn.example/c"], ["http://learn.example/c"], []]) {
      await refused(await call("POST", `/reports/${reportId}/credentials`, org.auth, { links }), 400);
    }
    await refused(
      await call("POST", `/reports/${reportId}/credentials`, org.auth, { credentials: [42] }),
      400,
    );
    expect(await storedCount()).toBe(stored);
  });

  it("reads a check cut off by a stopped instance as failed once it has waited 15 minutes", async () => {
    const [row] = await ctx.database.db
      .insert(reportCredentials)
      .values({
        reportId,
        source: "file",
        hash: "cut-off",
        createdAt: new Date(now.getTime() - 16 * 60 * 1000),
        createdBy: "amina@example.org",
      })
      .returning();
    const listed = (await checked()).find((entry) => entry.id === row!.id)!;
    expect(listed).toMatchObject({
      verified: false,
      counted: false,
      reason: REPORT_CREDENTIAL_TEXTS.interrupted,
    });
    await ctx.database.db.delete(reportCredentials).where(eq(reportCredentials.id, row!.id));
  });

  it("keeps a report's attachments in the trash with it, and a restore brings them back", async () => {
    const before = await checked();
    // What the approved report's figures count (the public summary may hold an older answer: the
    // test above changed the certified figure behind the API's back).
    const figures = [{ organizationId: org.organizationId, year: 2026, quarter: "Q2", certified: 10 }];
    const count = await certifiedVerifiableFor(ctx.database.db, figures, now);
    expect(before.length).toBeGreaterThan(0);
    expect(count).toBeGreaterThan(2);
    const deleted = await call("DELETE", `/reports/${reportId}`, admin.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await publicVerifiable()).toBe(0);
    const restored = await call("POST", `/reports/${reportId}/restore`, admin.auth);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await checked()).toEqual(before);
    expect(await publicVerifiable()).toBe(count);
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    const path = doc.paths["/api/v1/reports/{id}/credentials"];
    expect(path.post.summary).toMatch(/Attach credentials/);
    expect(path.get).toBeDefined();
    expect(doc.paths["/api/v1/reports/{id}/credentials/{attachmentId}"].delete).toBeDefined();
  });
});
