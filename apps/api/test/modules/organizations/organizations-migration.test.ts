// Migration 0008_organizations on a database filled with the previous schema (0000-0007): one
// organisation per distinct name (trimmed, spaces collapsed, any case), every row linked, report
// uniqueness moved to the organisation, aggregates still right, and running it again is harmless.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../../../src/lib/paths";
import { foldersUpTo, openRaw, type Raw } from "../../migration-kit";

describe("migration 0008_organizations on a database holding data", () => {
  let raw: Raw;
  const folders = foldersUpTo("0008_organizations");

  beforeAll(async () => {
    raw = await openRaw();
    await raw.migrate(folders.before);
    // Rows as the previous version wrote them: the organisation is free text in four places.
    await raw.query(`
      insert into users (username, email, organization_name, password_hash, is_admin) values
        ('Alice', 'alice@a.example', 'Org A', 'x', false),
        ('Ann', 'ann@a.example', '  org   a ', 'x', false),
        ('Bob', 'bob@b.example', 'Org B', 'x', false),
        ('Admin', 'admin@example.org', '', 'x', true)`);
    await raw.query(`
      insert into members (first_name, email, organization_name, website, created_at) values
        ('Alice', 'alice@a.example', 'ORG A', 'https://old.a.example', now() - interval '2 days'),
        ('Alice', 'alice@a.example', 'org a', 'https://a.example', now() - interval '1 day'),
        ('Carol', 'carol@c.example', 'Org C', '', now())`);
    await raw.query(`
      insert into courses (title, "desc", link, organization, tag, category, segment, email) values
        ('AI 101', 'd', 'https://a.example/c', 'Org A', 't', 'c', 's', 'ann@a.example'),
        ('Data', 'd', 'https://d.example/c', 'Org D', 't', 'c', 's', 'dan@d.example')`);
    await raw.query(`
      insert into reports (organization_name, year, quarter, aware, created_by, created_at) values
        ('Org A', 2024, 'Q1', 10, 'alice@a.example', now() - interval '3 days'),
        ('org  a', 2024, 'Q1', 7, 'ann@a.example', now() - interval '2 days'),
        ('org a', 2024, 'Q2', 5, 'ann@a.example', now()),
        ('Org B', 2024, 'Q1', 3, 'bob@b.example', now())`);
    await raw.migrate(migrationsDir());
  });
  afterAll(async () => {
    await raw?.close();
    folders.cleanup();
  });

  it("creates one organisation per distinct name, whatever its case and spacing", async () => {
    const orgs = await raw.query(`select name, website from organizations order by lower(name)`);
    expect(orgs.map((o) => String(o.name).toLowerCase())).toEqual(["org a", "org b", "org c", "org d"]);
    // The newest member record's website becomes the organisation's.
    expect(orgs[0]!.website).toBe("https://a.example");
  });

  it("links every existing row, whose name becomes the organisation's name", async () => {
    for (const [table, column] of [
      ["users", "organization_name"],
      ["members", "organization_name"],
      ["courses", "organization"],
    ]) {
      const rows = await raw.query(
        `select t.${column} as copy, t.organization_id, o.name from ${table} t
         left join organizations o on o.id = t.organization_id where t.${column} <> ''`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.organization_id, `${table} ${row.copy}`).not.toBeNull();
        expect(row.copy).toBe(row.name);
      }
    }
    const [admin] = await raw.query(`select organization_id from users where email = 'admin@example.org'`);
    expect(admin!.organization_id).toBeNull();
    const a = await raw.query(
      `select count(distinct organization_id)::int as n from users where email like '%@a.example'`,
    );
    expect(a[0]!.n).toBe(1);
  });

  it("keeps one report per organisation and quarter: the oldest duplicate is linked, the other kept unlinked", async () => {
    const rows = await raw.query(
      `select r.year, r.quarter, r.aware, r.organization_id, o.name from reports r
       left join organizations o on o.id = r.organization_id order by r.created_at, r.aware desc`,
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ aware: 10, quarter: "Q1" });
    expect(rows[0]!.organization_id).not.toBeNull();
    expect(rows[1]).toMatchObject({ aware: 7, organization_id: null });
    expect(rows[2]!.organization_id).toBe(rows[0]!.organization_id);
    await expect(
      raw.query(`insert into reports (organization_id, year, quarter, created_by)
                 select organization_id, 2024, 'Q2', 'x@y.z' from reports where aware = 5`),
    ).rejects.toThrow();
  });

  it("keeps the public aggregates equal to the reports", async () => {
    const [totals] = await raw.query(
      `select sum(aware)::int as aware, sum(reports)::int as n from report_period_totals`,
    );
    expect(totals).toEqual({ aware: 25, n: 4 });
    const top = await raw.query(
      `select name, total::int as total from report_org_totals where year = 0 and quarter = '' order by total desc`,
    );
    // "org  a" (not linked) keeps its own key; the linked reports count under the organisation's name.
    expect(top.find((t) => String(t.name).toLowerCase() === "org a")?.total).toBe(15);
  });

  it("links rows written later by name, and propagates a rename", async () => {
    await raw.query(
      `insert into users (username, email, organization_name, password_hash) values ('New', 'n@e.example', ' ORG   b ', 'x')`,
    );
    const [user] = await raw.query(
      `select u.organization_name, o.name from users u join organizations o on o.id = u.organization_id where u.email = 'n@e.example'`,
    );
    expect(user).toEqual({ organization_name: "Org B", name: "Org B" });
    await raw.query(`update organizations set name = 'Org Bee' where name = 'Org B'`);
    const names = await raw.query(
      `select organization_name as n from users where email like 'n@%' or email like 'bob@%'
       union all select organization_name from reports where created_by = 'bob@b.example'`,
    );
    expect(names.map((r) => r.n)).toEqual(["Org Bee", "Org Bee", "Org Bee"]);
    const [top] = await raw.query(
      `select name from report_org_totals where org_key = 'org:org bee' and year = 0 and quarter = ''`,
    );
    expect(top).toEqual({ name: "Org Bee" });
  });

  it("does no harm when run again", async () => {
    const sql = readFileSync(join(migrationsDir(), "0008_organizations.sql"), "utf8");
    for (const statement of sql.split("--> statement-breakpoint")) await raw.query(statement);
    const [orgs] = await raw.query(`select count(*)::int as n from organizations`);
    expect(orgs!.n).toBe(4);
  });
});
