// Verification for anyone (docs/decisions/0041-open-badges-credentials.md): one credential (Data
// Integrity, or a JWT: vc-jwt.ts; from this site or another did:web issuer) checked step by step,
// each step a line of the answer: its form, its contexts (shipped ones only), its signature, its
// dates, its status lists, and whether its issuer is in the alliance's registry.

import type { VerifyResultOut } from "@alliance/shared";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { SHIPPED_CONTEXTS } from "./contexts";
import type { CredentialService } from "./service";
import { credentialOfJwt, type DecodedJwt, decodeJwt, verifyJwtSignature } from "./vc-jwt";

type Check = VerifyResultOut["checks"][number];
type Json = Record<string, unknown>;

export interface KnownIssuer {
  name: string;
}

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === "object" && !Array.isArray(value);
const asArray = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function issuerOf(credential: Json): { id: string | null; name: string | null } {
  const issuer = credential.issuer;
  if (typeof issuer === "string") return { id: issuer, name: null };
  if (isObject(issuer)) {
    return {
      id: typeof issuer.id === "string" ? issuer.id : null,
      name: typeof issuer.name === "string" ? issuer.name : null,
    };
  }
  return { id: null, name: null };
}

function unknownContexts(credential: Json): string[] {
  return asArray(credential["@context"])
    .filter((entry) => typeof entry !== "string" || !SHIPPED_CONTEXTS.has(entry))
    .map(String);
}

const errorText = (error: unknown) => {
  const e = error as { message?: string; errors?: Array<{ message?: string }> } | undefined;
  return e?.errors?.map((inner) => inner.message).join("; ") || e?.message || "not verified";
};

const time = (value: unknown) => (typeof value === "string" ? Date.parse(value) : null);

/**
 * When a credential is valid, in milliseconds: from `validFrom` (VC 2.0) or `issuanceDate` (VC 1.1),
 * until `validUntil` or `expirationDate`; a JWT's own `nbf` and `exp` narrow it.
 */
function validity(credential: Json, jwt: DecodedJwt | null) {
  let validFrom = time(credential.validFrom) ?? time(credential.issuanceDate) ?? Number.NaN;
  let validUntil = time(credential.validUntil) ?? time(credential.expirationDate);
  const { nbf, exp } = jwt?.payload ?? {};
  if (typeof nbf === "number")
    validFrom = Number.isNaN(validFrom) ? nbf * 1000 : Math.max(validFrom, nbf * 1000);
  if (typeof exp === "number")
    validUntil = validUntil === null ? exp * 1000 : Math.min(validUntil, exp * 1000);
  return { validFrom, validUntil };
}

