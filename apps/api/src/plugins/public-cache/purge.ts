// The CDN purge hook (docs/guides/deploying.md): after a public write, when PURGE_URL is set, one
// POST names the tags the write made stale (plugins/public-cache/tags.ts), in the two shapes CDNs
// take: a JSON body `{ "tags": [...] }` (Cloudflare's purge-by-tag) and a `Surrogate-Key` header,
// space-separated (Fastly's); PURGE_TOKEN, when set, goes as `Authorization: Bearer`. The call
// never delays the write's answer: it is sent in the background, tags of writes made meanwhile are
// joined into the next call, and a failure is logged (the CDN then serves the old answer until its
// s-maxage passes, 60 s).
import type { FastifyBaseLogger } from "fastify";

export interface PurgeOptions {
  url: string | undefined;
  token: string | undefined;
  log: FastifyBaseLogger;
  /** Bound on one call (ms). */
  timeoutMs?: number;
}

export function createPurge({ url, token, log, timeoutMs = 5000 }: PurgeOptions) {
  const waiting = new Set<string>();
  let sending: Promise<void> | null = null;

  const send = async () => {
    while (waiting.size > 0) {
      const tags = [...waiting];
      waiting.clear();
      try {
        const response = await fetch(url!, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "surrogate-key": tags.join(" "),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        if (!response.ok) log.warn({ status: response.status, tags }, "CDN purge refused");
      } catch (error) {
        log.warn({ err: error, tags }, "CDN purge failed");
      }
    }
  };

  const start = () => {
    sending ??= send().finally(() => {
      sending = null;
      // Tags queued between the last call's end and this line.
      if (waiting.size > 0) start();
    });
  };

  return {
    /** Queues a purge of `tags` (nothing without PURGE_URL). */
    purge(tags: readonly string[]) {
      if (!url) return;
      for (const tag of tags) waiting.add(tag);
      start();
    },
    /** Resolves once no purge is waiting or being sent (tests, shutdown). */
    async settled() {
      while (sending) await sending;
    },
  };
}
