// Credentials secured as a JWT (docs/decisions/0041-open-badges-credentials.md): a compact JWS
// signed with EdDSA (Ed25519) by a did:web issuer, in either form a platform may give out:
// - VC-JOSE-COSE (VC Data Model 2.0): the payload is the credential itself;
// - VC-JWT (VC Data Model 1.1): the payload's `vc` claim is the credential, and `iss`, `jti`,
//   `sub`, `nbf` and `exp` stand for its issuer, id, subject and validity.
// The key is the verification method the header's `kid` names in the issuer's DID document (read by
// the same document loader as Data Integrity proofs, so with the same limits), and it must be one
// of the document's assertion methods. The JWT is decoded and its signature checked by fast-jwt
// (the library the sessions use), the key read by @digitalbazaar/ed25519-multikey: nothing of the
// cryptography is written here.

import { createPublicKey, type KeyObject } from "node:crypto";
import { COMPACT_JWT } from "@alliance/shared";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import type { DocumentLoader } from "@digitalbazaar/vc";
import { createDecoder, createVerifier } from "fast-jwt";

type Json = Record<string, unknown>;

export interface DecodedJwt {
  header: Json;
  payload: Json;
  /** The JWT as sent, for the signature's check. */
  token: string;
}

const decodeComplete = createDecoder({ complete: true });

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** A compact JWS's header and payload, decoded (not verified); null when the text is not one. */
export function decodeJwt(text: string): DecodedJwt | null {
  const token = text.trim();
  if (!COMPACT_JWT.test(token)) return null;
  try {
    const { header, payload } = decodeComplete(token) as { header: unknown; payload: unknown };
    if (!isObject(header) || !isObject(payload)) return null;
    return { header, payload, token };
  } catch {
    return null;
  }
}

/** Whether a pasted or posted text has the shape of a compact JWS (checked, not verified). */
export const looksLikeJwt = (text: string) => decodeJwt(text) !== null;

const seconds = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? new Date(value * 1000).toISOString() : undefined;

/**
 * The credential a JWT carries, its claims folded in where the credential leaves them out (VC-JWT
 * 1.1's mapping); null when the payload holds no credential.
 */
export function credentialOfJwt(payload: Json): Json | null {
  if (isObject(payload.vc)) {
    const credential: Json = { ...payload.vc };
    if (typeof payload.iss === "string" && credential.issuer === undefined) credential.issuer = payload.iss;
    if (typeof payload.jti === "string" && credential.id === undefined) credential.id = payload.jti;
    if (credential.issuanceDate === undefined && credential.validFrom === undefined)
      credential.issuanceDate = seconds(payload.nbf) ?? seconds(payload.iat);
    if (credential.expirationDate === undefined && credential.validUntil === undefined)
      credential.expirationDate = seconds(payload.exp);
    if (typeof payload.sub === "string" && isObject(credential.credentialSubject))
      credential.credentialSubject = { id: payload.sub, ...credential.credentialSubject };
    return Object.fromEntries(Object.entries(credential).filter(([, value]) => value !== undefined));
  }
  return "@context" in payload ? payload : null;
}

function publicKeyOf(method: Json): Promise<KeyObject> | KeyObject {
  const jwk = method.publicKeyJwk;
  if (isObject(jwk)) {
    if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string")
      throw new Error("The key is not an Ed25519 key");
    return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
  }
  const multibase = method.publicKeyMultibase;
  if (typeof multibase !== "string") throw new Error("The key is neither a Multikey nor a JWK");
  return (async () => {
    const pair = await Ed25519Multikey.from({ type: "Multikey", publicKeyMultibase: multibase });
    const { x } = await Ed25519Multikey.toJwk({ keyPair: pair });
    return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" });
  })();
}

const listed = (entries: unknown, id: string, did: string) =>
  (Array.isArray(entries) ? entries : []).some((entry) => {
    const named = typeof entry === "string" ? entry : isObject(entry) ? entry.id : undefined;
    return named === id || (typeof named === "string" && named.startsWith("#") && `${did}${named}` === id);
  });

/**
 * Checks the JWT's signature with the issuer's key: the answer's message says what was checked, or
 * why it failed. `issuerId` is the credential's issuer, which the key's DID must be.
 */
export async function verifyJwtSignature(
  jwt: DecodedJwt,
  issuerId: string | null,
  loader: DocumentLoader,
): Promise<{ ok: boolean; message: string }> {
  const { alg, kid } = jwt.header;
  if (alg !== "EdDSA")
    return { ok: false, message: `The JWT's algorithm ${String(alg)} is not EdDSA (Ed25519)` };
  if (typeof kid !== "string" || !kid) return { ok: false, message: "The JWT's header names no key (kid)" };
  const keyId = kid.startsWith("#") && issuerId ? `${issuerId}${kid}` : kid;
  const did = keyId.split("#")[0] ?? "";
  if (!did.startsWith("did:") || did !== issuerId)
    return { ok: false, message: "The JWT's key is not one of its issuer's" };
  try {
    const document = (await loader(did)).document as Json;
    if (!listed(document.assertionMethod, keyId, did))
      return { ok: false, message: `${keyId} is not one of ${did}'s assertion methods` };
    const method = (await loader(keyId)).document as Json;
    const key = (await publicKeyOf(method)).export({ format: "pem", type: "spki" }).toString();
    // The dates are the next step's, named there: the verifier checks the signature alone.
    const verifier = createVerifier({
      key,
      algorithms: ["EdDSA"],
      ignoreExpiration: true,
      ignoreNotBefore: true,
      cache: false,
    });
    try {
      verifier(jwt.token);
    } catch {
      return { ok: false, message: "The JWT's signature does not match its content" };
    }
    return { ok: true, message: `Signed by ${did} (JWT, EdDSA)` };
  } catch (error) {
    return { ok: false, message: (error as Error)?.message || "The issuer's key could not be read" };
  }
}
