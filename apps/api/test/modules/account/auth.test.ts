// Bearer tokens: HS256 only, with expiry, bound to a session row; anything else is a 401.
import { API_ERRORS } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { createDecoder, createSigner } from "fast-jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app";
import { appSettings, sessions } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

let ctx: TestContext;
const decode = createDecoder();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

const me = (token: string, app = ctx.app) =>
  app.inject({ url: "/api/v1/users/me", headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("bearer tokens", () => {
  it("accepts a freshly issued token", async () => {
    const { token, user } = await createUserWithToken(ctx);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(user.id);
    const claims = decode(token) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(ctx.config.JWT_EXPIRES_IN_SECONDS);
  });

  it("refuses an expired token", async () => {
    const { token } = await createUserWithToken(ctx);
    const { sub, jti } = decode(token) as { sub: string; jti: string };
    const sign = createSigner({ key: ctx.config.JWT_SECRET!, algorithm: "HS256" });
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({ sub, jti, iat: now - 7200, exp: now - 60 });
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_ERRORS.sessionExpired });
  });

  it("refuses a token whose session has expired in the database", async () => {
    const { token, user } = await createUserWithToken(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it("refuses a token signed with another secret", async () => {
    const { token } = await createUserWithToken(ctx);
    const { sub, jti } = decode(token) as { sub: string; jti: string };
    const forged = createSigner({ key: "another-secret-another-secret-another-secret", algorithm: "HS256" })({
      sub,
      jti,
    });
    expect((await me(forged)).statusCode).toBe(401);
  });

  it("refuses alg none and algorithms outside the allow-list", async () => {
    const { token } = await createUserWithToken(ctx);
    const { sub, jti } = decode(token) as { sub: string; jti: string };
    const now = Math.floor(Date.now() / 1000);
    const none = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub, jti, iat: now, exp: now + 600 })}.`;
    expect((await me(none)).statusCode).toBe(401);
    const hs512 = createSigner({ key: ctx.config.JWT_SECRET!, algorithm: "HS512" })({ sub, jti });
    expect((await me(hs512)).statusCode).toBe(401);
    // Same claims, tampered payload under the original signature.
    const [header, , signature] = token.split(".");
    const tampered = `${header}.${b64({ sub, jti, iat: now, exp: now + 600, isAdmin: true })}.${signature}`;
    expect((await me(tampered)).statusCode).toBe(401);
  });

  it("refuses a valid signature over a session that is not the user's, or not a session", async () => {
    const a = await createUserWithToken(ctx);
    const b = await createUserWithToken(ctx);
    const sign = createSigner({ key: ctx.config.JWT_SECRET!, algorithm: "HS256", expiresIn: 60_000 });
    const { jti: jtiB } = decode(b.token) as { jti: string };
    expect((await me(sign({ sub: a.user.id, jti: jtiB }))).statusCode).toBe(401);
    expect((await me(sign({ sub: a.user.id, jti: "00000000-0000-4000-8000-000000000000" }))).statusCode).toBe(
      401,
    );
    expect((await me(sign({ sub: a.user.id, jti: "not-a-uuid" }))).statusCode).toBe(401);
    expect((await me(sign({ sub: a.user.id }))).statusCode).toBe(401);
  });

  it("refuses a revoked session (logout) at once", async () => {
    const { token } = await createUserWithToken(ctx);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_ERRORS.sessionExpired });
  });

  it("demotion and deletion end the sessions at once", async () => {
    const admin = await createUserWithToken(ctx, { isAdmin: true });
    const other = await createUserWithToken(ctx, { isAdmin: true });
    const list = () => ctx.app.inject({ url: "/api/v1/users", headers: other.auth });
    expect((await list()).statusCode).toBe(200);
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/users/${other.user.id}/toggle-admin`,
      headers: admin.auth,
    });
    expect((await list()).statusCode).toBe(401);
    const victim = await createUserWithToken(ctx);
    expect((await me(victim.token)).statusCode).toBe(200);
    await ctx.app.inject({ method: "DELETE", url: `/api/v1/users/${victim.user.id}`, headers: admin.auth });
    expect((await me(victim.token)).statusCode).toBe(401);
  });

  it("says 'Not signed in' when no token is sent", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/users/me" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_ERRORS.notSignedIn });
  });
});

describe("tokens across restarts and instances", () => {
  it("a generated secret is kept in the database, so a second instance accepts the token", async () => {
    const first = await createTestApp({ JWT_SECRET: "" });
    try {
      const { token } = await createUserWithToken(first);
      const [row] = await first.database.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, "jwt_secret"));
      expect(row?.value.length).toBeGreaterThanOrEqual(32);
      const second = await buildApp({ config: first.config, database: first.database });
      await second.ready();
      expect((await me(token, second)).statusCode).toBe(200);
      // Logout on one instance is seen by the other at once.
      await second.inject({
        method: "POST",
        url: "/api/v1/users/logout",
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await me(token, first.app)).statusCode).toBe(401);
    } finally {
      await first.close();
    }
  });
});
