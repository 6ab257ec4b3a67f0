// Routes for /api/v1/requests (SPEC §7). To be filled in.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const routes: FastifyPluginAsyncZod = async (_app) => {};

export default routes;
