// Batch issuing and the issuing screen's reads (docs/decisions/0041-open-badges-credentials.md):
// a CSV or JSON of up to 1,000 recipients; a dry run names every mistake by row and column and
// changes nothing; a real run is queued (202) and issues the whole batch or nothing; phone-only
// recipients come back as links to hand out; who may do what is the server's call.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialBatches, credentials, outbox, reports } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { independentVerifier } from "./independent-verifier";
import { type Auth, approvedOrganisation as approvedIssuer } from "./issuers";
import { achievementCredentialErrors } from "./ob-schema";

const ORIGIN = "https://site.example";
const now = new Date("2026-06-01T09:00:00Z");

let ctx: TestContext;
let issuer: { auth: Auth; organizationId: string; courseId: string };
let other: { auth: Auth; organizationId: string; courseId: string };
let admin: { auth: Auth };
let outsider: { auth: Auth };

const approvedOrganisation = (name: string) =>
  approvedIssuer(ctx, name, { course: "Data Skills", desc: "Four weeks of data analysis.", reviewedAt: now });

function batch(auth: Auth | undefined, query: Record<string, string>, body: string, type = "text/csv") {
  return ctx.app.inject({
    method: "POST",
    url: `/api/v1/credentials/batch?${new URLSearchParams(query)}`,
    headers: { ...auth, "content-type": type },
    payload: body,
  });
}

const get = (url: string, auth?: Auth) =>
  ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: auth });

const credentialCount = async (organizationId: string) =>
  (
    await ctx.database.db
      .select({ value: count() })
      .from(credentials)
      .where(eq(credentials.organizationId, organizationId))
  )[0]!.value;

async function finished(id: string, auth: Auth) {
  for (let i = 0; i < 600; i += 1) {
    const answer = (await get(`/credentials/batch/${id}`, auth)).json();
    if (answer.state === "done" || answer.state === "failed") return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("batch did not finish");
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: ORIGIN }, { clock: () => now });
  issuer = await approvedOrganisation("Kisumu Code Hub");
  other = await approvedOrganisation("Eldoret Tech");
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  outsider = await createUserWithToken(ctx, { organizationName: "Not A Member Yet" });
});
afterAll(() => ctx.close());

const GOOD_CSV = [
  "name,email,phone,completedOn,grade",
  "Achieng Otieno,achieng@mail.example,,2026-05-20,Distinction",
  "Kiprono Bett,,0712 345 678,2026-05-21,",
  "Mwende Musyoka,mwende@mail.example,+254 733 000 111,2026-05-22,Pass",
].join("\n");

describe("who may issue a batch", () => {
  it("refuses the signed-out (401), non-members, admins naming no organisation and other organisations (403)", async () => {
    const query = { courseId: issuer.courseId, dryRun: "true" };
    expect((await batch(undefined, query, GOOD_CSV)).statusCode).toBe(401);
    expect((await batch(outsider.auth, query, GOOD_CSV)).statusCode).toBe(403);
    expect((await batch(admin.auth, query, GOOD_CSV)).statusCode).toBe(403);
    const naming = await batch(other.auth, { ...query, organizationId: issuer.organizationId }, GOOD_CSV);
    expect(naming.statusCode).toBe(403);
    // Another organisation's course is not this organisation's to certify.
    expect((await batch(other.auth, query, GOOD_CSV)).statusCode).toBe(400);
  });

  it("lists what the caller may issue: its own approved courses, or every approved member's for an admin", async () => {
    expect((await get("/credentials/issuable")).statusCode).toBe(401);
    expect((await get("/credentials/issuable", outsider.auth)).statusCode).toBe(403);
    const own = (await get("/credentials/issuable", issuer.auth)).json();
    expect(own.organizations).toEqual([
      {
        id: issuer.organizationId,
        name: "Kisumu Code Hub",
        courses: [{ id: issuer.courseId, title: "Data Skills at Kisumu Code Hub" }],
      },
    ]);
    const all = (await get("/credentials/issuable", admin.auth)).json();
    expect(all.organizations.map((entry: { id: string }) => entry.id)).toEqual(
      expect.arrayContaining([issuer.organizationId, other.organizationId]),
    );
  });
});

