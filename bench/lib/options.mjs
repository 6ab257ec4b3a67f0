// The bench's options (environment variables, documented at the top of bench/run.mjs), the fixed
// request settings, and CPU pinning of the servers and the load generator.
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const env = process.env;
export const QUICK = env.BENCH_QUICK === "1";
export const DRIVERS = (env.BENCH_DRIVERS ?? "pglite,postgres").split(",").map((d) => d.trim());
export const DURATION = Number(env.BENCH_DURATION ?? (QUICK ? 2 : 3));
export const ROUNDS = Number(env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
export const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
export const SIZES = (env.BENCH_SIZES ?? (QUICK ? "1000,10000" : "1000,100000,1000000"))
  .split(",")
  .map(Number);
export const PGLITE_MAX = Number(env.BENCH_PGLITE_MAX_REPORTS ?? 100_000);
export const MEMBERS = Number(env.BENCH_MEMBERS ?? (QUICK ? 10_000 : 100_000));
export const SCALE = env.BENCH_SCALE !== "0";
export const LIGHTHOUSE = env.BENCH_LIGHTHOUSE !== "0";
export const LH_RUNS = Number(env.BENCH_LH_RUNS ?? (QUICK ? 1 : 3));
export const PG_URL = env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const WEB_DIST = env.BENCH_WEB_DIST;
/** Instructions per request under callgrind: on the PostgreSQL driver (PGlite starts too slowly under valgrind). */
export const INSTRUCTIONS = env.BENCH_INSTRUCTIONS !== "0";
export const INSTRUCTIONS_WARM = Number(env.BENCH_INSTRUCTIONS_WARM ?? (QUICK ? 2000 : 8000));
export const INSTRUCTIONS_COUNT = Number(env.BENCH_INSTRUCTIONS_COUNT ?? (QUICK ? 2000 : 5000));
export const LATENCY_SECONDS = 2;
export const LATENCY_RUNS = QUICK ? 1 : 2;
export const ADMIN = { email: "bench-admin@example.org", password: "bench-password-0123456789" };
export const BROWSER = { "accept-encoding": "gzip, deflate, br" };

export const PUBLIC_ENDPOINTS = [
  "/api/v1/courses/approved",
  "/api/v1/members/approved",
  "/api/v1/partners",
  "/api/v1/reports/summary",
  "/",
];
export const PUBLIC_PAGES = ["/", "/sw", "/learning", "/membership", "/contact"];

/**
 * On a multi-core machine the servers run pinned to CPU 0 and the load generator (this process
 * and the wrk it starts) to the others during throughput runs, so the scheduler cannot put both on
 * one core for some runs and not others (which made runs bimodal). BENCH_PIN=0 turns it off.
 */
const CPU_COUNT = cpus().length;
export const PIN =
  env.BENCH_PIN !== "0" && CPU_COUNT >= 2 && spawnSync("taskset", ["-V"], { stdio: "ignore" }).status === 0;
export const ALL_CPUS = `0-${CPU_COUNT - 1}`;
export const SERVER_CPUS = "0";
export const CLIENT_CPUS = CPU_COUNT > 2 ? `1-${CPU_COUNT - 1}` : "1";

export function pin(pid, cpuList) {
  if (PIN && pid) spawnSync("taskset", ["-a", "-c", "-p", cpuList, String(pid)], { stdio: "ignore" });
}

/** Runs `fn` with the server on SERVER_CPUS and this process (and its wrk) on CLIENT_CPUS. */
export async function pinned(serverPids, fn) {
  for (const pid of serverPids) pin(pid, SERVER_CPUS);
  pin(process.pid, CLIENT_CPUS);
  try {
    return await fn();
  } finally {
    for (const pid of serverPids) pin(pid, ALL_CPUS);
    pin(process.pid, ALL_CPUS);
  }
}
