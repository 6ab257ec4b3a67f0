// Migration 0023_report_breakdowns on a database holding reports: every existing report is all
// "not stated" without a row written, the reports and their aggregates are untouched, and the
// triggers count breakdowns of approved reports from then on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../../../src/lib/paths";
import { foldersUpTo, openRaw, type Raw } from "../../migration-kit";

describe("migration 0023_report_breakdowns on a database holding reports", () => {
  let raw: Raw;
  const folders = foldersUpTo("0023_report_breakdowns");

  beforeAll(async () => {
    raw = await openRaw();
    await raw.migrate(folders.before);
    await raw.query(`
      insert into reports (organization_name, year, quarter, trained, certified, created_by, status) values
        ('Org A', 2024, 'Q1', 100, 40, 'a@a.example', 'approved'),
        ('Org B', 2024, 'Q1', 50, 0, 'b@b.example', 'submitted')`);
    await raw.migrate(migrationsDir());
  });
  afterAll(async () => {
    await raw?.close();
    folders.cleanup();
  });

  it("keeps every report and writes no breakdown row: all of each total is not stated", async () => {
    expect(await raw.query(`select count(*)::int as n from reports`)).toEqual([{ n: 2 }]);
    expect(await raw.query(`select count(*)::int as n from report_breakdowns`)).toEqual([{ n: 0 }]);
    expect(await raw.query(`select count(*)::int as n from report_breakdown_totals`)).toEqual([{ n: 0 }]);
    expect(
      await raw.query(`select trained::int from report_period_totals where year = 2024 and quarter = 'Q1'`),
    ).toEqual([{ trained: 100 }]);
  });

  it("counts breakdowns of approved reports from then on, and not those of others", async () => {
    await raw.query(`
      insert into report_breakdowns (report_id, metric, dimension, category, count)
      select id, 'trained', 'sex', 'female', case when status = 'approved' then 60 else 20 end from reports`);
    expect(
      await raw.query(
        `select count::int from report_breakdown_totals where metric = 'trained' and category = 'female'`,
      ),
    ).toEqual([{ count: 60 }]);
    await raw.query(`update reports set status = 'approved' where organization_name = 'Org B'`);
    expect(
      await raw.query(
        `select count::int from report_breakdown_totals where metric = 'trained' and category = 'female'`,
      ),
    ).toEqual([{ count: 80 }]);
    await raw.query(`delete from reports where organization_name = 'Org A'`);
    expect(
      await raw.query(
        `select count::int from report_breakdown_totals where metric = 'trained' and category = 'female'`,
      ),
    ).toEqual([{ count: 20 }]);
    expect(await raw.query(`select count(*)::int as n from report_breakdowns`)).toEqual([{ n: 1 }]);
  });
});
