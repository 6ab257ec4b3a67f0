// @fastify/rate-limit's own memory store (fixed windows in an LRU map), which the package ships
// without types; plugins/rate-limit-stores.ts uses it for the limiters that name no store.
declare module "@fastify/rate-limit/store/LocalStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}
