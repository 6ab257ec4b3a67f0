import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";

describe("app skeleton", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers /health and /ready", async () => {
    expect((await ctx.app.inject({ url: "/health" })).statusCode).toBe(200);
    const ready = await ctx.app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(200);
  });

  it("accepts an issued token and refuses it after revocation", async () => {
    const { user, token } = await createUserWithToken(ctx);
    expect(user.id).toBeTruthy();
    expect(token.split(".")).toHaveLength(3);
    await ctx.app.tokens.revokeAll(user.id);
  });
});

describe("form throttle", () => {
  it("counts hits per window in the database", async () => {
    const { countHit } = await import("../../src/plugins/rate-limit-store");
    const ctx = await createTestApp();
    try {
      expect(await countHit(ctx.database.db, "t:1", 60)).toBe(1);
      expect(await countHit(ctx.database.db, "t:1", 60)).toBe(2);
      expect(await countHit(ctx.database.db, "t:2", 60)).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});
