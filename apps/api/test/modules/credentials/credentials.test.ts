// Certificates anyone can verify (docs/decisions/0041-open-badges-credentials.md): an approved
// member organisation issues an Open Badges 3.0 credential for its approved course; the site's
// did:web documents publish the keys; an independent verifier accepts the credential, refuses a
// changed byte, and sees a revocation in the signed status list; rotation keeps old credentials
// valid; the recipient's e-mail is never in the credential; who may do what is the server's call.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, outbox, signingKeys } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { independentVerifier } from "./independent-verifier";
import { type Auth, approvedOrganisation as approvedIssuer } from "./issuers";
import { achievementCredentialErrors } from "./ob-schema";

const ORIGIN = "https://site.example";
const now = new Date("2026-06-01T09:00:00Z");

let ctx: TestContext;
let issuer: { auth: Auth; organizationId: string };
let other: { auth: Auth; organizationId: string };
let admin: { auth: Auth };
let courseId: string;
let otherCourseId: string;
let slug: string;

async function call(method: "GET" | "POST" | "PATCH", url: string, auth?: Auth, payload?: object) {
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload && { payload }) });
}

const approvedOrganisation = (name: string) =>
  approvedIssuer(ctx, name, {
    course: "Applied AI",
    desc: "Six weeks of practical machine learning.",
    reviewedAt: now,
  });

const issue = (auth: Auth, body: object) => call("POST", "/credentials", auth, body);
const recipient = { name: "Wanjiru Kamau", email: "wanjiru@mail.example" };

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: ORIGIN }, { clock: () => now });
  const a = await approvedOrganisation("Nairobi Data School");
  const b = await approvedOrganisation("Coast Coders");
  issuer = a;
  other = b;
  courseId = a.courseId;
  otherCourseId = b.courseId;
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  [{ slug }] = (await ctx.database.db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, issuer.organizationId))) as [{ slug: string }];
});
afterAll(() => ctx.close());

describe("did:web documents", () => {
  it("publishes the site's Ed25519 key as a Multikey from the first start", async () => {
    const answer = await ctx.app.inject({ method: "GET", url: "/.well-known/did.json" });
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(document.id).toBe("did:web:site.example");
    expect(document.verificationMethod).toHaveLength(1);
    expect(document.verificationMethod[0]).toMatchObject({
      type: "Multikey",
      controller: "did:web:site.example",
    });
    expect(document.verificationMethod[0].publicKeyMultibase).toMatch(/^z6Mk/);
    expect(document.assertionMethod).toEqual([document.verificationMethod[0].id]);
    expect(answer.body).not.toMatch(/secret/i);
  });

  it("publishes an approved member organisation's DID, and none for others", async () => {
    const found = await ctx.app.inject({ method: "GET", url: `/organisations/${slug}/did.json` });
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(`did:web:site.example:organisations:${slug}`);
    const unknown = await ctx.app.inject({ method: "GET", url: "/organisations/nobody-here/did.json" });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps secret keys encrypted at rest", async () => {
    const rows = await ctx.database.db.select().from(signingKeys);
    for (const row of rows) expect(row.secretKeyEncrypted).toMatch(/^v1\./);
  });
});

