// Migration 0026_org_trained_totals on a database holding reports: the organisations' trained
// totals are filled from their approved reports at the three levels, and kept from then on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../../../src/lib/paths";
import { foldersUpTo, openRaw, type Raw } from "../../migration-kit";

describe("migration 0026_org_trained_totals on a database holding reports", () => {
  let raw: Raw;
  const folders = foldersUpTo("0026_org_trained_totals");

  beforeAll(async () => {
    raw = await openRaw();
    await raw.migrate(folders.before);
    await raw.query(`
      insert into reports (organization_name, year, quarter, trained, created_by, status) values
        ('Org A', 2024, 'Q1', 100, 'a@a.example', 'approved'),
        ('Org A', 2024, 'Q2', 50, 'a@a.example', 'approved'),
        ('Org B', 2024, 'Q1', 70, 'b@b.example', 'approved'),
        ('Org B', 2024, 'Q2', 999, 'b@b.example', 'submitted')`);
    await raw.migrate(migrationsDir());
  });
  afterAll(async () => {
    await raw?.close();
    folders.cleanup();
  });

  const trained = (year: number, quarter: string) =>
    raw.query(
      `select name, trained::int from report_org_totals where year = $1 and quarter = $2 order by trained desc`,
      [year, quarter],
    );

  it("fills trained from the approved reports at every level", async () => {
    expect(await trained(0, "")).toEqual([
      { name: "Org A", trained: 150 },
      { name: "Org B", trained: 70 },
    ]);
    expect(await trained(2024, "")).toEqual([
      { name: "Org A", trained: 150 },
      { name: "Org B", trained: 70 },
    ]);
    expect(await trained(0, "Q2")).toEqual([{ name: "Org A", trained: 50 }]);
  });

  it("keeps it from then on (an approval adds, a delete takes away)", async () => {
    await raw.query(`update reports set status = 'approved' where trained = 999`);
    expect(await trained(0, "Q2")).toEqual([
      { name: "Org B", trained: 999 },
      { name: "Org A", trained: 50 },
    ]);
    await raw.query(`delete from reports where organization_name = 'Org A' and quarter = 'Q1'`);
    expect((await trained(0, "")).find((row) => row.name === "Org A")).toEqual({
      name: "Org A",
      trained: 50,
    });
  });
});
