// Links die with the password and the address, and no live token rests in the outbox (ADR 0021):
// against a real SMTP server started in this process, and, for the reveal, an app without SMTP.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema";
import { hashPassword } from "../../../src/modules/account/passwords";
import { MASKED_TOKEN } from "../../../src/modules/mail/account-links";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { linkIn, type SmtpSink, startSmtpSink, tokenOf } from "../../smtp-sink";

let ctx: TestContext;
let sink: SmtpSink;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
let n = 0;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: `/api/v1${url}`, payload: payload as object, headers });
const setPassword = (token: string, password: string) => post("/users/reset-password", { token, password });

async function delivered(from: number) {
  await ctx.app.mailSender!.flush();
  return sink.messages.slice(from);
}

async function account(password = "an old river at dawn") {
  n += 1;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      username: `links${n}`,
      email: `links${n}@links.example`,
      phone: "0711000000",
      organizationName: "Links Org",
      passwordHash: await hashPassword(password),
    })
    .returning();
  return row!;
}

/** Every text the outbox holds, pending or sent. */
async function outboxTexts(db = ctx.database.db): Promise<string[]> {
  const result = (await db.execute(sql`select text_body, html_body from outbox`)) as unknown as {
    rows: Array<{ text_body: string; html_body: string }>;
  };
  return result.rows.flatMap((row) => [row.text_body, row.html_body]);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_RETRY_SECONDS: "0",
    ACCOUNT_MAIL_MAX_PER_IP: "1000",
    ACCOUNT_MAIL_MAX_PER_ACCOUNT: "1000",
  });
  admin = await createUserWithToken(ctx, { isAdmin: true, email: "boss@links.example" });
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await sink.close();
}, 180_000);
beforeEach(async () => {
  await ctx.app.mailSender!.flush();
});

describe("account links", () => {
  it("a reset link asked for before a password change no longer works after it", async () => {
    const user = await account();
    const from = sink.messages.length;
    await post("/users/forgot-password", { email: user.email });
    const [mail] = await delivered(from);
    const token = tokenOf(linkIn(mail!));
    // The user signs in and changes the password another way.
    const login = await post("/users/login", { email: user.email, password: "an old river at dawn" });
    const change = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/password",
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { currentPassword: "an old river at dawn", newPassword: "a new lake at noon" },
    });
    expect(change.statusCode).toBe(200);
    expect((await setPassword(token, "someone else's password 1")).statusCode).toBe(400);
    expect(
      (await post("/users/login", { email: user.email, password: "a new lake at noon" })).statusCode,
    ).toBe(200);
  });

  it("a link voids when an admin sets the password or changes the e-mail", async () => {
    const user = await account();
    let from = sink.messages.length;
    await post("/users/forgot-password", { email: user.email });
    const byAdminPassword = tokenOf(linkIn((await delivered(from))[0]!));
    const put = (payload: object) =>
      ctx.app.inject({ method: "PUT", url: `/api/v1/users/${user.id}`, headers: admin.auth, payload });
    const base = {
      username: user.username,
      email: user.email,
      phone: user.phone,
      organizationName: user.organizationName,
    };
    expect((await put({ ...base, password: "an admin chose this 1" })).statusCode).toBe(200);
    expect((await setPassword(byAdminPassword, "too late for this one")).statusCode).toBe(400);

    from = sink.messages.length;
    await post("/users/forgot-password", { email: user.email });
    const toOldAddress = tokenOf(linkIn((await delivered(from))[0]!));
    expect((await put({ ...base, email: `moved${n}@links.example` })).statusCode).toBe(200);
    expect((await setPassword(toOldAddress, "too late for this one")).statusCode).toBe(400);
  });

  it("an invitation sent to an old address no longer works after the address changes", async () => {
    const from = sink.messages.length;
    const created = await post(
      "/users/register",
      {
        username: "Neema",
        email: `neema${n}@old.example`,
        phone: "0712345678",
        organizationName: "Links Org",
      },
      admin.auth,
    );
    expect(created.statusCode).toBe(201);
    const invitation = tokenOf(linkIn((await delivered(from))[0]!));
    const moved = await ctx.app.inject({
      method: "PUT",
      url: `/api/v1/users/${created.json()._id}`,
      headers: admin.auth,
      payload: {
        username: "Neema",
        email: `neema${n}@new.example`,
        phone: "0712345678",
        organizationName: "Links Org",
      },
    });
    expect(moved.statusCode).toBe(200);
    expect((await setPassword(invitation, "a password for the old box")).statusCode).toBe(400);
  });

  it("keeps no working token in the outbox: the sender issues it while sending", async () => {
    const user = await account();
    const from = sink.messages.length;
    await post("/users/forgot-password", { email: user.email });
    const [mail] = await delivered(from);
    const token = tokenOf(linkIn(mail!));
    const texts = await outboxTexts();
    for (const text of texts) expect(text).not.toContain(token);
    expect(texts.some((text) => text.includes(MASKED_TOKEN))).toBe(true);
    expect((await setPassword(MASKED_TOKEN, "a password from the backup")).statusCode).toBe(400);
    // The e-mailed token works, once.
    expect((await setPassword(token, "the right person 12")).statusCode).toBe(200);
    expect((await setPassword(token, "the right person 12")).statusCode).toBe(400);
  });
});

