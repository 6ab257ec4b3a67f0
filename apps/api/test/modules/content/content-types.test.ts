// News, events, jobs and insights (docs/decisions/0028-news-events-jobs-insights.md): ownership, review (versions, content review of
// edits), validation, the public lists and pages with an injected clock, delete -> trash ->
// restore, the feeds, the JSON-LD objects and the sitemap.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventJsonLd, jobPostingJsonLd } from "../../../src/modules/content/json-ld";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";

let ctx: TestContext;
/** The app's clock: tests move it. */
let now = new Date("2026-06-01T09:00:00Z");
let image: string;
type Auth = { authorization: string };
let admin: { auth: Auth };
let org: { auth: Auth; user: { email: string } };
let other: { auth: Auth };

beforeAll(async () => {
  // The tests move the app's clock by days; the sessions, read by the same clock, outlast that.
  ctx = await createTestApp(
    { PUBLIC_URL: "https://site.example", JWT_EXPIRES_IN_SECONDS: String(60 * 60 * 24 * 365) },
    { clock: () => now },
  );
  image = await storedImageUrl(ctx.database.db);
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  org = await createUserWithToken(ctx, { organizationName: "Savannah AI Lab" });
  other = await createUserWithToken(ctx, { organizationName: "Other Org" });
});
afterAll(async () => {
  await ctx?.close();
});

const job = (fields: Record<string, unknown> = {}) => ({
  title: "AI Engineer",
  about: "Build models.\n\nWith us.",
  type: "full-time",
  workMode: "remote",
  location: "Nairobi",
  requirements: ["Python", "Statistics"],
  responsibilities: ["Ship models"],
  howToApply: "https://lab.example/apply",
  closingDate: "2026-06-30",
  ...fields,
});
const event = (fields: Record<string, unknown> = {}) => ({
  title: "AI Bootcamp Nairobi",
  description: "Two days of practice.",
  image,
  eventType: "in-person",
  startDate: "2026-06-10T06:00:00Z",
  endDate: "2026-06-11T14:00:00Z",
  venue: "iHub",
  city: "Nairobi",
  registrationLink: "https://lab.example/register",
  ...fields,
});
const newsItem = (fields: Record<string, unknown> = {}) => ({
  title: "Alliance launches skilling drive",
  body: "Ten thousand people.\n\nRead more: https://lab.example",
  image,
  externalLink: "https://lab.example/news",
  hashtags: ["#AI", "skills"],
  ...fields,
});
const insight = (fields: Record<string, unknown> = {}) => ({
  title: "State of AI skills 2026",
  image,
  dateOfInsight: "2026-05-01",
  summary: "What we found.",
  methodology: "A survey of 500 people.",
  link: "https://lab.example/report.pdf",
  tags: ["survey", "skills"],
  ...fields,
});

