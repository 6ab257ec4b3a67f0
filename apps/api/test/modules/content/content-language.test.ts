// Courses, jobs and events carry the language they are taught or written in (en, sw, both): stored,
// answered on the public lists and pages, filtered by a site language (that language or both), and
// a course's keywords are stored and searched by staff.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, events, jobs } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl, TEST_IMAGE, TEST_IMAGE_ID } from "../../image-fixture";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
const now = new Date("2026-06-01T09:00:00Z");

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  await storedImageUrl(ctx.database.db, TEST_IMAGE_ID);
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
});
afterAll(async () => {
  await ctx?.close();
});

const job = (title: string, language?: string) => ({
  title,
  about: "Build models.",
  type: "full-time",
  workMode: "remote",
  location: "Nairobi",
  howToApply: "jobs@lab.example",
  closingDate: "2026-06-30",
  ...(language ? { language } : {}),
});
const event = (title: string, language?: string) => ({
  title,
  description: "A day of practice.",
  image: TEST_IMAGE,
  eventType: "in-person",
  startDate: "2026-06-10T06:00:00Z",
  endDate: "2026-06-10T13:00:00Z",
  venue: "iHub",
  city: "Nairobi",
  ...(language ? { language } : {}),
});

async function post(path: string, body: object) {
  const res = await ctx.call("POST", path, { as: admin, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; slug: string; language: string };
}

const slugs = async (path: string) =>
  ((await ctx.call("GET", path)).json() as { slug: string }[]).map((row) => row.slug).sort();

describe("content language", () => {
  it("jobs: English by default, stored, answered and filtered by language (that language or both)", async () => {
    const english = await post("/jobs", job("Data Analyst"));
    const swahili = await post("/jobs", job("Mchambuzi wa Data", "sw"));
    const both = await post("/jobs", job("AI Trainer", "both"));
    expect(english.language).toBe("en");
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, swahili._id));
    expect(row?.language).toBe("sw");
    expect((await ctx.call("GET", `/jobs/by-slug/${both.slug}`)).json().language).toBe("both");
    expect(await slugs("/jobs/approved?language=sw")).toEqual([both.slug, swahili.slug].sort());
    expect(await slugs("/jobs/approved?language=en")).toEqual([both.slug, english.slug].sort());
    expect(await slugs("/jobs/approved")).toHaveLength(3);
    expect((await ctx.call("GET", "/jobs/approved?language=fr")).statusCode).toBe(400);
    expect((await ctx.call("POST", "/jobs", { as: admin, body: job("X", "fr") })).statusCode).toBe(400);
  });

  it("events: the same rule", async () => {
    const english = await post("/events", event("AI Bootcamp"));
    const swahili = await post("/events", event("Warsha ya AI", "sw"));
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, swahili._id));
    expect(row?.language).toBe("sw");
    expect(await slugs("/events/approved?language=sw")).toEqual([swahili.slug]);
    expect(await slugs("/events/approved?language=en")).toEqual([english.slug]);
  });

  it("courses: language and Kiswahili keywords are stored, public and searched by staff", async () => {
    const res = await ctx.call("POST", "/courses", {
      as: admin,
      body: {
        title: "AI for Farmers",
        desc: "Crop advice with AI.",
        link: "https://learn.example.org/farm",
        tag: "Agriculture",
        category: "Everyone",
        segment: "topic",
        image: TEST_IMAGE,
        language: "both",
        keywords: "kilimo, wakulima",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ language: "both", keywords: "kilimo, wakulima" });
    const publicList = (await ctx.call("GET", "/courses/approved")).json() as {
      _id: string;
      language: string;
      keywords: string;
    }[];
    expect(publicList.find((course) => course._id === id)).toMatchObject({
      language: "both",
      keywords: "kilimo, wakulima",
    });
    const found = (await ctx.call("GET", "/courses?q=kilimo", { as: admin })).json() as { _id: string }[];
    expect(found.map((course) => course._id)).toEqual([id]);
  });
});

describe("job pay", () => {
  it("an optional pay in KES with its period: both or neither; stored and answered", async () => {
    const paid = await ctx.call("POST", "/jobs", {
      as: admin,
      body: { ...job("Paid Internship"), payAmount: 25000, payPeriod: "month" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ payAmount: 25000, payCurrency: "KES", payPeriod: "month" });
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, paid.json()._id));
    expect(row).toMatchObject({ payAmount: 25000, payCurrency: "KES", payPeriod: "month" });
    const unpaid = await post("/jobs", job("Volunteer Mentor"));
    expect((await ctx.call("GET", `/jobs/by-slug/${unpaid.slug}`)).json()).toMatchObject({
      payAmount: null,
      payPeriod: null,
    });
    for (const bad of [
      { payAmount: 25000 },
      { payPeriod: "month" },
      { payAmount: -5, payPeriod: "month" },
      { payAmount: 10.5, payPeriod: "month" },
      { payAmount: 100, payPeriod: "fortnight" },
    ]) {
      const res = await ctx.call("POST", "/jobs", { as: admin, body: { ...job("Bad Pay"), ...bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
