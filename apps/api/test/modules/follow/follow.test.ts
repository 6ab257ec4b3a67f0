// Following new jobs, events and news by e-mail (docs/decisions/0052-follow-by-e-mail.md), against a
// real SMTP server in this process: double opt-in, the same answer for every address, the
// reader's language, one-click unsubscribe (RFC 8058), a message on publication and a weekly
// digest on the app's clock.
import { FOLLOW_TEXTS } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { followSubscriptions, followTokens, outbox } from "../../../src/db/schema";
import { runFollowDigest } from "../../../src/modules/follow/announce";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../../smtp-sink";

const ORIGIN = "https://alliance.example.org";
let ctx: TestContext;
let sink: SmtpSink;
let now = new Date("2026-06-03T09:00:00Z");
let image: string;
type Auth = { authorization: string };
let admin: { auth: Auth };
let org: { auth: Auth };
let ip = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp(
    {
      SMTP_URL: sink.url,
      PUBLIC_URL: ORIGIN,
      MAIL_RETRY_SECONDS: "0",
      JWT_EXPIRES_IN_SECONDS: String(60 * 60 * 24 * 365),
    },
    { clock: () => now },
  );
  image = await storedImageUrl(ctx.database.db);
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  org = await createUserWithToken(ctx, { organizationName: "Savannah AI Lab" });
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  await sink?.close();
}, 180_000);
beforeEach(async () => {
  await ctx.app.mailSender!.flush();
});

/** Each sign-up from its own address, so the form throttle counts only where a test wants it. */
const follow = (body: unknown, remoteAddress = `10.9.0.${++ip}`) =>
  ctx.call("POST", "/follow", { body, remoteAddress });

async function delivered(from: number): Promise<ReceivedMail[]> {
  await ctx.app.mailSender!.flush();
  return sink.messages.slice(from);
}

