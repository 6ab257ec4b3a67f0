// `npm run bench`: measures the product the way its users feel it, beside a bare Fastify
// hello-world started by this script, in one run on this machine, and prints ONE markdown table
// (also written to bench/results/latest.md). Not part of `npm test`. The sections live in
// bench/lib: options.mjs (these options), build.mjs, server.mjs (databases and the server under
// test), throughput.mjs (throughput, memory, the flood), pages.mjs (first-load JavaScript,
// Lighthouse), scale.mjs (scale steps), report.mjs (the table), wrk.mjs and util.mjs.
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
//   BENCH_INSTRUCTIONS=0      skip the instructions per request (callgrind, PostgreSQL driver; needs valgrind)
//   BENCH_INSTRUCTIONS_WARM=8000, BENCH_INSTRUCTIONS_COUNT=5000   requests to warm up, then to count
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApi, buildWeb } from "./lib/build.mjs";
import { hasCallgrind } from "./lib/instructions.mjs";
import {
  CONNECTIONS,
  DRIVERS,
  DURATION,
  INSTRUCTIONS,
  LATENCY_RUNS,
  LATENCY_SECONDS,
  LIGHTHOUSE,
  PG_URL,
  PIN,
  QUICK,
  ROUNDS,
  root,
} from "./lib/options.mjs";
import { lighthouseSection, webSection } from "./lib/pages.mjs";
import { driverName, loadAverage, log, machine, report, row } from "./lib/report.mjs";
import { scaleSteps } from "./lib/scale.mjs";
import { createPgDatabase, startServer, withPg } from "./lib/server.mjs";
import { floodSection, instructionsSection, throughputSection } from "./lib/throughput.mjs";
import { fmtInt, freePort, rssMb, sleep, startProcess, stopProcess } from "./lib/util.mjs";
import { ensureWrk } from "./lib/wrk.mjs";

async function benchDriver(driver, serverJs, webDist, hello) {
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
    const { peakRss } = await throughputSection(driver, server, hello);
    row(
      "Server memory (RSS)",
      driverName(driver),
      "demo seed",
      `idle ${fmtInt(idle)} MB`,
      `under load ${fmtInt(peakRss)} MB`,
    );
    await floodSection(driver, server);
    if (INSTRUCTIONS && driver === "postgres") {
      if (hasCallgrind()) await instructionsSection(driver, target, serverJs, webDist);
      else row("Instructions per request", driverName(driver), "-", "not measured: valgrind not installed");
    }
    if (driver === DRIVERS[0]) {
      await webSection(server, webDist);
      if (LIGHTHOUSE) await lighthouseSection(server, driverName(driver));
    }
    server = await scaleSteps(driver, target, server, serverJs, webDist);
  } finally {
    await stopProcess(server);
    if (pgDb) await pgDb.drop().catch((error) => log("could not drop the bench database:", error.message));
    rmSync(target.dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const startedAt = new Date();
  const header = `Benchmark of ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}. Defaults as installed (LOG_LEVEL=info). Throughput: wrk, ${CONNECTIONS} connections, browser Accept-Encoding${PIN ? ", servers pinned to CPU 0 and the load generator to the others" : ""}, best of ${ROUNDS} runs of ${DURATION} s alternating with the hello-world; latency rows: 1 connection, best of ${LATENCY_RUNS} runs of ${LATENCY_SECONDS} s.${QUICK ? " QUICK run (smaller data, shorter runs)." : ""}`;
  log(header);
  ensureWrk(log);
  const serverJs = await buildApi();
  const webDist = buildWeb();
  const helloPort = await freePort();
  const helloProcess = await startProcess({
    label: "hello-world",
    script: join(root, "bench/hello.mjs"),
    args: [String(helloPort)],
    env: {},
    readyUrl: `http://127.0.0.1:${helloPort}/`,
  });
  const hello = { base: `http://127.0.0.1:${helloPort}`, pid: helloProcess.child.pid };
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
      await benchDriver(driver, serverJs, webDist, hello);
    }
  } finally {
    await stopProcess(helloProcess);
  }
  const minutes = ((Date.now() - startedAt.getTime()) / 60000).toFixed(1);
  const output = report(
    header,
    `Run took ${minutes} min; load average at the end ${loadAverage()}. Regenerate with \`npm run bench\`; see docs/performance.md for what limits each figure.`,
  );
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/latest.md"), output);
  console.log(output);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
