// Fuzzing: property-based tests (fast-check) that send random and malformed bodies, queries and
// ids to every route the app registers (collected while it is built, see fuzz/routes.ts) as every
// role (anonymous, an organisation user, a user of another organisation, an admin, a forged
// token). Bodies and queries are generated from each route's zod schema (then one field mutated)
// or ignore it altogether. Properties: never a 5xx; a refused request (4xx) changes nothing (a
// digest of every table, before and after, is equal).
//
// The number of runs is bounded (FUZZ_RUNS, default 200 in all, spread over the routes, at least
// 4 each) so the file stays under a minute per database; FUZZ_RUNS=3000 for a longer hunt,
// FUZZ_SEED to replay a failure.

import { sql } from "drizzle-orm";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, members, partners, reports, requests, users } from "../../src/db/schema";
import {
  anyValue,
  type Body,
  fieldNames,
  fromSchema,
  genericBody,
  nasty,
  queryArb,
  safeEncode,
  toJsonSchema,
} from "../fuzz/arbitraries";
import { type Endpoint, routeCollector } from "../fuzz/routes";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";
import { storedImageUrl, TEST_IMAGE_ID } from "../image-fixture";

/** Building an app on PGlite can take long on a busy machine. */
const HOOK_TIMEOUT = 180_000;

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Tables whose rows may change on a refused request by design (throttling counters). */
const VOLATILE = new Set(["rate_limits", "login_attempts"]);

/** Not a route: the not-found handler gets odd paths too. */
const NOT_A_ROUTE: Endpoint = { method: "GET", url: "/api/v1/:id", schema: {} };

const RAW = "\u0001raw:";

const roles = ["anonymous", "orgUser", "otherOrgUser", "admin", "badToken"] as const;
type Role = (typeof roles)[number];

type Mutation = ReturnType<typeof mutationArb> extends fc.Arbitrary<infer T> ? T : never;

/** One field of a schema-built body replaced (or added, or removed). */
function mutationArb(fields: string[]) {
  return fc.record({
    field: fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })),
    value: anyValue(fields),
    remove: fc.boolean(),
    times: fc.integer({ min: 1, max: 3 }),
  });
}

function mutate(valid: unknown, mutations: Array<Mutation>): unknown {
  if (!valid || typeof valid !== "object" || Array.isArray(valid)) return valid;
  const payload: Record<string, unknown> = structuredClone(valid as Record<string, unknown>);
  for (const m of mutations) {
    const keys = Object.keys(payload);
    const key =
      keys.includes(m.field) || m.times > 1 || keys.length === 0 ? m.field : keys[m.times % keys.length]!;
    if (m.remove && m.times === 1) delete payload[key];
    else payload[key] = m.value;
  }
  return payload;
}

