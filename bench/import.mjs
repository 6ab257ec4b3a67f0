// `node bench/import.mjs`: how long the import takes a 500-report workbook with full breakdowns
// (every sex, age band, county and disability category of trained and certified), as a dry run
// and written, on the built server (docs/decisions/0037-imports-and-organisation-tokens.md).
// Prints the figures; not a test. The aim on this machine: dry run under 3 s, import
// under 10 s. Options: BENCH_DRIVERS=pglite (default) or postgres or both, BENCH_PG_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { buildApi } from "./lib/build.mjs";
import { createPgDatabase, signIn, startServer } from "./lib/server.mjs";
import { stopProcess } from "./lib/util.mjs";

const REPORTS = 500;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const drivers = (process.env.BENCH_DRIVERS ?? "pglite").split(",").map((d) => d.trim());

/** Splits `total` over `categories` (the last takes the rest), so each dimension adds up. */
function spread(total, categories) {
  const each = Math.floor(total / categories.length);
  return categories.map((category, i) => [category, i === categories.length - 1 ? total - each * i : each]);
}

async function workbook() {
  const book = new ExcelJS.Workbook();
  const reports = book.addWorksheet("Reports");
  const breakdowns = book.addWorksheet("Breakdowns");
  reports.addRow([
    "organization",
    "year",
    "quarter",
    "aware",
    "engaged",
    "trained",
    "certified",
    "orgs_reached",
    "reached_by_leaders",
  ]);
  breakdowns.addRow(["organization", "year", "quarter", "metric", "dimension", "category", "count"]);
  // Every known category (packages/shared/src/breakdowns.ts; a plain script cannot import it).
  const dimensions = {
    sex: ["female", "male", "intersex"],
    age_band: ["under15", "15-17", "18-24", "25-34", "35-44", "45-54", "55plus"],
    county: Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(3, "0")),
    disability: ["with", "without"],
  };
  for (let i = 0; i < REPORTS; i++) {
    const organization = `Bench Import Organisation ${i.toString(36)}-${(i * 7919).toString(36)}`;
    const figures = { trained: 4700 + i, certified: 2350 + i };
    reports.addRow([organization, 2025, "Q1", 9000, 7000, figures.trained, figures.certified, 3, 100]);
    for (const metric of ["trained", "certified"]) {
      for (const [dimension, categories] of Object.entries(dimensions)) {
        for (const [category, count] of spread(figures[metric], categories)) {
          breakdowns.addRow([organization, 2025, "Q1", metric, dimension, category, count]);
        }
      }
    }
  }
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), breakdownRows: breakdowns.rowCount - 1 };
}

async function timed(label, base, auth, body, query) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/imports${query}`, {
    method: "POST",
    headers: { ...auth, "content-type": XLSX },
    body,
  });
  const ms = performance.now() - started;
  const answer = await res.json();
  if (res.status >= 300) throw new Error(`${label}: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
  return { ms, answer };
}

async function benchDriver(driver, serverJs, file) {
  const target = { driver, dataDir: mkdtempSync(join(tmpdir(), `alliance-import-${driver}-`)) };
  let pgDb = null;
  if (driver === "postgres") {
    pgDb = await createPgDatabase();
    target.url = pgDb.url;
  }
  const server = await startServer(target, serverJs, "");
  try {
    const auth = await signIn(server.base);
    const dry = await timed("dry run", server.base, auth, file.buffer, "?dryRun=true");
    console.error(`${driver}: dry run ${(dry.ms / 1000).toFixed(2)} s`);
    // 2025 Q1 is in the demo data's releases: an admin's change to it gives its public reason.
    const reason = `?publicReason=${encodeURIComponent("Figures of the import benchmark.")}`;
    const write = await timed("import", server.base, auth, file.buffer, reason);
    const again = await timed("import again", server.base, auth, file.buffer, reason);
    console.log(
      `| ${driver} | ${(dry.ms / 1000).toFixed(2)} s | ${(write.ms / 1000).toFixed(2)} s (${write.answer.created} created) | ${(again.ms / 1000).toFixed(2)} s (${again.answer.unchanged} unchanged) |`,
    );
  } finally {
    await stopProcess(server);
    rmSync(target.dataDir, { recursive: true, force: true });
    if (pgDb) await pgDb.drop();
  }
}

const serverJs = await buildApi();
const file = await workbook();
console.log(
  `Import of ${REPORTS} reports with ${file.breakdownRows.toLocaleString("en-US")} breakdown rows (${(file.buffer.length / 1024).toFixed(0)} KB workbook):\n`,
);
console.log("| database | dry run | import | same file again |");
console.log("| --- | --- | --- | --- |");
for (const driver of drivers) await benchDriver(driver, serverJs, file);
