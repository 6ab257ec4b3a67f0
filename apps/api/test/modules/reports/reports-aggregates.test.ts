// The summary's aggregates are maintained by triggers: whatever writes `reports` (API, seeding,
// bulk SQL), they must equal a direct GROUP BY over the reports.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports, users } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Rows = Array<Record<string, unknown>>;

describe("report aggregates (triggers)", () => {
  let ctx: TestContext;
  let userA: Awaited<ReturnType<typeof createUserWithToken>>;
  let userB: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    userA = await createUserWithToken(ctx, { username: "Alice Person", organizationName: "Org A" });
    userB = await createUserWithToken(ctx, { username: "Bob Person", organizationName: "" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const rowsOf = async (query: ReturnType<typeof sql>): Promise<Rows> => {
    const result = await ctx.database.db.execute(query);
    return (result as unknown as { rows: Rows }).rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "bigint" ? Number(v) : v])),
    );
  };
  const norm = (rows: Rows) =>
    rows
      .map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [
            k,
            typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v,
          ]),
        ),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  /** Compares every maintained aggregate with the same figures computed from `reports`. */
  async function expectConsistent() {
    const periodMaintained = await rowsOf(sql`
      select year, quarter, reports, aware, engaged, trained, certified, orgs_reached, reached_by_leaders
      from report_period_totals`);
    const periodDirect = await rowsOf(sql`
      select year, quarter, count(*)::int as reports, sum(aware)::bigint as aware, sum(engaged)::bigint as engaged,
             sum(trained)::bigint as trained, sum(certified)::bigint as certified,
             sum(orgs_reached)::bigint as orgs_reached, sum(reached_by_leaders)::bigint as reached_by_leaders
      from reports where status = 'approved' group by year, quarter`);
    expect(norm(periodMaintained)).toEqual(norm(periodDirect));

    const orgMaintained = await rowsOf(sql`
      select org_key, year, quarter, reports, total from report_org_totals`);
    const orgDirect = await rowsOf(sql`
      with k as (
        select case when organization_name <> '' then 'org:' || lower(organization_name)
                    when user_id is not null then 'user:' || user_id::text else '' end as org_key,
               year, quarter, (aware::bigint + engaged + trained + certified) as total
        from reports where status = 'approved')
      select org_key, 0 as year, '' as quarter, count(*)::int as reports, sum(total)::bigint as total from k group by org_key
      union all
      select org_key, year, '', count(*)::int, sum(total)::bigint from k group by org_key, year
      union all
      select org_key, 0, quarter, count(*)::int, sum(total)::bigint from k group by org_key, quarter`);
    expect(norm(orgMaintained)).toEqual(norm(orgDirect));
  }

  const report = (fields: Partial<typeof reports.$inferInsert>) => ({
    organizationName: "Org A",
    year: 2024,
    quarter: "Q1",
    createdBy: "seed@example.org",
    status: "approved",
    ...fields,
  });

  it("follows single and multi-row inserts", async () => {
    await ctx.database.db.insert(reports).values(report({ aware: 10, engaged: 5, trained: 2, certified: 1 }));
    await ctx.database.db
      .insert(reports)
      .values([
        report({ organizationName: "Org B", aware: 100, engaged: 50, orgsReached: 3 }),
        report({ organizationName: "org b", year: 2024, quarter: "Q2", trained: 7, reachedByLeaders: 4 }),
        report({ organizationName: "Org C", year: 2025, quarter: "Q1", certified: 9 }),
        report({ organizationName: "", userId: userB.user.id, year: 2023, quarter: "Q4", aware: 1 }),
        report({ organizationName: "", userId: null, year: 2023, quarter: "Q3", aware: 2 }),
      ]);
    await expectConsistent();
  });

  it("follows updates of metrics, year, quarter and organisation", async () => {
    await ctx.database.db.update(reports).set({ aware: 1000 }).where(eq(reports.organizationName, "Org A"));
    await expectConsistent();
    await ctx.database.db
      .update(reports)
      .set({ year: 2025, quarter: "Q3" })
      .where(eq(reports.organizationName, "Org C"));
    await expectConsistent();
    await ctx.database.db
      .update(reports)
      .set({ organizationName: "Org D" })
      .where(eq(reports.organizationName, "Org B"));
    await expectConsistent();
    // Every row at once.
    await ctx.database.db.update(reports).set({ engaged: sql`${reports.engaged} + 1` });
    await expectConsistent();
  });

  it("follows deletes, including a user's deletion (user_id set null)", async () => {
    await ctx.database.db.delete(users).where(eq(users.id, userB.user.id));
    await expectConsistent();
    await ctx.database.db.delete(reports).where(eq(reports.organizationName, "Org D"));
    await expectConsistent();
    const gone = await rowsOf(sql`select * from report_org_totals where org_key = 'org:org d'`);
    expect(gone).toEqual([]);
  });

  it("counts approved reports only, through approval, return and resubmission", async () => {
    await ctx.database.db
      .insert(reports)
      .values([
        report({ organizationName: "Rev A", status: "submitted", aware: 7 }),
        report({ organizationName: "Rev B", status: "approved", aware: 11 }),
        report({ organizationName: "Rev C", status: "returned", aware: 13 }),
      ]);
    await expectConsistent();
    await ctx.database.db.execute(
      sql`update reports set status = 'approved' where organization_name = 'Rev A'`,
    );
    await expectConsistent();
    await ctx.database.db.execute(
      sql`update reports set status = 'submitted', aware = 8 where organization_name = 'Rev B'`,
    );
    await expectConsistent();
    await ctx.database.db.execute(
      sql`update reports set status = 'approved' where organization_name like 'Rev %'`,
    );
    await expectConsistent();
    await ctx.database.db.execute(sql`delete from reports where organization_name like 'Rev %'`);
    await expectConsistent();
  });

  it("follows bulk inserts and a truncate", async () => {
    const values = [];
    for (let i = 0; i < 300; i++) {
      values.push(
        report({
          organizationName: `Bulk ${i % 40}`,
          year: 2023 + (i % 3),
          quarter: `Q${1 + (Math.floor(i / 40) % 4)}`,
          aware: i,
          engaged: i % 7,
          trained: i % 5,
          certified: i % 3,
          orgsReached: 1,
          reachedByLeaders: 2,
          userId: userA.user.id,
          status: i % 4 === 0 ? "submitted" : "approved",
        }),
      );
    }
    // Unique (org, year, quarter): keep the first of each.
    const seen = new Set<string>();
    const unique = values.filter((v) => {
      const key = `${v.organizationName}|${v.year}|${v.quarter}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    await ctx.database.db.insert(reports).values(unique);
    await expectConsistent();
    await ctx.database.db.delete(reports).where(sql`${reports.aware} % 2 = 0`);
    await expectConsistent();
    await ctx.database.db.execute(sql`
      insert into report_breakdowns (report_id, metric, dimension, category, count)
      select id, 'trained', 'sex', 'female', 1 from reports where status = 'approved' limit 1`);
    expect(await rowsOf(sql`select count::int from report_breakdown_totals`)).toEqual([{ count: 1 }]);
    // Their breakdown rows go with them (a foreign key), and so do the breakdown totals.
    await ctx.database.db.execute(sql`truncate reports cascade`);
    await expectConsistent();
    expect(await rowsOf(sql`select * from report_period_totals`)).toEqual([]);
    expect(await rowsOf(sql`select * from report_breakdown_totals`)).toEqual([]);
  });
});