/** Posts as `auth` and, when `approve`, approves it as the admin with its version. */
async function post(path: string, body: unknown, auth: Auth, approve = false) {
  const created = await ctx.call("POST", path, { headers: auth, body: body });
  expect(created.statusCode, created.body).toBe(201);
  let item = created.json();
  if (approve && !item.approved) {
    const approved = await ctx.call("PATCH", `${path}/${item._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: item.version,
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    item = approved.json();
  }
  return item;
}

describe("jobs", () => {
  it("ownership: signed out 401, another organisation 403, admin and own organisation ok", async () => {
    expect((await ctx.call("POST", "/jobs", { body: job() })).statusCode).toBe(401);
    const mine = await post("/jobs", job(), org.auth);
    expect(mine.organizationName).toBe("Savannah AI Lab");
    expect(mine.approved).toBe(false);
    expect(mine.status).toBe("pending");
    // A draft holds no address (docs/decisions/0033-security-round-4.md).
    expect(mine.slug).toBe("");
    expect((await ctx.call("PUT", `/jobs/${mine._id}`, { as: other, body: job() })).statusCode).toBe(403);
    expect((await ctx.call("DELETE", `/jobs/${mine._id}`, { as: other })).statusCode).toBe(403);
    expect((await ctx.call("PUT", `/jobs/${mine._id}`, { body: job() })).statusCode).toBe(401);
    const edited = await ctx.call("PUT", `/jobs/${mine._id}`, {
      as: org,
      body: job({ location: "Mombasa" }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().location).toBe("Mombasa");
    const byAdmin = await ctx.call("PUT", `/jobs/${mine._id}`, {
      as: admin,
      body: job({ location: "Kisumu" }),
    });
    expect(byAdmin.json().location).toBe("Kisumu");
    // Approving is the admin's.
    const version = byAdmin.json().version;
    expect(
      (
        await ctx.call("PATCH", `/jobs/${mine._id}/toggle-approval`, {
          as: org,
          body: { approved: true, version },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("review: waits, approves with its version (400 without, 409 when stale), edits wait as pendingChange", async () => {
    const item = await post("/jobs", job({ title: "Data Scientist" }), org.auth);
    // Not public while waiting, and no address yet.
    expect((await ctx.call("GET", "/jobs/by-slug/data-scientist")).statusCode).toBe(404);
    const missing = await ctx.call("PATCH", `/jobs/${item._id}/toggle-approval`, {
      as: admin,
      body: { approved: true },
    });
    expect(missing.statusCode).toBe(400);
    const stale = await ctx.call("PATCH", `/jobs/${item._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: item.version + 5,
      },
    });
    expect(stale.statusCode).toBe(409);
    const approved = await ctx.call("PATCH", `/jobs/${item._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: item.version,
      },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().approved).toBe(true);
    item.slug = approved.json().slug;
    expect(item.slug).toBe("data-scientist");
    expect((await ctx.call("GET", `/jobs/by-slug/${item.slug}`)).json().title).toBe("Data Scientist");

    // The organisation's edit of the approved job waits; the public keeps the approved one.
    const edit = await ctx.call("PUT", `/jobs/${item._id}`, {
      as: org,
      body: job({ title: "Senior Data Scientist" }),
    });
    expect(edit.statusCode).toBe(200);
    const held = edit.json();
    expect(held.title).toBe("Data Scientist");
    expect(held.pendingChange.values).toEqual({ title: "Senior Data Scientist" });
    expect((await ctx.call("GET", `/jobs/by-slug/${item.slug}`)).json().title).toBe("Data Scientist");
    const waiting = await ctx.call("GET", "/jobs?status=changes", { as: admin });
    expect(waiting.json().map((row: { _id: string }) => row._id)).toContain(item._id);
    const decided = await ctx.call("PATCH", `/jobs/${item._id}/pending-change`, {
      as: admin,
      body: {
        decision: "approve",
        proposedAt: held.pendingChange.proposedAt,
      },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().title).toBe("Senior Data Scientist");
    expect(decided.json().pendingChange).toBeNull();
    // The slug stays with the item when its title changes.
    const page = await ctx.call("GET", `/jobs/by-slug/${item.slug}`);
    expect(page.json().title).toBe("Senior Data Scientist");
    expect(page.json().pendingChange).toBeUndefined();
    expect(page.json().email).toBeUndefined();
    // A second decision on the same change is a 409.
    const again = await ctx.call("PATCH", `/jobs/${item._id}/pending-change`, {
      as: admin,
      body: {
        decision: "approve",
        proposedAt: held.pendingChange.proposedAt,
      },
    });
    expect(again.statusCode).toBe(409);
  });

  it("validation: bad enum, control characters, javascript: links, bounded lists are 400s", async () => {
    const bad = [
      job({ type: "gig" }),
      job({ workMode: "moon" }),
      job({ title: "Line\nbreak" }),
      job({ location: "Nai\u0007robi" }),
      job({ howToApply: "javascript:alert(1)" }),
      job({ howToApply: "not an address" }),
      job({ closingDate: "30/06/2026" }),
      job({ requirements: Array.from({ length: 21 }, (_, i) => `r${i}`) }),
      job({ requirements: ["ok", "bad\r\nline"] }),
    ];
    for (const body of bad) {
      const answer = await ctx.call("POST", "/jobs", { as: org, body: body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const email = await post("/jobs", job({ title: "Mail me", howToApply: "Jobs@Lab.example" }), org.auth);
    expect(email.howToApply).toBe("jobs@lab.example");
  });

  it("public list: open ones only unless includeClosed; type, workMode, location; closed: true by slug", async () => {
    const open = await post(
      "/jobs",
      job({ title: "Open Internship", type: "internship", workMode: "hybrid", location: "Eldoret" }),
      admin.auth,
    );
    const closing = await post(
      "/jobs",
      job({ title: "Closing Soon", closingDate: "2026-06-02", location: "Nakuru" }),
      admin.auth,
    );
    const list = async (query: string) =>
      (await ctx.call("GET", `/jobs/approved${query}`))
        .json()
        .map((row: { slug: string }) => row.slug) as string[];
    expect(await list("")).toEqual(expect.arrayContaining([open.slug, closing.slug]));
    expect(await list("?type=internship")).toEqual([open.slug]);
    expect(await list("?workMode=hybrid")).toEqual([open.slug]);
    expect(await list("?location=nakuru")).toEqual([closing.slug]);
    expect((await ctx.call("GET", "/jobs/approved?type=gig")).statusCode).toBe(400);
    // Open through its closing day in Nairobi (UTC+3), closed after it.
    now = new Date("2026-06-02T20:59:00Z");
    expect(await list("?location=nakuru")).toEqual([closing.slug]);
    now = new Date("2026-06-02T21:00:00Z");
    expect(await list("?location=nakuru")).toEqual([]);
    expect(await list("?location=nakuru&includeClosed=true")).toEqual([closing.slug]);
    const page = await ctx.call("GET", `/jobs/by-slug/${closing.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().closed).toBe(true);
    expect((await ctx.call("GET", `/jobs/by-slug/${open.slug}`)).json().closed).toBe(false);
    expect((await ctx.call("GET", "/jobs/by-slug/no-such-job")).statusCode).toBe(404);

    // An organisation user reposts its closed job as a new draft; an open one cannot be.
    const own = await post("/jobs", job({ title: "Repost Me", closingDate: "2026-06-01" }), org.auth, true);
    expect((await ctx.call("POST", `/jobs/${own._id}/repost`, { as: other })).statusCode).toBe(403);
    const reposted = await ctx.call("POST", `/jobs/${own._id}/repost`, { as: org });
    expect(reposted.statusCode, reposted.body).toBe(201);
    expect(reposted.json()).toMatchObject({ title: "Repost Me", approved: false, slug: "" });
    expect((await ctx.call("POST", `/jobs/${open._id}/repost`, { as: admin })).statusCode).toBe(400);
    now = new Date("2026-06-01T09:00:00Z");
  });

  it("unique slugs per type: -2 on a clash", async () => {
    const first = await post("/jobs", job({ title: "ML Ops!" }), admin.auth);
    const second = await post("/jobs", job({ title: "ml ops" }), admin.auth);
    expect([first.slug, second.slug]).toEqual(["ml-ops", "ml-ops-2"]);
  });

  it("delete goes to the trash and is restored with the same id and slug", async () => {
    const item = await post("/jobs", job({ title: "Trash Me" }), org.auth, true);
    expect((await ctx.call("DELETE", `/jobs/${item._id}`, { as: org })).statusCode).toBe(200);
    expect((await ctx.call("GET", `/jobs/by-slug/${item.slug}`)).statusCode).toBe(404);
    const trash = await ctx.call("GET", "/trash?entity=job", { as: admin });
    expect(trash.json()[0]).toMatchObject({ entity: "job", recordId: item._id, label: "Trash Me" });
    expect((await ctx.call("POST", `/jobs/${item._id}/restore`, { as: admin })).statusCode).toBe(200);
    const back = await ctx.call("GET", `/jobs/by-slug/${item.slug}`);
    expect(back.json()._id).toBe(item._id);
    // Every write left its audit entry.
    const audit = await ctx.call("GET", `/audit?entity=job&entityId=${item._id}`, { as: admin });
    const actions = audit.json().map((entry: { action: string }) => entry.action);
    expect(actions.sort()).toEqual(["approve", "create", "delete", "restore"]);
  });

  it("an event goes to the trash and comes back with its dates", async () => {
    const item = await post("/events", event({ title: "Restored Event" }), admin.auth);
    expect((await ctx.call("DELETE", `/events/${item._id}`, { as: org })).statusCode).toBe(403);
    expect((await ctx.call("DELETE", `/events/${item._id}`, { as: admin })).statusCode).toBe(200);
    expect((await ctx.call("POST", `/events/${item._id}/restore`, { as: admin })).statusCode).toBe(200);
    const back = (await ctx.call("GET", `/events/by-slug/${item.slug}`)).json();
    expect([back._id, back.startDate, back.endDate]).toEqual([item._id, item.startDate, item.endDate]);
    // Hidden again, out of the way of the public list below.
    expect(
      (
        await ctx.call("PATCH", `/events/${item._id}/toggle-approval`, {
          as: admin,
          body: { approved: false },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("events", () => {
  it("needs an image, refuses an end before the start and a bad event type", async () => {
    expect((await ctx.call("POST", "/events", { as: org, body: event({ image: "" }) })).statusCode).toBe(400);
    expect(
      (
        await ctx.call("POST", "/events", {
          as: org,
          body: event({ image: `/uploads/${"f".repeat(64)}.webp` }),
        })
      ).statusCode,
    ).toBe(400);
    const backwards = await ctx.call("POST", "/events", {
      as: org,
      body: event({ endDate: "2026-06-09T00:00:00Z" }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain("The end must not be before the start");
    expect(
      (await ctx.call("POST", "/events", { as: org, body: event({ eventType: "party" }) })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("POST", "/events", { as: org, body: event({ onlineLink: "javascript:alert(1)" }) }))
        .statusCode,
    ).toBe(400);
  });

  it("upcoming first, then past; when=upcoming|past; past: true by slug once it has ended", async () => {
    const bootcamp = await post("/events", event(), org.auth, true);
    expect(bootcamp.slug).toBe("ai-bootcamp-nairobi");
    const again = await post(
      "/events",
      event({
        startDate: "2026-07-01T06:00:00Z",
        endDate: "2026-07-01T10:00:00Z",
        eventType: "online",
        venue: "",
        city: "",
      }),
      org.auth,
      true,
    );
    expect(again.slug).toBe("ai-bootcamp-nairobi-2");
    const old = await post(
      "/events",
      event({ title: "Old Meetup", startDate: "2026-01-10T06:00:00Z", endDate: "2026-01-10T09:00:00Z" }),
      admin.auth,
    );
    const slugs = async (query: string) =>
      (await ctx.call("GET", `/events/approved${query}`))
        .json()
        .map((row: { slug: string }) => row.slug) as string[];
    expect(await slugs("")).toEqual([bootcamp.slug, again.slug, old.slug]);
    expect(await slugs("?when=upcoming")).toEqual([bootcamp.slug, again.slug]);
    expect(await slugs("?when=past")).toEqual([old.slug]);
    expect(await slugs("?eventType=online")).toEqual([again.slug]);
    expect(await slugs("?month=2026-07")).toEqual([again.slug]);
    expect((await ctx.call("GET", `/events/by-slug/${old.slug}`)).json().past).toBe(true);
    expect((await ctx.call("GET", `/events/by-slug/${bootcamp.slug}`)).json().past).toBe(false);
    now = new Date("2026-06-11T14:00:01Z");
    expect((await ctx.call("GET", `/events/by-slug/${bootcamp.slug}`)).json().past).toBe(true);
    expect(await slugs("?when=upcoming")).toEqual([again.slug]);
    now = new Date("2026-06-01T09:00:00Z");
  });

  it("an edit of an approved event waits; its dates apply when approved", async () => {
    const item = await post("/events", event({ title: "Hackathon" }), org.auth, true);
    const edit = await ctx.call("PUT", `/events/${item._id}`, {
      as: org,
      body: event({
        title: "Hackathon",
        startDate: "2026-06-12T06:00:00Z",
        endDate: "2026-06-12T18:00:00Z",
        image: "",
      }),
    });
    const held = edit.json();
    expect(held.startDate).toBe("2026-06-10T06:00:00.000Z");
    expect(Object.keys(held.pendingChange.values).sort()).toEqual(["endDate", "startDate"]);
    const decided = await ctx.call("PATCH", `/events/${item._id}/pending-change`, {
      as: admin,
      body: {
        decision: "approve",
        proposedAt: held.pendingChange.proposedAt,
      },
    });
    expect(decided.json().startDate).toBe("2026-06-12T06:00:00.000Z");
    expect(decided.json().image).toBe(image);
  });

  it("an iCalendar file per event and a feed of upcoming events at /events.ics", async () => {
    const single = await ctx.call("GET", "/api/v1/events/by-slug/ai-bootcamp-nairobi/calendar.ics");
    expect(single.statusCode).toBe(200);
    expect(single.headers["content-type"]).toContain("text/calendar");
    expect(single.body).toContain("BEGIN:VCALENDAR");
    expect(single.body).toContain("SUMMARY:AI Bootcamp Nairobi");
    expect(single.body).toContain("DTSTART:20260610T060000Z");
    expect(single.body).toContain("URL:https://site.example/events/ai-bootcamp-nairobi");
    const feed = await ctx.app.inject({ method: "GET", url: "/events.ics" });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    expect(feed.body.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(2);
    expect(feed.body).not.toContain("Old Meetup");
  });
});

describe("news", () => {
  it("review, validation and the public list and page", async () => {
    expect((await ctx.call("POST", "/news", { body: newsItem() })).statusCode).toBe(401);
    expect(
      (await ctx.call("POST", "/news", { as: org, body: newsItem({ externalLink: "javascript:alert(1)" }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("POST", "/news", { as: org, body: newsItem({ hashtags: ["no spaces please"] }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("POST", "/news", { as: org, body: newsItem({ title: "Tab\there" }) })).statusCode,
    ).toBe(400);
    const item = await post("/news", newsItem(), org.auth);
    expect(item.hashtags).toEqual(["AI", "skills"]);
    expect((await ctx.call("GET", "/news/by-slug/alliance-launches-skilling-drive")).statusCode).toBe(404);
    expect((await ctx.call("PUT", `/news/${item._id}`, { as: other, body: newsItem() })).statusCode).toBe(
      403,
    );
    const approved = await ctx.call("PATCH", `/news/${item._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: item.version,
      },
    });
    expect(approved.statusCode).toBe(200);
    item.slug = approved.json().slug;
    const page = await ctx.call("GET", `/news/by-slug/${item.slug}`);
    expect(page.json()).toMatchObject({ slug: "alliance-launches-skilling-drive", approved: true });
    // Body stays plain text: what was sent is what is answered (the pages escape it).
    expect(page.json().body).toBe("Ten thousand people.\n\nRead more: https://lab.example");
    const edit = await ctx.call("PUT", `/news/${item._id}`, {
      as: org,
      body: newsItem({ body: "Changed <b>body</b>", image: "" }),
    });
    expect(edit.json().pendingChange.values).toEqual({ body: "Changed <b>body</b>" });
    const list = await ctx.call("GET", "/news/approved");
    expect(list.json()[0].body).toBe("Ten thousand people.\n\nRead more: https://lab.example");
    const discarded = await ctx.call("PATCH", `/news/${item._id}/pending-change`, {
      as: admin,
      body: {
        decision: "discard",
        proposedAt: edit.json().pendingChange.proposedAt,
        note: "Keep it as it was",
      },
    });
    expect(discarded.json().pendingChange).toBeNull();
    // Hidden again: gone from the public list and page.
    await ctx.call("PATCH", `/news/${item._id}/toggle-approval`, { as: admin, body: { approved: false } });
    expect((await ctx.call("GET", `/news/by-slug/${item.slug}`)).statusCode).toBe(404);
    await ctx.call("PATCH", `/news/${item._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: (await ctx.call("GET", `/news?q=skilling`, { as: admin })).json()[0].version,
      },
    });
    expect((await ctx.call("GET", `/news/by-slug/${item.slug}`)).statusCode).toBe(200);
  });

  it("the Atom feed lists the approved news", async () => {
    const feed = await ctx.app.inject({ method: "GET", url: "/news.atom" });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("application/atom+xml");
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(feed.body).toContain('<title type="text">Alliance launches skilling drive</title>');
    expect(feed.body).toContain("https://site.example/news/alliance-launches-skilling-drive");
  });

  it("delete -> trash -> restore", async () => {
    const item = await post("/news", newsItem({ title: "Gone for now" }), admin.auth);
    expect((await ctx.call("DELETE", `/news/${item._id}`, { as: admin })).statusCode).toBe(200);
    expect((await ctx.call("POST", `/news/${item._id}/restore`, { as: admin })).statusCode).toBe(200);
    expect((await ctx.call("GET", `/news/by-slug/${item.slug}`)).json()._id).toBe(item._id);
  });
});

describe("insights", () => {
  it("review, validation and the public list", async () => {
    expect(
      (await ctx.call("POST", "/insights", { as: org, body: insight({ link: "javascript:alert(1)" }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("POST", "/insights", { as: org, body: insight({ dateOfInsight: "May 2026" }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("POST", "/insights", { as: org, body: insight({ image: undefined }) })).statusCode,
    ).toBe(400);
    const item = await post("/insights", insight(), org.auth);
    expect((await ctx.call("GET", "/insights/approved")).json()).toEqual([]);
    expect((await ctx.call("DELETE", `/insights/${item._id}`, { as: other })).statusCode).toBe(403);
    const approved = await ctx.call("PATCH", `/insights/${item._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: item.version,
      },
    });
    expect(approved.statusCode).toBe(200);
    const list = (await ctx.call("GET", "/insights/approved?q=survey")).json();
    expect(list.map((row: { slug: string }) => row.slug)).toEqual(["state-of-ai-skills-2026"]);
    expect(list[0]).toMatchObject({ tags: ["survey", "skills"], organizationName: "Savannah AI Lab" });
  });
});

describe("JSON-LD", () => {
  it("an event is a schema.org Event", async () => {
    const page = (await ctx.call("GET", "/events/by-slug/ai-bootcamp-nairobi")).json();
    const ld = eventJsonLd(page, "https://site.example");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "AI Bootcamp Nairobi",
      startDate: "2026-06-10T06:00:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "iHub",
        address: { addressLocality: "Nairobi", addressCountry: "KE" },
      },
      organizer: { "@type": "Organization", name: "Savannah AI Lab" },
      url: "https://site.example/events/ai-bootcamp-nairobi",
    });
    const online = eventJsonLd(
      { ...page, eventType: "online", onlineLink: "https://meet.example/x" },
      "https://site.example",
    );
    expect(online.location).toEqual({ "@type": "VirtualLocation", url: "https://meet.example/x" });
  });

  it("a job is a schema.org JobPosting", async () => {
    const page = (await ctx.call("GET", "/jobs/approved?type=internship")).json()[0];
    const ld = jobPostingJsonLd(page, "https://site.example");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Open Internship",
      employmentType: "INTERN",
      validThrough: "2026-06-30T23:59:59+03:00",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Eldoret", addressCountry: "KE" } },
    });
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("sitemap", () => {
  it("lists every published item with its last change, not the waiting ones", async () => {
    const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>",
    );
    mkdirSync(join(dist, "server"));
    writeFileSync(
      join(dist, "server", "entry-server.js"),
      'export const readsQuery = () => false; export async function loadPage() { return { notFound: true }; } export function pageMetaFor(path) { return { path, title: "t", description: "d" }; } export async function render() { return { html: "" }; }',
    );
    const web = await createTestApp(
      { PUBLIC_URL: "https://site.example", WEB_DIST: dist },
      { serveWeb: true },
    );
    try {
      const adminWeb = await createUserWithToken(web, { isAdmin: true });
      const orgWeb = await createUserWithToken(web, { organizationName: "Waiting Org" });
      const headers = (auth: Auth) => ({ headers: auth });
      const published = await web.app.inject({
        method: "POST",
        url: "/api/v1/jobs",
        ...headers(adminWeb.auth),
        payload: job({ title: "Published Job" }),
      });
      expect(published.statusCode).toBe(201);
      await web.app.inject({
        method: "POST",
        url: "/api/v1/jobs",
        ...headers(orgWeb.auth),
        payload: job({ title: "Waiting Job" }),
      });
      const sitemap = await web.app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toMatch(/<loc>https:\/\/site\.example\/jobs\/published-job<\/loc><lastmod>\d{4}-/);
      expect(sitemap.body).not.toContain("waiting-job");
    } finally {
      await web.close();
    }
  });
});
