// `node bench/invalidation.mjs`: how soon a public write on one instance reaches another's cache,
// two built servers on one PostgreSQL database (docs/decisions/0035-cached-answers-cdn-and-instances.md).
// Instance B holds `GET /api/v1/members/approved` in its public cache (a HIT); instance A saves an
// approved member record; the time is from A's answer to the first request B no longer answers
// from the old copy. Done BENCH_WRITES times (1,000 by default) with notifications (LISTEN/NOTIFY),
// then BENCH_BLOCKED_WRITES times (20) with B's LISTEN turned off (DATABASE_LISTEN=false), where
// only its periodic read of the shared version (PUBLIC_CACHE_TTL_MS, 5 s) can catch up. Prints the
// figures; not a test. The aims: within 1 s every time with notifications, within 6 s without.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApi } from "./lib/build.mjs";
import { createPgDatabase, serverEnv, signIn } from "./lib/server.mjs";
import { freePort, startProcess, stopProcess } from "./lib/util.mjs";

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const BLOCKED_WRITES = Number(process.env.BENCH_BLOCKED_WRITES ?? 20);
const PROBE = "/api/v1/members/approved";
/** A copy not dropped within this long counts as a failure (and stops waiting). */
const GIVE_UP_MS = 15_000;

async function start(target, serverJs, extra = {}) {
  const port = await freePort();
  const handle = await startProcess({
    label: `server on ${port}`,
    script: serverJs,
    env: {
      ...serverEnv(target, port, join(target.dataDir, "no-web")),
      // One client reads a fresh copy after every write, far above a visitor's miss budget.
      PUBLIC_MISSES_PER_SECOND: "100000",
      ...extra,
    },
    readyUrl: `http://127.0.0.1:${port}/ready`,
  });
  return { ...handle, base: `http://127.0.0.1:${port}` };
}

let lastAnswer = "";
const cacheOf = async (base) => {
  const res = await fetch(`${base}${PROBE}`);
  await res.arrayBuffer();
  lastAnswer = `${res.status} x-cache ${res.headers.get("x-cache")}`;
  return res.headers.get("x-cache");
};

/** Until B answers the probe from its cache. */
async function cached(base) {
  for (let i = 0; i < 50; i++) if ((await cacheOf(base)) === "HIT") return;
  throw new Error(`the probe never became a cache hit (last answer: ${lastAnswer})`);
}

/** One write on A, then how long until B's copy is gone, in ms from A's answer (0 if already). */
async function once(a, b, auth, i) {
  await cached(b.base);
  const res = await fetch(`${a.base}/api/v1/members`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Bench",
      surName: "Writer",
      role: "Director",
      email: `bench-invalidation-${i}@example.org`,
      phone: "0712345678",
      organizationName: `Invalidation Bench Org ${i}`,
      website: `https://invalidation-${i}.example.org`,
      approved: true,
    }),
  });
  if (res.status !== 201) throw new Error(`write ${i}: ${res.status} ${await res.text()}`);
  const answered = performance.now();
  while ((await cacheOf(b.base)) === "HIT") {
    if (performance.now() - answered > GIVE_UP_MS) return Number.POSITIVE_INFINITY;
  }
  return performance.now() - answered;
}

function summary(label, times, aimMs) {
  const sorted = [...times].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const over = sorted.filter((t) => t > aimMs).length;
  console.log(
    `| ${label} | ${times.length} | ${at(0.5).toFixed(1)} ms | ${at(0.99).toFixed(1)} ms | ` +
      `${sorted.at(-1).toFixed(1)} ms | ${over} over ${aimMs / 1000} s |`,
  );
}

const serverJs = await buildApi();
const db = await createPgDatabase();
const dataDir = mkdtempSync(join(tmpdir(), "alliance-invalidation-"));
const target = { driver: "postgres", url: db.url, dataDir };
const servers = [];
try {
  const a = await start(target, serverJs);
  servers.push(a);
  const b = await start(target, serverJs);
  servers.push(b);
  const auth = await signIn(a.base);
  console.log("\n| B's cache after A's write | writes | median | p99 | slowest | beyond the aim |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  const notified = [];
  for (let i = 0; i < WRITES; i++) notified.push(await once(a, b, auth, i));
  summary("with LISTEN/NOTIFY", notified, 1000);

  await stopProcess(servers.pop());
  const blocked = await start(target, serverJs, { DATABASE_LISTEN: "false" });
  servers.push(blocked);
  const polled = [];
  for (let i = 0; i < BLOCKED_WRITES; i++) polled.push(await once(a, blocked, auth, WRITES + i));
  summary("without (DATABASE_LISTEN=false)", polled, 6000);
} finally {
  for (const server of servers) await stopProcess(server);
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
