// A pledge an organisation proposes waits for an admin: the admins who want new submissions get an
// e-mail about it (in their language), as of a new application; an admin's own pledge sends none.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

const TODAY = new Date("2026-05-10T09:00:00Z");

describe("a proposed pledge's notice to the admins", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let adminSw: Awaited<ReturnType<typeof createUserWithToken>>;
  let org: Awaited<ReturnType<typeof createUserWithToken>>;
  let orgId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: "https://alliance.example.org" }, { clock: () => TODAY });
    admin = await createUserWithToken(ctx, { isAdmin: true, email: "chief@alliance.example" });
    adminSw = await createUserWithToken(ctx, { isAdmin: true, email: "mkuu@alliance.example" });
    expect((await ctx.call("PUT", "/users/me", { as: adminSw, body: { language: "sw" } })).statusCode).toBe(
      200,
    );
    org = await createUserWithToken(ctx, { organizationName: "Rift Valley Coders" });
    orgId = (await ctx.call("GET", "/organizations/me", { as: org })).json()._id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const notices = () => ctx.database.db.select().from(outbox).where(eq(outbox.kind, "new-pledge"));

  it("an organisation's proposal e-mails each admin in that admin's language; an admin's own pledge does not", async () => {
    const proposed = await ctx.call("PUT", `/organizations/${orgId}/pledge`, {
      as: org,
      body: { trained: 5000, certified: 1200, by: "2027-06-30" },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const sent = await notices();
    const english = sent.find((row) => row.toAddress === "chief@alliance.example");
    const swahili = sent.find((row) => row.toAddress === "mkuu@alliance.example");
    expect(english?.subject).toBe("New pledge waiting for review: Rift Valley Coders");
    expect(english?.textBody).toContain("5,000");
    expect(english?.textBody).toContain("30 June 2027");
    expect(english?.textBody).toContain("https://alliance.example.org/admin-organizations");
    expect(swahili?.subject).toBe("Ahadi mpya inasubiri ukaguzi: Rift Valley Coders");
    expect(swahili?.textBody).toContain("https://alliance.example.org/sw/login?next=%2Fadmin-organizations");
    expect(sent.some((row) => row.toAddress === org.user.email)).toBe(false);

    const before = sent.length;
    const own = await ctx.call("PUT", `/organizations/${orgId}/pledge`, {
      as: admin,
      body: { trained: 6000, certified: 1500, by: "2027-06-30" },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await notices()).toHaveLength(before);
  });
});
