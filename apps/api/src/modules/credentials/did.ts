// did:web names of this site and its issuing organisations (docs/decisions/0041-open-badges-credentials.md):
// the site is `did:web:<host>` (its document at /.well-known/did.json), an organisation
// `did:web:<host>:organisations:<slug>` (at /organisations/<slug>/did.json). The host comes from
// PUBLIC_URL, never from a request; a port is written %3A as the did:web method says.

export interface OwnDid {
  kind: "site" | "organisation";
  slug?: string;
}

export function siteDid(origin: string): string {
  return `did:web:${encodeURIComponent(new URL(origin).host.toLowerCase())}`;
}

export function organisationDid(origin: string, slug: string): string {
  return `${siteDid(origin)}:organisations:${slug}`;
}

/** What a DID (without fragment) names on this site, or null when it is someone else's. */
export function ownDid(did: string, origin: string): OwnDid | null {
  const site = siteDid(origin);
  if (did === site) return { kind: "site" };
  const match = did.startsWith(`${site}:organisations:`)
    ? did.slice(site.length + ":organisations:".length)
    : null;
  return match && /^[a-z0-9-]{1,100}$/.test(match) ? { kind: "organisation", slug: match } : null;
}

/**
 * Where a did:web document lives (the method's rule): https://<host>/.well-known/did.json, or
 * https://<host>/<path...>/did.json. Hosts listed in DID_WEB_INSECURE_HOSTS are read over http.
 * Null for anything that is not a well-formed did:web.
 */
export function didWebDocumentUrl(did: string, insecureHosts: readonly string[]): URL | null {
  const parts = did.split(":");
  if (parts[0] !== "did" || parts[1] !== "web" || parts.length < 3) return null;
  const host = decodeURIComponent(parts[2]!).toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) return null;
  const path = parts.slice(3).map((part) => decodeURIComponent(part));
  if (path.some((part) => !part || part.includes("/") || part === "." || part === "..")) return null;
  const scheme = insecureHosts.includes(host) ? "http" : "https";
  const tail = path.length ? `${path.map(encodeURIComponent).join("/")}/did.json` : ".well-known/did.json";
  return new URL(`${scheme}://${host}/${tail}`);
}
