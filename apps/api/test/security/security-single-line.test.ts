// Single-line fields refuse control characters: a
// name with "\r\nBcc: ..." would show as a fake header line in the admins' notification e-mail.
// Each refusal is a 400 naming the field, and changes nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";

describe("single-line fields", () => {
  let ctx: TestContext;
  let admin: { auth: { authorization: string } };
  beforeAll(async () => {
    ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
    admin = await createUserWithToken(ctx, { isAdmin: true });
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object, auth?: { authorization: string }) =>
    ctx.app.inject({ method: "POST", url: `/api/v1${url}`, payload, ...(auth ? { headers: auth } : {}) });
  const count = async (table: string) =>
    Number(
      (
        (await ctx.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    );
  const application = {
    firstName: "Amina",
    surName: "Otieno",
    role: "Director",
    email: "amina@single-line.example",
    phone: "0712 345 678",
    organizationName: "Single Line Org",
    website: "https://single-line.example",
  };

  it("refuses CR, LF and other control characters in names, organisations, roles and titles", async () => {
    const cases: Array<[string, object, string, boolean]> = [
      ["/members", { ...application, firstName: "Amina\r\nBcc: all@evil.example" }, "firstName", false],
      ["/members", { ...application, organizationName: "Org\nX-Header: 1" }, "organizationName", false],
      ["/members", { ...application, role: "CTO\u0007" }, "role", false],
      [
        "/requests",
        {
          firstName: "A",
          surName: "B\r\nBcc: x@evil.example",
          email: "a@b.example",
          phone: "0712345678",
          organizationName: "O",
          message: "Hi",
        },
        "surName",
        false,
      ],
      [
        "/users/register",
        {
          username: "Eve\r\nBcc: x@evil.example",
          email: "eve@x.example",
          phone: "0712345678",
          organizationName: "O",
        },
        "username",
        true,
      ],
      ["/organizations", { name: "Evil\nOrg" }, "name", true],
      ["/reports", { year: 2024, quarter: "Q1", organizationName: "Evil\r\nOrg" }, "organizationName", true],
    ];
    const before = await Promise.all(["members", "requests", "users", "organizations", "reports"].map(count));
    for (const [url, payload, field, staff] of cases) {
      const res = await post(url, payload, staff ? admin.auth : undefined);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(JSON.stringify(res.json()), `${url} ${field}`).toContain(field);
    }
    expect(
      await Promise.all(["members", "requests", "users", "organizations", "reports"].map(count)),
    ).toEqual(before);
  });

  it("refuses Unicode's line breaks too: NEL (U+0085), U+2028 and U+2029", async () => {
    const before = await Promise.all(["members", "requests", "organizations", "news"].map(count));
    for (const separator of ["\u0085", "\u2028", "\u2029"]) {
      const cases: Array<[string, object, string, boolean]> = [
        [
          "/members",
          { ...application, firstName: `Amina${separator}Bcc: x@evil.example` },
          "firstName",
          false,
        ],
        ["/members", { ...application, organizationName: `Org${separator}X` }, "organizationName", false],
        [
          "/requests",
          {
            firstName: "A",
            surName: `B${separator}C`,
            email: "a@b.example",
            phone: "0712345678",
            organizationName: "O",
            message: "Hi",
          },
          "surName",
          false,
        ],
        ["/organizations", { name: `Evil${separator}Org` }, "name", true],
        ["/news", { title: `News${separator}title`, body: "Body", image: "" }, "title", true],
      ];
      for (const [url, payload, field, staff] of cases) {
        const res = await post(url, payload, staff ? admin.auth : undefined);
        expect(res.statusCode, `${url} ${field} ${separator.codePointAt(0)}`).toBe(400);
        expect(JSON.stringify(res.json()), `${url} ${field}`).toContain(field);
      }
    }
    expect(await Promise.all(["members", "requests", "organizations", "news"].map(count))).toEqual(before);
  });

  it("keeps line breaks in multi-line text (a request's message)", async () => {
    const res = await post("/requests", {
      firstName: "A",
      surName: "B",
      email: "multi@line.example",
      phone: "0712345678",
      organizationName: "O",
      message: "First line\nSecond line",
    });
    expect(res.statusCode).toBe(201);
  });
});