describe("fuzzing every route as every role", () => {
  let ctx: TestContext;
  const routes = routeCollector();
  let endpoints: Endpoint[] = [];
  const tokens: Record<Role, Record<string, string>> = {
    anonymous: {},
    orgUser: {},
    otherOrgUser: {},
    admin: {},
    badToken: { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." },
  };
  const roleUsers: Partial<Record<Role, string>> = {};
  /** Existing ids by the url segment they belong under ("/api/v1/courses/:id" -> courses). */
  const ids = {
    courses: [],
    members: [],
    requests: [],
    partners: [],
    reports: [],
    users: [],
    uploads: [],
  } as Record<string, string[]> &
    Record<"courses" | "members" | "requests" | "partners" | "reports" | "users" | "uploads", string[]>;
  let tables: string[] = [];
  const statuses = new Map<number, number>();

  async function reissue(role: Role) {
    if (!roleUsers[role]) return;
    const token = await ctx.app.tokens.issue(roleUsers[role]!);
    tokens[role] = { authorization: `Bearer ${token}` };
  }

  async function digest(): Promise<string> {
    // Work an earlier accepted request queued (the checks of credentials attached to a report)
    // writes after its answer: it is done before the tables are read.
    await ctx.app.reportChecks.idle();
    const parts = tables.map(
      (t) =>
        `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
    );
    const result = await ctx.database.db.execute(sql.raw(`${parts.join(" union all ")} order by 1`));
    return (result as unknown as { rows: Array<{ t: string; h: string }> }).rows
      .map((r) => `${r.t}:${r.h}`)
      .join(",");
  }

  /** Ids that make sense in this url: its resource's, or any existing one for a resource we did not seed. */
  function pool(url: string): string[] {
    const segment = /^\/(?:api\/v1\/)?([a-z-]+)/.exec(url)?.[1] ?? "";
    return ids[segment] ?? Object.values(ids).flat();
  }

  async function seed() {
    const org = roleUsers.orgUser!;
    const [orgRow] = await ctx.database.db.select().from(users).where(sql`id = ${org}`);
    const owner = orgRow!.email;
    const course = await ctx.database.db
      .insert(courses)
      .values([
        {
          title: "Fuzz course",
          desc: "d",
          link: "https://example.org",
          tag: "t",
          category: "Everyone",
          segment: "role",
          email: owner,
          approved: true,
        },
        {
          title: "Other course",
          desc: "d",
          link: "https://example.org",
          tag: "t",
          category: "Education",
          segment: "topic",
          email: "someone@else.example",
        },
      ])
      .returning({ id: courses.id });
    ids.courses.push(...course.map((r) => r.id));
    const member = await ctx.database.db
      .insert(members)
      .values([
        { firstName: "Fuzz", email: owner, organizationName: "Fuzz Org", approved: true },
        { firstName: "Other", email: "other@else.example", organizationName: "Other Org" },
      ])
      .returning({ id: members.id });
    ids.members.push(...member.map((r) => r.id));
    const request = await ctx.database.db
      .insert(requests)
      .values({
        firstName: "A",
        surName: "B",
        email: "a@b.example",
        phone: "0700",
        organizationName: "O",
        message: "m",
      })
      .returning({ id: requests.id });
    ids.requests.push(...request.map((r) => r.id));
    const partner = await ctx.database.db
      .insert(partners)
      .values({ organizationName: "Partner", link: "https://p.example", image: "https://p.example/i.png" })
      .returning({ id: partners.id });
    ids.partners.push(...partner.map((r) => r.id));
    const report = await ctx.database.db
      .insert(reports)
      .values({
        organizationName: orgRow!.organizationName,
        year: 2024,
        quarter: "Q1",
        aware: 5,
        createdBy: owner,
        userId: org,
      })
      .returning({ id: reports.id });
    ids.reports.push(...report.map((r) => r.id));
    const victim = await createUserWithToken(ctx, { username: "victim" });
    const reserved = await createUserWithToken(ctx, { username: "demo", reserved: true });
    ids.users.push(victim.user.id, reserved.user.id);
    await storedImageUrl(ctx.database.db, TEST_IMAGE_ID);
    ids.uploads.push("0".repeat(64), "abc.webp", `${TEST_IMAGE_ID}.webp`);
  }

  beforeAll(async () => {
    ctx = await createTestApp(
      {
        FORM_MAX_PER_WINDOW: "1000000",
        UPLOAD_MAX_PER_WINDOW: "1000000",
        LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000000",
        LOGIN_MAX_FAILURES_PER_IP: "1000000",
      },
      { onRoute: routes.collect },
    );
    endpoints = [...routes.endpoints(), NOT_A_ROUTE];
    const admin = await createUserWithToken(ctx, { isAdmin: true, username: "fuzz-admin" });
    const orgUser = await createUserWithToken(ctx, { organizationName: "Fuzz Org", username: "fuzz-org" });
    const other = await createUserWithToken(ctx, { organizationName: "Other Org", username: "fuzz-other" });
    roleUsers.admin = admin.user.id;
    roleUsers.orgUser = orgUser.user.id;
    roleUsers.otherOrgUser = other.user.id;
    tokens.admin = admin.auth;
    tokens.orgUser = orgUser.auth;
    tokens.otherOrgUser = other.auth;
    await seed();
    const result = await ctx.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    tables = (result as unknown as { rows: Array<{ table_name: string }> }).rows
      .map((r) => r.table_name)
      .filter((t) => !VOLATILE.has(t));
    expect(tables).toEqual(
      expect.arrayContaining(["users", "courses", "members", "requests", "partners", "reports", "sessions"]),
    );
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, HOOK_TIMEOUT);

  it("finds the routes from the app itself, and every exclusion names a real route", () => {
    const names = endpoints.map((e) => `${e.method} ${e.url}`);
    // A few known routes prove the collection works; new ones are picked up without editing this.
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /health",
        "POST /api/v1/courses",
        "PUT /api/v1/courses/:id",
        "DELETE /api/v1/users/:id",
        "GET /api/v1/reports/export.xlsx",
        "GET /uploads/:file",
      ]),
    );
    expect(routes.staleExclusions()).toEqual([]);
  });

  const idArb = (url: string) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.nat(5).map((i) => ({ pooled: i })) },
        { weight: 2, arbitrary: fc.uuid() },
        { weight: 2, arbitrary: nasty },
        { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            "1",
            "-1",
            "0x10",
            "%00",
            "..%2F..%2Fetc",
            "null",
            "undefined",
            "[object Object]",
          ),
        },
        // Sent as is in the path: malformed percent-encoding, traversal, odd separators.
        {
          weight: 1,
          arbitrary: fc
            .constantFrom("%", "%zz", "%E0%A4%A", "%C0%AE%C0%AE", "..", "a;b", "a?b=c", "%2e%2e%2f", "a#b")
            .map((v) => RAW + v),
        },
      )
      .map((raw) => {
        if (typeof raw === "string") return raw;
        const candidates = pool(url);
        return candidates.length
          ? candidates[raw.pooled % candidates.length]!
          : "00000000-0000-4000-8000-000000000000";
      });

  function caseArb(endpoint: Endpoint) {
    const bodySchema = toJsonSchema(endpoint.schema.body);
    const querySchema = toJsonSchema(endpoint.schema.querystring);
    const fields = [...new Set([...fieldNames(bodySchema), "title", "email", "organizationName"])];
    const schemaBody: fc.Arbitrary<Body> = bodySchema
      ? fc
          .tuple(fromSchema(bodySchema), fc.array(mutationArb(fields), { maxLength: 3 }))
          .map(([valid, mutations]) => ({ payload: mutate(valid, mutations) }))
      : genericBody(fields);
    return fc.record({
      role: fc.constantFrom(...roles),
      ids: fc.array(idArb(endpoint.url), { minLength: 3, maxLength: 3 }),
      body: fc.oneof({ weight: 3, arbitrary: schemaBody }, { weight: 2, arbitrary: genericBody(fields) }),
      query: queryArb(querySchema),
      bodyOnRead: fc.nat(4).map((n) => n === 0),
    });
  }

  type Case = ReturnType<typeof caseArb> extends fc.Arbitrary<infer T> ? T : never;

  /** Builds and sends one request, then checks the two properties. */
  async function check(endpoint: Endpoint, c: Case) {
    let n = 0;
    const pathIds: string[] = [];
    const path = endpoint.url.replace(/:[A-Za-z_]+|\*/g, () => {
      const id = c.ids[n++ % c.ids.length]!;
      pathIds.push(id);
      return id.startsWith(RAW) ? id.slice(RAW.length) : safeEncode(id);
    });
    const search = new URLSearchParams(c.query).toString();
    const url = search ? `${path}?${search}` : path;
    const headers: Record<string, string> = { ...tokens[c.role] };
    let payload: string | undefined;
    // Bodies on GET/DELETE are allowed but unusual: send one now and then.
    const sendBody = !(endpoint.method === "GET" || endpoint.method === "DELETE") || c.bodyOnRead;
    if (sendBody && c.body.raw !== undefined) {
      payload = c.body.raw;
      headers["content-type"] = c.body.contentType ?? "application/json";
    } else if (sendBody && c.body.payload !== undefined) {
      payload = JSON.stringify(c.body.payload);
      headers["content-type"] = "application/json";
    }
    const before = await digest();
    const res = await ctx.app.inject({ method: endpoint.method, url, headers, payload });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const label = `${endpoint.method} ${url} as ${c.role} with ${payload?.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, label).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(await digest(), `refused request changed data: ${label}`).toBe(before);
      if (res.headers["content-type"]?.toString().includes("json")) {
        expect(typeof res.json().message, label).toBe("string");
      }
    }
    // A successful logout ends that role's session: give it a fresh token for later runs.
    if (endpoint.url.endsWith("/logout") && res.statusCode < 300) await reissue(c.role);
    // A deleted record: later runs use another one or a random id.
    if (endpoint.method === "DELETE" && res.statusCode < 300) {
      for (const list of Object.values(ids)) {
        for (const id of pathIds) if (list.includes(id)) list.splice(list.indexOf(id), 1);
      }
    }
  }

  it(
    `never answers 5xx, and a refused request changes nothing (${RUNS} runs over all routes)`,
    async () => {
      const perRoute = Math.max(4, Math.ceil(RUNS / endpoints.length));
      // Reads and writes interleave in the order the app declares them, as a user's session would.
      for (const [i, endpoint] of endpoints.entries()) {
        await fc.assert(
          fc.asyncProperty(caseArb(endpoint), (c) => check(endpoint, c)),
          { numRuns: perRoute, seed: SEED === undefined ? undefined : SEED + i, endOnFailure: true },
        );
      }
      // The fuzzing reached past validation and access checks too.
      const ok = [...statuses.entries()].filter(([s]) => s < 300).reduce((a, [, n]) => a + n, 0);
      expect(ok).toBeGreaterThan(0);
    },
    60_000 + RUNS * 200,
  );

  it("the role users still work (fuzzing did not break sign-in state)", async () => {
    for (const role of ["admin", "orgUser", "otherOrgUser"] as const) {
      await reissue(role);
      const res = await ctx.app.inject({ url: "/api/v1/users/me", headers: tokens[role] });
      expect(res.statusCode, role).toBe(200);
    }
  });
});
