// Limits: JSON bodies over 1 MB are refused with 413 and change nothing; every
// string of every shared input schema has a maximum length; list pages are capped at
// MAX_PAGE_SIZE; lists without paging are capped too.
import * as shared from "@alliance/shared";
import { LIMITS, LIST_PAGING, MAX_PAGE_SIZE } from "@alliance/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";

/** Building an app on PGlite can take long on a busy machine. */
const HOOK_TIMEOUT = 180_000;

// ---------------------------------------------------------------------------------------------
// Every string in every exported zod schema is bounded.

type AnySchema = {
  _zod: { def: Record<string, unknown> & { type: string } };
  maxLength?: number | null;
};

type Check = { _zod: { def: { check: string; maximum?: number; length?: number } } };

const maxOf = (schema: AnySchema): number | undefined => {
  if (typeof schema.maxLength === "number") return schema.maxLength;
  for (const check of (schema._zod.def.checks as Check[] | undefined) ?? []) {
    const def = check._zod.def;
    if (def.check === "max_length") return def.maximum;
    if (def.check === "length_equals") return def.length;
  }
  return undefined;
};

/** Returns the paths of strings (or arrays) that accept unbounded input. */
function unbounded(schema: AnySchema, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const walk = (child: unknown, sub: string) => unbounded(child as AnySchema, sub, seen);
  switch (def.type) {
    case "string": {
      const max = maxOf(schema);
      return typeof max === "number" && Number.isFinite(max) ? [] : [path];
    }
    case "object":
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        walk(value, `${path}.${key}`),
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return walk(def.innerType, path);
    case "pipe":
      // What is checked first is the input side; a bounded input bounds the whole.
      return walk(def.in, path);
    case "union":
      return (def.options as unknown[]).flatMap((option, i) => walk(option, `${path}|${i}`));
    case "array": {
      const max = maxOf(schema);
      const own = typeof max === "number" && Number.isFinite(max) ? [] : [`${path}[]`];
      return [...own, ...walk(def.element, `${path}[]`)];
    }
    case "record":
      return [`${path}{}`];
    default:
      // number, boolean, enum, literal, transform, date, ...: bounded by nature.
      return [];
  }
}

