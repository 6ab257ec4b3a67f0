// Nothing approved is lost (ADR 0023): a deleted course, member record, partner, request or report
// is kept 30 days with every value, and an admin restores it with the same id and values (a
// report's figures back in the public summary); 409 when its place was taken; purged after 30 days.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpired } from "../../../src/modules/maintenance/purge";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl, TEST_IMAGE, TEST_IMAGE_ID } from "../../image-fixture";

type Auth = { authorization: string };

describe("trash and restore", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth };

  beforeAll(async () => {
    ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
    await storedImageUrl(ctx.database.db, TEST_IMAGE_ID);
    admin = await createUserWithToken(ctx, { isAdmin: true });
    org = await createUserWithToken(ctx, { organizationName: "Trash Org" });
  });
  afterAll(() => ctx?.close());

  const rowOf = async (table: string, id: string) =>
    (
      (await ctx.database.db.execute(
        sql`select to_jsonb(t.*) as row from ${sql.identifier(table)} t where id = ${id}`,
      )) as unknown as {
        rows: Array<{ row: Record<string, unknown> }>;
      }
    ).rows[0]?.row;

  it("restores each kind of record with the same id and values", async () => {
    const made = {
      courses: (
        await ctx.call("POST", "/courses", {
          as: org,
          body: {
            title: "Kept course",
            desc: "d",
            link: "https://kept.example",
            tag: "t",
            category: "Everyone",
            segment: "topic",
            image: TEST_IMAGE,
          },
        })
      ).json()._id,
      members: (
        await ctx.call("POST", "/members", {
          body: {
            firstName: "Kept",
            surName: "Member",
            role: "CTO",
            email: "kept@member.example",
            phone: "0712 345 678",
            organizationName: "Trash Org",
            website: "https://kept-member.example",
          },
        })
      ).json()._id,
      partners: (
        await ctx.call("POST", "/partners", {
          as: admin,
          body: {
            organizationName: "Kept Partner",
            link: "https://p.example",
            image: TEST_IMAGE,
          },
        })
      ).json()._id,
      requests: (
        await ctx.call("POST", "/requests", {
          body: {
            firstName: "Kept",
            surName: "Request",
            email: "kept@request.example",
            phone: "0712345678",
            organizationName: "Trash Org",
            message: "Tell me more",
          },
        })
      ).json()._id,
      reports: (
        await ctx.call("POST", "/reports", {
          as: admin,
          body: {
            year: 2024,
            quarter: "Q1",
            organizationName: "Trash Org",
            metrics: { trained: 77 },
          },
        })
      ).json()._id,
    } as Record<string, string>;
    const trained = async () => (await ctx.call("GET", "/reports/summary")).json().totals.trained as number;
    const before = await trained();
    for (const [table, id] of Object.entries(made)) {
      expect(id, table).toBeTruthy();
      const original = await rowOf(table, id);
      expect((await ctx.call("DELETE", `/${table}/${id}`, { as: admin })).statusCode, table).toBe(200);
      expect(await rowOf(table, id)).toBeUndefined();
      // The audit entry of the delete keeps the values too.
      const restored = await ctx.call("POST", `/${table}/${id}/restore`, { as: admin });
      expect(restored.statusCode, table).toBe(200);
      expect(await rowOf(table, id), table).toEqual(original);
      expect((await ctx.call("POST", `/${table}/${id}/restore`, { as: admin })).statusCode, table).toBe(404);
    }
    expect(await trained()).toBe(before);
    // A restored report counts again: deleted, the figure drops; restored, it is back.
    await ctx.call("DELETE", `/reports/${made.reports}`, { as: admin });
    expect(await trained()).toBe(before - 77);
    const listed = await ctx.call("GET", "/trash?entity=report", { as: admin });
    expect(listed.statusCode).toBe(200);
    const item = listed.json().find((t: { recordId: string }) => t.recordId === made.reports);
    expect(item).toMatchObject({
      entity: "report",
      label: "Trash Org 2024 Q1",
      values: { trained: 77, year: 2024 },
    });
    await ctx.call("POST", `/reports/${made.reports}/restore`, { as: admin });
    expect(await trained()).toBe(before);
  });

  it("answers 409 when the record's place was taken meanwhile, and changes nothing", async () => {
    const first = (
      await ctx.call("POST", "/reports", {
        as: admin,
        body: {
          year: 2024,
          quarter: "Q2",
          organizationName: "Trash Org",
          metrics: { trained: 5 },
        },
      })
    ).json();
    await ctx.call("DELETE", `/reports/${first._id}`, { as: admin });
    const second = await ctx.call("POST", "/reports", {
      as: admin,
      body: {
        year: 2024,
        quarter: "Q2",
        organizationName: "Trash Org",
        metrics: { trained: 6 },
      },
    });
    expect(second.statusCode).toBe(201);
    const refused = await ctx.call("POST", `/reports/${first._id}/restore`, { as: admin });
    expect(refused.statusCode).toBe(409);
    expect(await rowOf("reports", first._id)).toBeUndefined();
    expect(
      (await ctx.call("GET", "/trash?entity=report", { as: admin }))
        .json()
        .map((t: { recordId: string }) => t.recordId),
    ).toContain(first._id);
  });

  it("lists for admins only; a restore needs a signed-in caller", async () => {
    expect((await ctx.call("GET", "/trash")).statusCode).toBe(401);
    expect((await ctx.call("GET", "/trash", { as: org })).statusCode).toBe(403);
    const id = "00000000-0000-4000-8000-000000000001";
    expect((await ctx.call("POST", `/courses/${id}/restore`)).statusCode).toBe(401);
    expect((await ctx.call("POST", `/courses/${id}/restore`, { as: org })).statusCode).toBe(404);
    expect((await ctx.call("POST", `/courses/${id}/restore`, { as: admin })).statusCode).toBe(404);
    expect((await ctx.call("POST", "/courses/nope/restore", { as: admin })).statusCode).toBe(404);
    expect((await ctx.call("GET", "/trash?entity=users", { as: admin })).statusCode).toBe(400);
  });

  it("lets an organisation's user undo their own delete, and nothing else", async () => {
    const course = (name: string, as: { auth: Auth }) =>
      ctx.call("POST", "/courses", {
        as,
        body: {
          title: name,
          desc: "d",
          link: `https://${name.toLowerCase().replaceAll(" ", "-")}.example`,
          tag: "t",
          category: "Everyone",
          segment: "topic",
          image: TEST_IMAGE,
        },
      });
    const colleague = await createUserWithToken(ctx, { organizationName: "Trash Org" });
    const stranger = await createUserWithToken(ctx, { organizationName: "Other Trash Org" });

    const own = (await course("Undone course", org)).json()._id;
    expect((await ctx.call("DELETE", `/courses/${own}`, { as: org })).statusCode).toBe(200);
    // Another organisation's user learns nothing of it; a colleague did not delete it.
    expect((await ctx.call("POST", `/courses/${own}/restore`, { as: stranger })).statusCode).toBe(404);
    expect((await ctx.call("POST", `/courses/${own}/restore`, { as: colleague })).statusCode).toBe(403);
    expect(await rowOf("courses", own)).toBeUndefined();
    const undone = await ctx.call("POST", `/courses/${own}/restore`, { as: org });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await rowOf("courses", own))?.title).toBe("Undone course");

    // An admin's delete of the organisation's record is the admin's to undo.
    const byAdmin = (await course("Admin deleted course", org)).json()._id;
    expect((await ctx.call("DELETE", `/courses/${byAdmin}`, { as: admin })).statusCode).toBe(200);
    expect((await ctx.call("POST", `/courses/${byAdmin}/restore`, { as: org })).statusCode).toBe(403);
    expect(await rowOf("courses", byAdmin)).toBeUndefined();

    // What only admins delete (a partner) is never an organisation user's to restore.
    const partner = (
      await ctx.call("POST", "/partners", {
        as: admin,
        body: {
          organizationName: "Kept Partner Two",
          link: "https://kept-partner.example",
          image: TEST_IMAGE,
        },
      })
    ).json()._id;
    await ctx.call("DELETE", `/partners/${partner}`, { as: admin });
    expect((await ctx.call("POST", `/partners/${partner}/restore`, { as: org })).statusCode).toBe(404);
    expect(await rowOf("partners", partner)).toBeUndefined();
  });

  it("forgets what was deleted more than 30 days ago", async () => {
    const report = (
      await ctx.call("POST", "/reports", {
        as: admin,
        body: {
          year: 2024,
          quarter: "Q3",
          organizationName: "Trash Org",
          metrics: { trained: 1 },
        },
      })
    ).json();
    await ctx.call("DELETE", `/reports/${report._id}`, { as: admin });
    await ctx.database.db.execute(
      sql`update trash set deleted_at = now() - interval '31 days' where record_id = ${report._id}`,
    );
    expect((await ctx.call("POST", `/reports/${report._id}/restore`, { as: admin })).statusCode).toBe(404);
    await purgeExpired(ctx.database.db, ctx.config);
    const left = (await ctx.database.db.execute(
      sql`select count(*)::int as n from trash where record_id = ${report._id}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(left.rows[0]!.n).toBe(0);
  });
});
