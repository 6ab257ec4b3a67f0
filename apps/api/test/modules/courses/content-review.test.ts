// Content review of edits (docs/decisions/0016-content-review-of-edits.md): an organisation user's
// edit of an approved course or member record waits for review while the public (the API's
// approved lists and the server-rendered pages) keeps the approved version; an admin approves it
// (its values become public, audited, the organisation told) or discards it; an admin's own edit
// publishes at once. PATCH /:id/pending-change is an admin call that names the version reviewed.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, courses, members, outbox } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";

/** A stand-in web build whose /learning page prints the titles and links it was given. */
function fakeWebDist() {
  const dist = mkdtempSync(join(tmpdir(), "web-dist-review-"));
  writeFileSync(
    join(dist, "index.html"),
    "<html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>",
  );
  mkdirSync(join(dist, "server"));
  writeFileSync(
    join(dist, "server", "entry-server.js"),
    `const COURSES = "/api/v1/courses/approved";
export const readsQuery = () => false;
export const pageMetaFor = (path) => ({ path, title: "t", description: "d" });
export async function loadPage(url, read) {
  const result = await read(COURSES);
  const reads = result.status === 200 ? { [COURSES]: { data: result.data } } : {};
  return { pageKey: "learning", language: "en", renderUrl: "/learning", canonicalPath: "/learning", reads, complete: true };
}
export async function render(url, reads) {
  return { html: "<main>" + (reads[COURSES]?.data ?? []).map((c) => c.title + " " + c.link).join("|") + "</main>" };
}`,
  );
  return dist;
}

type Staff = Awaited<ReturnType<typeof createUserWithToken>>;

