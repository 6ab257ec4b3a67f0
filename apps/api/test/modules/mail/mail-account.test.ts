// Invitations, password reset and change, against a real SMTP server started in this process.
import { ACCOUNT_TEXTS } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountTokens, outbox } from "../../../src/db/schema";
import { FORGOT_MIN_MS } from "../../../src/modules/account/routes";
import {
  createTestApp,
  createUser,
  createUserWithToken,
  type TestContext,
  type UserFields,
} from "../../helpers";
import { linkIn, type SmtpSink, startSmtpSink, tokenOf } from "../../smtp-sink";

let ctx: TestContext;
let sink: SmtpSink;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
const _n = 0;

const post = (url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress = "10.1.0.1") =>
  ctx.call("POST", url, { body, headers, remoteAddress });
const login = (email: string, password: string) => post("/api/v1/users/login", { email, password });
const me = (auth: Record<string, string>) => ctx.call("GET", "/users/me", { as: { auth } });

/** Sends what the outbox holds and returns the messages that reached the sink since `from`. */
async function delivered(from: number) {
  await ctx.app.mailSender!.flush();
  return sink.messages.slice(from);
}

const userWithPassword = (password: string, fields: UserFields = {}) =>
  createUser(ctx, { organizationName: "Account Org", ...fields, password });

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({
    SMTP_URL: sink.url,
    PUBLIC_URL: "https://alliance.example.org",
    MAIL_RETRY_SECONDS: "0",
    ACCOUNT_MAIL_MAX_PER_IP: "1000",
  });
  admin = await createUserWithToken(ctx, { isAdmin: true, email: "boss@alliance.example" });
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await sink.close();
}, 180_000);
beforeEach(async () => {
  await ctx.app.mailSender!.flush();
});

