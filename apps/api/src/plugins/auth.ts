// Who is calling: a bearer JWT (HS256 only, with expiry) whose `jti` names a row in `sessions`.
// The user is read from the database on every call, so demotion, deletion and logout take
// effect at once on every instance (docs/product/design.md §1, §4).
import { randomBytes } from "node:crypto";
import { API_ERRORS, TOKEN_PREFIX } from "@alliance/shared";
import { and, eq, getTableColumns, gt, ne } from "drizzle-orm";
import { createSigner, createVerifier } from "fast-jwt";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { appSettings, sessions, users } from "../db/schema";
import { after } from "../lib/clock";
import { forbidden, unauthorized } from "../lib/errors";
import { isUuid } from "../lib/ids";
import { type ApiTokenCaller, useToken } from "../lib/organization-tokens";

/** Every column of the user but the password hash, read with the session on each call. */
const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

/** The signed-in user (its row without the password hash) and the session the token names. */
export type AuthUser = Omit<typeof users.$inferSelect, "passwordHash"> & { sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous callers (and for invalid or revoked tokens). */
    user: AuthUser | null;
    /** True when a bearer token was sent but is no longer accepted. */
    tokenRejected: boolean;
    /** The organisation token the request was sent with (ADR 0037); `user` then stands for it. */
    apiToken: ApiTokenCaller | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 unless signed in, 403 unless admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    tokens: TokenService;
  }
}

export interface TokenService {
  /** Creates a session row and a token for it. */
  issue(userId: string): Promise<string>;
  /** Deletes one session (logout). */
  revoke(sessionId: string): Promise<void>;
  /** Deletes every session of a user (demotion, deletion, password change), but `exceptSessionId`. */
  revokeAll(userId: string, exceptSessionId?: string): Promise<void>;
}

/**
 * The user an organisation token stands for: of its organisation, never an admin, named
 * "token <name> of <organisation>" in what it writes and in the Activity log.
 */
function tokenUser(caller: ApiTokenCaller): AuthUser {
  const label = `token ${caller.name} of ${caller.organizationName}`;
  return {
    id: caller.id,
    username: label,
    email: label,
    phone: "",
    organizationName: caller.organizationName,
    organizationId: caller.organizationId,
    isAdmin: false,
    reserved: false,
    language: "en",
    createdAt: new Date(0),
    sessionId: caller.id,
  };
}

/** The JWT secret: JWT_SECRET if set, else one generated once and kept in the database so that
 * every instance on the same database shares it and tokens survive restarts. */
export async function resolveJwtSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString("base64url");
  await db.insert(appSettings).values({ key: "jwt_secret", value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "jwt_secret"));
  return row!.value;
}

export default fp<{ config: Config }>(async function auth(app: FastifyInstance, { config }) {
  const secret = await resolveJwtSecret(app.db, config.JWT_SECRET);
  const expiresInMs = config.JWT_EXPIRES_IN_SECONDS * 1000;
  const sign = createSigner({ key: secret, algorithm: "HS256", expiresIn: expiresInMs });
  // A token without `exp` is refused even when its session row is alive: every token we issue
  // carries one, so a token without it was not made by us the usual way. The library checks the
  // signature and the claims' presence; `exp` is compared below with the app's clock (lib/clock.ts),
  // so a test can move the time past it instead of waiting.
  const verify = createVerifier({
    key: secret,
    algorithms: ["HS256"],
    requiredClaims: ["exp", "sub", "jti"],
    ignoreExpiration: true,
    ignoreNotBefore: true,
    cache: 1000,
  });

  const tokens: TokenService = {
    async issue(userId) {
      const now = app.clock();
      const [session] = await app.db
        .insert(sessions)
        .values({ userId, expiresAt: after(now, expiresInMs) })
        .returning({ id: sessions.id });
      // Issued (and so expiring) by the app's clock, not the library's.
      return sign({ sub: userId, jti: session!.id, iat: Math.floor(now.getTime() / 1000) });
    },
    async revoke(sessionId) {
      await app.db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async revokeAll(userId, exceptSessionId) {
      await app.db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },
  };
  app.decorate("tokens", tokens);

  app.decorateRequest("user", null);
  app.decorateRequest("tokenRejected", false);
  app.decorateRequest("apiToken", null);

  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith("/api/")) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) {
      request.tokenRejected = true;
      return;
    }
    if (match[1]!.startsWith(TOKEN_PREFIX)) {
      // An organisation token (ADR 0037), checked in the database on every request.
      const caller = await useToken(app.db, match[1]!, app.clock());
      if (!caller) {
        request.tokenRejected = true;
        return;
      }
      request.apiToken = caller;
      request.user = tokenUser(caller);
      return;
    }
    let claims: { sub?: unknown; jti?: unknown; exp?: unknown };
    try {
      claims = verify(match[1]!) as typeof claims;
    } catch {
      request.tokenRejected = true;
      return;
    }
    const now = app.clock();
    if (
      typeof claims.exp !== "number" ||
      claims.exp * 1000 <= now.getTime() ||
      typeof claims.jti !== "string" ||
      typeof claims.sub !== "string" ||
      !isUuid(claims.jti) ||
      !isUuid(claims.sub)
    ) {
      request.tokenRejected = true;
      return;
    }
    const [row] = await app.db
      .select({ ...userColumns, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, claims.jti), eq(sessions.userId, claims.sub), gt(sessions.expiresAt, now)));
    if (!row) {
      request.tokenRejected = true;
      return;
    }
    request.user = row;
  });

  // A token that was sent but is no longer accepted (expired, revoked, forged) says so.
  const notSignedIn = (request: FastifyRequest) =>
    unauthorized(request.tokenRejected ? API_ERRORS.sessionExpired : API_ERRORS.notSignedIn);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    if (!request.user) throw notSignedIn(request);
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    if (!request.user) throw notSignedIn(request);
    if (!request.user.isAdmin) throw forbidden();
  });
});