/** The token of the page link with `param` (confirm or unsubscribe) in a message. */
function linkToken(mail: ReceivedMail, param: "confirm" | "unsubscribe"): { link: string; token: string } {
  // The page's link (/follow/… or /sw/follow/…), not the header's API address.
  const match = new RegExp(`https?://[^/\\s"<>]+(?:/sw)?/follow/${param}\\?token=([A-Za-z0-9_-]+)`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no ${param} link in: ${mail.subject}`);
  return { link: match[0], token: match[1]! };
}

const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)$`, "im")
    .exec(mail.raw)?.[1]
    ?.replace(/\r?\n[ \t]/g, "")
    .trim();

/** Signs `email` up and confirms it; answers the confirmation message. */
async function subscribe(email: string, fields: Record<string, unknown> = {}) {
  const from = sink.messages.length;
  const answer = await follow({ email, kinds: ["jobs"], frequency: "immediate", language: "en", ...fields });
  expect(answer.statusCode, answer.body).toBe(202);
  const [mail] = await delivered(from);
  const { token } = linkToken(mail!, "confirm");
  const confirmed = await ctx.call("POST", "/follow/confirm", { body: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return mail!;
}

async function publishJob(title: string) {
  const created = await ctx.call("POST", "/jobs", {
    as: admin,
    body: {
      title,
      about: "Build models.",
      type: "full-time",
      workMode: "remote",
      location: "Nairobi",
      requirements: ["Python"],
      responsibilities: ["Ship models"],
      howToApply: "https://lab.example/apply",
      closingDate: "2026-12-30",
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

describe("signing up", () => {
  it("double opt-in: nothing is sent before the link is confirmed by a POST; the token is stored hashed", async () => {
    const from = sink.messages.length;
    const answer = await follow({
      email: "Amina@Example.org",
      kinds: ["news", "jobs"],
      frequency: "immediate",
      language: "en",
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json().message).toBe(FOLLOW_TEXTS.signUpAnswer);
    const [mail] = await delivered(from);
    expect(mail!.to).toEqual(["amina@example.org"]);
    expect(mail!.subject).toMatch(/confirm/i);
    const { link, token } = linkToken(mail!, "confirm");
    expect(link.startsWith(`${ORIGIN}/follow/confirm?token=`)).toBe(true);
    // The confirmation is not a list message: no unsubscribe headers.
    expect(header(mail!, "List-Unsubscribe")).toBeUndefined();

    const [row] = await ctx.database.db
      .select()
      .from(followSubscriptions)
      .where(eq(followSubscriptions.email, "amina@example.org"));
    expect(row!.confirmedAt).toBeNull();
    const tokens = await ctx.database.db
      .select()
      .from(followTokens)
      .where(eq(followTokens.subscriptionId, row!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]!.tokenHash).not.toBe(token);
    // The outbox keeps the message without a working token.
    const [queued] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "amina@example.org"));
    expect(queued!.textBody).not.toContain(token);

    // Unconfirmed: a publication sends it nothing.
    const before = sink.messages.length;
    await publishJob("Data Analyst");
    expect((await delivered(before)).map((m) => m.to[0])).not.toContain("amina@example.org");

    const confirmed = await ctx.call("POST", "/follow/confirm", { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(FOLLOW_TEXTS.confirmed);
    const [after] = await ctx.database.db
      .select()
      .from(followSubscriptions)
      .where(eq(followSubscriptions.id, row!.id));
    expect(after!.confirmedAt).toEqual(now);
    expect(after!.kinds).toEqual(["jobs", "news"]);
    // Used once: the same link again is refused.
    expect((await ctx.call("POST", "/follow/confirm", { body: { token } })).statusCode).toBe(400);
  });

  it("answers the same whatever the address; a sign-up again changes nothing until confirmed", async () => {
    await subscribe("known@example.org", { kinds: ["events"], frequency: "weekly" });
    const fresh = await follow({
      email: "unknown@example.org",
      kinds: ["events"],
      frequency: "weekly",
      language: "en",
    });
    const again = await follow({
      email: "known@example.org",
      kinds: ["news"],
      frequency: "immediate",
      language: "sw",
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    const [row] = await ctx.database.db
      .select()
      .from(followSubscriptions)
      .where(eq(followSubscriptions.email, "known@example.org"));
    // Still what was confirmed; the new choice waits for its own link (sent in Kiswahili).
    expect(row!.kinds).toEqual(["events"]);
    expect(row!.frequency).toBe("weekly");
    expect(row!.pending).toEqual({ kinds: ["news"], frequency: "immediate", language: "sw" });
    const mails = await delivered(0);
    const last = mails.filter((m) => m.to[0] === "known@example.org").at(-1)!;
    expect(last.subject).toMatch(/Thibitisha/);
    expect(linkToken(last, "confirm").link.startsWith(`${ORIGIN}/sw/follow/confirm?token=`)).toBe(true);
  });

  it("sends one address at most three confirmations an hour, whoever signs it up, answering the same", async () => {
    const answers = [];
    for (const [i, frequency] of ["immediate", "weekly", "immediate", "weekly", "immediate"].entries()) {
      // A new sender's address each time: the per-client throttle alone would let these through.
      const answer = await follow(
        { email: "target@example.org", kinds: ["news"], frequency, language: "en" },
        `10.8.0.${i + 1}`,
      );
      answers.push([answer.statusCode, answer.json()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const queued = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "target@example.org"));
    expect(queued).toHaveLength(3);
  });

  it("refuses bad input with 400 and the field, never 500", async () => {
    for (const body of [
      {},
      { email: "not-an-address", kinds: ["jobs"], frequency: "weekly", language: "en" },
      { email: "a@example.org", kinds: [], frequency: "weekly", language: "en" },
      { email: "a@example.org", kinds: ["courses"], frequency: "weekly", language: "en" },
      { email: "a@example.org", kinds: ["jobs"], frequency: "daily", language: "en" },
      { email: "a@example.org", kinds: ["jobs"], frequency: "weekly", language: "fr" },
      { email: "a@example.org", kinds: "jobs", frequency: "weekly", language: "en" },
    ]) {
      const answer = await follow(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().issues?.length).toBeGreaterThan(0);
    }
    expect((await ctx.call("POST", "/follow/confirm", { body: { token: "x".repeat(40) } })).statusCode).toBe(
      400,
    );
    expect((await ctx.call("POST", "/follow/confirm", { body: {} })).statusCode).toBe(400);
    expect((await ctx.call("POST", "/follow/unsubscribe", { body: {} })).statusCode).toBe(400);
  });

  it("is rate-limited per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ctx.config.FORM_MAX_PER_WINDOW + 1; i++) {
      const answer = await follow(
        { email: `flood${i}@example.org`, kinds: ["news"], frequency: "weekly", language: "en" },
        "10.8.8.8",
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("sending", () => {
  it("an immediate follower gets each published job once, with the one-click unsubscribe headers", async () => {
    await subscribe("jobs-now@example.org");
    const from = sink.messages.length;
    const job = await publishJob("Machine Learning Engineer");
    const mails = (await delivered(from)).filter((m) => m.to[0] === "jobs-now@example.org");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain("Machine Learning Engineer");
    expect(mail.text).toContain(`${ORIGIN}/jobs/${job.slug}`);
    const unsubscribe = header(mail, "List-Unsubscribe");
    expect(unsubscribe).toMatch(new RegExp(`^<${ORIGIN}/api/v1/follow/unsubscribe\\?token=[A-Za-z0-9_-]+>$`));
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(linkToken(mail, "unsubscribe").link.startsWith(`${ORIGIN}/follow/unsubscribe?token=`)).toBe(true);

    // Hidden and approved again: not announced a second time.
    const hidden = await ctx.call("PATCH", `/jobs/${job._id}/toggle-approval`, {
      as: admin,
      body: { approved: false },
    });
    expect(hidden.statusCode).toBe(200);
    const again = sink.messages.length;
    const shown = await ctx.call("PATCH", `/jobs/${job._id}/toggle-approval`, {
      as: admin,
      body: { approved: true, version: hidden.json().version },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await delivered(again)).filter((m) => m.to[0] === "jobs-now@example.org")).toHaveLength(0);
  });

  it("an organisation's item is announced when an admin approves it, not when it is posted", async () => {
    await subscribe("news-now@example.org", { kinds: ["news"], language: "sw" });
    const from = sink.messages.length;
    const posted = await ctx.call("POST", "/news", {
      as: org,
      body: { title: "Skilling drive", body: "Ten thousand people.", image, externalLink: "", hashtags: [] },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await delivered(from)).filter((m) => m.to[0] === "news-now@example.org")).toHaveLength(0);
    const approved = await ctx.call("PATCH", `/news/${posted.json()._id}/toggle-approval`, {
      as: admin,
      body: { approved: true, version: posted.json().version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [mail] = (await delivered(from)).filter((m) => m.to[0] === "news-now@example.org");
    // In the reader's language, links to the Kiswahili pages.
    expect(mail!.subject).toMatch(/^Mpya kwenye/);
    expect(mail!.text).toContain(`${ORIGIN}/sw/news/${approved.json().slug}`);
    expect(linkToken(mail!, "unsubscribe").link.startsWith(`${ORIGIN}/sw/follow/unsubscribe?token=`)).toBe(
      true,
    );
  });

  it("one-click unsubscribe: a POST to the header's address, in a form encoding, forgets the address", async () => {
    await subscribe("leaving@example.org");
    const from = sink.messages.length;
    await publishJob("Research Scientist");
    const [mail] = (await delivered(from)).filter((m) => m.to[0] === "leaving@example.org");
    const url = new URL(header(mail!, "List-Unsubscribe")!.slice(1, -1));
    // A plain GET (a scanner following the link) changes nothing.
    const got = await ctx.call("GET", `${url.pathname}${url.search}`);
    expect(got.statusCode).toBe(404);
    expect(
      await ctx.database.db
        .select()
        .from(followSubscriptions)
        .where(eq(followSubscriptions.email, "leaving@example.org")),
    ).toHaveLength(1);

    const boundary = "----oneclick";
    const posted = await ctx.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().message).toBe(FOLLOW_TEXTS.unsubscribed);
    expect(
      await ctx.database.db
        .select()
        .from(followSubscriptions)
        .where(eq(followSubscriptions.email, "leaving@example.org")),
    ).toHaveLength(0);
    // Again (a retried POST, URL-encoded this time): the same answer.
    const again = await ctx.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(again.statusCode).toBe(200);
    // Gone: the next job reaches it no more.
    const next = sink.messages.length;
    await publishJob("Prompt Engineer");
    expect((await delivered(next)).filter((m) => m.to[0] === "leaving@example.org")).toHaveLength(0);
  });

  it("the weekly digest goes once a week, on the clock, only to followers with something new", async () => {
    await subscribe("weekly-jobs@example.org", { frequency: "weekly" });
    await subscribe("weekly-events@example.org", { kinds: ["events"], frequency: "weekly" });
    // A week with nothing new sends nothing.
    now = new Date("2026-06-15T09:00:00Z");
    expect(await runFollowDigest(ctx.database.db, ctx.app.siteLink, now)).toBe(0);
    const job = await publishJob("Weekly Analyst");
    await delivered(0);
    // The week ends on Monday: the digest of the week of 15 June goes on 22 June, once.
    now = new Date("2026-06-22T06:00:00Z");
    const from = sink.messages.length;
    const queued = await runFollowDigest(ctx.database.db, ctx.app.siteLink, now);
    expect(await runFollowDigest(ctx.database.db, ctx.app.siteLink, now)).toBe(0);
    const mails = await delivered(from);
    const mine = mails.filter((m) => m.to[0] === "weekly-jobs@example.org");
    expect(mine).toHaveLength(1);
    expect(queued).toBe(mails.length);
    expect(mine[0]!.subject).toMatch(/this week/i);
    expect(mine[0]!.text).toContain("Weekly Analyst");
    expect(mine[0]!.text).toContain(`${ORIGIN}/jobs/${job.slug}`);
    expect(header(mine[0]!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // Following events only: nothing new for it this week.
    expect(mails.filter((m) => m.to[0] === "weekly-events@example.org")).toHaveLength(0);
    // Immediate followers are not in the digest.
    expect(mails.filter((m) => m.to[0] === "jobs-now@example.org")).toHaveLength(0);
  });
});

describe("the news feed in a browser", () => {
  it("names its stylesheet, which explains what a feed is and links the follow page", async () => {
    const feed = await ctx.app.inject({ url: "/news.atom" });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^application\/atom\+xml/);
    expect(feed.body.split("\n").slice(0, 3)).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>',
      '<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    ]);
    const style = await ctx.app.inject({ url: "/feed.xsl" });
    expect(style.statusCode).toBe(200);
    expect(style.headers["content-type"]).toMatch(/^text\/xsl/);
    expect(style.body).toContain("This is a news feed (Atom)");
    expect(style.body).toContain('href="/follow"');
    expect(style.body).toContain('xmlns:xsl="http://www.w3.org/1999/XSL/Transform"');
  });
});
