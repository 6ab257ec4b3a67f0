// `npm run crash-test`: kills the built server with SIGKILL in the middle of concurrent writes,
// restarts it on the same data, and checks that every write it acknowledged is still there and
// that the database opens cleanly. Runs on PGlite (a fresh DATA_DIR) and on PostgreSQL (a fresh
// database) when one is reachable (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test).
//
// Writes: public information requests (POST /api/v1/requests) and admin report creations
// (POST /api/v1/reports), each carrying a unique marker. A write counts as acknowledged when its
// 201 answer arrived before the kill. Options (environment):
//   CRASH_CYCLES (3)        kills per driver
//   CRASH_CLIENTS (16)      concurrent writers
//   CRASH_MIN_MS/MAX_MS     time before each kill (600..2000 ms after writes start)
//   CRASH_DRIVERS           "pglite,postgres" (default: both, postgres only when reachable)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openClient, root } from "./lib/database.mjs";

const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 16);
const MIN_MS = Number(process.env.CRASH_MIN_MS ?? 600);
const MAX_MS = Number(process.env.CRASH_MAX_MS ?? 2000);
const DEFAULT_PG = "postgres://postgres@127.0.0.1:5432/test";
const ADMIN_EMAIL = "crash-admin@example.org";
const ADMIN_PASSWORD = "crash test admin passphrase";
const serverJs = join(root, "apps/api/dist/server.js");

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function ensureBuilt() {
  const sources = Math.max(newest(join(root, "apps/api/src")), newest(join(root, "packages/shared/src")));
  if (existsSync(serverJs) && statSync(serverJs).mtimeMs >= sources) return;
  console.log("Building the API (npm run build -w apps/api)...");
  const result = spawnSync("npm", ["run", "build", "-w", "apps/api"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function pgReachable(url) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function createPgDatabase(baseUrl) {
  const pg = (await import("pg")).default;
  const name = `crash_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

class Server {
  constructor(env) {
    this.env = env;
    this.port = Number(env.PORT);
    this.base = `http://127.0.0.1:${this.port}`;
  }
  async start() {
    const startedAt = Date.now();
    this.log = "";
    this.child = spawn(process.execPath, [serverJs], {
      cwd: root,
      env: { ...process.env, ...this.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout.on("data", (d) => {
      this.log = (this.log + d).slice(-4000);
    });
    this.child.stderr.on("data", (d) => {
      this.log = (this.log + d).slice(-4000);
    });
    this.exited = new Promise((resolve) =>
      this.child.on("exit", (code, signal) => resolve({ code, signal })),
    );
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`server exited during start:\n${this.log}`);
      try {
        const res = await fetch(`${this.base}/ready`);
        if (res.status === 200) return Date.now() - startedAt;
      } catch {}
      if (Date.now() - startedAt > 120_000) throw new Error(`server not ready after 120 s:\n${this.log}`);
      await sleep(100);
    }
  }
  async kill(signal = "SIGKILL") {
    this.child.kill(signal);
    return this.exited;
  }
}

async function api(base, method, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, headers: res.headers };
}

async function signIn(base) {
  const res = await api(base, "POST", "/api/v1/users/login", {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.token;
}

/** Every row of a paged list (admin). */
async function listAll(base, token, path) {
  const out = [];
  for (let page = 1; ; page++) {
    const res = await api(base, "GET", `${path}?page=${page}&pageSize=100`, { token });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    out.push(...res.json);
    const total = Number(res.headers.get("x-total-count") ?? out.length);
    if (res.json.length === 0 || out.length >= total) return out;
  }
}

/** Writers that run until stopped; they record what the server acknowledged. */
function startWriters(base, token, acked, cycle) {
  let running = true;
  const stats = { attempted: 0, acknowledged: 0, failed: 0, refused: 0 };
  let reportSeq = 0;
  const worker = async (w) => {
    while (running) {
      stats.attempted++;
      const isReport = (stats.attempted + w) % 3 === 0;
      try {
        if (isReport) {
          reportSeq++;
          const org = `Crash Org c${cycle} w${w} n${reportSeq} ${randomUUID().slice(0, 8)}`;
          const res = await api(base, "POST", "/api/v1/reports", {
            token,
            body: {
              year: 2025,
              quarter: "Q2",
              organizationName: org,
              metrics: { aware: 1, engaged: 2, trained: 3, certified: 4 },
            },
          });
          if (res.status === 201) {
            acked.reports.add(org);
            stats.acknowledged++;
          } else stats.refused++;
        } else {
          const marker = `crash-${cycle}-${w}-${randomUUID()}`;
          const res = await api(base, "POST", "/api/v1/requests", {
            body: {
              firstName: "Crash",
              surName: "Test",
              email: "crash@example.org",
              phone: "0700000000",
              organizationName: "Crash Org",
              message: marker,
            },
          });
          if (res.status === 201) {
            acked.requests.add(marker);
            stats.acknowledged++;
          } else stats.refused++;
        }
      } catch {
        stats.failed++; // connection reset by the kill: not acknowledged
        await sleep(20);
      }
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)));
  return {
    stats,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function runDriver(driver, baseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `alliance-crash-${driver}-`));
  const pgdb = driver === "postgres" ? await createPgDatabase(baseUrl) : undefined;
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: pgdb?.url ?? "",
    WEB_DIST: join(dataDir, "no-web"), // API only: starts faster
    SEED_DEMO: "false",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    JWT_SECRET: "crash-test-secret-crash-test-secret-0123456789",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    FORM_MAX_PER_WINDOW: "100000000",
    LOGIN_MAX_FAILURES_PER_IP: "100000",
  };
  const server = new Server(env);
  const acked = { requests: new Set(), reports: new Set() };
  const summary = {
    driver,
    cycles: [],
    lost: { requests: 0, reports: 0 },
    acknowledged: 0,
    opensCleanly: false,
  };
  try {
    const firstStart = await server.start();
    console.log(`[${driver}] server ready in ${firstStart} ms on port ${port}`);
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const token = await signIn(server.base);
      const writers = startWriters(server.base, token, acked, cycle);
      const delay = MIN_MS + Math.floor(Math.random() * (MAX_MS - MIN_MS));
      await sleep(delay);
      const { signal } = await server.kill("SIGKILL");
      await writers.stop();
      const restartMs = await server.start();
      // Check every acknowledged write so far.
      const token2 = await signIn(server.base);
      const requests = new Set(
        (await listAll(server.base, token2, "/api/v1/requests")).map((r) => r.message),
      );
      const reports = new Set(
        (await listAll(server.base, token2, "/api/v1/reports")).map((r) => r.organizationName),
      );
      const lostRequests = [...acked.requests].filter((m) => !requests.has(m));
      const lostReports = [...acked.reports].filter((o) => !reports.has(o));
      summary.lost.requests = lostRequests.length;
      summary.lost.reports = lostReports.length;
      const row = {
        cycle,
        killedAfterMs: delay,
        signal,
        attempted: writers.stats.attempted,
        acknowledged: writers.stats.acknowledged,
        cutOff: writers.stats.failed,
        refused: writers.stats.refused,
        restartMs,
        lost: lostRequests.length + lostReports.length,
      };
      summary.cycles.push(row);
      console.log(
        `[${driver}] cycle ${cycle}: killed after ${delay} ms (${signal}); ${row.acknowledged} acknowledged, ${row.cutOff} cut off, ${row.refused} refused; restarted in ${restartMs} ms; lost so far: ${row.lost}`,
      );
      if (lostRequests.length) console.log(`  lost requests, e.g. ${lostRequests.slice(0, 3).join(", ")}`);
      if (lostReports.length) console.log(`  lost reports, e.g. ${lostReports.slice(0, 3).join(", ")}`);
    }
    summary.acknowledged = acked.requests.size + acked.reports.size;
    // Graceful stop, then open the database directly: it must open and agree with the API.
    await server.kill("SIGTERM");
    const client = await openClient(pgdb ? { url: pgdb.url } : { dataDir: join(dataDir, "db") });
    try {
      const { rows } = await client.query(
        "select count(*)::int as n from requests where message like 'crash-%'",
      );
      const { rows: aggregate } = await client
        .query(
          `select (select count(*)::int from reports) as reports,
                (select coalesce(sum(reports), 0)::int from report_period_totals) as totals`,
        )
        .catch(() => ({ rows: [{ reports: -1, totals: -1 }] }));
      summary.opensCleanly = Number(rows[0].n) >= acked.requests.size;
      summary.aggregatesConsistent =
        aggregate[0].reports === -1 || aggregate[0].reports === aggregate[0].totals;
      console.log(
        `[${driver}] reopened directly: ${rows[0].n} request rows (>= ${acked.requests.size} acknowledged); reports ${aggregate[0].reports}, aggregate count ${aggregate[0].totals}`,
      );
    } finally {
      await client.close();
    }
  } finally {
    if (server.child && server.child.exitCode === null) await server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    await pgdb?.drop().catch(() => {});
  }
  return summary;
}

ensureBuilt();
const wanted = (process.env.CRASH_DRIVERS ?? "pglite,postgres").split(",").map((s) => s.trim());
const pgUrl = process.env.TEST_DATABASE_URL || DEFAULT_PG;
const results = [];
for (const driver of wanted) {
  if (driver === "postgres" && !(await pgReachable(pgUrl))) {
    console.log(`[postgres] not reachable at ${pgUrl}: skipped`);
    continue;
  }
  results.push(await runDriver(driver, pgUrl));
}

console.log("\nCrash-test summary");
console.log("driver    cycles  acknowledged  lost  db opens  aggregates");
let failed = false;
for (const r of results) {
  const lost = r.lost.requests + r.lost.reports;
  if (lost > 0 || !r.opensCleanly || r.aggregatesConsistent === false) failed = true;
  console.log(
    `${r.driver.padEnd(9)} ${String(r.cycles.length).padStart(6)}  ${String(r.acknowledged).padStart(12)}  ${String(lost).padStart(4)}  ${String(r.opensCleanly ? "yes" : "NO").padStart(8)}  ${r.aggregatesConsistent === false ? "INCONSISTENT" : "consistent"}`,
  );
}
console.log(
  failed
    ? "\nFAILED: acknowledged writes were lost or the database did not reopen"
    : "\nOK: no acknowledged write lost",
);
process.exit(failed ? 1 : 0);