export async function verifyCredential(
  service: CredentialService,
  input: unknown,
  options: {
    now: Date;
    knownIssuer(did: string): Promise<KnownIssuer | null>;
    /**
     * Documents read for earlier credentials of the same job (DID documents, and the status lists
     * this credential names), so 1,000 credentials of one issuer read its documents once.
     */
    documents?: Map<string, ReturnType<ReturnType<CredentialService["loader"]>>>;
  },
): Promise<VerifyResultOut> {
  const checks: Check[] = [];
  const fail = (name: Check["name"], message: string) => checks.push({ name, ok: false, message });
  const pass = (name: Check["name"], message: string) => checks.push({ name, ok: true, message });

  // A text is a JWT-secured credential; an object, one with a Data Integrity proof.
  const jwt: DecodedJwt | null = typeof input === "string" ? decodeJwt(input) : null;
  const credential = jwt ? credentialOfJwt(jwt.payload) : input;
  if (
    !isObject(credential) ||
    !asArray(credential.type).includes("VerifiableCredential") ||
    (!jwt && (!asArray(credential.proof).length || !asArray(credential.proof).every(isObject)))
  ) {
    fail("format", "This is not a credential with a Data Integrity proof, nor one secured as a JWT");
    return { verified: false, issuer: { id: null, name: null, known: false }, status: "unknown", checks };
  }
  pass(
    "format",
    jwt ? "A verifiable credential secured as a JWT" : "A verifiable credential with a Data Integrity proof",
  );
  const issuer = issuerOf(credential);
  const known = issuer.id ? await options.knownIssuer(issuer.id.split("#")[0]!) : null;

  const unknown = unknownContexts(credential);
  if (unknown.length) fail("contexts", `Contexts not known to this site: ${unknown.join(", ")}`);
  else pass("contexts", "Every context is a published one this site ships");

  const statusEntries = asArray(credential.credentialStatus).filter(isObject);
  // OB 3.0 gives a credential one status entry: this site's name its issuer's revocation list, and
  // its suspension list holds the same index, so a suspension here is checked as well.
  const withSuspension = [...statusEntries];
  for (const entry of statusEntries) {
    const sibling = service.suspensionEntryFor(entry);
    const named = (url: string) => statusEntries.some((other) => other.statusListCredential === url);
    if (sibling && !named(sibling.statusListCredential)) withSuspension.push(sibling);
  }
  const remoteUrls = new Set(
    withSuspension
      .map((entry) => entry.statusListCredential)
      .filter((url): url is string => typeof url === "string"),
  );
  const ownLoader = service.loader(remoteUrls);
  const shared = options.documents;
  const documentLoader: typeof ownLoader = shared
    ? (url) => {
        // Only what this credential may read is taken from (or put in) the job's documents.
        if (!url.startsWith("did:") && !remoteUrls.has(url)) return ownLoader(url);
        let pending = shared.get(url);
        if (!pending) {
          // A failure too is kept for the job: an unreachable host is waited for once, not per
          // credential (each read has its own time-out).
          pending = ownLoader(url);
          shared.set(url, pending);
          pending.catch(() => {});
        }
        return pending;
      }
    : ownLoader;
  const suite = new DataIntegrityProof({ cryptosuite });

  let signatureOk = false;
  if (unknown.length) fail("signature", "Not checked: the credential uses contexts this site does not know");
  else if (jwt) {
    const claimedIssuer = jwt.payload.iss;
    const signature =
      typeof claimedIssuer === "string" && claimedIssuer !== issuer.id
        ? { ok: false, message: "The JWT's issuer (iss) is not the credential's" }
        : await verifyJwtSignature(jwt, issuer.id, documentLoader);
    signatureOk = signature.ok;
    (signature.ok ? pass : fail)("signature", signature.message);
  } else {
    try {
      // The status lists are the next step's: here only the proof and the credential's form count.
      const skipStatus = async () => ({ verified: true });
      const result = await vc.verifyCredential({
        credential,
        suite,
        documentLoader,
        now: options.now,
        checkStatus: skipStatus,
      });
      signatureOk = result.verified;
      if (signatureOk) pass("signature", `Signed by ${issuer.id}`);
      else fail("signature", errorText(result.error ?? result.results?.[0]?.error));
    } catch (error) {
      fail("signature", errorText(error));
    }
  }

  const { validFrom, validUntil } = validity(credential, jwt);
  if (Number.isNaN(validFrom) || validFrom > options.now.getTime())
    fail("dates", "Not valid yet, or without a valid start");
  else if (validUntil !== null && (Number.isNaN(validUntil) || validUntil <= options.now.getTime()))
    fail("dates", "Expired");
  else pass("dates", "Within its validity dates");

  let status: VerifyResultOut["status"] = "valid";
  if (!statusEntries.length) pass("status", "The issuer publishes no status for it");
  else if (!signatureOk) {
    status = "unknown";
    fail("status", "Not checked: the signature did not verify");
  } else {
    try {
      const result = await (
        checkStatus as (options: unknown) => Promise<{
          verified: boolean;
          error?: unknown;
          results?: Array<{
            verified: boolean;
            status?: boolean;
            credentialStatus?: { statusPurpose?: string };
          }>;
        }>
      )({
        credential: { ...credential, credentialStatus: withSuspension },
        documentLoader,
        suite,
        verifyStatusListCredential: true,
        verifyMatchingIssuers: true,
      });
      if (!result.verified || !result.results) throw result.error ?? new Error("status list not verified");
      const set = result.results
        .filter((entry) => entry.status)
        .map((entry) => entry.credentialStatus?.statusPurpose);
      status = set.includes("revocation") ? "revoked" : set.includes("suspension") ? "suspended" : "valid";
      if (status === "valid") pass("status", "Not revoked or suspended");
      else fail("status", status === "revoked" ? "Revoked by its issuer" : "Suspended by its issuer");
    } catch (error) {
      status = "unknown";
      fail("status", `The status list could not be checked: ${errorText(error)}`);
    }
  }

  if (known) pass("issuer", `${known.name} is in the alliance's registry of issuers`);
  else fail("issuer", "The issuer is not in the alliance's registry of issuers");

  // The registry check informs the reader; a credential of an unknown issuer may still be genuine.
  const verified = checks.every((check) => check.ok || check.name === "issuer");
  return {
    verified,
    issuer: { id: issuer.id, name: known?.name ?? issuer.name, known: !!known },
    status,
    checks,
  };
}
