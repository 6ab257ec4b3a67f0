// Scale steps: bulk-load reports and members, then measure with one connection the summary as the
// route computes it, staff list pages, and the bytes of the summary beside those of every report.
import { gunzipSync } from "node:zlib";
import {
  insertBatched,
  membersSql,
  REPORT_SEARCH_RARE,
  reportsSql,
  SEARCH_COMMON,
  SEARCH_RARE,
} from "./data.mjs";
import { BROWSER, LATENCY_RUNS, LATENCY_SECONDS, MEMBERS, PGLITE_MAX, SCALE, SIZES } from "./options.mjs";
import { driverName, log, note, row } from "./report.mjs";
import { signIn, startServer, withDataConnection } from "./server.mjs";
import { throughputCell } from "./throughput.mjs";
import { fetchRaw, fmtInt, fmtKb, fmtRows, load, sleep, stopProcess } from "./util.mjs";

/** One connection: a short warm-up, then the best of LATENCY_RUNS runs (lowest p50). */
async function latency(url, headers) {
  const opts = { connections: 1, duration: LATENCY_SECONDS, headers: { ...BROWSER, ...headers } };
  await load(url, { ...opts, duration: 1 });
  const runs = [];
  for (let i = 0; i < LATENCY_RUNS; i++) runs.push(await load(url, opts));
  return runs.reduce((a, b) => (b.p50 < a.p50 || (b.p50 === a.p50 && b.p99 < a.p99) ? b : a));
}

/** Bytes a visitor downloads for the impact figures, beside fetching every report. */
export async function bytesSection(driver, server, auth, reportCount, label) {
  // The first answer after the data changed is a cache miss, sent uncompressed; the compressed
  // copy is made in the background once the entry is hit again: ask until it is there.
  let summary;
  for (let attempt = 0; attempt < 20; attempt++) {
    summary = await fetchRaw(`${server.base}/api/v1/reports/summary`, { "accept-encoding": "gzip" });
    if (summary.status !== 200 || summary.headers["content-encoding"] === "gzip") break;
    await sleep(100);
  }
  if (summary.status !== 200) return;
  const page = await fetchRaw(`${server.base}/api/v1/reports?page=1&pageSize=100`, {
    ...auth,
    "accept-encoding": "gzip",
  });
  const name = "Bytes for the impact figures (gzip)";
  if (page.status !== 200) {
    row(name, driverName(driver), label, `summary ${fmtKb(summary.buffer.length)}`);
    return;
  }
  const compressed = page.headers["content-encoding"] === "gzip";
  const json = JSON.parse((compressed ? gunzipSync(page.buffer) : page.buffer).toString());
  const perReport = json.length ? page.buffer.length / json.length : Number.NaN;
  const total = Number(page.headers["x-total-count"] ?? reportCount);
  const naive = perReport * total;
  row(
    name,
    driverName(driver),
    label,
    `summary ${fmtKb(summary.buffer.length)}`,
    `every report: ${fmtKb(naive)} (${fmtInt(total)} × ${fmtInt(perReport)} B gzip, measured on a page of ${json.length}) = ${fmtInt(naive / summary.buffer.length)}× more`,
  );
}

async function scaleStep(driver, server, auth, reports, members) {
  const label = `${fmtRows(reports)} reports, ${fmtRows(members)} members`;
  const measure = async (name, path) => {
    const url = `${server.base}${path}`;
    const probe = await fetchRaw(url, { ...BROWSER, ...auth });
    if (probe.status !== 200) {
      row(name, driverName(driver), label, `not measured (HTTP ${probe.status})`);
      return;
    }
    const r = await latency(url, auth);
    const total = probe.headers["x-total-count"];
    row(name, driverName(driver), label, throughputCell(r), total ? `${fmtInt(Number(total))} matches` : "");
  };
  const q = encodeURIComponent;
  await measure(
    "Summary, computed (bearer token bypasses the cache), 1 connection",
    "/api/v1/reports/summary",
  );
  await measure("Summary, computed, one year and quarter", "/api/v1/reports/summary?year=2024&quarter=Q2");
  await measure(
    `Staff list: members q="${SEARCH_COMMON}" page 1 of 10, 1 connection`,
    `/api/v1/members?q=${q(SEARCH_COMMON)}&page=1&pageSize=10`,
  );
  await measure(
    `Staff list: members q="${SEARCH_RARE}" page 1 of 10`,
    `/api/v1/members?q=${q(SEARCH_RARE)}&page=1&pageSize=10`,
  );
  await measure("Staff list: members, no search, page 1 of 10", "/api/v1/members?page=1&pageSize=10");
  await measure(
    `Staff list: reports search="${SEARCH_COMMON}" page 1 of 10`,
    `/api/v1/reports?search=${q(SEARCH_COMMON)}&page=1&pageSize=10`,
  );
  await measure(
    `Staff list: reports search="${REPORT_SEARCH_RARE}" page 1 of 10`,
    `/api/v1/reports?search=${q(REPORT_SEARCH_RARE)}&page=1&pageSize=10`,
  );
  await bytesSection(driver, server, auth, reports, label);
}

/** Loads each size in turn and measures it; returns the server running at the end. */
export async function scaleSteps(driver, target, server, serverJs, webDist) {
  let auth = await signIn(server.base);
  await bytesSection(driver, server, auth, 0, "demo seed");
  if (!SCALE) return server;
  let haveReports = 0;
  let haveMembers = 0;
  const sizes = SIZES.filter((n) => driver === "postgres" || n <= PGLITE_MAX);
  if (driver === "pglite" && sizes.length < SIZES.length) {
    note(
      `PGlite scale steps stop at ${fmtRows(PGLITE_MAX)} reports (loading more into the single-connection WASM database takes too long for one run); larger steps are on PostgreSQL.`,
    );
  }
  for (const reports of sizes) {
    const members = Math.min(MEMBERS, reports);
    if (driver === "pglite") await stopProcess(server);
    const started = performance.now();
    await withDataConnection(target, async (exec) => {
      await insertBatched(exec, reportsSql, haveReports, reports, 100_000, (n) =>
        log(`reports: ${fmtInt(n)}`),
      );
      await insertBatched(exec, membersSql, haveMembers, members, 50_000, (n) =>
        log(`members: ${fmtInt(n)}`),
      );
      // As autovacuum would: statistics, and the GIN pending lists flushed (until then trigram
      // searches scan the unsorted pending list and the planner avoids the indexes).
      await exec("vacuum analyze");
      // Tell every instance's public cache that the data changed.
      await exec(
        "insert into data_versions (key, version) values ('public', 1) on conflict (key) do update set version = data_versions.version + 1",
      );
    });
    log(
      `loaded ${fmtInt(reports)} reports, ${fmtInt(members)} members in ${fmtInt((performance.now() - started) / 1000)} s`,
    );
    haveReports = reports;
    haveMembers = members;
    if (driver === "pglite") {
      server = await startServer(target, serverJs, webDist);
      auth = await signIn(server.base);
    }
    await scaleStep(driver, server, auth, reports, members);
  }
  return server;
}
