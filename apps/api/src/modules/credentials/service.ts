// The credential service of one app instance (docs/decisions/0041-open-badges-credentials.md):
// this site's DID documents, its status list credentials, signing with the controller's active
// key, and the document loader that verification uses. A Fastify decorator (`app.credentials`)
// made by plugin.ts; no module state.
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { BitstringStatusList, createCredential } from "@digitalbazaar/vc-bitstring-status-list";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { credentials } from "../../db/schema";
import { DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT, VC_V2_CONTEXT } from "./contexts";
import { organisationDid, ownDid, siteDid } from "./did";
import { documentLoader } from "./document-loader";
import { organisationBySlug } from "./issuers";
import type { KeyCipher } from "./key-custody";
import { activeKeyPair, keysOf, rotateKey, type SigningKeyRow } from "./keys";
import type { SigningKey } from "./signing-pool";

/** 16 KB of bits: the size the Bitstring Status List recommends for herd privacy. */
export const STATUS_LIST_LENGTH = 131_072;
export const STATUS_PURPOSES = ["revocation", "suspension"] as const;
export type StatusPurpose = (typeof STATUS_PURPOSES)[number];
/** How long a signed status list is reused (and may be cached by others). */
export const STATUS_LIST_TTL_SECONDS = 30;

const STATUS_PATH = "/api/v1/credentials/status";

export interface CredentialService {
  origin: string;
  siteDid: string;
  organisationDid(slug: string): string;
  statusListUrl(slug: string, purpose: StatusPurpose): string;
  /**
   * For an entry in one of this site's revocation lists, the same index in that issuer's
   * suspension list (a credential carries one entry, OB 3.0); null for anything else.
   */
  suspensionEntryFor(entry: Record<string, unknown>):
    | (Record<string, unknown> & {
        statusListCredential: string;
      })
    | null;
  /** This site's DID document for `did`, or null when it names nothing here. */
  didDocument(did: string): Promise<Record<string, unknown> | null>;
  /** The signed status list at `url` (this site's), null when the URL is not one of ours. */
  statusList(url: string): Promise<Record<string, unknown> | null | undefined>;
  sign(
    credential: Record<string, unknown>,
    organizationId: string | null,
    controller: string,
  ): Promise<Record<string, unknown>>;
  /** Signs many credentials with the controller's active key, read once (a batch). */
  signer(
    organizationId: string | null,
    controller: string,
  ): Promise<(credential: Record<string, unknown>) => Promise<Record<string, unknown>>>;
  /** The controller's active key, exported for the signing threads of a batch (signing-pool.ts). */
  signingKey(organizationId: string | null, controller: string): Promise<SigningKey>;
  loader(remoteUrls?: ReadonlySet<string>): vc.DocumentLoader;
  /** Forget cached status lists (after a status change on this instance). */
  statusChanged(): void;
  /** Retires the controller's active key and makes a new one; its keys after. */
  rotateKey(organizationId: string | null): Promise<SigningKeyRow[]>;
}

