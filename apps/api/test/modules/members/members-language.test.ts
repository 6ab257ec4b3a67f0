// A membership application keeps the language it was sent in, so its acknowledgement is written
// in it (docs/decisions/0030-language-of-e-mails-and-accounts.md): the page's language the form
// sends, else the browser's Accept-Language, else English. Admins see it; a bad value is refused.
import { LANGUAGE_MESSAGE } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
let applicants = 0;

/** A complete application from a new person of a new organisation. */
const application = (extra: object = {}) => {
  applicants += 1;
  return {
    firstName: "Wanjiru",
    surName: "Kamau",
    role: "Mkurugenzi",
    email: `wanjiru${applicants}@shirika${applicants}.example`,
    phone: "0712345678",
    organizationName: `Shirika ${applicants}`,
    website: `https://shirika${applicants}.example`,
    ...extra,
  };
};

const apply = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/members", payload, headers });
const storedLanguage = async (id: string) => {
  const [row] = await ctx.database.db.select().from(members).where(eq(members.id, id));
  return row?.language;
};

beforeAll(async () => {
  ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
  admin = await createUserWithToken(ctx, { isAdmin: true });
}, 180_000);
afterAll(async () => {
  await ctx.close();
}, 180_000);

describe("the language of a membership application", () => {
  it("is the one the form sends, whatever the browser prefers", async () => {
    const res = await apply(application({ language: "sw" }), { "accept-language": "en-GB,en;q=0.9" });
    expect(res.statusCode).toBe(201);
    expect(await storedLanguage(res.json()._id)).toBe("sw");
    const english = await apply(application({ language: "en" }), { "accept-language": "sw-KE" });
    expect(await storedLanguage(english.json()._id)).toBe("en");
  });

  it("without one, is the one Accept-Language prefers", async () => {
    const res = await apply(application(), { "accept-language": "fr;q=0.9, sw-KE;q=0.8, en;q=0.5" });
    expect(res.statusCode).toBe(201);
    expect(await storedLanguage(res.json()._id)).toBe("sw");
  });

  it("is English when neither names a site language", async () => {
    const none = await apply(application());
    expect(none.statusCode).toBe(201);
    expect(await storedLanguage(none.json()._id)).toBe("en");
    const french = await apply(application(), { "accept-language": "fr-FR, de;q=0.5" });
    expect(await storedLanguage(french.json()._id)).toBe("en");
  });

  it("refuses an unknown language with a clear 400 and stores nothing", async () => {
    const before = await ctx.database.db.$count(members);
    for (const language of ["fr", "SW", "", 1, null]) {
      const res = await apply(application({ language }), { "accept-language": "sw" });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json()).toMatchObject({
        message: LANGUAGE_MESSAGE,
        issues: [{ path: "body.language", message: LANGUAGE_MESSAGE }],
      });
    }
    expect(await ctx.database.db.$count(members)).toBe(before);
  });

  it("shows admins the language an application came in", async () => {
    const res = await apply(application({ language: "sw", organizationName: "Shirika la Lugha" }));
    const list = await ctx.app.inject({
      url: "/api/v1/members?q=Shirika%20la%20Lugha",
      headers: admin.auth,
    });
    expect(list.json().find((row: { _id: string }) => row._id === res.json()._id)).toMatchObject({
      language: "sw",
    });
  });
});