describe("issuing", () => {
  it("refuses the signed-out, admins without an organisation, and organisations that are not members", async () => {
    expect((await issue(undefined as unknown as Auth, { courseId, recipient })).statusCode).toBe(401);
    expect((await issue(admin.auth, { courseId, recipient })).statusCode).toBe(403);
    const outsider = await createUserWithToken(ctx, { organizationName: "Not Yet Approved" });
    expect((await issue(outsider.auth, { courseId, recipient })).statusCode).toBe(403);
  });

  it("issues only for the organisation's own approved courses, with a clear 400 for bad input", async () => {
    expect((await issue(issuer.auth, { courseId: otherCourseId, recipient })).statusCode).toBe(400);
    const noContact = await issue(issuer.auth, { courseId, recipient: { name: "Ali" } });
    expect(noContact.statusCode).toBe(400);
    const badPhone = await issue(issuer.auth, { courseId, recipient: { name: "Ali", phone: "12345" } });
    expect(badPhone.statusCode).toBe(400);
    const future = await issue(issuer.auth, { courseId, recipient, completedOn: "2026-06-02" });
    expect(future.statusCode).toBe(400);
  });

  it("issues an OpenBadgeCredential that an independent verifier accepts, and tells the recipient", async () => {
    const answer = await issue(issuer.auth, {
      courseId,
      recipient,
      completedOn: "2026-05-20",
      grade: "Distinction",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { credential, url, handOutLink } = answer.json();
    expect(handOutLink).toBeNull();
    expect(url).toMatch(new RegExp(`^${ORIGIN}/verify/[0-9a-f-]{36}$`));
    expect(credential["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.issuer.id).toBe(`did:web:site.example:organisations:${slug}`);
    expect(credential.credentialSubject.achievement.name).toBe("Applied AI at Nairobi Data School");
    // OB 3.0: one status entry (the revocation list; the suspension list keeps the same index).
    expect(credential.credentialStatus).toMatchObject({
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
    });
    expect(credential.proof).toMatchObject([{ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022" }]);
    expect(JSON.stringify(credential)).not.toContain("wanjiru@mail.example");
    expect(achievementCredentialErrors(credential)).toEqual([]);
    // The schema is not vacuous: a credential without its subject, or with two status entries, fails.
    const { credentialSubject: _subject, ...noSubject } = credential;
    expect(achievementCredentialErrors(noSubject)).not.toEqual([]);
    const twoEntries = {
      ...credential,
      credentialStatus: [credential.credentialStatus, credential.credentialStatus],
    };
    expect(achievementCredentialErrors(twoEntries)).not.toEqual([]);

    const verifier = independentVerifier(ctx, ORIGIN);
    const result = await verifier.verifyWithStatus(credential);
    expect(result.verified, JSON.stringify(result.error)).toBe(true);

    const changed = structuredClone(credential);
    changed.credentialSubject.achievement.name = "Applied AI at Nairobi Data Schoo1";
    expect((await verifier.verify(changed)).verified).toBe(false);

    const mail = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "wanjiru@mail.example"));
    const told = mail.filter((message) => message.textBody.includes(url));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe("Your certificate for Applied AI at Nairobi Data School");
  });

  it("gives the link to hand out when the recipient has a phone only, and sends nothing", async () => {
    const answer = await issue(issuer.auth, {
      courseId,
      recipient: { name: "Otieno", phone: "0712 345 678" },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().handOutLink).toBe(answer.json().url);
    expect(achievementCredentialErrors(answer.json().credential)).toEqual([]);
    const written = JSON.stringify(answer.json().credential);
    for (const spelling of ["0712 345 678", "0712345678", "+254712345678"])
      expect(written).not.toContain(spelling);
  });
});

describe("status and verification", () => {
  it("a revoked credential fails the independent status check and the site's verify answer", async () => {
    const issued = (await issue(issuer.auth, { courseId, recipient })).json();
    const verifier = independentVerifier(ctx, ORIGIN);
    expect((await verifier.verifyWithStatus(issued.credential)).verified).toBe(true);

    // Another organisation may not touch it; the signed-out neither.
    const body = { status: "revoked", reason: "Issued in error" };
    expect((await call("PATCH", `/credentials/${issued.id}/status`, other.auth, body)).statusCode).toBe(403);
    expect((await call("PATCH", `/credentials/${issued.id}/status`, undefined, body)).statusCode).toBe(401);
    const revoked = await call("PATCH", `/credentials/${issued.id}/status`, issuer.auth, body);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().status).toBe("revoked");

    const after = await verifier.verifyWithStatus(issued.credential);
    expect(after.verified).toBe(false);
    const site = await call("POST", "/credentials/verify", undefined, issued.credential);
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json()).toMatchObject({ verified: false, status: "revoked", issuer: { known: true } });
  });

  it("a suspended credential reads suspended; reinstated, valid again", async () => {
    const issued = (await issue(issuer.auth, { courseId, recipient })).json();
    await call("PATCH", `/credentials/${issued.id}/status`, admin.auth, {
      status: "suspended",
      reason: "Under review",
    });
    let site = (await call("POST", "/credentials/verify", undefined, issued.credential)).json();
    expect(site.status, JSON.stringify(site.checks)).toBe("suspended");
    await call("PATCH", `/credentials/${issued.id}/status`, issuer.auth, { status: "active", reason: "" });
    site = (await call("POST", "/credentials/verify", undefined, issued.credential)).json();
    expect(site).toMatchObject({ verified: true, status: "valid" });
    expect(site.checks.map((check: { name: string }) => check.name)).toEqual([
      "format",
      "contexts",
      "signature",
      "dates",
      "status",
      "issuer",
    ]);
  });

  it("answers garbage and unknown contexts with a clear result, never a 500", async () => {
    const garbage = await call("POST", "/credentials/verify", undefined, { hello: "world" });
    expect(garbage.statusCode).toBe(200);
    expect(garbage.json()).toMatchObject({ verified: false, status: "unknown" });
    const issued = (await issue(issuer.auth, { courseId, recipient })).json();
    const foreignContext = {
      ...issued.credential,
      "@context": [...issued.credential["@context"], "https://evil.example/ctx"],
    };
    const answer = (await call("POST", "/credentials/verify", undefined, foreignContext)).json();
    expect(answer.verified).toBe(false);
    expect(answer.checks.find((check: { name: string }) => check.name === "contexts").ok).toBe(false);
  });

  it("serves the signed credential and its public JSON, hidden names only to the issuer", async () => {
    const issued = (await issue(issuer.auth, { courseId, recipient })).json();
    const read = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/credentials/${issued.id}`,
      headers: { accept: "application/vc+ld+json" },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toMatch(/^application\/vc\+ld\+json/);
    expect(read.json()).toEqual(issued.credential);
    await call("PATCH", `/credentials/${issued.id}/name-hidden`, issuer.auth, { nameHidden: true });
    expect((await call("GET", `/credentials/${issued.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/credentials/${issued.id}`, issuer.auth)).statusCode).toBe(200);
  });

  it("lists an organisation's own credentials only; admins see all", async () => {
    const own = await call("GET", "/credentials", issuer.auth);
    expect(own.statusCode).toBe(200);
    expect(
      own.json().every((row: { organization: { slug: string } }) => row.organization.slug === slug),
    ).toBe(true);
    expect(Number(own.headers["x-total-count"])).toBeGreaterThan(0);
    expect((await call("GET", "/credentials", other.auth)).json()).toEqual([]);
    expect((await call("GET", "/credentials", admin.auth)).json().length).toBe(own.json().length);
  });
});

describe("the certificate's public page", () => {
  it("shows the course, organisation, checks, a QR code of its address and LinkedIn's link; a hidden name stays hidden", async () => {
    const issued = (await issue(issuer.auth, { courseId, recipient, completedOn: "2026-05-20" })).json();
    const page = await call("GET", `/credentials/${issued.id}/page`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.summary).toMatchObject({
      recipientName: "Wanjiru Kamau",
      course: { title: "Applied AI at Nairobi Data School" },
      organization: { slug },
      completedOn: "2026-05-20",
      status: "active",
    });
    expect(body.verification).toMatchObject({ verified: true, status: "valid", issuer: { known: true } });
    expect(body.qrSvg).toMatch(/^<svg /);
    const linkedIn = new URL(body.linkedInUrl);
    expect(linkedIn.searchParams.get("certUrl")).toBe(issued.url);
    expect(linkedIn.searchParams.get("organizationName")).toBe("Nairobi Data School");
    expect(JSON.stringify(body)).not.toContain("wanjiru@");
    await call("PATCH", `/credentials/${issued.id}/name-hidden`, issuer.auth, { nameHidden: true });
    expect((await call("GET", `/credentials/${issued.id}/page`)).json().summary.recipientName).toBeNull();
    expect((await call("GET", "/credentials/00000000-0000-4000-8000-000000000000/page")).statusCode).toBe(
      404,
    );
  });
});

describe("key rotation", () => {
  it("is for admins only; an old key stays listed and old credentials still verify, new ones use the new key", async () => {
    const before = (await issue(issuer.auth, { courseId, recipient })).json();
    expect(
      (await call("POST", "/credentials/keys/rotate", issuer.auth, { organizationId: issuer.organizationId }))
        .statusCode,
    ).toBe(403);
    const rotated = await call("POST", "/credentials/keys/rotate", admin.auth, {
      organizationId: issuer.organizationId,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json()).toHaveLength(2);
    expect(rotated.json()[0].retiredAt).not.toBeNull();

    const document = (await ctx.app.inject({ method: "GET", url: `/organisations/${slug}/did.json` })).json();
    expect(document.verificationMethod).toHaveLength(2);
    const after = (await issue(issuer.auth, { courseId, recipient })).json();
    expect(after.credential.proof[0].verificationMethod).toMatch(/^did:web:/);
    expect(after.credential.proof[0].verificationMethod).not.toBe(
      before.credential.proof[0].verificationMethod,
    );
    const verifier = independentVerifier(ctx, ORIGIN);
    expect((await verifier.verifyWithStatus(before.credential)).verified).toBe(true);
    expect((await verifier.verifyWithStatus(after.credential)).verified).toBe(true);
  });
});

describe("the registry of issuers", () => {
  it("lists approved member organisations with their DID and courses", async () => {
    const answer = await call("GET", "/open-data/issuers.json");
    expect(answer.statusCode).toBe(200);
    const entry = answer.json().issuers.find((row: { slug: string }) => row.slug === slug);
    expect(entry.dids).toEqual([`did:web:site.example:organisations:${slug}`]);
    expect(entry.issues.map((course: { id: string }) => course.id)).toContain(courseId);
    expect(JSON.stringify(answer.json())).not.toContain("@");
  });
});
