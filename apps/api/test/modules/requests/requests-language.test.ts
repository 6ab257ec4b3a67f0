// An information request keeps the language it was sent in, so its acknowledgement is written in
// it (docs/decisions/0030-language-of-e-mails-and-accounts.md): the page's language the form
// sends, else the browser's Accept-Language, else English. Admins see it; a bad value is refused.
import { LANGUAGE_MESSAGE } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requests } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;

const form = {
  firstName: "Baraka",
  surName: "Otieno",
  email: "baraka@shule.example",
  phone: "0711111111",
  organizationName: "Shule ya Msingi Kisumu",
  message: "Tungependa kujua jinsi ya kujiunga.",
};

const send = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/requests", payload, headers });
const storedLanguage = async (id: string) => {
  const [row] = await ctx.database.db.select().from(requests).where(eq(requests.id, id));
  return row?.language;
};

beforeAll(async () => {
  ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
  admin = await createUserWithToken(ctx, { isAdmin: true });
}, 180_000);
afterAll(async () => {
  await ctx.close();
}, 180_000);

describe("the language of an information request", () => {
  it("is the one the form sends, whatever the browser prefers", async () => {
    const res = await send({ ...form, language: "sw" }, { "accept-language": "en" });
    expect(res.statusCode).toBe(201);
    expect(await storedLanguage(res.json()._id)).toBe("sw");
    const english = await send({ ...form, language: "en" }, { "accept-language": "sw" });
    expect(await storedLanguage(english.json()._id)).toBe("en");
  });

  it("without one, is the one Accept-Language prefers", async () => {
    const res = await send(form, { "accept-language": "sw-KE,sw;q=0.9,en;q=0.8" });
    expect(res.statusCode).toBe(201);
    expect(await storedLanguage(res.json()._id)).toBe("sw");
  });

  it("is English when neither names a site language", async () => {
    const none = await send(form);
    expect(await storedLanguage(none.json()._id)).toBe("en");
    const other = await send(form, { "accept-language": "ar, *;q=0.1" });
    expect(await storedLanguage(other.json()._id)).toBe("en");
  });

  it("refuses an unknown language with a clear 400 and stores nothing", async () => {
    const before = await ctx.database.db.$count(requests);
    for (const language of ["swahili", "en-KE", "", false]) {
      const res = await send({ ...form, language }, { "accept-language": "sw" });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json()).toMatchObject({
        message: LANGUAGE_MESSAGE,
        issues: [{ path: "body.language", message: LANGUAGE_MESSAGE }],
      });
    }
    expect(await ctx.database.db.$count(requests)).toBe(before);
  });

  it("shows admins the language a request came in", async () => {
    const res = await send({ ...form, language: "sw", organizationName: "Chama cha Lugha" });
    const list = await ctx.app.inject({ url: "/api/v1/requests?q=Chama%20cha%20Lugha", headers: admin.auth });
    expect(list.json().find((row: { _id: string }) => row._id === res.json()._id)).toMatchObject({
      language: "sw",
    });
  });
});
