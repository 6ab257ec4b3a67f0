// Builds the Fastify application: config, database, security, auth, then one plugin per resource.
// `server.ts` only opens the database, calls this, and listens.
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { type Clock, systemClock } from "./lib/clock";
import { RequestLogController } from "./lib/logger";
import { defaultWebDist } from "./lib/paths";
import { domainRoutes } from "./lib/route-groups";
import account from "./modules/account/routes";
import audit from "./modules/audit/routes";
import feeds from "./modules/content/feed-routes";
import courses from "./modules/courses/routes";
import credentialBatches from "./modules/credentials/batch-routes";
import didDocuments from "./modules/credentials/did-routes";
import issuerDidRoutes from "./modules/credentials/issuer-did-routes";
import credentialsPlugin from "./modules/credentials/plugin";
import reportBacking from "./modules/credentials/report-backing-routes";
import credentials, { issuerRegistryRoutes } from "./modules/credentials/routes";
import events from "./modules/events/routes";
import follow from "./modules/follow/routes";
import imports from "./modules/imports/routes";
import insights from "./modules/insights/routes";
import jobs from "./modules/jobs/routes";
import mail from "./modules/mail/plugin";
import purge from "./modules/maintenance/purge";
import members from "./modules/members/routes";
import news from "./modules/news/routes";
import openData from "./modules/open-data/routes";
import organizationPledges from "./modules/organizations/pledge-routes";
import publicOrganizations from "./modules/organizations/public-routes";
import organizations from "./modules/organizations/routes";
import organizationWebsites from "./modules/organizations/website-routes";
import partners from "./modules/partners/routes";
import liveDownloads from "./modules/releases/live-downloads";
import releaseRoutes from "./modules/releases/routes";
import reportCompleteness from "./modules/reports/completeness";
import reportReview from "./modules/reports/review-routes";
import reports from "./modules/reports/routes";
import requests from "./modules/requests/routes";
import revisionRoutes from "./modules/revisions/routes";
import web from "./modules/site/routes";
import tokenGuard from "./modules/tokens/guard";
import organizationTokens from "./modules/tokens/routes";
import trashRoutes from "./modules/trash/routes";
import uploads, { serveUploads } from "./modules/uploads/routes";
import users from "./modules/users/routes";
import auth from "./plugins/auth";
import database from "./plugins/database";
import docs from "./plugins/docs";
import errors from "./plugins/errors";
import idempotency from "./plugins/idempotency";
import publicCache from "./plugins/public-cache";
import { type FastPath, serverWithFastPath } from "./plugins/public-cache/fast-path";
import security, {
  badUrlHandler,
  clientErrorHandler,
  securityHeaderList,
  securityHeadersFirst,
} from "./plugins/security";
import throttle, { publicReadThrottle, rateLimits } from "./plugins/throttle";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    /** The current time as the app reads it (BuildOptions.clock). */
    clock: Clock;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Sees every route as it is added (tests derive their list of endpoints from it). */
  onRoute?: (route: RouteOptions) => void;
  /** "Now" for everything that reads the time (lib/clock.ts); tests pass their own clock. */
  clock?: Clock;
}

export const TRUST_PROXY_HOP_COUNT_MESSAGE =
  "TRUST_PROXY: a hop count is not supported (Fastify trusts no hop for it, since it cannot check " +
  "the peer); give the proxy's addresses or CIDR ranges (e.g. 10.0.0.5 or 10.0.0.0/8), or true";

/**
 * `TRUST_PROXY`: unset/false (no hop), true (every hop), or the proxies' addresses/CIDR ranges
 * (a hop is trusted when its address is listed). A bare hop count is refused at start-up: this
 * Fastify version ignores it (it cannot tell a proxy from a direct client), so accepting it
 * would silently leave throttling keyed on the proxy's address.
 */
export function parseTrustProxy(value: string | undefined): FastifyServerOptions["trustProxy"] {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value.trim())) throw new Error(TRUST_PROXY_HOP_COUNT_MESSAGE);
  return value.split(",").map((part) => part.trim());
}

