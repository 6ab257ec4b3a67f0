// `npm run load`: drives the built site with autocannon for a fixed time at 200 concurrent clients
// (a public mix of pages and API reads, and a staff mix of signed-in reads and form writes) and
// prints throughput, latency percentiles and errors. It fails when any answer is an error:
// a connection error or timeout, or a status other than 2xx/3xx (none is expected here).
//
// Options (environment or --name=value):
//   LOAD_DURATION (20)       seconds
//   LOAD_CONNECTIONS (200)   concurrent clients in total (85% public, 15% staff)
//   LOAD_DRIVER (pglite)     or postgres (a fresh database on TEST_DATABASE_URL's server)
//   LOAD_TIMEOUT (10)        seconds before an unanswered request counts as an error
//   LOAD_URL                 drive an already running site instead (no server started; the
//                            staff mix then needs LOAD_ADMIN_EMAIL/LOAD_ADMIN_PASSWORD)
//
// The server it starts has the demo content. All load comes from one address, so the per-address
// form throttle is raised for the run (FORM_MAX_PER_WINDOW); every other setting is the default.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { root } from "./lib/database.mjs";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith("--"))
    .map((a) => {
      const [k, v = "true"] = a.slice(2).split("=");
      return [k.toUpperCase().replaceAll("-", "_"), v];
    }),
);
const opt = (name, fallback) => args[name] ?? process.env[`LOAD_${name}`] ?? fallback;
const DURATION = Number(opt("DURATION", 20));
const CONNECTIONS = Number(opt("CONNECTIONS", 200));
const DRIVER = opt("DRIVER", "pglite");
const EXTERNAL = opt("URL", "");
const TIMEOUT = Number(opt("TIMEOUT", 10));
const ADMIN_EMAIL = opt("ADMIN_EMAIL", "load-admin@example.org");
const ADMIN_PASSWORD = opt("ADMIN_PASSWORD", "load test admin passphrase");
const DEFAULT_PG = "postgres://postgres@127.0.0.1:5432/test";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

function ensureBuilt() {
  const outputs = [
    "apps/web/dist/index.html",
    "apps/web/dist/server/entry-server.js",
    "apps/api/dist/server.js",
  ];
  if (outputs.every((f) => existsSync(join(root, f)))) return;
  console.log("Building the site (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "alliance-load-"));
  let dropPg = async () => {};
  let databaseUrl = "";
  if (DRIVER === "postgres") {
    const pg = (await import("pg")).default;
    const base = process.env.TEST_DATABASE_URL || DEFAULT_PG;
    const name = `load_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropPg = async () => {
      const d = new pg.Client({ connectionString: base });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    };
  }
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "true",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    FORM_MAX_PER_WINDOW: "100000000",
  };
  const child = spawn(process.execPath, [join(root, "apps/api/dist/server.js")], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (d) => {
    log = (log + d).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${base}/ready`)).status === 200) break;
    } catch {}
    if (Date.now() - started > 180_000) throw new Error("server not ready after 180 s");
    await sleep(200);
  }
  console.log(`Server ready on ${base} (${DRIVER}) in ${Date.now() - started} ms`);
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.on("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      await dropPg().catch(() => {});
    },
  };
}

