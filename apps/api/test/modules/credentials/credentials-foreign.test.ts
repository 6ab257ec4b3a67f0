// A credential signed elsewhere (docs/decisions/0041-open-badges-credentials.md): another did:web
// issuer, made here with a key of its own and served by a small HTTP server on the loopback,
// verifies with `known: false`; once its organisation declares the DID and an admin approves it,
// with `known: true`. Its contexts come from what the site ships, never from the network.
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { type OtherPlatform, startOtherPlatform } from "./other-platform";

let ctx: TestContext;
let platform: OtherPlatform;
let did: string;
let signed: Record<string, unknown>;
/** A second issuer of the same host (did:web:<host>:jwt), whose platform gives out JWTs. */
let jwtDid: string;
let jwtKeyId: string;
const jws: OtherPlatform["jws"] = (...args) => platform.jws(...args);

beforeAll(async () => {
  platform = await startOtherPlatform();
  did = platform.did;
  jwtDid = platform.pathDid;
  jwtKeyId = `${jwtDid}#key-1`;
  signed = await platform.issue({
    "@context": [
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ],
    id: "https://learn.example/credentials/1",
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: "Data literacy",
    issuer: { id: did, type: ["Profile"], name: "Learn Example Platform" },
    validFrom: "2026-05-01T00:00:00Z",
    credentialSubject: {
      type: ["AchievementSubject"],
      achievement: {
        id: "https://learn.example/courses/data",
        type: ["Achievement"],
        name: "Data literacy",
        description: "d",
        criteria: { narrative: "Passed" },
      },
    },
  });
  ctx = await createTestApp(
    { PUBLIC_URL: "https://site.example", DID_WEB_INSECURE_HOSTS: platform.host },
    { clock: () => new Date("2026-06-01T09:00:00Z") },
  );
});
afterAll(async () => {
  await ctx.close();
  await platform.close();
});

const verify = async (body: unknown) => {
  const answer = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/credentials/verify",
    payload: body as object,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe("a credential from another did:web issuer", () => {
  it("verifies, reading the issuer's DID document from its host, and is not known to the alliance", async () => {
    platform.requestsSeen.length = 0;
    const result = await verify(signed);
    expect(result).toMatchObject({ verified: true, status: "valid", issuer: { id: did, known: false } });
    expect(platform.requestsSeen).toEqual(["/.well-known/did.json"]);
  });

  it("fails when a byte is changed", async () => {
    const changed = structuredClone(signed) as { name: string };
    changed.name = "Data literacy!";
    expect((await verify(changed)).verified).toBe(false);
  });

  it("becomes known once its organisation's declared DID is approved by an admin", async () => {
    const lab = await createUserWithToken(ctx, { organizationName: "Learn Example" });
    await ctx.database.db.insert(members).values({
      firstName: "Joy",
      email: "joy@learn.example",
      organizationName: "Learn Example",
      organizationId: lab.user.organizationId!,
      approved: true,
    });
    const admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
    const declared = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/credentials/issuer-dids",
      headers: lab.auth,
      payload: { did },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    expect(declared.json().approved).toBe(false);
    expect((await verify(signed)).issuer.known).toBe(false);

    const refused = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/credentials/issuer-dids/${declared.json().id}`,
      headers: lab.auth,
      payload: { decision: "approve" },
    });
    expect(refused.statusCode).toBe(403);
    const approved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/credentials/issuer-dids/${declared.json().id}`,
      headers: admin.auth,
      payload: { decision: "approve" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await verify(signed)).issuer).toMatchObject({ id: did, known: true, name: "Learn Example" });

    const registry = await ctx.app.inject({ method: "GET", url: "/api/v1/open-data/issuers.json" });
    const entry = registry.json().issuers.find((row: { name: string }) => row.name === "Learn Example");
    expect(entry.dids).toContain(did);
  });

  it("refuses a DID that is not a did:web, and never reads a private address it was not told to trust", async () => {
    const lab = await createUserWithToken(ctx, { organizationName: "Other Lab" });
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/credentials/issuer-dids",
      headers: lab.auth,
      payload: { did: "did:key:z6Mkabc" },
    });
    expect(bad.statusCode).toBe(400);
    const internal = structuredClone(signed) as { issuer: { id: string } };
    internal.issuer.id = "did:web:127.0.0.1%3A9";
    const result = await verify(internal);
    expect(result.verified).toBe(false);
  });
});

