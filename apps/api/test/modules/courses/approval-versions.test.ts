// Approve only what was seen (ADR 0020): approving or un-hiding a course or member record names
// the version the admin read, so a record swapped in the meantime is never published; and an
// organisation's edit racing an approval is held for review, never written onto the public record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, TEST_DATABASE_URL, type TestContext } from "../../helpers";
import { storedImageUrl, TEST_IMAGE, TEST_IMAGE_ID } from "../../image-fixture";

type Auth = { authorization: string };

describe("approvals name the version seen", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth; user: { email: string } };
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
    await storedImageUrl(ctx.database.db, TEST_IMAGE_ID);
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Phish Org" });
  });
  afterAll(() => ctx?.close());

  const course = () => {
    n += 1;
    return {
      title: `Prompting basics ${n}`,
      desc: "Learn to prompt.",
      link: `https://learn.example/course-${n}`,
      tag: "Free",
      category: "Everyone",
      segment: "topic",
      image: TEST_IMAGE,
    };
  };
  const publicTitles = async () =>
    ((await ctx.call("GET", "/courses/approved")).json() as Array<{ title: string; link: string }>).map(
      (c) => c.title,
    );

  it("never publishes a course swapped after the admin read it", async () => {
    const harmless = course();
    const created = (await ctx.call("POST", "/courses", { as: org, body: harmless })).json();
    // The admin opens the pending list and reads version 1 ...
    const seen = (
      (await ctx.call("GET", "/courses?status=pending&pageSize=100", { as: admin })).json() as Array<{
        _id: string;
        version: number;
      }>
    ).find((c) => c._id === created._id)!;
    expect(seen.version).toBe(1);
    // ... the organisation swaps in a phishing title and link ...
    const swapped = await ctx.call("PUT", `/courses/${created._id}`, {
      as: org,
      body: {
        ...harmless,
        title: "PHISH: verify your M-Pesa PIN",
        link: "https://evil.example/pin",
      },
    });
    expect(swapped.statusCode).toBe(200);
    // ... and the approval of what the admin saw is refused, naming who changed it.
    const approval = await ctx.call("PATCH", `/courses/${created._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: seen.version,
      },
    });
    expect(approval.statusCode).toBe(409);
    expect(approval.json().message).toContain(org.user.email);
    expect(await publicTitles()).not.toContain("PHISH: verify your M-Pesa PIN");
    // Without a version nothing is approved either.
    expect(
      (
        await ctx.call("PATCH", `/courses/${created._id}/toggle-approval`, {
          as: admin,
          body: { approved: true },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.call("PATCH", `/courses/${created._id}/toggle-approval`, {
          as: admin,
          body: {
            approved: true,
            version: "2",
          },
        })
      ).statusCode,
    ).toBe(400);
    // Hiding needs no version; un-hiding does.
    const current = (await ctx.call("GET", `/courses?pageSize=100`, { as: admin }))
      .json()
      .find((c: { _id: string }) => c._id === created._id);
    const approved = await ctx.call("PATCH", `/courses/${created._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: current.version,
      },
    });
    expect(approved.statusCode).toBe(200);
    const hidden = await ctx.call("PATCH", `/courses/${created._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: false,
      },
    });
    expect(hidden.statusCode).toBe(200);
    expect(
      (
        await ctx.call("PATCH", `/courses/${created._id}/toggle-approval`, {
          as: admin,
          body: { approved: true },
        })
      ).statusCode,
    ).toBe(400);
    const unhidden = await ctx.call("PATCH", `/courses/${created._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: hidden.json().version,
      },
    });
    expect(unhidden.json().approved).toBe(true);
  });

  it("never publishes a member record whose website was swapped after the admin read it", async () => {
    const applied = await ctx.call("POST", "/members", {
      body: {
        firstName: "Amina",
        surName: "Otieno",
        role: "Director",
        email: `amina${Date.now()}@phish-org.example`,
        phone: "0712 345 678",
        organizationName: "Phish Org",
        website: "https://phish-org.example",
      },
    });
    expect(applied.statusCode).toBe(201);
    const id = applied.json()._id as string;
    const seen = (await ctx.call("GET", "/members?status=pending&pageSize=100", { as: admin }))
      .json()
      .find((m: { _id: string }) => m._id === id);
    expect(seen.version).toBe(1);
    await ctx.call("PUT", `/members/${id}`, { as: org, body: { ...seen, website: "https://evil.example" } });
    const approval = await ctx.call("PATCH", `/members/${id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: seen.version,
      },
    });
    expect(approval.statusCode).toBe(409);
    const websites = (await ctx.call("GET", "/members/approved"))
      .json()
      .map((m: { website: string }) => m.website);
    expect(websites).not.toContain("https://evil.example");
  });

  it.runIf(!!TEST_DATABASE_URL)(
    "holds an organisation's edit that races an approval, never writing it onto the public course (PostgreSQL, many trials)",
    async () => {
      for (let trial = 0; trial < 20; trial++) {
        const original = course();
        const created = (await ctx.call("POST", "/courses", { as: org, body: original })).json();
        const [approval, edit] = await Promise.all([
          ctx.call("PATCH", `/courses/${created._id}/toggle-approval`, {
            as: admin,
            body: {
              approved: true,
              version: 1,
            },
          }),
          ctx.call("PUT", `/courses/${created._id}`, {
            as: org,
            body: { ...original, title: `Raced ${trial}` },
          }),
        ]);
        expect(edit.statusCode).toBe(200);
        expect([200, 409]).toContain(approval.statusCode);
        // Whatever came first, the public never sees the racing title.
        expect(await publicTitles()).not.toContain(`Raced ${trial}`);
        const row = (await ctx.call("GET", "/courses?pageSize=100", { as: admin }))
          .json()
          .find((c: { _id: string }) => c._id === created._id);
        if (row.approved) {
          expect(row.title).toBe(original.title);
          expect(row.pendingChange.values.title).toBe(`Raced ${trial}`);
        } else {
          expect(approval.statusCode).toBe(409);
        }
      }
    },
  );
});