export async function buildApp({
  config,
  database: db,
  logger,
  serveWeb = false,
  onRoute,
  clock,
}: BuildOptions) {
  const trustProxy = parseTrustProxy(config.TRUST_PROXY);
  const securityHeaders = securityHeaderList();
  /** Set once the public cache exists (below). */
  let fastPath: FastPath | null = null;
  const app = Fastify({
    logger: logger ?? false,
    // The server's request listener answers public cache hits before Fastify routes them.
    serverFactory: serverWithFastPath(() => fastPath),
    // One "request completed" line per request at info (lib/logger.ts).
    logController: new RequestLogController(),
    trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Refusals made before a route runs carry the security headers too (ADR 0006).
    frameworkErrors: badUrlHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("clock", clock ?? systemClock);
  if (onRoute) app.addHook("onRoute", onRoute);

  await app.register(errors);
  // Before every hook that may answer early (throttles, cache hits): every answer has the headers.
  await app.register(securityHeadersFirst);
  // @fastify/rate-limit, which counts for the throttles and the public cache's miss budget.
  await app.register(rateLimits);
  // Its hook runs before every route's, so a throttled client is refused even for cached answers.
  await app.register(publicReadThrottle);
  // Before the routes: it must see them as they are added.
  await app.register(publicCache);
  // The listener's fast path is off behind a trusted proxy (HTTPS is then read from
  // X-Forwarded-Proto, which Fastify checks) and when public reads are throttled (every read must
  // be counted): the route's own hook answers hits then.
  if (trustProxy === false && !config.PUBLIC_READ_MAX_PER_MINUTE) fastPath = app.publicCache.fastPath;
  await app.register(security);
  await app.register(database, { database: db });
  await app.register(auth, { config });
  // Right after auth: an organisation token is refused (403) before anything else runs.
  await app.register(tokenGuard);
  await app.register(idempotency);
  await app.register(throttle);
  await app.register(purge);
  await app.register(mail);
  await app.register(credentialsPlugin);

  // OpenAPI before the routes, so it sees each route as it is added.
  await app.register(docs);

  app.get("/health", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/ready", { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.ping();
      // No driver name: a visitor has no need to learn what the site runs on.
      return { status: "ready" };
    } catch {
      return reply.code(503).send({ status: "unavailable" });
    }
  });

  await app.register(
    async (api) => {
      await api.register(domainRoutes("users", users), { prefix: "/users" });
      await api.register(domainRoutes("account", account));
      await api.register(domainRoutes("courses", courses), { prefix: "/courses" });
      await api.register(domainRoutes("members", members), { prefix: "/members" });
      await api.register(domainRoutes("requests", requests), { prefix: "/requests" });
      await api.register(domainRoutes("partners", partners), { prefix: "/partners" });
      await api.register(domainRoutes("reports", reports), { prefix: "/reports" });
      await api.register(domainRoutes("imports", imports), { prefix: "/imports" });
      await api.register(domainRoutes("organizations", organizationTokens), { prefix: "/organizations" });
      await api.register(domainRoutes("reports", reportReview), { prefix: "/reports" });
      await api.register(domainRoutes("reports", reportCompleteness), { prefix: "/reports" });
      await api.register(domainRoutes("reports", reportBacking), { prefix: "/reports" });
      await api.register(domainRoutes("audit", audit), { prefix: "/audit" });
      await api.register(domainRoutes("organizations", organizations), { prefix: "/organizations" });
      await api.register(domainRoutes("organizations", organizationPledges), { prefix: "/organizations" });
      await api.register(domainRoutes("organizations", organizationWebsites), { prefix: "/organizations" });
      await api.register(domainRoutes("organizations", publicOrganizations));
      await api.register(domainRoutes("trash", trashRoutes));
      await api.register(domainRoutes("uploads", uploads));
      await api.register(domainRoutes("open-data", openData));
      await api.register(domainRoutes("releases", releaseRoutes));
      await api.register(domainRoutes("open-data", revisionRoutes));
      await api.register(domainRoutes("open-data", liveDownloads));
      await api.register(domainRoutes("news", news), { prefix: "/news" });
      await api.register(domainRoutes("events", events), { prefix: "/events" });
      await api.register(domainRoutes("jobs", jobs), { prefix: "/jobs" });
      await api.register(domainRoutes("follow", follow), { prefix: "/follow" });
      await api.register(domainRoutes("insights", insights), { prefix: "/insights" });
      await api.register(domainRoutes("credentials", credentials), { prefix: "/credentials" });
      await api.register(domainRoutes("credentials", issuerDidRoutes), { prefix: "/credentials" });
      await api.register(domainRoutes("credentials", credentialBatches), { prefix: "/credentials" });
      await api.register(domainRoutes("open-data", issuerRegistryRoutes));
    },
    { prefix: "/api/v1" },
  );

  // The Atom and iCalendar feeds, at the site's root like the sitemap (docs/decisions/0028-news-events-jobs-insights.md).
  await app.register(domainRoutes("feeds", feeds));

  // did:web documents at the addresses the DIDs name (docs/decisions/0041-open-badges-credentials.md).
  await app.register(domainRoutes("credentials", didDocuments));

  // Uploaded images, outside /api/v1 (docs/product/design.md §5).
  await app.register(serveUploads);

  if (serveWeb) await app.register(web, { webDist: config.WEB_DIST ?? defaultWebDist() });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
