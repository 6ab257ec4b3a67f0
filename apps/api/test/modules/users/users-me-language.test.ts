// PUT /users/me: a signed-in user chooses the language of their own e-mails; GET /users/me and
// sign-in answer it (docs/decisions/0030-language-of-e-mails-and-accounts.md).
import { LANGUAGE_MESSAGE } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

let ctx: TestContext;
type Staff = Awaited<ReturnType<typeof createUserWithToken>>;
let amina: Staff;
let otieno: Staff;
let admin: Staff;

const putMe = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "PUT", url: "/api/v1/users/me", payload: payload as object, headers });
const getMe = (headers: Record<string, string>) => ctx.app.inject({ url: "/api/v1/users/me", headers });
const storedLanguage = async (id: string) => {
  const [row] = await ctx.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return row?.language;
};

beforeAll(async () => {
  ctx = await createTestApp();
  amina = await createUserWithToken(ctx, { email: "amina@shirika.example" });
  otieno = await createUserWithToken(ctx, { email: "otieno@shirika.example" });
  admin = await createUserWithToken(ctx, { isAdmin: true });
}, 180_000);
afterAll(async () => {
  await ctx.close();
}, 180_000);

describe("PUT /users/me { language }", () => {
  it("is English until the user chooses", async () => {
    const me = await getMe(amina.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json().language).toBe("en");
  });

  it("changes the caller's language only, and GET /users/me answers it", async () => {
    const res = await putMe({ language: "sw" }, amina.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: amina.user.id, email: "amina@shirika.example", language: "sw" });
    expect(res.json()).not.toHaveProperty("passwordHash");
    expect((await getMe(amina.auth)).json().language).toBe("sw");
    expect(await storedLanguage(amina.user.id)).toBe("sw");
    // Nobody else's changed, and naming another user in the body changes nothing of theirs.
    expect(await storedLanguage(otieno.user.id)).toBe("en");
    const aimed = await putMe({ language: "en", _id: otieno.user.id, id: otieno.user.id }, amina.auth);
    expect(aimed.statusCode).toBe(200);
    expect(aimed.json()._id).toBe(amina.user.id);
    expect(await storedLanguage(amina.user.id)).toBe("en");
    expect(await storedLanguage(otieno.user.id)).toBe("en");
    await putMe({ language: "sw" }, otieno.auth);
    expect(await storedLanguage(otieno.user.id)).toBe("sw");
    expect(await storedLanguage(amina.user.id)).toBe("en");
  });

  it("leaves the rest of the account as it was", async () => {
    const before = (await getMe(admin.auth)).json();
    const res = await putMe(
      { language: "sw", isAdmin: false, username: "renamed", email: "x@y.example" },
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, language: "sw" });
  });

  it("refuses a signed-out caller with 401", async () => {
    expect((await putMe({ language: "sw" })).statusCode).toBe(401);
    expect((await putMe({ language: "sw" }, { authorization: "Bearer not-a-token" })).statusCode).toBe(401);
  });

  it("refuses an unknown or missing language with a clear 400 and changes nothing", async () => {
    await putMe({ language: "sw" }, amina.auth);
    for (const payload of [{ language: "fr" }, { language: "" }, { language: 2 }, {}]) {
      const res = await putMe(payload, amina.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        message: LANGUAGE_MESSAGE,
        issues: [{ path: "body.language", message: LANGUAGE_MESSAGE }],
      });
    }
    expect(await storedLanguage(amina.user.id)).toBe("sw");
  });
});
