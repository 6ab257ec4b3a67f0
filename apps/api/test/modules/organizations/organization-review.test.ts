// Nothing an organisation writes is public before review (
// docs/decisions/0033-security-round-4.md): an organisation user's website waits beside the
// approved one until an admin approves it (naming its proposedAt), an admin's applies at once; an
// anonymous membership application creates no organisation until it is approved.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";

type Auth = { authorization: string };
let ctx: TestContext;
let admin: { auth: Auth };
let org: { auth: Auth };
let colleague: { auth: Auth };
let stranger: { auth: Auth };
let orgId: string;

const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, auth?: Auth, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(auth ? { headers: auth } : {}),
    ...(payload ? { payload } : {}),
  });
const organizationCount = async () =>
  Number(
    (
      (await ctx.database.db.execute(sql`select count(*)::int as n from organizations`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n,
  );

beforeAll(async () => {
  ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
  org = await createUserWithToken(ctx, { organizationName: "Website Lab" });
  colleague = await createUserWithToken(ctx, { organizationName: "Website Lab" });
  stranger = await createUserWithToken(ctx, { organizationName: "Other Lab" });
  orgId = (await call("GET", "/organizations/me", org.auth)).json()._id;
  await call("PUT", `/organizations/${orgId}`, admin.auth, { website: "https://approved.example" });
  // A published news item gives the organisation its public page.
  const image = await storedImageUrl(ctx.database.db);
  const item = (await call("POST", "/news", org.auth, { title: "Lab news", body: "Text.", image })).json();
  await call("PATCH", `/news/${item._id}/toggle-approval`, admin.auth, {
    approved: true,
    version: item.version,
  });
});
afterAll(() => ctx?.close());

const publicWebsite = async () => (await call("GET", "/public/organizations/website-lab")).json().website;

describe("an organisation's website", () => {
  it("an organisation user's change waits beside the approved one; the public page keeps the approved", async () => {
    const proposed = await call("PUT", `/organizations/${orgId}`, org.auth, {
      website: "https://phish.example",
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().website).toBe("https://approved.example");
    expect(proposed.json().pendingWebsite).toMatchObject({ website: "https://phish.example" });
    expect(await publicWebsite()).toBe("https://approved.example");
    const listed = (await call("GET", "/public/organizations?pageSize=100")).json();
    expect(JSON.stringify(listed)).not.toContain("phish.example");
    expect(JSON.stringify((await call("GET", "/public/organizations/website-lab")).json())).not.toContain(
      "phish",
    );
  });

  it("only an admin decides, naming the proposal: missing 400, swapped 409 (nothing published)", async () => {
    const seen = (await call("GET", `/organizations/${orgId}`, admin.auth)).json().pendingWebsite;
    const decide = (auth: Auth | undefined, body: object) =>
      call("PATCH", `/organizations/${orgId}/website`, auth, body);
    const approve = { decision: "approve", proposedAt: seen.proposedAt };
    expect((await decide(undefined, approve)).statusCode).toBe(401);
    expect((await decide(org.auth, approve)).statusCode).toBe(403);
    expect((await decide(stranger.auth, approve)).statusCode).toBe(403);
    expect((await decide(admin.auth, { decision: "approve" })).statusCode).toBe(400);
    // A colleague swaps in another address before the admin's click.
    const swapped = (
      await call("PUT", `/organizations/${orgId}`, colleague.auth, { website: "https://other-phish.example" })
    ).json().pendingWebsite;
    expect(swapped.proposedAt).not.toBe(seen.proposedAt);
    expect((await decide(admin.auth, approve)).statusCode).toBe(409);
    expect(await publicWebsite()).toBe("https://approved.example");
    // Discarding what is waiting now keeps the approved website.
    const discarded = await decide(admin.auth, { decision: "discard", proposedAt: swapped.proposedAt });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ website: "https://approved.example", pendingWebsite: null });
    expect(
      (await decide(admin.auth, { decision: "discard", proposedAt: swapped.proposedAt })).statusCode,
    ).toBe(409);

    const next = (
      await call("PUT", `/organizations/${orgId}`, org.auth, { website: "https://new.example" })
    ).json();
    const approved = await decide(admin.auth, {
      decision: "approve",
      proposedAt: next.pendingWebsite.proposedAt,
    });
    expect(approved.json()).toMatchObject({ website: "https://new.example", pendingWebsite: null });
    expect(await publicWebsite()).toBe("https://new.example");
    const audit = (await call("GET", `/audit?entity=organization&entityId=${orgId}`, admin.auth)).json();
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(["approve-website", "discard-website"]),
    );
  });

  it("an admin's change applies at once and settles a waiting one; the approved value withdraws a proposal", async () => {
    await call("PUT", `/organizations/${orgId}`, org.auth, { website: "https://waiting.example" });
    const withdrawn = await call("PUT", `/organizations/${orgId}`, org.auth, {
      website: "https://new.example",
    });
    expect(withdrawn.json().pendingWebsite).toBeNull();
    await call("PUT", `/organizations/${orgId}`, org.auth, { website: "https://waiting.example" });
    const direct = await call("PUT", `/organizations/${orgId}`, admin.auth, {
      website: "https://admin.example",
    });
    expect(direct.json()).toMatchObject({ website: "https://admin.example", pendingWebsite: null });
    expect(await publicWebsite()).toBe("https://admin.example");
  });
});

describe("an anonymous membership application", () => {
  const application = {
    firstName: "Amina",
    surName: "Otieno",
    role: "Director",
    email: "amina@brand-new.example",
    phone: "0712 345 678",
    organizationName: "Brand New Applicant Org",
    website: "https://brand-new.example",
  };

  it("creates no organisation (nothing for pickers, near matches, slugs or pages) until approved", async () => {
    const before = await organizationCount();
    const sent = await call("POST", "/members", undefined, application);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await organizationCount()).toBe(before);
    expect((await call("GET", "/organizations?q=Brand", admin.auth)).json()).toEqual([]);
    expect((await call("GET", "/public/organizations/brand-new-applicant-org")).statusCode).toBe(404);
    // No near match either: an admin may create a similar name without being stopped by it.
    expect(
      (await call("POST", "/organizations", admin.auth, { name: "Brand New Applicant Orgs" })).statusCode,
    ).toBe(201);
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, sent.json()._id));
    expect(row!.organizationId).toBeNull();
    expect(row!.organizationName).toBe("Brand New Applicant Org");

    const approved = await call("PATCH", `/members/${row!.id}/toggle-approval`, admin.auth, {
      approved: true,
      version: row!.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [linked] = await ctx.database.db.select().from(members).where(eq(members.id, row!.id));
    expect(linked!.organizationId).not.toBeNull();
    const found = (await call("GET", "/organizations?q=Brand New Applicant Org", admin.auth)).json();
    expect(found.map((o: { name: string }) => o.name)).toContain("Brand New Applicant Org");
    expect((await call("GET", "/public/organizations/brand-new-applicant-org")).statusCode).toBe(200);
  });

  it("an application naming an existing organisation is linked to it (no new row)", async () => {
    const before = await organizationCount();
    const sent = await call("POST", "/members", undefined, {
      ...application,
      email: "amina@website-lab.example",
      organizationName: "  website LAB ",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await organizationCount()).toBe(before);
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, sent.json()._id));
    expect(row!.organizationId).toBe(orgId);
  });
});
