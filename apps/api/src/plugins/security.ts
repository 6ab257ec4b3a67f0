// Security headers, compression and request limits (issue 5). To be completed: strict CSP,
// HSTS over HTTPS, nosniff, referrer policy, COOP, no X-Powered-By.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export default fp(async function security(_app: FastifyInstance) {});
