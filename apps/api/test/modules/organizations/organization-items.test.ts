// An organisation's items on the public lists (docs/decisions/0028-news-events-jobs-insights.md):
// GET /{news|events|jobs|insights}/approved?organization=<slug> keeps the items of the
// organisation whose public page has that address, as its page and its "All its ..." links read
// them. Nothing waiting for review, nobody else's; an old address (before a rename) still works, an
// unknown one lists nothing, a bad one is a clear 400. A published item gives its organisation a
// public page.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";

let ctx: TestContext;
type Auth = { authorization: string };
let admin: { auth: Auth };
let lab: { auth: Auth };
let other: { auth: Auth };
let labSlug: string;
/** The app's clock. */
const now = new Date("2026-06-01T09:00:00Z");

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://site.example" }, { clock: () => now });
  const image = await storedImageUrl(ctx.database.db);
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  lab = await createUserWithToken(ctx, { organizationName: "Rift Valley AI Lab" });
  other = await createUserWithToken(ctx, { organizationName: "Coast Coders" });
  labSlug = (await ctx.call("GET", "/organizations/me", { as: lab })).json().slug;

  const post = async (type: string, payload: object, who: Auth, approve = true) => {
    const created = await ctx.call("POST", `/${type}`, { headers: who, body: payload });
    expect(created.statusCode, created.body).toBe(201);
    if (!approve) return;
    const approved = await ctx.call("PATCH", `/${type}/${created.json()._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: created.json().version,
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  };
  const event = (title: string, startDate: string, endDate: string) => ({
    title,
    description: "Talks.",
    image,
    eventType: "online",
    startDate,
    endDate,
  });
  const job = (title: string, closingDate: string) => ({
    title,
    about: "Work.",
    type: "contract",
    workMode: "remote",
    location: "Eldoret",
    howToApply: "https://lab.example/apply",
    closingDate,
  });
  const insight = (title: string) => ({
    title,
    image,
    dateOfInsight: "2026-05-01",
    summary: "Found.",
    methodology: "Asked.",
    link: "https://lab.example/report",
  });
  for (const who of [lab.auth, other.auth]) {
    const of = who === lab.auth ? "Lab" : "Other";
    await post("news", { title: `${of} news`, body: "Text.", image }, who);
    await post("events", event(`${of} upcoming event`, "2026-07-01T06:00:00Z", "2026-07-01T09:00:00Z"), who);
    await post("events", event(`${of} past event`, "2026-05-01T06:00:00Z", "2026-05-01T09:00:00Z"), who);
    await post("jobs", job(`${of} open job`, "2026-06-30"), who);
    await post("jobs", job(`${of} closed job`, "2026-05-31"), who);
    await post("insights", insight(`${of} insight`), who);
  }
  await post("news", { title: "Lab news waiting", body: "Text.", image }, lab.auth, false);
});
afterAll(async () => {
  await ctx?.close();
});

async function titles(path: string): Promise<string[]> {
  const response = await ctx.call("GET", path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((item: { title: string }) => item.title);
}

describe("public lists narrowed to one organisation", () => {
  it("keep its published items only, as its page reads them", async () => {
    expect(labSlug).toBe("rift-valley-ai-lab");
    expect(await titles(`/news/approved?organization=${labSlug}`)).toEqual(["Lab news"]);
    expect(await titles(`/insights/approved?organization=${labSlug}`)).toEqual(["Lab insight"]);
    // Its page shows upcoming events and open jobs; its lists also have the past ones on request.
    expect(await titles(`/events/approved?organization=${labSlug}&when=upcoming`)).toEqual([
      "Lab upcoming event",
    ]);
    expect(await titles(`/events/approved?organization=${labSlug}`)).toEqual([
      "Lab upcoming event",
      "Lab past event",
    ]);
    expect(await titles(`/jobs/approved?organization=${labSlug}`)).toEqual(["Lab open job"]);
    expect((await titles(`/jobs/approved?organization=${labSlug}&includeClosed=true`)).sort()).toEqual([
      "Lab closed job",
      "Lab open job",
    ]);
    // The address in another case is the same organisation; the total counts its items only.
    const upper = await ctx.call("GET", `/news/approved?organization=${labSlug.toUpperCase()}&pageSize=1`);
    expect(upper.json().map((item: { title: string }) => item.title)).toEqual(["Lab news"]);
    expect(upper.headers["x-total-count"]).toBe("1");
    // Each item names its organisation's page, which its page links to.
    expect(upper.json()[0].organizationSlug).toBe(labSlug);
    const bySlug = await ctx.call(
      "GET",
      `/jobs/by-slug/${(await ctx.call("GET", `/jobs/approved?organization=${labSlug}`)).json()[0].slug}`,
    );
    expect(bySlug.json()).toMatchObject({
      organizationName: "Rift Valley AI Lab",
      organizationSlug: labSlug,
    });
    // Without the filter: everyone's.
    expect((await titles("/news/approved")).sort()).toEqual(["Lab news", "Other news"]);
  });

  it("a published item gives its organisation a public page; an item waiting for review does not", async () => {
    // Neither has a member record or a report: their items alone.
    const page = await ctx.call("GET", `/public/organizations/${labSlug}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().name).toBe("Rift Valley AI Lab");
    const waiting = await createUserWithToken(ctx, { organizationName: "Only Waiting Org" });
    const created = await ctx.call("POST", "/jobs", {
      as: waiting,
      body: {
        title: "Waiting job",
        about: "Work.",
        type: "contract",
        workMode: "remote",
        location: "Eldoret",
        howToApply: "https://wait.example/apply",
        closingDate: "2026-06-30",
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await ctx.call("GET", "/public/organizations/only-waiting-org")).statusCode).toBe(404);
    const listed = (await ctx.call("GET", "/public/organizations?pageSize=100")).json();
    const slugs = listed.map((organisation: { slug: string }) => organisation.slug);
    expect(slugs).toContain(labSlug);
    expect(slugs).not.toContain("only-waiting-org");
  });

  it("an organisation that still has items is not deleted: a clear 409, not a 500", async () => {
    const poster = await createUserWithToken(ctx, { organizationName: "Leaving Org" });
    const job = await ctx.call("POST", "/jobs", {
      as: poster,
      body: {
        title: "Last job",
        about: "Work.",
        type: "contract",
        workMode: "remote",
        location: "Eldoret",
        howToApply: "https://leave.example/apply",
        closingDate: "2026-06-30",
      },
    });
    expect(job.statusCode).toBe(201);
    // Its only user is gone: the job alone holds the organisation.
    await ctx.database.db.delete(users).where(eq(users.id, poster.user.id));
    const organizationId = job.json().organizationId as string;
    const refused = await ctx.call("DELETE", `/organizations/${organizationId}`, { as: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/1 job/);
  });

  it("keep listing an organisation's items at its old address after a rename", async () => {
    const me = (await ctx.call("GET", "/organizations/me", { as: lab })).json();
    const renamed = await ctx.call("PUT", `/organizations/${me._id}`, {
      as: admin,
      body: {
        name: "Rift Valley Machine Learning",
        createOrganization: true,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await titles("/news/approved?organization=rift-valley-machine-learning")).toEqual(["Lab news"]);
    expect(await titles(`/news/approved?organization=${labSlug}`)).toEqual(["Lab news"]);
  });

  it("list nothing for an unknown address and refuse a bad one with a clear 400", async () => {
    for (const type of ["news", "events", "jobs", "insights"]) {
      expect(await titles(`/${type}/approved?organization=nobody-here`)).toEqual([]);
      const bad = await ctx.call("GET", `/${type}/approved?organization=${"x".repeat(121)}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
  });
});