describe("a dry run", () => {
  it("counts a good file and changes nothing", async () => {
    const before = await credentialCount(issuer.organizationId);
    const answer = await batch(issuer.auth, { courseId: issuer.courseId, dryRun: "true" }, GOOD_CSV);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ dryRun: true, total: 3, id: null });
    expect(await credentialCount(issuer.organizationId)).toBe(before);
    expect(await ctx.database.db.select().from(credentialBatches)).toHaveLength(0);
  });

  it("names every mistake by row and column, and a real run of the same file issues nothing", async () => {
    const csv = [
      "Name,E-mail,Phone,Completion date,Grade,Colour",
      ",someone@mail.example,,2026-05-01,",
      "Juma Hassan,not-an-email,,2026-05-01,",
      "Njeri Wambui,,12345,2026-05-01,",
      "Otieno Ouma,,,2026-05-01,",
      "Fatuma Ali,fatuma@mail.example,,2026-13-40,",
      "Baraka Kiptoo,baraka@mail.example,,2026-07-01,",
    ].join("\n");
    const before = await credentialCount(issuer.organizationId);
    for (const dryRun of ["true", "false"]) {
      const answer = await batch(issuer.auth, { courseId: issuer.courseId, dryRun }, csv);
      expect(answer.statusCode).toBe(422);
      const errors = answer.json().errors as Array<{ row: number; column: string | null }>;
      expect(errors.map(({ row, column }) => [row, column])).toEqual([
        [1, "Colour"],
        [2, "name"],
        [3, "email"],
        [4, "phone"],
        [5, "email"],
        [6, "completedOn"],
        [7, "completedOn"],
      ]);
    }
    expect(await credentialCount(issuer.organizationId)).toBe(before);
  });

  it("refuses an empty file, an unreadable one and more than 1,000 recipients (400)", async () => {
    const query = { courseId: issuer.courseId, dryRun: "true" };
    expect((await batch(issuer.auth, query, "name,email\n")).statusCode).toBe(400);
    expect((await batch(issuer.auth, query, "{not json", "application/json")).statusCode).toBe(400);
    const rows = Array.from({ length: 1001 }, (_, i) => `Person ${i},p${i}@mail.example,,2026-05-01,`);
    const tooMany = await batch(
      issuer.auth,
      query,
      ["name,email,phone,completedOn,grade", ...rows].join("\n"),
    );
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("a real run", () => {
  it("is queued, then issues every credential together: e-mails sent, links for phone-only recipients", async () => {
    const before = await credentialCount(issuer.organizationId);
    const answer = await batch(issuer.auth, { courseId: issuer.courseId, language: "sw" }, GOOD_CSV);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ state: "queued", total: 3, dryRun: false });
    // Another organisation cannot read its progress.
    expect((await get(`/credentials/batch/${answer.json().id}`, other.auth)).statusCode).toBe(403);
    const done = await finished(answer.json().id, issuer.auth);
    expect(done).toMatchObject({ state: "done", signed: 3, error: null });
    expect(done.handOut).toEqual([
      { row: 3, name: "Kiprono Bett", url: expect.stringMatching(new RegExp(`^${ORIGIN}/verify/`)) },
    ]);
    expect(await credentialCount(issuer.organizationId)).toBe(before + 3);
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "achieng@mail.example"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("/sw/verify/");

    // Each credential verifies with independent code; the phone is only hashed in it.
    const rows = await ctx.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.organizationId, issuer.organizationId));
    const kiprono = rows.find((row) => row.recipientName === "Kiprono Bett")!;
    expect(JSON.stringify(kiprono.document)).not.toContain("712345678");
    const verifier = independentVerifier(ctx, ORIGIN);
    expect((await verifier.verifyWithStatus(kiprono.document)).verified).toBe(true);
    // Every one validates against the OB 3.0 JSON Schema for AchievementCredential.
    for (const row of rows) expect(achievementCredentialErrors(row.document)).toEqual([]);
    expect(new Set(rows.map((row) => row.statusIndex)).size).toBe(rows.length);
    const batches = (await get("/credentials/batches", issuer.auth)).json();
    expect(batches[0]).toMatchObject({ id: answer.json().id, state: "done" });
    expect((await get("/credentials/batches", other.auth)).json()).toEqual([]);
  });

  it("takes a JSON array, and an admin issues for the organisation it names", async () => {
    const body = JSON.stringify([
      { name: "Wafula Simiyu", email: "wafula@mail.example", completedOn: "2026-05-30" },
      { name: "Chebet Rono", phone: "0799 111 222", completedOn: "2026-05-30", grade: "A" },
    ]);
    const query = { courseId: other.courseId, organizationId: other.organizationId };
    const answer = await batch(admin.auth, query, body, "application/json");
    expect(answer.statusCode).toBe(202);
    const done = await finished(answer.json().id, admin.auth);
    expect(done.state).toBe("done");
    expect(await credentialCount(other.organizationId)).toBe(2);
    const single = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/credentials",
      headers: admin.auth,
      payload: {
        courseId: other.courseId,
        organizationId: other.organizationId,
        recipient: { name: "Ruto Kip", phone: "0711 000 000" },
      },
    });
    expect(single.statusCode).toBe(201);
    expect(single.json().handOutLink).toMatch(/\/verify\//);
  });
});

