// Serves the built React app: prerendered public pages and the SPA shell for staff routes.
// To be filled in by the public website work.
import type { FastifyInstance } from "fastify";

export default async function web(_app: FastifyInstance, _opts: { webDist: string }) {}