describe("outbox without SMTP", () => {
  let local: TestContext;
  let boss: Awaited<ReturnType<typeof createUserWithToken>>;
  let org: Awaited<ReturnType<typeof createUserWithToken>>;
  beforeAll(async () => {
    local = await createTestApp();
    boss = await createUserWithToken(local, { isAdmin: true });
    org = await createUserWithToken(local, { organizationName: "Org X" });
  });
  afterAll(() => local?.close());

  it("masks invitation tokens; an admin's reveal issues a fresh working link, audited", async () => {
    const created = await local.app.inject({
      method: "POST",
      url: "/api/v1/users/register",
      headers: boss.auth,
      payload: {
        username: "Baraka",
        email: "baraka@org.example",
        phone: "0712345678",
        organizationName: "Org X",
      },
    });
    expect(created.statusCode).toBe(201);
    const list = (await local.app.inject({ url: "/api/v1/outbox", headers: boss.auth })).json();
    const message = list.find((m: { to: string }) => m.to === "baraka@org.example");
    expect(message).toMatchObject({ kind: "invitation", hasLink: true });
    expect(message.text).toContain(MASKED_TOKEN);
    for (const text of await outboxTexts(local.database.db)) {
      expect(text).not.toMatch(/token=(?!TOKEN-ISSUED-WHEN-SENT)[A-Za-z0-9_-]{20,}/);
    }

    const reveal = (headers?: Record<string, string>, id = message._id) =>
      local.app.inject({
        method: "POST",
        url: `/api/v1/outbox/${id}/reveal`,
        ...(headers ? { headers } : {}),
      });
    expect((await reveal()).statusCode).toBe(401);
    expect((await reveal(org.auth)).statusCode).toBe(403);
    expect((await reveal(boss.auth, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const first = await reveal(boss.auth);
    expect(first.statusCode).toBe(200);
    const second = await reveal(boss.auth);
    const token1 = tokenOf(first.json().link);
    const token2 = tokenOf(second.json().link);
    expect(token1).not.toBe(token2);
    // Only the newest revealed link works; the outbox still holds none.
    for (const text of await outboxTexts(local.database.db)) {
      expect(text).not.toContain(token1);
      expect(text).not.toContain(token2);
    }
    const set = (token: string) =>
      local.app.inject({
        method: "POST",
        url: "/api/v1/users/reset-password",
        payload: { token, password: "a handed over password" },
      });
    expect((await set(token1)).statusCode).toBe(400);
    expect((await set(token2)).statusCode).toBe(200);
    const audit = (await local.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'reveal-link' and entity_id = ${message._id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(audit.rows[0]!.n).toBe(2);

    // Handed over: no longer waiting.
    const handed = await local.app.inject({
      method: "POST",
      url: `/api/v1/outbox/${message._id}/handed-over`,
      headers: boss.auth,
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().status).toBe("sent");
    expect(
      (
        await local.app.inject({
          method: "POST",
          url: `/api/v1/outbox/${message._id}/handed-over`,
          headers: org.auth,
        })
      ).statusCode,
    ).toBe(403);
  });
});
