// Addresses belong to published items (docs/decisions/0033-security-round-4.md): a
// draft holds no slug, so it cannot take an address ahead of the item it belongs to; the slug is
// given at first approval and kept through hiding; a deleted item's slug stays reserved while it
// is in the trash, and its restore puts the same address back; an organisation's old slug answers
// 301 only when the organisation it leads to has a public page.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";

let ctx: TestContext;
type Auth = { authorization: string };
let admin: { auth: Auth };
let org: { auth: Auth };
let image: string;

beforeAll(async () => {
  ctx = await createTestApp();
  image = await storedImageUrl(ctx.database.db);
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  org = await createUserWithToken(ctx, { organizationName: "Slug Lab" });
});
afterAll(async () => {
  await ctx?.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  auth?: Auth,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(auth ? { headers: auth } : {}),
    ...(payload ? { payload } : {}),
  });
const news = (title: string) => ({ title, body: "Text.", image });

async function write(auth: Auth, title: string) {
  const created = await call("POST", "/news", auth, news(title));
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { _id: string; slug: string; version: number };
}
async function approve(id: string) {
  const item = (await call("GET", `/news?pageSize=100`, admin.auth))
    .json()
    .find((row: { _id: string }) => row._id === id);
  const approved = await call("PATCH", `/news/${id}/toggle-approval`, admin.auth, {
    approved: true,
    version: item.version,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json() as { slug: string };
}

describe("content slugs", () => {
  it("a draft holds no address; the published item gets the plain one at its first approval", async () => {
    const squatter = await write(org.auth, "Annual Report");
    expect(squatter.slug).toBe("");
    const real = await write(admin.auth, "Annual Report");
    expect(real.slug).toBe("annual-report");
    // Approved later, the draft gets the next free address, never the published one's.
    expect((await approve(squatter._id)).slug).toBe("annual-report-2");
    expect((await call("GET", "/news/by-slug/annual-report")).json()._id).toBe(real._id);
  });

  it("the slug given at first approval is kept when hidden and published again", async () => {
    const item = await write(org.auth, "Kept Address");
    expect((await approve(item._id)).slug).toBe("kept-address");
    await call("PATCH", `/news/${item._id}/toggle-approval`, admin.auth, { approved: false });
    expect((await call("GET", "/news/by-slug/kept-address")).statusCode).toBe(404);
    // Another item with the title cannot take the hidden item's address.
    expect((await write(admin.auth, "Kept Address")).slug).toBe("kept-address-2");
    expect((await approve(item._id)).slug).toBe("kept-address");
  });

  it("a deleted item's slug stays reserved while in the trash, and comes back with its restore", async () => {
    const item = await write(admin.auth, "Trashed Address");
    expect(item.slug).toBe("trashed-address");
    expect((await call("DELETE", `/news/${item._id}`, admin.auth)).statusCode).toBe(200);
    expect((await call("GET", "/news/by-slug/trashed-address")).statusCode).toBe(404);
    const other = await write(admin.auth, "Trashed Address");
    expect(other.slug).toBe("trashed-address-2");
    expect((await call("POST", `/news/${item._id}/restore`, admin.auth)).statusCode).toBe(200);
    expect((await call("GET", "/news/by-slug/trashed-address")).json()._id).toBe(item._id);
    // Out of the trash for good (its 30 days over), the address is free again.
    expect((await call("DELETE", `/news/${item._id}`, admin.auth)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update trash set deleted_at = now() - interval '31 days'`);
    expect((await write(admin.auth, "Trashed Address")).slug).toBe("trashed-address");
  });
});

describe("an organisation's old slug", () => {
  it("answers 301 only when the organisation it leads to is public, else 404", async () => {
    const hidden = await createUserWithToken(ctx, { organizationName: "Quiet Org" });
    const id = (await call("GET", "/organizations/me", hidden.auth)).json()._id;
    const renamed = await call("PUT", `/organizations/${id}`, admin.auth, { name: "Quiet Renamed Org" });
    expect(renamed.json().slug).toBe("quiet-renamed-org");
    // Nothing published: neither the old address nor the new one shows anything.
    expect((await call("GET", "/public/organizations/quiet-org")).statusCode).toBe(404);
    expect((await call("GET", "/public/organizations/quiet-renamed-org")).statusCode).toBe(404);
    // Once it has something published, the old address leads to its page.
    await approve((await write(hidden.auth, "Quiet news"))._id);
    const moved = await call("GET", "/public/organizations/quiet-org");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/api/v1/public/organizations/quiet-renamed-org");
  });
});