function didDocumentOf(did: string, keys: SigningKeyRow[]) {
  const methods = keys.map((key) => ({
    id: `${did}#${key.publicKeyMultibase}`,
    type: "Multikey",
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
  }));
  return {
    "@context": [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}

export function credentialService(options: {
  db: Db;
  cipher: KeyCipher;
  origin: string;
  insecureHosts: readonly string[];
  clock: () => Date;
}): CredentialService {
  const { db, cipher, origin, clock } = options;
  const site = siteDid(origin);
  const statusBase = `${origin}${STATUS_PATH}/`;
  const statusCache = new Map<string, { until: number; document: Record<string, unknown> }>();

  const service: CredentialService = {
    origin,
    siteDid: site,
    organisationDid: (slug) => organisationDid(origin, slug),
    statusListUrl: (slug, purpose) => `${statusBase}${slug}/${purpose}`,

    suspensionEntryFor(entry) {
      const url = entry.statusListCredential;
      if (entry.statusPurpose !== "revocation" || typeof url !== "string") return null;
      if (!url.startsWith(statusBase) || !url.endsWith("/revocation")) return null;
      const slug = url.slice(statusBase.length, -"/revocation".length);
      if (!slug || slug.includes("/") || typeof entry.statusListIndex !== "string") return null;
      const list = service.statusListUrl(slug, "suspension");
      return {
        id: `${list}#${entry.statusListIndex}`,
        type: "BitstringStatusListEntry",
        statusPurpose: "suspension",
        statusListIndex: entry.statusListIndex,
        statusListCredential: list,
      };
    },

    async didDocument(did) {
      const own = ownDid(did, origin);
      if (!own) return null;
      if (own.kind === "site") return didDocumentOf(did, await keysOf(db, null));
      const organisation = await organisationBySlug(db, own.slug!);
      if (!organisation) return null;
      const keys = await keysOf(db, organisation.id);
      // An approved issuer gets its key when its document is first asked for.
      if (!keys.length && organisation.approved) {
        await activeKeyPair(db, cipher, organisation.id, did, clock());
        return didDocumentOf(did, await keysOf(db, organisation.id));
      }
      return keys.length ? didDocumentOf(did, keys) : null;
    },

    async statusList(url) {
      if (!url.startsWith(statusBase)) return undefined;
      const [slug, purpose, ...rest] = url.slice(statusBase.length).split("/");
      if (rest.length || !slug || !STATUS_PURPOSES.includes(purpose as StatusPurpose)) return null;
      const cached = statusCache.get(url);
      if (cached && cached.until > clock().getTime()) return cached.document;
      const organisation = await organisationBySlug(db, slug);
      if (!organisation) return null;
      const set = purpose === "revocation" ? "revoked" : "suspended";
      const rows = await db
        .select({ index: credentials.statusIndex })
        .from(credentials)
        .where(and(eq(credentials.organizationId, organisation.id), eq(credentials.status, set)));
      const list = new BitstringStatusList({ length: STATUS_LIST_LENGTH });
      for (const row of rows) list.setStatus(row.index, true);
      const unsigned = await createCredential({
        id: url,
        list,
        statusPurpose: purpose!,
        context: [VC_V2_CONTEXT],
      });
      const now = clock();
      const did = organisationDid(origin, slug);
      const document = await service.sign(
        { ...unsigned, issuer: did, validFrom: isoSeconds(now) },
        organisation.id,
        did,
      );
      statusCache.set(url, { until: now.getTime() + STATUS_LIST_TTL_SECONDS * 1000, document });
      return document;
    },

    async sign(credential, organizationId, controller) {
      const now = clock();
      const key = await activeKeyPair(db, cipher, organizationId, controller, now);
      const suite = new DataIntegrityProof({ signer: key.signer(), cryptosuite, date: now });
      return vc.issue({ credential, suite, documentLoader: service.loader(), now });
    },

    async signer(organizationId, controller) {
      const key = await activeKeyPair(db, cipher, organizationId, controller, clock());
      const signer = key.signer();
      const loader = service.loader();
      return (credential) => {
        const now = clock();
        const suite = new DataIntegrityProof({ signer, cryptosuite, date: now });
        return vc.issue({ credential, suite, documentLoader: loader, now });
      };
    },

    async signingKey(organizationId, controller) {
      const key = await activeKeyPair(db, cipher, organizationId, controller, clock());
      const exported = await key.export({ publicKey: true, secretKey: true, includeContext: false });
      return {
        id: key.id ?? `${controller}#${exported.publicKeyMultibase}`,
        controller,
        publicKeyMultibase: exported.publicKeyMultibase,
        secretKeyMultibase: exported.secretKeyMultibase!,
      };
    },

    loader(remoteUrls = new Set()) {
      return documentLoader({
        ownDidDocument: (did) => service.didDocument(did),
        ownStatusList: (url) => service.statusList(url),
        insecureHosts: options.insecureHosts,
        remoteUrls,
      });
    },

    statusChanged() {
      statusCache.clear();
    },

    rotateKey(organizationId) {
      statusCache.clear();
      return rotateKey(db, cipher, organizationId, clock());
    },
  };
  return service;
}

/** XML Schema dateTime without fractions, as VC examples write it. */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