async function assetPaths(base) {
  const html = await (await fetch(`${base}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const media = [...html.matchAll(/(?:src|poster)="(\/media\/[^"]+)"/g)].map((m) => m[1]);
  return { assets: [...new Set(assets)].slice(0, 4), media: [...new Set(media)].slice(0, 1) };
}

function run(name, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: TIMEOUT, ...options }, (error, result) =>
      error ? reject(error) : resolve({ name, result }),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

const gz = { "accept-encoding": "gzip, br" };

async function main() {
  if (!EXTERNAL) ensureBuilt();
  const server = EXTERNAL ? { base: EXTERNAL.replace(/\/$/, ""), stop: async () => {} } : await startServer();
  try {
    const base = server.base;
    const login = await fetch(`${base}/api/v1/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (login.status !== 200)
      throw new Error(`admin sign-in failed (${login.status}): set LOAD_ADMIN_EMAIL/LOAD_ADMIN_PASSWORD`);
    const { token } = await login.json();
    const { assets, media } = await assetPaths(base);

    const publicRequests = [
      { method: "GET", path: "/", headers: gz },
      { method: "GET", path: "/api/v1/courses/approved", headers: gz },
      { method: "GET", path: "/learning", headers: gz },
      { method: "GET", path: "/api/v1/members/approved", headers: gz },
      { method: "GET", path: "/api/v1/partners", headers: gz },
      { method: "GET", path: "/api/v1/reports/summary", headers: gz },
      { method: "GET", path: "/api/v1/reports/summary?year=2024&quarter=Q2", headers: gz },
      { method: "GET", path: "/membership", headers: gz },
      { method: "GET", path: "/contact", headers: gz },
      ...assets.map((path) => ({ method: "GET", path, headers: gz })),
      ...media.map((path) => ({ method: "GET", path, headers: { range: "bytes=0-65535" } })),
    ];
    const auth = { ...gz, authorization: `Bearer ${token}` };
    let n = 0;
    const staffRequests = [
      { method: "GET", path: "/api/v1/users/me", headers: auth },
      { method: "GET", path: "/api/v1/courses?page=1&pageSize=10", headers: auth },
      { method: "GET", path: "/api/v1/members?page=1&pageSize=10&q=a", headers: auth },
      { method: "GET", path: "/api/v1/requests?page=1&pageSize=5", headers: auth },
      { method: "GET", path: "/api/v1/reports?year=2024", headers: auth },
      { method: "GET", path: "/api/v1/partners?page=1&pageSize=5", headers: auth },
      { method: "GET", path: "/admin-home", headers: gz },
      {
        method: "POST",
        path: "/api/v1/requests",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          n += 1;
          req.body = JSON.stringify({
            firstName: "Load",
            surName: "Test",
            email: `load${n}@example.org`,
            phone: "0700000000",
            organizationName: "Load Org",
            message: `Load test request ${n}`,
          });
          return req;
        },
      },
    ];

    const staffConnections = Math.max(1, Math.round(CONNECTIONS * 0.15));
    const publicConnections = CONNECTIONS - staffConnections;
    console.log(
      `Driving ${base} for ${DURATION} s: ${publicConnections} public + ${staffConnections} staff clients...`,
    );
    const results = await Promise.all([
      run("public", {
        url: base,
        connections: publicConnections,
        duration: DURATION,
        requests: publicRequests,
      }),
      run("staff", { url: base, connections: staffConnections, duration: DURATION, requests: staffRequests }),
    ]);

    const rows = results.map(({ name, result: r }) => ({
      mix: name,
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      "2xx": r["2xx"],
      "3xx": r["3xx"],
      non2xx3xx: r["4xx"] + r["5xx"],
      errors: r.errors,
      timeouts: r.timeouts,
      mb: (r.throughput.total / 1e6).toFixed(1),
    }));
    const total = rows.reduce(
      (a, r) => ({
        requests: a.requests + r.requests,
        rps: a.rps + r.rps,
        bad: a.bad + r.non2xx3xx + r.errors + r.timeouts,
      }),
      { requests: 0, rps: 0, bad: 0 },
    );
    console.log("\nLoad test results (latency in ms)");
    console.table(rows);
    for (const { name, result: r } of results) {
      const codes = Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => `${code}: ${s.count}`);
      console.log(`${name} status codes: ${codes.join(", ")}`);
    }
    console.log(
      `\nTotal: ${total.requests} requests in ${DURATION} s, ${total.rps} req/s at ${CONNECTIONS} clients; errors: ${total.bad}`,
    );
    if (total.bad > 0) {
      console.log("FAILED: some answers were errors (see the table)");
      process.exitCode = 1;
    } else console.log("OK: zero errors");
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
