// An admin returns an event or a job not yet public to its organisation with a note, as a report
// is returned: admin only, a note required, a public item refused (409); the organisation reads the
// note, is e-mailed, and its edit sends the item back for review; every step audited.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, jobs, outbox } from "../../../src/db/schema";
import { createTestApp, type TestContext, type TestUser } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";

let ctx: TestContext;
let admin: TestUser;
let org: TestUser;
let other: TestUser;
let image: string;

beforeAll(async () => {
  ctx = await createTestApp(
    { PUBLIC_URL: "https://site.example" },
    { clock: () => new Date("2026-06-01T09:00:00Z") },
  );
  image = await storedImageUrl(ctx.database.db);
  [admin, org, other] = (await ctx.users(
    { isAdmin: true, organizationName: "Alliance Secretariat" },
    { organizationName: "Return Lab", email: "author@returnlab.example" },
    { organizationName: "Other Lab" },
  )) as [TestUser, TestUser, TestUser];
});
afterAll(async () => {
  await ctx?.close();
});

const job = (fields: Record<string, unknown> = {}) => ({
  title: "Machine Learning Intern",
  about: "Learn with us.",
  type: "internship",
  workMode: "remote",
  location: "Nairobi",
  requirements: ["Python"],
  responsibilities: ["Label data"],
  howToApply: "https://returnlab.example/apply",
  closingDate: "2026-06-30",
  ...fields,
});
const event = (fields: Record<string, unknown> = {}) => ({
  title: "Return Lab Meetup",
  description: "An evening of talks.",
  image,
  eventType: "in-person",
  startDate: "2026-06-10T15:00:00Z",
  endDate: "2026-06-10T18:00:00Z",
  venue: "iHub",
  city: "Nairobi",
  registrationLink: "https://returnlab.example/register",
  ...fields,
});

const cases = [
  { path: "/jobs", table: jobs, entity: "job", body: job },
  { path: "/events", table: events, entity: "event", body: event },
] as const;

describe.each(cases)("PATCH $path/:id/return", ({ path, table, entity, body }) => {
  it("signed out 401, an organisation user 403 (its own or another's), no note 400, a bad or unknown id 404", async () => {
    const created = await ctx.call("POST", path, { as: org, body: body() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id;
    const note = { note: "Add the stipend." };
    expect((await ctx.call("PATCH", `${path}/${id}/return`, { body: note })).statusCode).toBe(401);
    expect((await ctx.call("PATCH", `${path}/${id}/return`, { as: org, body: note })).statusCode).toBe(403);
    expect((await ctx.call("PATCH", `${path}/${id}/return`, { as: other, body: note })).statusCode).toBe(403);
    for (const bad of [{}, { note: "" }, { note: "   " }, { note: 5 }, { note: "x".repeat(100_000) }, null]) {
      const res = await ctx.call("PATCH", `${path}/${id}/return`, { as: admin, body: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const noNote = await ctx.call("PATCH", `${path}/${id}/return`, { as: admin, body: {} });
    expect(noNote.json().message + JSON.stringify(noNote.json())).toContain("Write a note");
    // An id that is no id names no item.
    expect((await ctx.call("PATCH", `${path}/not-an-id/return`, { as: admin, body: note })).statusCode).toBe(
      404,
    );
    expect(
      (
        await ctx.call("PATCH", `${path}/00000000-0000-4000-8000-000000000000/return`, {
          as: admin,
          body: note,
        })
      ).statusCode,
    ).toBe(404);
    // Nothing was written by the refused calls.
    const [row] = await ctx.database.db.select().from(table).where(eq(table.id, id));
    expect(row!.returnedAt).toBeNull();
  });

  it("returns it with the note: stored, shown to its organisation only, e-mailed, audited; the organisation's edit sends it back for review", async () => {
    const created = await ctx.call("POST", path, { as: org, body: body({ title: `Returned ${entity}` }) });
    const id = created.json()._id;
    const returned = await ctx.call("PATCH", `${path}/${id}/return`, {
      as: admin,
      body: { note: "  Say who may apply.  " },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      approved: false,
      status: "returned",
      returned: { note: "Say who may apply.", by: admin.user.email },
    });

    const [row] = await ctx.database.db.select().from(table).where(eq(table.id, id));
    expect(row).toMatchObject({ approved: false, reviewedAt: null, returnedNote: "Say who may apply." });
    expect(row!.returnedBy).toBe(admin.user.email);
    expect(row!.returnedAt).toBeInstanceOf(Date);

    // Its organisation reads the note in its list; another organisation sees nothing of it.
    const mine = await ctx.call("GET", `${path}?mine=true`, { as: org });
    const listed = mine.json().find((item: { _id: string }) => item._id === id);
    expect(listed).toMatchObject({ status: "returned", returned: { note: "Say who may apply." } });
    const theirs = await ctx.call("GET", path, { as: other });
    expect(theirs.json().some((item: { _id: string }) => item._id === id)).toBe(false);

    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "author@returnlab.example"));
    const mail = mails.find((m) => m.subject.includes(`Returned ${entity}`));
    expect(mail?.subject).toContain("was returned");
    expect(mail?.textBody).toContain("Say who may apply.");

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id), eq(auditLog.action, "return")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe(admin.user.email);

    // The organisation edits it: back to pending review, the note gone.
    const edited = await ctx.call("PUT", `${path}/${id}`, {
      as: org,
      body: body({ title: `Returned ${entity} fixed` }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      status: "pending",
      returned: null,
      title: `Returned ${entity} fixed`,
    });
    const [after] = await ctx.database.db.select().from(table).where(eq(table.id, id));
    expect(after).toMatchObject({ returnedNote: null, returnedBy: null, returnedAt: null, approved: false });
    const pending = await ctx.call("GET", `${path}?status=pending`, { as: admin });
    expect(pending.json().some((item: { _id: string }) => item._id === id)).toBe(true);
  });

  it("a public item is not returned (409, unchanged); approving a returned one clears its note", async () => {
    const created = await ctx.call("POST", path, { as: admin, body: body({ title: `Public ${entity}` }) });
    const id = created.json()._id;
    expect(created.json().approved).toBe(true);
    const refused = await ctx.call("PATCH", `${path}/${id}/return`, { as: admin, body: { note: "Fix it." } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("not returned");
    const [row] = await ctx.database.db.select().from(table).where(eq(table.id, id));
    expect(row).toMatchObject({ approved: true, returnedAt: null });

    const draft = await ctx.call("POST", path, { as: org, body: body({ title: `Draft ${entity}` }) });
    const returned = await ctx.call("PATCH", `${path}/${draft.json()._id}/return`, {
      as: admin,
      body: { note: "Fix it." },
    });
    const approved = await ctx.call("PATCH", `${path}/${draft.json()._id}/toggle-approval`, {
      as: admin,
      body: { approved: true, version: returned.json().version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", returned: null });
  });
});

describe("other content types", () => {
  it("news has no return route (404)", async () => {
    const res = await ctx.call("PATCH", "/news/00000000-0000-4000-8000-000000000000/return", {
      as: admin,
      body: { note: "x" },
    });
    expect(res.statusCode).toBe(404);
  });
});
