// Reading another issuer's DID document or status list (docs/decisions/0041-open-badges-credentials.md):
// GET only, a short time-out, a size limit, no redirects, and never an address inside this
// machine's networks (a pasted credential must not make the server call its neighbours), unless
// the host is one of DID_WEB_INSECURE_HOSTS (local development and tests).
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

export const REMOTE_TIMEOUT_MS = 3000;
export const REMOTE_MAX_BYTES = 256 * 1024;

export class RemoteError extends Error {}

async function publicAddress(hostname: string): Promise<boolean> {
  const addresses = await lookup(hostname, { all: true });
  return addresses.every(({ address }) => ipaddr.process(address).range() === "unicast");
}

/** The text at `url`, read with the limits above; `accept` names the media types asked for. */
export async function fetchRemoteText(
  url: URL,
  insecureHosts: readonly string[],
  accept = "application/did+json, application/json",
): Promise<string> {
  const listed = insecureHosts.includes(url.host.toLowerCase());
  if (url.protocol !== "https:" && !listed) throw new RemoteError(`${url.origin} is not https`);
  if (!listed && !(await publicAddress(url.hostname).catch(() => false))) {
    throw new RemoteError(`${url.hostname} is not a public address`);
  }
  const response = await fetch(url, {
    redirect: "error",
    signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    headers: { accept },
  }).catch((error: Error) => {
    throw new RemoteError(
      `${url.href} could not be read (${error.name === "TimeoutError" ? "time-out" : error.message})`,
    );
  });
  if (!response.ok || !response.body) throw new RemoteError(`${url.href} answered ${response.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > REMOTE_MAX_BYTES)
      throw new RemoteError(`${url.href} is larger than ${REMOTE_MAX_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function fetchRemoteJson(url: URL, insecureHosts: readonly string[]): Promise<unknown> {
  const text = await fetchRemoteText(url, insecureHosts);
  try {
    return JSON.parse(text);
  } catch {
    throw new RemoteError(`${url.href} is not JSON`);
  }
}
