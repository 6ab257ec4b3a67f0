// Over 400 lines on purpose: one script that starts every server, runs every row and prints one
// table, so a reader sees the whole measurement in one place; helpers live in bench/lib.
// `npm run bench`: measures the product the way its users feel it, beside a bare Fastify
// hello-world started by this script, in one run on this machine, and prints ONE markdown table
// (also written to bench/results/latest.md). Not part of `npm test`.
//
// Options (environment):
//   BENCH_QUICK=1             short runs and smaller data (1k and 10k reports): a smoke test
//   BENCH_DRIVERS=pglite      or postgres, or both (default pglite,postgres)
//   BENCH_DURATION=3          seconds per throughput run (quick: 2)
//   BENCH_ROUNDS=3            alternations hello-world / endpoint; each keeps its best run (quick: 1)
//   BENCH_CONNECTIONS=32      concurrent connections for throughput runs
//   BENCH_SIZES=1000,100000,1000000   report counts for the scale steps
//   BENCH_PGLITE_MAX_REPORTS=100000   larger steps run on PostgreSQL only (PGlite is slow to load)
//   BENCH_MEMBERS=100000      members for the staff list step
//   BENCH_SCALE=0             skip the scale steps (throughput, memory and flood rows only)
//   BENCH_LIGHTHOUSE=0        skip Lighthouse;  BENCH_LH_RUNS=3 runs per page (median kept; quick: 1)
//   BENCH_PIN=0               do not pin servers and load generator to separate CPUs (taskset)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   server used to create the bench database
//   BENCH_WEB_DIST=<dir>      use this built web app instead of building one into apps/web/.tmp/bench-dist
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { build } from "esbuild";
import pg from "pg";
import {
  insertBatched,
  membersSql,
  REPORT_SEARCH_RARE,
  reportsSql,
  SEARCH_COMMON,
  SEARCH_RARE,
} from "./lib/data.mjs";
import {
  fetchRaw,
  fmtInt,
  fmtKb,
  fmtMs,
  fmtRows,
  freePort,
  load,
  rssMb,
  sampleRss,
  sleep,
  startProcess,
  stopProcess,
} from "./lib/util.mjs";
import { assetsOf, compressedSizes, lighthouseScores } from "./lib/web.mjs";
import { ensureWrk, flood } from "./lib/wrk.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
const QUICK = env.BENCH_QUICK === "1";
const DRIVERS = (env.BENCH_DRIVERS ?? "pglite,postgres").split(",").map((d) => d.trim());
const DURATION = Number(env.BENCH_DURATION ?? (QUICK ? 2 : 3));
const ROUNDS = Number(env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
const ROUND_SECONDS = DURATION;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const SIZES = (env.BENCH_SIZES ?? (QUICK ? "1000,10000" : "1000,100000,1000000")).split(",").map(Number);
const PGLITE_MAX = Number(env.BENCH_PGLITE_MAX_REPORTS ?? 100_000);
const MEMBERS = Number(env.BENCH_MEMBERS ?? (QUICK ? 10_000 : 100_000));
const LIGHTHOUSE = env.BENCH_LIGHTHOUSE !== "0";
const LH_RUNS = Number(env.BENCH_LH_RUNS ?? (QUICK ? 1 : 3));
const PG_URL = env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LATENCY_SECONDS = 2;
const LATENCY_RUNS = QUICK ? 1 : 2;
const ADMIN = { email: "bench-admin@example.org", password: "bench-password-0123456789" };
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

const PUBLIC_ENDPOINTS = [
  "/api/v1/courses/approved",
  "/api/v1/members/approved",
  "/api/v1/partners",
  "/api/v1/reports/summary",
  "/",
];
const PUBLIC_PAGES = ["/", "/learning", "/membership", "/contact"];

/**
 * On a multi-core machine the servers run pinned to CPU 0 and the load generator (this process)
 * to the others during throughput runs, so the scheduler cannot put both on one core for some
 * runs and not others (which made runs bimodal). BENCH_PIN=0 turns it off.
 */
const CPU_COUNT = cpus().length;
const PIN =
  env.BENCH_PIN !== "0" && CPU_COUNT >= 2 && spawnSync("taskset", ["-V"], { stdio: "ignore" }).status === 0;
const ALL_CPUS = `0-${CPU_COUNT - 1}`;
const CLIENT_CPUS = CPU_COUNT > 2 ? `1-${CPU_COUNT - 1}` : "1";
function pin(pid, cpuList) {
  if (PIN && pid) spawnSync("taskset", ["-a", "-c", "-p", cpuList, String(pid)], { stdio: "ignore" });
}

const rows = [];
const notes = [];
const log = (...args) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const row = (measure, driver, data, result, compared = "") => {
  rows.push({ measure, driver, data, result, compared });
  log(`${measure} | ${driver} | ${data} | ${result} | ${compared}`);
};
const driverName = (d) => (d === "pglite" ? "PGlite" : "PostgreSQL");

// ---------------------------------------------------------------------------------------------
// Builds: the API bundle (like `npm run build -w apps/api`, into a private folder so the e2e runs'
// dist is untouched) and the web app (into apps/web/.tmp/bench-dist unless BENCH_WEB_DIST is set).

async function buildApi() {
  const outfile = join(root, "apps/api/.tmp/bench/server.js");
  await build({
    entryPoints: [join(root, "apps/api/src/server.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins: [
      {
        name: "external-dependencies",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@alliance/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

function buildWeb() {
  if (env.BENCH_WEB_DIST) return env.BENCH_WEB_DIST;
  const out = join(root, "apps/web/.tmp/bench-dist");
  const vite = join(root, "node_modules/.bin/vite");
  const cwd = join(root, "apps/web");
  const opts = {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  };
  log("building the web app into", out);
  let r = spawnSync(vite, ["build", "--outDir", out, "--emptyOutDir"], opts);
  if (r.status !== 0) throw new Error("web build failed");
  r = spawnSync(
    vite,
    ["build", "--ssr", "src/entry-server.tsx", "--outDir", join(out, "server"), "--emptyOutDir"],
    opts,
  );
  if (r.status !== 0) throw new Error("web SSR build failed");
  return out;
}

// ---------------------------------------------------------------------------------------------
// Databases

async function withPg(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createPgDatabase() {
  const name = `alliance_bench_${process.pid}`;
  await withPg(PG_URL, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withPg(PG_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** Runs SQL on the bench data: PGlite is opened in this process (the server must be stopped). */
async function withDataConnection(target, fn) {
  if (target.driver === "postgres") {
    return withPg(target.url, (c) => fn((sql) => c.query(sql)));
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(join(target.dataDir, "db"), { extensions: { pg_trgm } });
  try {
    return await fn((sql) => db.exec(sql));
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The server under test

async function startServer(target, serverJs, webDist) {
  const port = await freePort();
  const handle = await startProcess({
    label: `server (${target.driver})`,
    script: serverJs,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.url ?? "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "true",
      // Everything else as installed: request logging at the default `info` level included.
      WEB_DIST: webDist,
      // Generous limits: the bench signs in a few times and must not trip the throttles.
      LOGIN_MAX_FAILURES_PER_IP: "1000",
    },
    readyUrl: `http://127.0.0.1:${port}/ready`,
  });
  return { ...handle, base: `http://127.0.0.1:${port}`, pid: handle.child.pid };
}

async function signIn(base) {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.token}` };
}

const throughputCell = (r) =>
  r.non2xx > 0 && r.non2xx >= r.total / 2
    ? `HTTP errors (${fmtInt(r.non2xx)} non-2xx)`
    : `${fmtInt(r.rps)} req/s · p50 ${fmtMs(r.p50)} ms · mean ${fmtMs(r.mean)} ms · p99 ${fmtMs(r.p99)} ms${r.non2xx ? ` · ${fmtInt(r.non2xx)} non-2xx` : ""}`;

// ---------------------------------------------------------------------------------------------
// Sections

/** The run with the most requests per second. */
const best = (runs) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));

/**
 * Each endpoint alternates with the hello-world, ROUNDS times, and each side keeps its best run:
 * the machine's load drifts (other work shares the cores), adjacent runs see the same drift, and
 * the best of a few runs is the least disturbed estimate of what the code can do.
 */
async function throughputSection(driver, server, helloBase, helloPid) {
  pin(server.pid, "0");
  pin(helloPid, "0");
  pin(process.pid, CLIENT_CPUS);
  try {
    return await throughputRuns(driver, server, helloBase);
  } finally {
    pin(server.pid, ALL_CPUS);
    pin(process.pid, ALL_CPUS);
  }
}

async function throughputRuns(driver, server, helloBase) {
  let peak = 0;
  const hellos = [];
  const measured = [];
  const opts = { connections: CONNECTIONS, duration: ROUND_SECONDS, headers: BROWSER };
  // Warm every path first (JIT, caches, compressed variants), and the reference too.
  await load(`${helloBase}/`, { ...opts, duration: 2 });
  for (const path of PUBLIC_ENDPOINTS) await load(`${server.base}${path}`, { ...opts, duration: 2 });
  for (const path of PUBLIC_ENDPOINTS) {
    const url = `${server.base}${path}`;
    const probe = await fetchRaw(url, BROWSER);
    if (probe.status !== 200) {
      measured.push({ path, status: probe.status });
      continue;
    }
    const helloRuns = [];
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) {
      helloRuns.push(await load(`${helloBase}/`, opts));
      const stop = sampleRss(server.pid);
      runs.push(await load(url, opts));
      peak = Math.max(peak, stop());
    }
    const hello = best(helloRuns);
    hellos.push(hello);
    measured.push({ path, r: best(runs), hello, bytes: probe.buffer.length });
  }
  // The hello-world again, carrying the headers of a cached answer (security headers, ETag...):
  // what those bytes alone cost the client and the kernel.
  let withHeaders = null;
  const sample = await fetchRaw(`${server.base}/api/v1/partners`, BROWSER);
  if (sample.status === 200) {
    const headers = {};
    for (const [name, value] of Object.entries(sample.headers)) {
      if (
        ![
          "content-length",
          "content-encoding",
          "content-type",
          "date",
          "connection",
          "keep-alive",
          "transfer-encoding",
        ].includes(name)
      ) {
        headers[name] = value;
      }
    }
    await fetch(`${helloBase}/with-headers`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(headers),
    });
    const bytes = Object.entries(headers).reduce((sum, [k, v]) => sum + k.length + String(v).length + 4, 0);
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) runs.push(await load(`${helloBase}/with-headers`, opts));
    withHeaders = { r: best(runs), bytes };
  }
  const avg = (key) => hellos.reduce((sum, h) => sum + h[key], 0) / hellos.length;
  if (hellos.length) {
    row(
      "Throughput: bare Fastify hello-world (reference)",
      driverName(driver),
      "-",
      `${fmtInt(avg("rps"))} req/s · p50 ${fmtMs(avg("p50"))} ms · p99 ${fmtMs(avg("p99"))} ms`,
      `1.00× (mean of the ${hellos.length} references: ${hellos.map((h) => fmtInt(h.rps)).join(", ")})`,
    );
  }
  if (withHeaders) {
    row(
      "Throughput: the same hello-world sending the site's response headers",
      driverName(driver),
      "-",
      throughputCell(withHeaders.r),
      `${(withHeaders.r.rps / avg("rps")).toFixed(2)}× bare · ${fmtKb(withHeaders.bytes)} of headers (CSP, security, ETag, cache) instead of ~0.1 KB`,
    );
  }
  for (const { path, r, hello, status, bytes } of measured) {
    if (!r) {
      row(`Throughput: GET ${path}`, driverName(driver), "demo seed", `not measured (HTTP ${status})`);
      continue;
    }
    const ratio = r.rps / hello.rps;
    row(
      `Throughput: GET ${path}`,
      driverName(driver),
      "demo seed",
      throughputCell(r),
      `${ratio.toFixed(2)}× bare${path.startsWith("/api/") && ratio < 0.5 ? " (below the 0.5× goal)" : ""}${withHeaders ? ` · ${(r.rps / withHeaders.r.rps).toFixed(2)}× hello-world with the same headers` : ""} · body ${fmtKb(bytes)} brotli`,
    );
  }
  return { peakRss: peak };
}

/**
 * The flood: one client sends new query strings and Host headers as fast as it can, over the
 * public pages, API reads and a script asset, while another client (4 connections) measures its
 * p99 for `/`, a JavaScript asset and the approved courses, one after the other.
 */
async function floodSection(driver, server) {
  const home = await fetchRaw(`${server.base}/`, {});
  const asset = assetsOf(home.buffer.toString()).scripts[0];
  const targets = ["/", asset ? `/${asset.replace(/^\//, "")}` : null, "/api/v1/courses/approved"].filter(
    Boolean,
  );
  const flooded = [
    "/",
    "/learning",
    "/api/v1/courses/approved",
    "/api/v1/partners",
    "/api/v1/reports/summary",
    ...targets.slice(1, 2),
  ];
  pin(server.pid, "0");
  pin(process.pid, CLIENT_CPUS);
  try {
    for (const path of targets) {
      const url = `${server.base}${path}`;
      const quiet = await load(url, { connections: 4, duration: DURATION, headers: BROWSER });
      const attacker = flood(server.base, flooded, { connections: 16, duration: DURATION + 30 });
      await sleep(1000);
      const r = await load(url, { connections: 4, duration: DURATION, headers: BROWSER });
      attacker.stop();
      const f = await attacker.done;
      row(
        `Flood: GET ${path}, p99 while another client floods`,
        driverName(driver),
        "demo seed",
        `p99 ${fmtMs(r.p99)} ms · p50 ${fmtMs(r.p50)} ms · ${fmtInt(r.rps)} req/s${r.non2xx ? ` · ${fmtInt(r.non2xx)} non-2xx` : ""}`,
        `${r.p99 < 250 ? "within" : "OVER"} the 250 ms goal · without the flood p99 ${fmtMs(quiet.p99)} ms · the flood: ${fmtInt(f.rps)} req/s, ${fmtInt(f.non2xx)} non-2xx`,
      );
    }
  } finally {
    pin(server.pid, ALL_CPUS);
    pin(process.pid, ALL_CPUS);
  }
}

/** One connection: a short warm-up, then the best of LATENCY_RUNS runs (lowest p50). */
async function latency(url, headers) {
  const opts = { connections: 1, duration: LATENCY_SECONDS, headers: { ...BROWSER, ...headers } };
  await load(url, { ...opts, duration: 1 });
  const runs = [];
  for (let i = 0; i < LATENCY_RUNS; i++) runs.push(await load(url, opts));
  return runs.reduce((a, b) => (b.p50 < a.p50 || (b.p50 === a.p50 && b.p99 < a.p99) ? b : a));
}

/** Bytes a visitor downloads for the impact figures, beside fetching every report. */
async function bytesSection(driver, server, auth, reportCount, label) {
  const summary = await fetchRaw(`${server.base}/api/v1/reports/summary`, { "accept-encoding": "gzip" });
  if (summary.status !== 200) return;
  const page = await fetchRaw(`${server.base}/api/v1/reports?page=1&pageSize=100`, {
    ...auth,
    "accept-encoding": "gzip",
  });
  if (page.status !== 200) {
    row(
      "Bytes for the impact figures (gzip)",
      driverName(driver),
      label,
      `summary ${fmtKb(summary.buffer.length)}`,
    );
    return;
  }
  const compressed = page.headers["content-encoding"] === "gzip";
  const json = JSON.parse((compressed ? gunzipSync(page.buffer) : page.buffer).toString());
  const perReport = json.length ? page.buffer.length / json.length : Number.NaN;
  const total = Number(page.headers["x-total-count"] ?? reportCount);
  const naive = perReport * total;
  row(
    "Bytes for the impact figures (gzip)",
    driverName(driver),
    label,
    `summary ${fmtKb(summary.buffer.length)}`,
    `every report: ${fmtKb(naive)} (${fmtInt(total)} × ${fmtInt(perReport)} B gzip, measured on a page of ${json.length}) = ${fmtInt(naive / summary.buffer.length)}× more`,
  );
}

async function scaleStep(driver, server, auth, reports, members) {
  const label = `${fmtRows(reports)} reports, ${fmtRows(members)} members`;
  const cells = [];
  const measure = async (name, url, headers = auth) => {
    const probe = await fetchRaw(url, { ...BROWSER, ...headers });
    if (probe.status !== 200) {
      row(name, driverName(driver), label, `not measured (HTTP ${probe.status})`);
      return null;
    }
    const r = await latency(url, headers);
    const total = probe.headers["x-total-count"];
    row(name, driverName(driver), label, throughputCell(r), total ? `${fmtInt(Number(total))} matches` : "");
    cells.push(r);
    return r;
  };
  await measure(
    "Summary, computed (bearer token bypasses the cache), 1 connection",
    `${server.base}/api/v1/reports/summary`,
  );
  await measure(
    "Summary, computed, one year and quarter",
    `${server.base}/api/v1/reports/summary?year=2024&quarter=Q2`,
  );
  await measure(
    `Staff list: members q="${SEARCH_COMMON}" page 1 of 10, 1 connection`,
    `${server.base}/api/v1/members?q=${encodeURIComponent(SEARCH_COMMON)}&page=1&pageSize=10`,
  );
  await measure(
    `Staff list: members q="${SEARCH_RARE}" page 1 of 10`,
    `${server.base}/api/v1/members?q=${encodeURIComponent(SEARCH_RARE)}&page=1&pageSize=10`,
  );
  await measure(
    "Staff list: members, no search, page 1 of 10",
    `${server.base}/api/v1/members?page=1&pageSize=10`,
  );
  await measure(
    `Staff list: reports search="${SEARCH_COMMON}" page 1 of 10`,
    `${server.base}/api/v1/reports?search=${encodeURIComponent(SEARCH_COMMON)}&page=1&pageSize=10`,
  );
  await measure(
    `Staff list: reports search="${REPORT_SEARCH_RARE}" page 1 of 10`,
    `${server.base}/api/v1/reports?search=${encodeURIComponent(REPORT_SEARCH_RARE)}&page=1&pageSize=10`,
  );
  await bytesSection(driver, server, auth, reports, label);
}

async function webSection(server, webDist) {
  for (const path of PUBLIC_PAGES) {
    const res = await fetchRaw(`${server.base}${path}`, {});
    if (res.status !== 200) {
      row(`First-load JavaScript ${path}`, "-", "built web", `not measured (HTTP ${res.status})`);
      continue;
    }
    const html = res.buffer.toString();
    const { scripts, styles } = assetsOf(html);
    const js = compressedSizes(webDist, scripts);
    const css = compressedSizes(webDist, styles);
    const ok = js.gz <= 100 * 1024;
    row(
      `First-load JavaScript ${path}`,
      "-",
      "built web",
      `${fmtKb(js.gz)} gzip (${fmtKb(js.br)} brotli, ${fmtKb(js.raw)} raw, ${js.files} files)`,
      `${ok ? "within" : "OVER"} the 100 KB budget · CSS ${fmtKb(css.gz)} gzip${js.missing.length ? ` · missing: ${js.missing.join(" ")}` : ""}`,
    );
  }
}

async function lighthouseSection(server) {
  const pages = ["/", "/learning"];
  let results;
  try {
    results = await lighthouseScores(
      pages.map((p) => `${server.base}${p}`),
      { runs: LH_RUNS },
    );
  } catch (error) {
    row(
      "Lighthouse mobile",
      "PGlite",
      "demo seed",
      `failed: ${String(error.message ?? error).split("\n")[0]}`,
    );
    return;
  }
  for (const page of pages) {
    const r = results[`${server.base}${page}`];
    if (r.runtimeError) {
      row(`Lighthouse mobile ${page}`, "PGlite", "demo seed", `error: ${r.runtimeError}`);
      continue;
    }
    const good = r.performance >= 95 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
    row(
      `Lighthouse mobile ${page}`,
      "PGlite",
      "demo seed",
      `perf ${r.performance} · a11y ${r.accessibility} · best practices ${r.bestPractices} · SEO ${r.seo}`,
      `${good ? "meets" : "BELOW"} 95/100/100/100 · LCP ${fmtInt(r.lcpMs)} ms · TBT ${fmtInt(r.tbtMs)} ms · CLS ${r.cls?.toFixed(3)} · JS ${fmtKb(r.scriptTransfer)}`,
    );
    if (r.failing.length) notes.push(`Lighthouse ${page}: audits below 1: ${r.failing.join(", ")}`);
  }
}

// ---------------------------------------------------------------------------------------------

async function benchDriver(driver, serverJs, webDist, helloBase, helloPid) {
  const target = { driver, dataDir: mkdtempSync(join(tmpdir(), `alliance-bench-${driver}-`)) };
  let pgDb = null;
  if (driver === "postgres") {
    pgDb = await createPgDatabase();
    target.url = pgDb.url;
  }
  let server = null;
  try {
    // First start: migrations and demo seed; second start: what a restart costs.
    server = await startServer(target, serverJs, webDist);
    const firstStart = server.startMs;
    await stopProcess(server);
    server = await startServer(target, serverJs, webDist);
    await sleep(1500);
    const idle = rssMb(server.pid);
    row(
      "Start-up to /ready",
      driverName(driver),
      "demo seed",
      `${fmtInt(server.startMs)} ms`,
      `first start (migrations + seed): ${fmtInt(firstStart)} ms`,
    );

    const { peakRss } = await throughputSection(driver, server, helloBase, helloPid);
    row(
      "Server memory (RSS)",
      driverName(driver),
      "demo seed",
      `idle ${fmtInt(idle)} MB`,
      `under load ${fmtInt(peakRss)} MB`,
    );
    await floodSection(driver, server);

    if (driver === DRIVERS[0]) {
      await webSection(server, webDist);
      if (LIGHTHOUSE) await lighthouseSection(server);
    }

    // Scale steps.
    let auth = await signIn(server.base);
    await bytesSection(driver, server, auth, 0, "demo seed");
    let haveReports = 0;
    let haveMembers = 0;
    const sizes =
      env.BENCH_SCALE === "0" ? [] : SIZES.filter((n) => driver === "postgres" || n <= PGLITE_MAX);
    if (driver === "pglite" && sizes.length < SIZES.length) {
      notes.push(
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
  } finally {
    await stopProcess(server);
    if (pgDb) await pgDb.drop().catch((error) => log("could not drop the bench database:", error.message));
    rmSync(target.dataDir, { recursive: true, force: true });
  }
}

function machine() {
  const cpu = cpus();
  let load = "";
  try {
    load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {}
  let chromium = "";
  try {
    chromium = execFileSync("/usr/bin/chromium", ["--version"], { encoding: "utf8" }).trim();
  } catch {}
  return `${cpu.length} × ${cpu[0]?.model ?? "CPU"}, ${fmtInt(totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}, load average at start ${load}${chromium ? `, ${chromium}` : ""}`;
}

function table() {
  const esc = (s) => String(s).replace(/\|/g, "\\|");
  const lines = [
    "| Measure | Driver | Data | Result | Compared with |",
    "|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${esc(r.measure)} | ${esc(r.driver)} | ${esc(r.data)} | ${esc(r.result)} | ${esc(r.compared)} |`,
    ),
  ];
  return lines.join("\n");
}

async function main() {
  const startedAt = new Date();
  const header = `Benchmark of ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}. Defaults as installed (LOG_LEVEL=info). Throughput: wrk, ${CONNECTIONS} connections, browser Accept-Encoding${PIN ? ", servers pinned to CPU 0 and the load generator to the others" : ""}, best of ${ROUNDS} runs of ${DURATION} s alternating with the hello-world; latency rows: 1 connection, best of ${LATENCY_RUNS} runs of ${LATENCY_SECONDS} s.${QUICK ? " QUICK run (smaller data, shorter runs)." : ""}`;
  log(header);
  ensureWrk(log);
  const serverJs = await buildApi();
  const webDist = buildWeb();
  const helloPort = await freePort();
  const hello = await startProcess({
    label: "hello-world",
    script: join(root, "bench/hello.mjs"),
    args: [String(helloPort)],
    env: {},
    readyUrl: `http://127.0.0.1:${helloPort}/`,
  });
  try {
    for (const driver of DRIVERS) {
      if (driver === "postgres") {
        try {
          await withPg(PG_URL, (c) => c.query("select 1"));
        } catch (error) {
          row("PostgreSQL", "PostgreSQL", "-", `not measured: ${PG_URL} unreachable (${error.message})`);
          continue;
        }
      }
      await benchDriver(driver, serverJs, webDist, `http://127.0.0.1:${helloPort}`, hello.child.pid);
    }
  } finally {
    await stopProcess(hello);
  }
  const minutes = ((Date.now() - startedAt.getTime()) / 60000).toFixed(1);
  const output = [
    header,
    "",
    table(),
    "",
    ...notes.map((n) => `- ${n}`),
    ...(notes.length ? [""] : []),
    `Run took ${minutes} min. Regenerate with \`npm run bench\`; see docs/performance.md for what limits each figure.`,
    "",
  ].join("\n");
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/latest.md"), output);
  console.log(output);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