describe("shared input schemas bound every string", () => {
  // Only what the API accepts must be bounded: the response shapes (named `…Out` by convention,
  // e.g. packages/shared/src/responses.ts) describe what the server itself wrote, so they are
  // left out.
  const schemas = Object.entries(shared).filter(
    ([name, value]) =>
      !name.endsWith("Out") && value && typeof value === "object" && "_zod" in (value as object),
  ) as unknown as Array<[string, AnySchema]>;

  it("the checker itself spots an unbounded string", () => {
    const probe = z.object({ a: z.string().trim().optional(), b: z.array(z.string().max(3)).max(2) });
    expect(unbounded(probe as unknown as AnySchema, "probe")).toEqual(["probe.a"]);
  });

  it("finds the input schemas", () => {
    const names = schemas.map(([name]) => name);
    for (const expected of [
      "MembershipApplicationInput",
      "RequestInput",
      "LoginInput",
      "UserCreateInput",
      "UserUpdateInput",
      "CourseInput",
      "MemberAdminInput",
      "PartnerInput",
      "ReportInput",
      "ListQuery",
      "ReportsQuery",
    ]) {
      expect(names).toContain(expected);
    }
  });

  for (const [name, schema] of schemas) {
    it(`${name} has no unbounded string`, () => {
      expect(unbounded(schema, name)).toEqual([]);
    });
  }

  it("refuses an over-long value with a 400-style issue, not a crash", () => {
    const long = "x".repeat(LIMITS.message + 1);
    const result = shared.RequestInput.safeParse({
      firstName: "A",
      surName: "B",
      email: "a@b.example",
      phone: "0700",
      organizationName: "Org",
      message: long,
    });
    expect(result.success).toBe(false);
  });

  it("bounds passwords between 8 and 128 characters", () => {
    expect(shared.PasswordInput.safeParse("x".repeat(7)).success).toBe(false);
    expect(shared.PasswordInput.safeParse("x".repeat(129)).success).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Body limit and page caps through the API.

describe("request limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, HOOK_TIMEOUT);

  const count = async (table: string) => {
    const result = await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  };

  it("answers 413 to a JSON body over 1 MB, and stores nothing", async () => {
    const before = await count("requests");
    const body = JSON.stringify({
      firstName: "A",
      surName: "B",
      email: "big@example.org",
      phone: "0700000000",
      organizationName: "Org",
      message: "x".repeat(1024 * 1024 + 10),
    });
    for (const url of ["/api/v1/requests", "/api/v1/members", "/api/v1/users/login"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: body,
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json().message).toBeTruthy();
    }
    expect(await count("requests")).toBe(before);
  });

  it("accepts a body just under the limit as far as the size goes (then validates it)", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.example", password: "p", pad: "x".repeat(900 * 1024) }),
    });
    expect(res.statusCode).not.toBe(413);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("refuses a wrong content type with 415, not a 500", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      headers: { "content-type": "application/x-unknown" },
      payload: "hello",
    });
    expect(res.statusCode).toBe(415);
  });

  it("refuses NUL characters (which PostgreSQL text cannot hold) with 400, not a 500", async () => {
    const admin = await createUserWithToken(ctx, { isAdmin: true });
    const query = await ctx.app.inject({ url: "/api/v1/requests?q=a%00b", headers: admin.auth });
    expect(query.statusCode).toBe(400);
    const before = await count("requests");
    const body = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/requests",
      payload: {
        firstName: "A\u0000",
        surName: "B",
        email: "nul@example.org",
        phone: "0700000000",
        organizationName: "Org",
        message: "m",
      },
    });
    expect(body.statusCode).toBe(400);
    expect(await count("requests")).toBe(before);
  });

  it("refuses script and data addresses as member websites (public form and admin form)", async () => {
    const admin = await createUserWithToken(ctx, { isAdmin: true });
    const before = await count("members");
    for (const website of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>1</script>",
      "vbscript:x",
    ]) {
      const application = {
        firstName: "A",
        surName: "B",
        role: "CEO",
        email: "site@example.org",
        phone: "0700000000",
        organizationName: "Org",
        website,
      };
      const pub = await ctx.app.inject({ method: "POST", url: "/api/v1/members", payload: application });
      expect(pub.statusCode, website).toBe(400);
      const byAdmin = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/members",
        payload: application,
        headers: admin.auth,
      });
      expect(byAdmin.statusCode, website).toBe(400);
    }
    expect(await count("members")).toBe(before);
  });

  it("refuses deeply nested and prototype-polluting bodies with 400, not a crash", async () => {
    const admin = await createUserWithToken(ctx, { isAdmin: true });
    const bodies = [
      `${"[".repeat(200_000)}${"]".repeat(200_000)}`,
      `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`,
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
    ];
    for (const payload of bodies) {
      for (const url of ["/api/v1/requests", "/api/v1/users/register", "/api/v1/reports"]) {
        const res = await ctx.app.inject({
          method: "POST",
          url,
          headers: { ...admin.auth, "content-type": "application/json" },
          payload,
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 40)}`).toBe(400);
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("public form posts do not flush the public cache (no re-render amplification)", async () => {
    const url = "/api/v1/reports/summary";
    await ctx.app.inject({ url });
    expect((await ctx.app.inject({ url })).headers["x-cache"]).toBe("HIT");
    const before = ctx.app.publicCache.stats().invalidations;
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/requests",
      payload: {
        firstName: "A",
        surName: "B",
        email: "cache@example.org",
        phone: "0700000000",
        organizationName: "Org",
        message: "m",
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(ctx.app.publicCache.stats().invalidations).toBe(before);
    expect((await ctx.app.inject({ url })).headers["x-cache"]).toBe("HIT");
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it("caps pageSize on every list (MAX_PAGE_SIZE, the public cap for partners)", async () => {
    const admin = await createUserWithToken(ctx, { isAdmin: true });
    // GET /partners serves both the public carousel and the staff screen, so it keeps the larger
    // public cap; every cap is still enforced with a 400 above it.
    for (const [path, cap] of [
      ["/api/v1/users", MAX_PAGE_SIZE],
      ["/api/v1/courses", MAX_PAGE_SIZE],
      ["/api/v1/members", MAX_PAGE_SIZE],
      ["/api/v1/requests", MAX_PAGE_SIZE],
      ["/api/v1/partners", LIST_PAGING.public.max],
      ["/api/v1/reports", MAX_PAGE_SIZE],
    ] as const) {
      const ok = await ctx.app.inject({
        url: `${path}?page=1&pageSize=${cap}`,
        headers: admin.auth,
      });
      expect(ok.statusCode, path).toBe(200);
      const tooBig = await ctx.app.inject({
        url: `${path}?page=1&pageSize=${cap + 1}`,
        headers: admin.auth,
      });
      expect(tooBig.statusCode, path).toBe(400);
      for (const bad of [
        "pageSize=0",
        "pageSize=-1",
        "page=0",
        "page=abc",
        "pageSize=1e9",
        "page=99999999999",
      ]) {
        const res = await ctx.app.inject({ url: `${path}?${bad}`, headers: admin.auth });
        expect(res.statusCode, `${path}?${bad}`).toBe(400);
      }
    }
  });
});