const JWT_ACHIEVEMENT = {
  type: ["AchievementSubject"],
  achievement: {
    id: "https://learn.example/courses/ml",
    type: ["Achievement"],
    name: "Machine learning basics",
    description: "d",
    criteria: { narrative: "Passed" },
  },
};

describe("a credential secured as a JWT", () => {
  const header = () => ({ alg: "EdDSA", kid: jwtKeyId, typ: "vc+jwt" });
  const credential = () => ({
    "@context": [
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ],
    id: "https://learn.example/credentials/jwt-1",
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: jwtDid, type: ["Profile"], name: "Learn Example JWT Platform" },
    validFrom: "2026-05-01T00:00:00Z",
    credentialSubject: JWT_ACHIEVEMENT,
  });

  it("verifies the VC 2.0 form (the payload is the credential), as a field or as application/vc+jwt", async () => {
    const token = jws(header(), credential());
    const result = await verify({ credential: token });
    expect(result, JSON.stringify(result.checks)).toMatchObject({
      verified: true,
      status: "valid",
      issuer: { id: jwtDid, known: false, name: "Learn Example JWT Platform" },
    });
    expect(result.checks.find((check: { name: string }) => check.name === "format").message).toMatch(/JWT/);

    const raw = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/credentials/verify",
      headers: { "content-type": "application/vc+jwt" },
      payload: token,
    });
    expect(raw.statusCode, raw.body).toBe(200);
    expect(raw.json().verified).toBe(true);
  });

  it("verifies the VC 1.1 form (the vc claim, with iss, jti, sub, nbf and exp)", async () => {
    const token = jws(
      { alg: "EdDSA", kid: jwtKeyId, typ: "JWT" },
      {
        iss: jwtDid,
        jti: "urn:uuid:5c6f4d7e-0000-4000-8000-000000000001",
        sub: "did:example:learner",
        nbf: Date.parse("2026-05-01T00:00:00Z") / 1000,
        exp: Date.parse("2027-05-01T00:00:00Z") / 1000,
        vc: {
          "@context": [
            "https://www.w3.org/2018/credentials/v1",
            "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
          ],
          type: ["VerifiableCredential", "OpenBadgeCredential"],
          credentialSubject: JWT_ACHIEVEMENT,
        },
      },
    );
    const result = await verify({ credential: token });
    expect(result, JSON.stringify(result.checks)).toMatchObject({ verified: true, issuer: { id: jwtDid } });
  });

  it("fails a changed payload, a key of another issuer, a key not named, alg none and an expired one", async () => {
    const token = jws(header(), credential());
    const [head, , signature] = token.split(".");
    const changed = Buffer.from(JSON.stringify({ ...credential(), name: "Changed" })).toString("base64url");
    const tampered = await verify({ credential: `${head}.${changed}.${signature}` });
    expect(tampered.verified).toBe(false);
    expect(tampered.checks.find((check: { name: string }) => check.name === "signature").ok).toBe(false);

    const otherKey = generateKeyPairSync("ed25519").privateKey;
    expect((await verify({ credential: jws(header(), credential(), otherKey) })).verified).toBe(false);

    const foreignKid = await verify({
      credential: jws({ ...header(), kid: `${did}#${"key-1"}` }, credential()),
    });
    expect(foreignKid.verified).toBe(false);
    expect((await verify({ credential: jws({ alg: "EdDSA" }, credential()) })).verified).toBe(false);

    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${token.split(".")[1]}.`;
    const unsigned = await verify({ credential: none });
    expect(unsigned.verified).toBe(false);
    const badAlg = await verify({ credential: jws({ ...header(), alg: "HS256" }, credential()) });
    expect(badAlg.checks.find((check: { name: string }) => check.name === "signature").message).toMatch(
      /not EdDSA/,
    );

    const expired = await verify({
      credential: jws(header(), { ...credential(), validUntil: "2026-05-31T00:00:00Z" }),
    });
    expect(expired.verified).toBe(false);
    expect(expired.checks.find((check: { name: string }) => check.name === "dates").ok).toBe(false);
  });

  it("answers malformed text as not a credential, never a server error", async () => {
    for (const text of ["a.b.c", "not a jwt", "....", "eyJhbGciOiJFZERTQSJ9.bm90IGpzb24.AAAA"]) {
      const result = await verify({ credential: text });
      expect(result.verified).toBe(false);
      expect(result.checks[0]).toMatchObject({ name: "format", ok: false });
    }
    const raw = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/credentials/verify",
      headers: { "content-type": "application/vc+jwt" },
      payload: "x".repeat(300 * 1024),
    });
    expect(raw.statusCode).toBe(413);
  });
});
