// The JSON-LD document loader of signing and verification (docs/decisions/0041-open-badges-credentials.md):
// contexts from the shipped set only; this site's DIDs and status lists from the database; other
// did:web documents and status lists over the network with fetchRemoteJson's limits. Each loader
// serves one signing or verification, and reads each remote document at most once.
import type { DocumentLoader } from "@digitalbazaar/vc";
import { MULTIKEY_V1_CONTEXT, SHIPPED_CONTEXTS } from "./contexts";
import { didWebDocumentUrl } from "./did";
import { fetchRemoteJson } from "./remote-json";

export interface LoaderSources {
  /** This site's DID document for `did`, or null when the DID is not this site's. */
  ownDidDocument(did: string): Promise<Record<string, unknown> | null | undefined>;
  /** This site's status list credential at `url`, or null when the URL is not this site's. */
  ownStatusList(url: string): Promise<Record<string, unknown> | null | undefined>;
  insecureHosts: readonly string[];
  /**
   * The only http(s) addresses read over the network: the status lists the credential names. A
   * context is never fetched, whatever the credential says.
   */
  remoteUrls: ReadonlySet<string>;
}

export class UnknownDocumentError extends Error {}

type DidDocument = { id?: unknown; verificationMethod?: unknown };

function verificationMethod(document: DidDocument, id: string) {
  const methods = Array.isArray(document.verificationMethod) ? document.verificationMethod : [];
  const method = methods.find((entry) => entry && typeof entry === "object" && entry.id === id);
  if (!method) throw new UnknownDocumentError(`${id} is not in its DID document`);
  return { "@context": MULTIKEY_V1_CONTEXT, ...method };
}

export function documentLoader(sources: LoaderSources): DocumentLoader {
  const didDocuments = new Map<string, Promise<DidDocument>>();

  const didDocument = (did: string) => {
    let pending = didDocuments.get(did);
    if (!pending) {
      pending = (async () => {
        const own = await sources.ownDidDocument(did);
        if (own) return own;
        const url = didWebDocumentUrl(did, sources.insecureHosts);
        if (!url) throw new UnknownDocumentError(`${did} is not a did:web this site can resolve`);
        const document = (await fetchRemoteJson(url, sources.insecureHosts)) as DidDocument;
        if (document?.id !== did)
          throw new UnknownDocumentError(`the document at ${url.href} is not ${did}'s`);
        return document;
      })();
      didDocuments.set(did, pending);
    }
    return pending;
  };

  return async (url: string) => {
    const done = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
    if (SHIPPED_CONTEXTS.has(url)) return done(SHIPPED_CONTEXTS.get(url));
    if (url.startsWith("did:")) {
      const [did, fragment] = url.split("#");
      const document = await didDocument(did!);
      return done(fragment === undefined ? document : verificationMethod(document, url));
    }
    if (/^https?:\/\//.test(url)) {
      const own = await sources.ownStatusList(url);
      if (own) return done(own);
      if (own === null || !sources.remoteUrls.has(url))
        throw new UnknownDocumentError(`${url} is not known here`);
      return done(await fetchRemoteJson(new URL(url), sources.insecureHosts));
    }
    throw new UnknownDocumentError(`${url} is not a document this site loads`);
  };
}
