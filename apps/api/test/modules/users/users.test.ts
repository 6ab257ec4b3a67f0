// Over 400 lines on purpose: every /users call with its signed-out, wrong-role and reserved-account
// cases side by side; account e-mail flows live in mail-account.test.ts.
// /api/v1/users: sign-in, me, logout and user management, on a real database.
import { API_ERRORS, RESERVED_DEMO_EMAIL } from "@alliance/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, members, reports, sessions, users } from "../../../src/db/schema";
import { clientKey } from "../../../src/lib/client-key";
import {
  ACCOUNT_DELAY_BASE_SECONDS,
  knownKey,
  LOGIN_THROTTLE_MESSAGES,
  pairKey,
} from "../../../src/modules/account/login-throttle";
import { hashPassword } from "../../../src/modules/account/passwords";
import { USER_ERRORS } from "../../../src/modules/users/routes";
import {
  createTestApp,
  createUser,
  createUserWithToken,
  type TestContext,
  type UserFields,
} from "../../helpers";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
let orgUser: Awaited<ReturnType<typeof createUserWithToken>>;
const _n = 0;

const userWithPassword = (password: string, fields: UserFields = {}) =>
  createUser(ctx, { ...fields, password });

const login = (email: string, password: string, remoteAddress = "10.0.0.1") =>
  ctx.call("POST", "/users/login", { body: { email, password }, remoteAddress });

const me = (auth: Record<string, string>) => ctx.call("GET", "/users/me", { as: { auth } });

async function userRow(id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
async function userCount() {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row!.n);
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUserWithToken(ctx, { isAdmin: true, username: "root", email: "root@alliance.example" });
  orgUser = await createUserWithToken(ctx, { organizationName: "Savannah Tech" });
});
afterAll(async () => {
  await ctx.close();
});

describe("POST /users/login", () => {
  it("signs in and answers the user with a token, never a hash", async () => {
    const row = await userWithPassword("correct horse battery", { email: "wanjiru@savannah.example" });
    const res = await login("Wanjiru@Savannah.example ", "correct horse battery");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      _id: row.id,
      username: row.username,
      email: "wanjiru@savannah.example",
      phone: row.phone,
      organizationName: row.organizationName,
      isAdmin: false,
      reserved: false,
    });
    expect(typeof body.createdAt).toBe("string");
    expect(body.token.split(".")).toHaveLength(3);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|password/);
    const who = await me({ authorization: `Bearer ${body.token}` });
    expect(who.statusCode).toBe(200);
    expect(who.json()._id).toBe(row.id);
  });

  it("answers the same 401 for an unknown e-mail and a wrong password", async () => {
    await userWithPassword("right-password", { email: "known@users.example" });
    const wrong = await login("known@users.example", "wrong-password", "10.0.1.1");
    const unknown = await login("nobody@users.example", "wrong-password", "10.0.1.2");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_ERRORS.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("refuses a user whose stored hash is not a hash, without a 500", async () => {
    const res = await login(orgUser.user.email, "anything", "10.0.1.3");
    expect(res.statusCode).toBe(401);
  });

  it("validates the body with the spec's messages", async () => {
    const empty = await login("", "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("email missing");
    const noPassword = await login("a@b.example", "");
    expect(noPassword.json().message).toBe("password missing");
    const missing = await ctx.app.inject({ method: "POST", url: "/api/v1/users/login" });
    expect(missing.statusCode).toBe(400);
    const badJson = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "x@y.example", "password": ',
    });
    expect(badJson.statusCode).toBe(400);
    const wrongType = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      headers: { "content-type": "application/xml" },
      payload: "<email>x</email>",
    });
    expect(wrongType.statusCode).toBe(415);
    const notStrings = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: 1e308, password: ["x"] },
    });
    expect(notStrings.statusCode).toBe(400);
    const huge = await login(`${"a".repeat(300)}@x.example`, "x".repeat(200));
    expect(huge.statusCode).toBe(400);
  });
});

