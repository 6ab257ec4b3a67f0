// The budget of uncached public reads (docs/decisions/0034-one-rate-limit-store-every-public-read-budgeted.md):
// every anonymous read that reaches a render or the database (a cache miss, or a read of a route
// kept out of the cache) takes one of its client's slots and a token of its rate, or is refused
// 429 with Retry-After. Hits never count. A client (lib/client-key.ts) may have at most
// MISSES_PER_CLIENT such reads in flight, and start PUBLIC_MISSES_PER_SECOND of them a second in
// bursts of MISS_BURST_SECONDS times as many (a token bucket of the one rate-limit store,
// plugins/rate-limit-store.ts). The server's own reads (a page reading the API while it renders)
// carry an internal header and are not counted again: the outer request was.
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tooMany } from "../../lib/errors";
import { byClient } from "../throttle";

/** Uncached requests one client may have in flight (renders, database reads). */
export const MISSES_PER_CLIENT = 8;
/** Uncached requests one client may start at once (seconds' worth of PUBLIC_MISSES_PER_SECOND). */
export const MISS_BURST_SECONDS = 4;

const INTERNAL_READ = "x-internal-read";

/** Frees the slot a read took (safe to call more than once). */
export type Release = () => void;

export function createReadBudget(app: FastifyInstance, missesPerSecond: number) {
  const inFlight = new Map<string, number>();
  const key = byClient("bucket", "miss");
  const rate = app.createRateLimit({
    max: missesPerSecond * MISS_BURST_SECONDS,
    timeWindow: MISS_BURST_SECONDS * 1000,
    keyGenerator: key,
  });
  const internalToken = randomBytes(16).toString("hex");

  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header("retry-after", String(Math.max(1, seconds)));
    return tooMany();
  };

  /**
   * Takes a slot and a token for `request`'s client, or throws the 429 (with its Retry-After set on
   * `reply`) when it has too many reads in flight or has used up its rate.
   */
  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<Release> => {
    if (request.headers[INTERNAL_READ] === internalToken) return () => {};
    const client = key(request);
    if ((inFlight.get(client) ?? 0) >= MISSES_PER_CLIENT) throw refuse(reply, 1);
    const counted = await rate(request);
    if (!counted.isAllowed && counted.isExceeded) throw refuse(reply, counted.ttlInSeconds);
    // Counted after the rate's answer: other reads may have started while it was read.
    const running = inFlight.get(client) ?? 0;
    if (running >= MISSES_PER_CLIENT) throw refuse(reply, 1);
    inFlight.set(client, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    };
  };

  return {
    admit,
    /** Headers that exempt the server's own reads (page rendering) from the budget. */
    internalReadHeaders: { [INTERNAL_READ]: internalToken } as Record<string, string>,
  };
}
