// The staff home's to-dos for news, events, jobs and insights
// (docs/decisions/0028-news-events-jobs-insights.md): counts of the staff lists filtered by review
// status, and for organisation users by their own organisation (`mine=true`), read from
// X-Total-Count. Signed out is refused; another organisation's waiting items are not counted as
// one's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";

let ctx: TestContext;
type Auth = { authorization: string };
let admin: { auth: Auth };
let lab: { auth: Auth };
let other: { auth: Auth };
let image: string;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://site.example" });
  image = await storedImageUrl(ctx.database.db);
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  lab = await createUserWithToken(ctx, { organizationName: "Todo Lab" });
  other = await createUserWithToken(ctx, { organizationName: "Todo Other" });
});
afterAll(async () => {
  await ctx?.close();
});

const ITEMS: Record<string, (title: string) => Record<string, unknown>> = {
  news: (title) => ({ title, body: "Text.", image }),
  events: (title) => ({
    title,
    description: "Talks.",
    image,
    eventType: "online",
    startDate: "2099-06-10T06:00:00Z",
    endDate: "2099-06-10T08:00:00Z",
  }),
  jobs: (title) => ({
    title,
    about: "Work.",
    type: "internship",
    workMode: "hybrid",
    location: "Nakuru",
    howToApply: "https://lab.example/apply",
    closingDate: "2099-01-31",
  }),
  insights: (title) => ({
    title,
    image,
    dateOfInsight: "2026-05-01",
    summary: "Found.",
    methodology: "Asked.",
    link: "https://lab.example/report",
  }),
};

/** The to-do's count: the staff list's total for these filters. */
async function count(type: string, filters: string, auth?: Auth): Promise<number | string> {
  const response = await ctx.call("GET", `/${type}?${filters}&page=1&pageSize=1`, { headers: auth });
  return response.statusCode === 200 ? Number(response.headers["x-total-count"]) : response.statusCode;
}

describe("staff home to-dos of news, events, jobs and insights", () => {
  for (const type of Object.keys(ITEMS)) {
    it(`${type}: own items waiting and with a change waiting, for their organisation and for admins`, async () => {
      const item = ITEMS[type]!;
      const adminPending = Number(await count(type, "status=pending", admin.auth));
      const adminChanges = Number(await count(type, "status=changes", admin.auth));

      const waiting = await ctx.call("POST", `/${type}`, { as: lab, body: item("Lab waiting") });
      expect(waiting.statusCode, waiting.body).toBe(201);
      const published = await ctx.call("POST", `/${type}`, { as: lab, body: item("Lab published") });
      const approved = await ctx.call("PATCH", `/${type}/${published.json()._id}/toggle-approval`, {
        as: admin,
        body: {
          approved: true,
          version: published.json().version,
        },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const edited = await ctx.call("PUT", `/${type}/${published.json()._id}`, {
        as: lab,
        body: item("Lab published, retitled"),
      });
      expect(edited.json().pendingChange).toBeTruthy();
      expect(
        (await ctx.call("POST", `/${type}`, { as: other, body: item("Other waiting") })).statusCode,
      ).toBe(201);

      // The organisation's own: one waiting for review, one with a change waiting.
      expect(await count(type, "status=pending&mine=true", lab.auth)).toBe(1);
      expect(await count(type, "status=changes&mine=true", lab.auth)).toBe(1);
      // Another organisation's user counts only its own.
      expect(await count(type, "status=pending&mine=true", other.auth)).toBe(1);
      expect(await count(type, "status=changes&mine=true", other.auth)).toBe(0);
      // Admins count every organisation's.
      expect(await count(type, "status=pending", admin.auth)).toBe(adminPending + 2);
      expect(await count(type, "status=changes", admin.auth)).toBe(adminChanges + 1);
      // Signed out: refused; a status that does not exist: a clear 400.
      expect(await count(type, "status=pending&mine=true")).toBe(401);
      expect(await count(type, "status=waiting", lab.auth)).toBe(400);
    });
  }
});

// Issue 37 item 5 (docs/decisions/0033-security-round-4.md): an organisation user's staff list
// holds its own organisation's items in every state and others' only when approved.
describe("other organisations' unpublished items stay theirs", () => {
  const call = (method: "GET" | "POST" | "PATCH", url: string, auth: Auth, body?: object) =>
    ctx.call(method, url, { as: { auth }, body });
  const titles = (response: { json(): Array<{ title: string }> }) =>
    response
      .json()
      .map((item) => item.title)
      .filter((title) => title.startsWith("Seen "))
      .sort();

  for (const type of Object.keys(ITEMS)) {
    it(`${type}: own in every state, others' only approved; admins see all`, async () => {
      const item = ITEMS[type]!;
      const create = async (auth: Auth, title: string, approve: boolean) => {
        const created = await call("POST", `/${type}`, auth, item(title));
        expect(created.statusCode, created.body).toBe(201);
        if (approve) {
          const approved = await call("PATCH", `/${type}/${created.json()._id}/toggle-approval`, admin.auth, {
            approved: true,
            version: created.json().version,
          });
          expect(approved.statusCode, approved.body).toBe(200);
        }
      };
      await create(lab.auth, "Seen lab draft", false);
      await create(lab.auth, "Seen lab published", true);
      await create(other.auth, "Seen other draft", false);
      await create(other.auth, "Seen other published", true);
      // Hidden again after approval: unpublished, so the other organisation no longer lists it.
      await create(other.auth, "Seen other hidden", true);
      const hidden = (await call("GET", `/${type}?q=hidden`, other.auth)).json()[0];
      await call("PATCH", `/${type}/${hidden._id}/toggle-approval`, admin.auth, { approved: false });

      const list = (auth: Auth, query = "") => call("GET", `/${type}?pageSize=100${query}`, auth);
      expect(titles(await list(lab.auth))).toEqual([
        "Seen lab draft",
        "Seen lab published",
        "Seen other published",
      ]);
      expect(titles(await list(other.auth))).toEqual([
        "Seen lab published",
        "Seen other draft",
        "Seen other hidden",
        "Seen other published",
      ]);
      // No status filter reveals them either.
      for (const status of ["pending", "changes", "approved"]) {
        expect(titles(await list(lab.auth, `&status=${status}`))).not.toContain("Seen other draft");
      }
      expect(Number((await list(lab.auth, "&status=pending")).headers["x-total-count"])).toBe(
        (await list(lab.auth, "&status=pending&mine=true")).json().length,
      );
      expect(titles(await list(admin.auth))).toHaveLength(5);
    });
  }
});