describe("sign-in throttling", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "3", LOGIN_MAX_FAILURES_PER_IP: "6" });
  });
  afterAll(async () => {
    await t.close();
  });
  const tryLogin = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/users/login", payload: { email, password }, remoteAddress });
  async function addUser(email: string, password: string) {
    await t.database.db.insert(users).values({
      username: email.split("@")[0]!,
      email,
      passwordHash: await hashPassword(password),
    });
  }
  async function attempts(key: string) {
    const rows = await t.database.db.execute(sql`select * from login_attempts where key = ${key}`);
    return (rows as unknown as { rows: Array<{ failures: number; locked_until: Date | null }> }).rows[0];
  }

  it("locks an account for one address after the configured failures, even for the right password", async () => {
    await addUser("locked@users.example", "the-right-one");
    for (let i = 0; i < 3; i++) {
      expect((await tryLogin("locked@users.example", "nope", "10.1.0.1")).statusCode).toBe(401);
    }
    const refused = await tryLogin("LOCKED@users.example", "the-right-one", "10.1.0.1");
    expect(refused.statusCode).toBe(429);
    const minutes = Math.ceil(t.config.LOGIN_LOCK_SECONDS / 60);
    expect(refused.json()).toEqual({ message: LOGIN_THROTTLE_MESSAGES.pairLocked(minutes) });
    expect(refused.headers["retry-after"]).toBe(String(t.config.LOGIN_LOCK_SECONDS));
    expect((await attempts("pair:locked@users.example|ip:10.1.0.1"))?.locked_until).toBeTruthy();
  });

  it("a stranger's guesses cannot lock the owner out: the owner's known address still signs in", async () => {
    await addUser("owner@users.example", "the-right-one");
    expect((await tryLogin("owner@users.example", "the-right-one", "10.1.5.1")).statusCode).toBe(200);
    // A stranger guesses from many addresses: the account starts to make newcomers wait...
    for (let i = 0; i < 3; i++) {
      expect((await tryLogin("owner@users.example", "guess", `10.1.6.${i}`)).statusCode).toBe(401);
    }
    const waiting = await tryLogin("owner@users.example", "the-right-one", "10.1.7.1");
    expect(waiting.statusCode).toBe(429);
    const wait = Number(waiting.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_DELAY_BASE_SECONDS);
    expect(waiting.json()).toEqual({ message: LOGIN_THROTTLE_MESSAGES.accountDelayed(wait) });
    // ...but the owner, from the address they used before, is never held back.
    expect((await tryLogin("owner@users.example", "the-right-one", "10.1.5.1")).statusCode).toBe(200);
    // Nor does a stranger's pair lock reach the owner.
    for (let i = 0; i < 4; i++) await tryLogin("owner@users.example", "guess", "10.1.8.1");
    expect((await tryLogin("owner@users.example", "the-right-one", "10.1.5.1")).statusCode).toBe(200);
  });

  it("makes guesses on one account from many addresses wait longer and longer", async () => {
    await addUser("slow@users.example", "the-right-one");
    for (let i = 0; i < 3; i++) await tryLogin("slow@users.example", "guess", `10.1.9.${i}`);
    const first = Number((await tryLogin("slow@users.example", "guess", "10.1.9.10")).headers["retry-after"]);
    // The delay runs out; the next guess is checked, and the one after it waits twice as long.
    await t.database.db.execute(
      sql`update login_attempts set locked_until = now() where key = 'account:slow@users.example'`,
    );
    expect((await tryLogin("slow@users.example", "guess", "10.1.9.11")).statusCode).toBe(401);
    const second = Number(
      (await tryLogin("slow@users.example", "guess", "10.1.9.12")).headers["retry-after"],
    );
    expect(first).toBeLessThanOrEqual(ACCOUNT_DELAY_BASE_SECONDS);
    expect(second).toBeGreaterThan(ACCOUNT_DELAY_BASE_SECONDS);
    expect(second).toBeLessThanOrEqual(2 * ACCOUNT_DELAY_BASE_SECONDS);
  });

  it("cannot be outrun by parallel guesses", async () => {
    await addUser("parallel@users.example", "the-right-one");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => tryLogin("parallel@users.example", "nope", `10.1.1.${i}`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it("counts failures per account for unknown e-mails too", async () => {
    for (let i = 0; i < 3; i++) await tryLogin("ghost@users.example", "x", `10.2.0.${i}`);
    expect((await tryLogin("ghost@users.example", "x", "10.2.0.9")).statusCode).toBe(429);
  });

  it("a success clears the account counter", async () => {
    await addUser("clear@users.example", "the-right-one");
    await tryLogin("clear@users.example", "nope", "10.3.0.1");
    await tryLogin("clear@users.example", "nope", "10.3.0.1");
    expect(await attempts("account:clear@users.example")).toBeTruthy();
    expect((await tryLogin("clear@users.example", "the-right-one", "10.3.0.1")).statusCode).toBe(200);
    expect(await attempts("account:clear@users.example")).toBeUndefined();
    // Counting starts again from zero: two more failures still leave the account open.
    await tryLogin("clear@users.example", "nope", "10.3.0.2");
    await tryLogin("clear@users.example", "nope", "10.3.0.2");
    expect((await tryLogin("clear@users.example", "the-right-one", "10.3.0.2")).statusCode).toBe(200);
  });

  it("throttles one address trying many accounts", async () => {
    await addUser("innocent@users.example", "the-right-one");
    for (let i = 0; i < 6; i++) {
      expect((await tryLogin(`spray${i}@users.example`, "x", "10.4.0.1")).statusCode).toBe(401);
    }
    expect((await tryLogin("innocent@users.example", "the-right-one", "10.4.0.1")).statusCode).toBe(429);
    // The same account from another address still works.
    expect((await tryLogin("innocent@users.example", "the-right-one", "10.4.0.2")).statusCode).toBe(200);
  });
});

describe("throttling keys", () => {
  it("counts sign-in clients like every throttle: IPv6 by its /64, IPv4-mapped addresses as IPv4", () => {
    expect(pairKey(" A@Users.example", "10.0.0.1")).toBe("pair:a@users.example|ip:10.0.0.1");
    expect(pairKey("a@users.example", "::ffff:10.0.0.1")).toBe("pair:a@users.example|ip:10.0.0.1");
    expect(pairKey("a@users.example", "2001:db8:1:2:aaaa::1")).toBe(
      "pair:a@users.example|ip6:2001:db8:1:2::/64",
    );
    expect(knownKey("a@users.example", "2001:0db8:0001:0002:ffff:1:2:3")).toBe(
      "known:a@users.example|ip6:2001:db8:1:2::/64",
    );
    expect(clientKey("2001:db8::1")).toBe("ip6:2001:db8::/64");
    expect(clientKey("::1")).toBe("ip6:::/64");
    expect(clientKey("fe80::1%eth0")).toBe("ip6:fe80::/64");
  });
});

describe("POST /users/register", () => {
  const payload = (over: Record<string, unknown> = {}) => ({
    username: "Achieng",
    email: "achieng@lakeside.example",
    phone: "0722000111",
    organizationName: "Lakeside University",
    password: "s3cure-passw0rd",
    ...over,
  });
  const register = (body: unknown, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/users/register", payload: body as object, headers });

  it("creates a non-admin user who can sign in, without signing the admin in as them", async () => {
    const res = await register(payload({ isAdmin: true, reserved: true, _id: "x", createdBy: "evil" }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: "Achieng",
      email: "achieng@lakeside.example",
      isAdmin: false,
      reserved: false,
    });
    expect(body.token).toBeUndefined();
    expect(body.password).toBeUndefined();
    const row = await userRow(body._id);
    expect(row?.isAdmin).toBe(false);
    expect(row?.reserved).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login("achieng@lakeside.example", "s3cure-passw0rd", "10.5.0.1")).statusCode).toBe(200);
    const still = await me(admin.auth);
    expect(still.json()._id).toBe(admin.user.id);
  });

  it("refuses an e-mail already taken, whatever its case", async () => {
    const before = await userCount();
    const res = await register(payload({ email: "ACHIENG@Lakeside.example" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: API_ERRORS.emailTaken });
    expect(await userCount()).toBe(before);
  });

  it("validates every field and stores nothing when refused", async () => {
    const before = await userCount();
    // An empty password is not refused: the user is invited by e-mail (mail-account.test.ts).
    for (const field of ["username", "email", "phone", "organizationName"]) {
      const res = await register(
        payload({ [field]: "", email: field === "email" ? "" : `v-${field}@x.example` }),
      );
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().issues.some((i: { path: string }) => i.path.includes(field)),
        field,
      ).toBe(true);
    }
    expect((await register(payload({ email: "not-an-email" }))).statusCode).toBe(400);
    expect((await register(payload({ email: "short@x.example", password: "short" }))).statusCode).toBe(400);
    expect((await register(payload({ email: "long@x.example", username: "u".repeat(101) }))).statusCode).toBe(
      400,
    );
    expect((await register(payload({ email: "num@x.example", username: 12345 }))).statusCode).toBe(400);
    expect((await register([payload({ email: "arr@x.example" })])).statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it("is for admins only", async () => {
    const before = await userCount();
    expect((await register(payload({ email: "anon@x.example" }), {})).statusCode).toBe(401);
    const org = await register(payload({ email: "org@x.example" }), orgUser.auth);
    expect(org.statusCode).toBe(403);
    expect(org.json()).toEqual({ message: API_ERRORS.forbidden });
    expect(await userCount()).toBe(before);
  });
});

describe("GET /users/me and POST /users/logout", () => {
  it("answers 401 when signed out or with a broken token", async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: "Bearer not.a.jwt" })).statusCode).toBe(401);
    expect((await me({ authorization: "Basic abc" })).statusCode).toBe(401);
  });

  it("logout revokes the token's session only", async () => {
    const u = await userWithPassword("logout-password");
    const first = (await login(u.email, "logout-password", "10.6.0.1")).json().token as string;
    const second = (await login(u.email, "logout-password", "10.6.0.1")).json().token as string;
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/logout",
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${first}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${second}` })).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(rows).toHaveLength(1);
    expect((await ctx.app.inject({ method: "POST", url: "/api/v1/users/logout" })).statusCode).toBe(401);
  });
});

describe("GET /users", () => {
  const list = (query = "", headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ url: `/api/v1/users${query}`, headers });

  it("lists users newest first, with the total in X-Total-Count and no hashes", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{ createdAt: string }>;
    expect(Array.isArray(body)).toBe(true);
    expect(res.headers["x-total-count"]).toBe(String(await userCount()));
    const times = body.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it("pages", async () => {
    const total = await userCount();
    const page1 = await list("?page=1&pageSize=2");
    const page2 = await list("?page=2&pageSize=2");
    expect(page1.json()).toHaveLength(2);
    expect(page1.headers["x-total-count"]).toBe(String(total));
    expect(page2.json()[0]._id).not.toBe(page1.json()[0]._id);
    expect((await list("?page=1")).json()).toHaveLength(5);
    expect((await list("?page=999&pageSize=5")).json()).toEqual([]);
  });

  it("searches username, email, phone and organization, case-insensitively, % and _ literally", async () => {
    await userWithPassword("search-pass", {
      email: "kamau@pct_50%.example",
      organizationName: "Rift Valley Growers",
    });
    expect((await list("?q=rift%20valley")).json()).toHaveLength(1);
    expect((await list("?q=KAMAU")).json()).toHaveLength(1);
    const pct = await list(`?q=${encodeURIComponent("50%")}`);
    expect(pct.json()).toHaveLength(1);
    expect(pct.headers["x-total-count"]).toBe("1");
    expect((await list(`?q=${encodeURIComponent("%")}`)).json()).toHaveLength(1);
    expect((await list(`?q=${encodeURIComponent("pct_")}`)).json()).toHaveLength(1);
    expect((await list("?q=root")).json()[0].username).toBe("root");
    const none = await list("?q=zzzz-nothing");
    expect(none.json()).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
  });

  it("refuses bad paging without a 500", async () => {
    for (const q of [
      "?page=0",
      "?page=-1",
      "?pageSize=1000",
      "?page=1e400",
      "?page=abc",
      `?q=${"x".repeat(300)}`,
    ]) {
      expect((await list(q)).statusCode, q).toBe(400);
    }
  });

  it("is for admins only", async () => {
    expect((await list("", {})).statusCode).toBe(401);
    expect((await list("", orgUser.auth)).statusCode).toBe(403);
  });
});

describe("PUT /users/:id", () => {
  const put = (id: string, body: unknown, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: "PUT", url: `/api/v1/users/${id}`, payload: body as object, headers });
  const fields = (over: Record<string, unknown> = {}) => ({
    username: "Otieno",
    email: "otieno@coast.example",
    phone: "0733000222",
    organizationName: "Coast TVET",
    ...over,
  });

  it("updates the fields and keeps the password when none is given", async () => {
    const u = await userWithPassword("keep-this-one");
    const res = await put(u.id, fields({ password: "" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: u.id, ...fields() });
    const row = await userRow(u.id);
    expect(row?.passwordHash).toBe(u.passwordHash);
    expect((await login("otieno@coast.example", "keep-this-one", "10.7.0.1")).statusCode).toBe(200);
  });

  it("changes the password when given and ends that user's sessions", async () => {
    const u = await userWithPassword("old-password");
    const { token } = (await login(u.email, "old-password", "10.7.0.2")).json();
    const res = await put(u.id, fields({ email: u.email, password: "brand-new-password" }));
    expect(res.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await login(u.email, "old-password", "10.7.0.3")).statusCode).toBe(401);
    expect((await login(u.email, "brand-new-password", "10.7.0.3")).statusCode).toBe(200);
  });

  it("drops fields nobody may set through this call", async () => {
    const u = await userWithPassword("mass-assign");
    const res = await put(
      u.id,
      fields({ email: u.email, isAdmin: true, reserved: true, _id: admin.user.id, createdAt: "2000-01-01" }),
    );
    expect(res.statusCode).toBe(200);
    const row = await userRow(u.id);
    expect(row?.isAdmin).toBe(false);
    expect(row?.reserved).toBe(false);
    expect(row?.createdAt.toISOString()).toBe(u.createdAt.toISOString());
    expect((await userRow(admin.user.id))?.username).toBe("root");
  });

  it("refuses an e-mail another user has (409) and validates", async () => {
    const u = await userWithPassword("conflict");
    const taken = await put(u.id, fields({ email: admin.user.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: API_ERRORS.emailTaken });
    expect((await put(u.id, fields({ username: "" }))).statusCode).toBe(400);
    expect((await put(u.id, fields({ password: "short" }))).statusCode).toBe(400);
    expect(await userRow(u.id)).toEqual(u);
  });

  it("moves the records the user owns by e-mail to the new e-mail", async () => {
    const u = await userWithPassword("owner-password", { email: "old.owner@users.example" });
    const db = ctx.database.db;
    await db.insert(courses).values({
      title: "T",
      desc: "D",
      link: "https://x.example",
      tag: "t",
      category: "Everyone",
      segment: "role",
      email: "Old.Owner@users.example",
    });
    await db
      .insert(members)
      .values({ firstName: "F", email: "old.owner@users.example", organizationName: "O" });
    await db.insert(reports).values({
      organizationName: "Owner Org",
      year: 2024,
      quarter: "Q1",
      createdBy: "old.owner@users.example",
      userId: u.id,
    });
    const res = await put(u.id, fields({ email: "New.Owner@users.example" }));
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe("new.owner@users.example");
    const [course] = await db.select().from(courses).where(eq(courses.title, "T"));
    expect(course?.email).toBe("new.owner@users.example");
    const [member] = await db.select().from(members).where(eq(members.organizationName, "O"));
    expect(member?.email).toBe("new.owner@users.example");
    const [report] = await db.select().from(reports).where(eq(reports.organizationName, "Owner Org"));
    expect(report?.createdBy).toBe("new.owner@users.example");
  });

  it("refuses malformed bodies without a 500 and changes nothing", async () => {
    const u = await userWithPassword("malformed");
    const send = (payload: string, contentType: string) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/v1/users/${u.id}`,
        headers: { ...admin.auth, "content-type": contentType },
        payload,
      });
    expect((await send('{"username": ', "application/json")).statusCode).toBe(400);
    expect((await send("<user/>", "application/xml")).statusCode).toBe(415);
    expect((await send("null", "application/json")).statusCode).toBe(400);
    expect((await send("[]", "application/json")).statusCode).toBe(400);
    const huge = '{"username":"a","email":"huge@users.example","phone":1e400,"organizationName":"o"}';
    expect((await send(huge, "application/json")).statusCode).toBe(400);
    expect((await put(u.id, fields({ username: { $ne: "" } }))).statusCode).toBe(400);
    const toggle = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/users/${u.id}/toggle-admin`,
      headers: { ...admin.auth, "content-type": "application/json" },
      payload: "{bad",
    });
    expect(toggle.statusCode).toBe(400);
    expect(await userRow(u.id)).toEqual(u);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    expect((await put("00000000-0000-4000-8000-000000000000", fields())).statusCode).toBe(404);
    expect((await put("not-a-uuid", fields())).statusCode).toBe(404);
    expect((await put("1", fields())).statusCode).toBe(404);
    expect((await put("%27%20or%201%3D1", fields())).statusCode).toBe(404);
  });

  it("never changes the reserved demo account", async () => {
    const demo = await userWithPassword("demo-secret", { email: RESERVED_DEMO_EMAIL, reserved: true });
    const res = await put(demo.id, fields({ email: RESERVED_DEMO_EMAIL, password: "hijacked-password" }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_ERRORS.reservedAccount });
    expect(await userRow(demo.id)).toEqual(demo);
  });

  it("is for admins only", async () => {
    const u = await userWithPassword("guarded");
    expect((await put(u.id, fields(), {})).statusCode).toBe(401);
    expect((await put(u.id, fields(), orgUser.auth)).statusCode).toBe(403);
    expect((await put(orgUser.user.id, fields({ isAdmin: true }), orgUser.auth)).statusCode).toBe(403);
    expect(await userRow(u.id)).toEqual(u);
  });
});

describe("DELETE /users/:id", () => {
  const del = (id: string, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: "DELETE", url: `/api/v1/users/${id}`, headers });

  it("deletes a user and ends their sessions at once", async () => {
    const victim = await createUserWithToken(ctx);
    expect((await me(victim.auth)).statusCode).toBe(200);
    const res = await del(victim.user.id);
    expect(res.statusCode).toBe(200);
    expect(await userRow(victim.user.id)).toBeUndefined();
    expect((await me(victim.auth)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, victim.user.id))).toEqual(
      [],
    );
    expect((await del(victim.user.id)).statusCode).toBe(404);
  });

  it("refuses the reserved account, the admin themselves, strangers and malformed ids", async () => {
    const demo = await userWithPassword("demo", { email: "demo2@users.example", reserved: true });
    const reserved = await del(demo.id);
    expect(reserved.statusCode).toBe(403);
    expect(reserved.json()).toEqual({ message: API_ERRORS.reservedAccount });
    const self = await del(admin.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: USER_ERRORS.cannotDeleteSelf });
    const u = await userWithPassword("stays");
    expect((await del(u.id, {})).statusCode).toBe(401);
    expect((await del(u.id, orgUser.auth)).statusCode).toBe(403);
    expect((await del("not-a-uuid")).statusCode).toBe(404);
    expect(await userRow(demo.id)).toBeTruthy();
    expect(await userRow(admin.user.id)).toBeTruthy();
    expect(await userRow(u.id)).toBeTruthy();
  });
});

describe("PATCH /users/:id/toggle-admin", () => {
  const toggle = (id: string, headers: Record<string, string> = admin.auth, payload?: unknown) =>
    ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/users/${id}/toggle-admin`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("promotes, then demotes and ends the demoted user's sessions at once", async () => {
    const u = await createUserWithToken(ctx);
    const up = await toggle(u.user.id);
    expect(up.statusCode).toBe(200);
    expect(up.json().isAdmin).toBe(true);
    expect((await me(u.auth)).json().isAdmin).toBe(true);
    const down = await toggle(u.user.id);
    expect(down.json().isAdmin).toBe(false);
    expect((await me(u.auth)).statusCode).toBe(401);
    expect((await userRow(u.user.id))?.isAdmin).toBe(false);
  });

  it("accepts the wanted state in the body", async () => {
    const u = await createUserWithToken(ctx);
    expect((await toggle(u.user.id, admin.auth, { isAdmin: false })).json().isAdmin).toBe(false);
    expect((await toggle(u.user.id, admin.auth, { isAdmin: true })).json().isAdmin).toBe(true);
    expect((await toggle(u.user.id, admin.auth, { isAdmin: true })).json().isAdmin).toBe(true);
    expect((await toggle(u.user.id, admin.auth, { isAdmin: "yes" })).statusCode).toBe(400);
  });

  it("refuses the reserved account, self-demotion, strangers and malformed ids", async () => {
    const demo = await userWithPassword("demo", { email: "demo3@users.example", reserved: true });
    expect((await toggle(demo.id)).statusCode).toBe(403);
    expect((await userRow(demo.id))?.isAdmin).toBe(false);
    const self = await toggle(admin.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: USER_ERRORS.cannotDemoteSelf });
    expect((await userRow(admin.user.id))?.isAdmin).toBe(true);
    expect((await me(admin.auth)).statusCode).toBe(200);
    expect((await toggle(orgUser.user.id, {})).statusCode).toBe(401);
    expect((await toggle(orgUser.user.id, orgUser.auth)).statusCode).toBe(403);
    expect((await userRow(orgUser.user.id))?.isAdmin).toBe(false);
    expect((await toggle("12345")).statusCode).toBe(404);
  });
});