describe("invitations", () => {
  it("creating a user without a password e-mails a 7-day single-use link that sets it", async () => {
    const from = sink.messages.length;
    const created = await post(
      "/api/v1/users/register",
      { username: "Wanjiru", email: "wanjiru@org.example", phone: "0712345678", organizationName: "Org A" },
      admin.auth,
    );
    expect(created.statusCode).toBe(201);
    const [mail] = await delivered(from);
    expect(mail!.to).toEqual(["wanjiru@org.example"]);
    expect(mail!.subject).toMatch(/invited/i);
    const link = linkIn(mail!);
    expect(link.startsWith("https://alliance.example.org/set-password?token=")).toBe(true);
    expect(mail!.text).toContain("https://alliance.example.org/login");
    // Stored hashed, valid for 7 days.
    const [row] = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, created.json()._id));
    expect(row!.tokenHash).not.toContain(tokenOf(link));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const set = await post("/api/v1/users/reset-password", {
      token: tokenOf(link),
      password: "a fresh river morning",
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(ACCOUNT_TEXTS.passwordSet);
    expect((await login("wanjiru@org.example", "a fresh river morning")).statusCode).toBe(200);
    // Used once: the same link is refused.
    const again = await post("/api/v1/users/reset-password", {
      token: tokenOf(link),
      password: "another long phrase",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_TEXTS.invalidLink);
    expect((await login("wanjiru@org.example", "another long phrase")).statusCode).toBe(401);
  });

  it("POST /users/:id/invite: admins only; a new link voids the old one", async () => {
    const target = await userWithPassword("whatever long phrase");
    const url = `/api/v1/users/${target.id}/invite`;
    expect((await post(url, {})).statusCode).toBe(401);
    const plain = await createUserWithToken(ctx);
    expect((await post(url, {}, plain.auth)).statusCode).toBe(403);
    expect(
      (await post("/api/v1/users/00000000-0000-4000-8000-000000000000/invite", {}, admin.auth)).statusCode,
    ).toBe(404);
    expect((await post("/api/v1/users/nope/invite", {}, admin.auth)).statusCode).toBe(404);
    const reserved = await userWithPassword("whatever long phrase", { reserved: true });
    expect((await post(`/api/v1/users/${reserved.id}/invite`, {}, admin.auth)).statusCode).toBe(403);

    const from = sink.messages.length;
    expect((await post(url, {}, admin.auth)).statusCode).toBe(202);
    expect((await post(url, {}, admin.auth)).statusCode).toBe(202);
    const mails = (await delivered(from)).filter((m) => m.to[0] === target.email);
    expect(mails).toHaveLength(2);
    const [oldLink, newLink] = mails.map(linkIn);
    const old = await post("/api/v1/users/reset-password", {
      token: tokenOf(oldLink!),
      password: "the old link phrase",
    });
    expect(old.statusCode).toBe(400);
    const fresh = await post("/api/v1/users/reset-password", {
      token: tokenOf(newLink!),
      password: "the new link phrase",
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("creating a user with a password sends no invitation", async () => {
    const before = await ctx.database.db.select().from(outbox);
    const created = await post(
      "/api/v1/users/register",
      {
        username: "Otieno",
        email: "otieno@org.example",
        phone: "0712345678",
        organizationName: "Org A",
        password: "long enough phrase here",
      },
      admin.auth,
    );
    expect(created.statusCode).toBe(201);
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(before.length);
  });
});

describe("password reset", () => {
  it("e-mails a one-hour link; the reset ends every session and the link works once", async () => {
    const user = await userWithPassword("first long phrase");
    const session = await ctx.app.tokens.issue(user.id);
    const auth = { authorization: `Bearer ${session}` };
    const from = sink.messages.length;
    const asked = await post("/api/v1/users/forgot-password", { email: user.email.toUpperCase() });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: ACCOUNT_TEXTS.forgotAnswer });
    const [mail] = await delivered(from);
    expect(mail!.to).toEqual([user.email]);
    const token = tokenOf(linkIn(mail!));
    const [row] = await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);

    // The password policy applies, and a refused password leaves the link usable.
    const weak = await post("/api/v1/users/reset-password", { token, password: "password123" });
    expect(weak.statusCode).toBe(400);
    const short = await post("/api/v1/users/reset-password", { token, password: "short" });
    expect(short.statusCode).toBe(400);

    expect((await me(auth)).statusCode).toBe(200);
    const done = await post("/api/v1/users/reset-password", { token, password: "second long phrase" });
    expect(done.statusCode).toBe(200);
    expect((await me(auth)).statusCode).toBe(401);
    expect((await login(user.email, "first long phrase")).statusCode).toBe(401);
    expect((await login(user.email, "second long phrase")).statusCode).toBe(200);
    expect(
      (await post("/api/v1/users/reset-password", { token, password: "third long phrase" })).statusCode,
    ).toBe(400);
  });

  it("refuses an expired link and a made-up one", async () => {
    const user = await userWithPassword("expiring long phrase");
    const from = sink.messages.length;
    await post("/api/v1/users/forgot-password", { email: user.email });
    const token = tokenOf(linkIn((await delivered(from))[0]!));
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const expired = await post("/api/v1/users/reset-password", { token, password: "too late phrase" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_TEXTS.invalidLink);
    const forged = await post("/api/v1/users/reset-password", {
      token: "x".repeat(43),
      password: "forged long phrase",
    });
    expect(forged.statusCode).toBe(400);
    expect((await post("/api/v1/users/reset-password", { password: "no token phrase" })).statusCode).toBe(
      400,
    );
  });

  it("answers an unknown address exactly as a known one, after the same minimum time, and sends nothing", async () => {
    const user = await userWithPassword("timing long phrase");
    const time = async (email: string) => {
      const started = performance.now();
      const res = await post("/api/v1/users/forgot-password", { email }, {}, "10.9.9.9");
      return { ms: performance.now() - started, status: res.statusCode, body: res.body };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await time(user.email);
      const b = await time(`nobody${i}@nowhere.example`);
      expect(b.status).toBe(a.status);
      expect(b.body).toBe(a.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    // Timing is equalised by a floor every answer waits for, known address or not. Only that
    // lower bound is asserted: an upper bound on time flakes on a busy machine.
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5);
    const rows = await ctx.database.db.select().from(outbox);
    expect(rows.some((row) => row.toAddress.startsWith("nobody"))).toBe(false);
  });

  it("is throttled per account without saying so", async () => {
    const user = await userWithPassword("throttled long phrase");
    for (let i = 0; i < 7; i++) {
      const res = await post("/api/v1/users/forgot-password", { email: user.email }, {}, "10.7.7.7");
      expect(res.statusCode).toBe(202);
    }
    // A link's token is issued when its message is sent: send what is queued before counting.
    await ctx.app.mailSender!.flush();
    const links = await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(links).toHaveLength(ctx.config.ACCOUNT_MAIL_MAX_PER_ACCOUNT);
  });
});

describe("change password", () => {
  it("needs a session and the current password; signs out the other sessions", async () => {
    const user = await userWithPassword("current long phrase");
    const keep = { authorization: `Bearer ${await ctx.app.tokens.issue(user.id)}` };
    const other = { authorization: `Bearer ${await ctx.app.tokens.issue(user.id)}` };
    const body = { currentPassword: "current long phrase", newPassword: "brand new long phrase" };
    expect((await post("/api/v1/users/password", body)).statusCode).toBe(401);
    const wrong = await post("/api/v1/users/password", { ...body, currentPassword: "not it at all" }, keep);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_TEXTS.wrongCurrentPassword);
    const weak = await post("/api/v1/users/password", { ...body, newPassword: "12345678" }, keep);
    expect(weak.statusCode).toBe(400);
    expect((await me(other)).statusCode).toBe(200);

    const from = sink.messages.length;
    const done = await post("/api/v1/users/password", body, keep);
    expect(done.statusCode).toBe(200);
    expect((await me(keep)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(user.email, "brand new long phrase")).statusCode).toBe(200);
    expect((await login(user.email, "current long phrase")).statusCode).toBe(401);
    const [mail] = await delivered(from);
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.subject).toMatch(/password was changed/i);
  });
});

describe("sending", () => {
  it("retries after the SMTP server refuses once, then records it as sent", async () => {
    const user = await userWithPassword("retry long phrase");
    const from = sink.messages.length;
    sink.refuseNext(1);
    await post("/api/v1/users/forgot-password", { email: user.email });
    await ctx.app.mailSender!.flush();
    const [sent] = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(sent!.status).toBe("sent");
    expect(sent!.attempts).toBe(2);
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(sent!.lastError).toBeNull();
    expect(sink.messages.slice(from).map((m) => m.to[0])).toEqual([user.email]);
  });

  it("marks a message failed, with the error, after the last attempt", async () => {
    const user = await userWithPassword("failing long phrase");
    sink.refuseNext(ctx.config.MAIL_MAX_ATTEMPTS);
    await post("/api/v1/users/forgot-password", { email: user.email });
    await ctx.app.mailSender!.flush();
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(row!.status).toBe("failed");
    expect(row!.attempts).toBe(ctx.config.MAIL_MAX_ATTEMPTS);
    expect(row!.lastError).toMatch(/busy/i);
  });
});