describe("content review of edits", () => {
  let ctx: TestContext;
  let image: string;
  /** An admin; Alice and Ann of Org A; Bob of Org B. */
  let admin: Staff, alice: Staff, ann: Staff, bob: Staff;

  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: fakeWebDist() }, { serveWeb: true });
    admin = await createUserWithToken(ctx, { isAdmin: true, email: "admin@alliance.example" });
    alice = await createUserWithToken(ctx, { email: "alice@org-a.example", organizationName: "Org A" });
    ann = await createUserWithToken(ctx, { email: "ann@org-a.example", organizationName: "Org A" });
    bob = await createUserWithToken(ctx, { email: "bob@org-b.example", organizationName: "Org B" });
    image = await storedImageUrl(ctx.database.db);
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  }, 180_000);

  let n = 0;
  /** A course of Org A, made by Alice (waiting for review). */
  async function newCourse() {
    n += 1;
    const course = {
      title: `Safe course ${n}`,
      desc: "Learn to prompt.",
      link: `https://learn.example/safe-${n}`,
      tag: "Prompts",
      category: "Everyone",
      segment: "topic",
      image,
    };
    const created = await ctx.call("POST", "/courses", { as: alice, body: course });
    expect(created.statusCode).toBe(201);
    return { id: created.json()._id as string, course };
  }
  /** A course of Org A, made by Alice and approved by the admin. */
  async function approvedCourse() {
    const made = await newCourse();
    const url = `/courses/${made.id}/toggle-approval`;
    expect(
      (await ctx.call("PATCH", url, { as: admin, body: { approved: true, version: 1 } })).statusCode,
    ).toBe(200);
    return made;
  }
  /** A member record of Org A, added (approved) by the admin. */
  async function approvedMember() {
    n += 1;
    const member = {
      firstName: "Grace",
      surName: `W${n}`,
      role: "CTO",
      email: `grace${n}@org-a.example`,
      phone: "0700000001",
      organizationName: "Org A",
      website: `https://org-a.example/${n}`,
    };
    const created = await ctx.call("POST", "/members", { as: admin, body: member });
    expect(created.statusCode).toBe(201);
    return { id: created.json()._id as string, member };
  }
  const publicCourse = async (id: string) =>
    ((await ctx.call("GET", "/courses/approved")).json() as Array<{ _id: string }>).find((c) => c._id === id);
  const publicMember = async (id: string) =>
    ((await ctx.call("GET", "/members/approved")).json() as Array<{ _id: string }>).find((m) => m._id === id);
  const learningPage = async () => (await ctx.app.inject({ url: "/learning" })).body;
  const lastAudit = async (entityId: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1);
    return row!;
  };
  const mailsTo = async (email: string, subject: string) =>
    (
      await ctx.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, email)))
    ).filter((mail) => mail.subject.includes(subject));

  it("holds an organisation user's edit of an approved course; the API and /learning keep the approved version", async () => {
    const { id, course } = await approvedCourse();
    // Warm the public caches: the held edit must not show even after they are cleared.
    expect(await learningPage()).toContain(course.title);
    expect(await publicCourse(id)).toMatchObject({ title: course.title });

    const newImage = await storedImageUrl(ctx.database.db);
    const attack = {
      ...course,
      title: "Send your M-Pesa PIN",
      desc: "Send your M-Pesa PIN to 0700 000 000 to enrol.",
      link: "https://evil.example/pin",
      image: newImage,
    };
    const edited = await ctx.call("PUT", `/courses/${id}`, { as: alice, body: attack });
    expect(edited.statusCode).toBe(200);
    const body = edited.json();
    expect(body).toMatchObject({ title: course.title, link: course.link, image, approved: true });
    expect(body.pendingChange).toEqual({
      values: { title: attack.title, desc: attack.desc, link: attack.link, image: newImage },
      proposedBy: alice.user.email,
      proposedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    expect(await publicCourse(id)).toMatchObject({ title: course.title, link: course.link, image });
    expect((await ctx.call("GET", "/courses/approved")).body).not.toContain("M-Pesa");
    const page = await learningPage();
    expect(page).toContain(course.title);
    expect(page).not.toContain("M-Pesa");
    expect(page).not.toContain("evil.example");
    const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ title: course.title, link: course.link, pendingBy: alice.user.email });
    expect(await lastAudit(id)).toMatchObject({ action: "propose-change", actorEmail: alice.user.email });

    // The staff list: admins and the organisation see the change; others do not; a filter finds it.
    const changed = (await ctx.call("GET", "/courses?status=changes&pageSize=100", { as: admin })).json();
    expect(changed.map((c: { _id: string }) => c._id)).toContain(id);
    expect(changed.every((c: { pendingChange: unknown }) => c.pendingChange)).toBe(true);
    const asAnn = (await ctx.call("GET", "/courses?status=changes", { as: ann })).json();
    expect(asAnn.find((c: { _id: string }) => c._id === id).pendingChange.values.title).toBe(attack.title);
    const asBob = (await ctx.call("GET", "/courses?pageSize=100", { as: bob })).json();
    expect(asBob.find((c: { _id: string }) => c._id === id)).not.toHaveProperty("pendingChange");

    // Editing again replaces the change (only what differs from the approved version) ...
    const again = await ctx.call("PUT", `/courses/${id}`, {
      as: ann,
      body: { ...course, title: "Prompting, revised" },
    });
    expect(again.json().pendingChange.values).toEqual({ title: "Prompting, revised" });
    // ... and sending the approved values back withdraws it.
    const back = await ctx.call("PUT", `/courses/${id}`, { as: alice, body: course });
    expect(back.json().pendingChange).toBeNull();
    expect(
      (await ctx.call("GET", "/courses?status=changes&pageSize=100", { as: admin })).json(),
    ).not.toContainEqual(expect.objectContaining({ _id: id }));
  });

  it("applies an organisation user's edit at once while the course is not approved (it is not public)", async () => {
    const { id, course } = await newCourse();
    const edited = await ctx.call("PUT", `/courses/${id}`, {
      as: alice,
      body: { ...course, title: "Draft 2", image: "" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Draft 2", approved: false, pendingChange: null });
    expect(await lastAudit(id)).toMatchObject({ action: "update" });
  });

  it("lets an admin approve the change: its values become public, audited, the organisation told", async () => {
    const { id, course } = await approvedCourse();
    const proposal = (
      await ctx.call("PUT", `/courses/${id}`, {
        as: alice,
        body: {
          ...course,
          title: "Prompting II",
          link: "https://learn.example/p2",
        },
      })
    ).json().pendingChange;
    expect(await learningPage()).not.toContain("Prompting II");

    // A decision on another version than the one waiting changes nothing.
    const stale = await ctx.call("PATCH", `/courses/${id}/pending-change`, {
      as: admin,
      body: {
        decision: "approve",
        proposedAt: new Date(Date.parse(proposal.proposedAt) - 1000).toISOString(),
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(await publicCourse(id)).toMatchObject({ title: course.title });

    const approved = await ctx.call("PATCH", `/courses/${id}/pending-change`, {
      as: admin,
      body: {
        decision: "approve",
        proposedAt: proposal.proposedAt,
      },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      title: "Prompting II",
      link: "https://learn.example/p2",
      desc: course.desc,
      approved: true,
      pendingChange: null,
    });
    expect(await publicCourse(id)).toMatchObject({ title: "Prompting II", link: "https://learn.example/p2" });
    expect(await learningPage()).toContain("Prompting II");
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({ action: "approve-change", entity: "course", actorEmail: admin.user.email });
    expect((audit.before as { title: string }).title).toBe(course.title);
    expect((audit.after as { title: string }).title).toBe("Prompting II");
    expect(await mailsTo(alice.user.email, "changes approved")).toHaveLength(1);

    // Nothing waits any more.
    const twice = await ctx.call("PATCH", `/courses/${id}/pending-change`, {
      as: admin,
      body: {
        decision: "approve",
        proposedAt: proposal.proposedAt,
      },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("lets an admin discard the change: the approved version stays, audited", async () => {
    const { id, course } = await approvedCourse();
    const proposal = (
      await ctx.call("PUT", `/courses/${id}`, { as: alice, body: { ...course, desc: "Phishing" } })
    ).json().pendingChange;
    // A discard says why (400 without a note), and the organisation's e-mail carries the note.
    const noNote = await ctx.call("PATCH", `/courses/${id}/pending-change`, {
      as: admin,
      body: {
        decision: "discard",
        proposedAt: proposal.proposedAt,
      },
    });
    expect(noNote.statusCode).toBe(400);
    const discarded = await ctx.call("PATCH", `/courses/${id}/pending-change`, {
      as: admin,
      body: {
        decision: "discard",
        proposedAt: proposal.proposedAt,
        note: "The link must point to the course itself",
      },
    });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ desc: course.desc, pendingChange: null });
    const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ desc: course.desc, pendingChange: null, pendingBy: null, pendingAt: null });
    expect(await lastAudit(id)).toMatchObject({ action: "discard-change", actorEmail: admin.user.email });
    const discardMails = await mailsTo(alice.user.email, "changes discarded");
    expect(discardMails).toHaveLength(1);
    expect(discardMails[0]!.textBody).toContain("The link must point to the course itself");
    expect((await ctx.call("GET", "/courses/approved")).body).not.toContain("Phishing");
  });

  it("publishes an admin's own edit at once, and leaves a waiting change for the admin to decide", async () => {
    const { id, course } = await approvedCourse();
    await ctx.call("PUT", `/courses/${id}`, { as: alice, body: { ...course, desc: "Proposed" } });
    const byAdmin = await ctx.call("PUT", `/courses/${id}`, {
      as: admin,
      body: { ...course, title: "Fixed by the admin" },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      title: "Fixed by the admin",
      pendingChange: { values: { desc: "Proposed" } },
    });
    expect(await publicCourse(id)).toMatchObject({ title: "Fixed by the admin", desc: course.desc });
    expect(await learningPage()).toContain("Fixed by the admin");
    expect(await lastAudit(id)).toMatchObject({ action: "update", actorEmail: admin.user.email });
  });

  it("holds an organisation user's edit of an approved member record; the public carousel keeps its website", async () => {
    const { id, member } = await approvedMember();
    expect(await publicMember(id)).toMatchObject({ website: member.website });
    const edited = await ctx.call("PUT", `/members/${id}`, {
      as: ann,
      body: {
        ...member,
        role: "CEO",
        website: "https://evil.example/pin",
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      role: "CTO",
      website: member.website,
      pendingChange: {
        values: { role: "CEO", website: "https://evil.example/pin" },
        proposedBy: ann.user.email,
      },
    });
    expect(await publicMember(id)).toMatchObject({ website: member.website });
    expect((await ctx.call("GET", "/members/approved")).body).not.toContain("evil.example");
    const listed = (await ctx.call("GET", "/members?status=changes&pageSize=100", { as: admin })).json();
    expect(listed.map((m: { _id: string }) => m._id)).toContain(id);

    const { proposedAt } = edited.json().pendingChange;
    const approved = await ctx.call("PATCH", `/members/${id}/pending-change`, {
      as: admin,
      body: {
        decision: "approve",
        proposedAt,
      },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      role: "CEO",
      website: "https://evil.example/pin",
      pendingChange: null,
    });
    expect(await publicMember(id)).toMatchObject({ website: "https://evil.example/pin" });
    expect(await lastAudit(id)).toMatchObject({ action: "approve-change", entity: "member" });

    const second = await ctx.call("PUT", `/members/${id}`, {
      as: alice,
      body: {
        ...member,
        role: "CEO",
        website: "https://org-a.example/new",
      },
    });
    const discarded = await ctx.call("PATCH", `/members/${id}/pending-change`, {
      as: admin,
      body: {
        decision: "discard",
        proposedAt: second.json().pendingChange.proposedAt,
        note: "Keep the website you had",
      },
    });
    expect(discarded.json()).toMatchObject({ website: "https://evil.example/pin", pendingChange: null });
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({ website: "https://evil.example/pin", pendingChange: null });
  });

  it("refuses the review call to anyone but an admin, and refuses bad input and unknown records", async () => {
    for (const [resource, make] of [
      ["courses", approvedCourse],
      ["members", approvedMember],
    ] as const) {
      const { id } = await make();
      const url = `/${resource}/${id}/pending-change`;
      const valid = { decision: "approve", proposedAt: new Date().toISOString() };
      expect((await ctx.call("PATCH", url, { body: valid })).statusCode, resource).toBe(401);
      // Signed-out and wrong-role callers are refused before their input is read.
      expect((await ctx.call("PATCH", url, { body: {} })).statusCode, resource).toBe(401);
      expect((await ctx.call("PATCH", url, { as: alice, body: valid })).statusCode, resource).toBe(403);
      expect((await ctx.call("PATCH", url, { as: bob, body: valid })).statusCode, resource).toBe(403);
      expect((await ctx.call("PATCH", url, { as: bob, body: {} })).statusCode, resource).toBe(403);
      for (const bad of [
        {},
        { decision: "approve" },
        { decision: "publish", proposedAt: valid.proposedAt },
        { decision: "approve", proposedAt: "yesterday" },
        { decision: ["approve"], proposedAt: valid.proposedAt },
      ]) {
        const answer = await ctx.call("PATCH", url, { as: admin, body: bad });
        expect(answer.statusCode, `${resource} ${JSON.stringify(bad)}`).toBe(400);
        expect(answer.json().message).toBeTruthy();
      }
      expect((await ctx.call("PATCH", url, { as: admin })).statusCode, resource).toBe(400);
      const none = await ctx.call("PATCH", url, { as: admin, body: valid });
      expect(none.statusCode, resource).toBe(409);
      expect(none.json().message).toMatch(/No changes are waiting/);
      const missing = `/${resource}/00000000-0000-4000-8000-000000000000/pending-change`;
      expect((await ctx.call("PATCH", missing, { as: admin, body: valid })).statusCode, resource).toBe(404);
      expect(
        (await ctx.call("PATCH", `/${resource}/not-a-uuid/pending-change`, { as: admin, body: valid }))
          .statusCode,
      ).toBe(404);
    }
  });
});