describe("certified, counted by what can be checked", () => {
  it("backs each approved report's certified figure with the valid certificates of its quarter, at most the figure", async () => {
    const third = await approvedOrganisation("Nakuru Learning Lab");
    const fourth = await approvedOrganisation("Machakos AI Club");
    const report = (
      organization: typeof third,
      name: string,
      quarter: "Q1" | "Q2",
      certified: number,
      status = "approved",
    ) =>
      ctx.database.db.insert(reports).values({
        organizationName: name,
        organizationId: organization.organizationId,
        year: 2026,
        quarter,
        certified,
        trained: certified,
        status,
        createdBy: "amina@example.org",
      });
    await report(third, "Nakuru Learning Lab", "Q2", 5);
    await report(fourth, "Machakos AI Club", "Q2", 1);
    await report(fourth, "Machakos AI Club", "Q1", 4, "submitted");
    const before = (await get("/reports/summary?year=2026")).json().certifiedVerifiable as number;

    const issueAll = async (organization: typeof third, rows: string[]) => {
      const csv = ["name,email,completedOn", ...rows].join("\n");
      const answer = await batch(organization.auth, { courseId: organization.courseId }, csv);
      expect(answer.statusCode).toBe(202);
      expect((await finished(answer.json().id, organization.auth)).state).toBe("done");
    };
    // Nakuru: three in Q2 (one revoked below), one in Q1 (no Q1 report): 2 count.
    await issueAll(third, [
      "A One,a1@mail.example,2026-04-10",
      "A Two,a2@mail.example,2026-05-10",
      "A Three,a3@mail.example,2026-05-31",
      "A Four,a4@mail.example,2026-03-31",
    ]);
    // Machakos: two in Q2 but its report certified 1: 1 counts; its Q1 report is not approved.
    await issueAll(fourth, [
      "B One,b1@mail.example,2026-05-01",
      "B Two,b2@mail.example,2026-05-02",
      "B Three,b3@mail.example,2026-02-01",
    ]);
    const [revoked] = await ctx.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.recipientName, "A Three"));
    const change = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/credentials/${revoked!.id}/status`,
      headers: third.auth,
      payload: { status: "revoked", reason: "Issued in error" },
    });
    expect(change.statusCode).toBe(200);

    const summary = (await get("/reports/summary?year=2026")).json();
    expect(summary.certifiedVerifiable - before).toBe(3);
    expect(summary.certifiedVerifiable).toBeLessThanOrEqual(summary.totals.certified);
    const q1 = (await get("/reports/summary?year=2026&quarter=Q1")).json();
    expect(q1.certifiedVerifiable).toBe(0);

    // The review dialog's figure: the organisation's own users and admins only.
    const query = `/credentials/verifiable-count?organizationId=${third.organizationId}&year=2026&quarter=Q2`;
    expect((await get(query)).statusCode).toBe(401);
    expect((await get(query, fourth.auth)).statusCode).toBe(403);
    expect((await get(query, third.auth)).json()).toEqual({ count: 2 });
    expect((await get(query, admin.auth)).json()).toEqual({ count: 2 });
  });
});
