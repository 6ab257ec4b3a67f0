// Small helpers shared by the benchmark: processes, HTTP, memory, formatting.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { wrk } from "./wrk.mjs";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time (user + system, all threads) a process has used, in ms (Linux /proc, 100 ticks/s).
 * Per request, it is the figure a busy machine disturbs least: throughput depends on the share
 * of a core the server gets, its CPU time per request much less.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Samples RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(pid, everyMs = 100) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/**
 * Starts `node <script>` with `env`, waits until `readyUrl` answers 200 and returns the process
 * with the time it took (spawn to first 200).
 */
export async function startProcess({ script, args = [], env, readyUrl, timeoutMs = 600_000, label }) {
  const started = performance.now();
  // BENCH_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  child.on("exit", (code, signal) => {
    exited = { code, signal };
  });
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`${label ?? script} exited (${JSON.stringify(exited)}):\n${output}`);
    try {
      const res = await fetch(readyUrl);
      await res.arrayBuffer();
      if (res.status === 200) {
        return { child, startMs: performance.now() - started, output: () => output };
      }
    } catch {}
    await sleep(15);
  }
  child.kill("SIGKILL");
  throw new Error(`${label ?? script} not ready after ${timeoutMs} ms:\n${output}`);
}

export async function stopProcess(handle) {
  if (!handle?.child || handle.child.exitCode !== null) return;
  const done = new Promise((resolve) => handle.child.once("exit", resolve));
  handle.child.kill("SIGTERM");
  const timer = setTimeout(() => handle.child.kill("SIGKILL"), 15_000);
  await done;
  clearTimeout(timer);
}

/** One wrk run (inherits this process's CPU pinning); req/s, latency percentiles (ms), counts. */
export function load(url, { connections, duration, headers = {} }) {
  return wrk(url, { connections, duration, headers });
}

/** GET without decompression: the bytes on the wire (body only), status and headers. */
export function fetchRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, buffer: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export const fmtInt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "n/a");
export const fmtMs = (n) =>
  Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n).toString()) : "n/a";
export const fmtKb = (bytes) =>
  !Number.isFinite(bytes)
    ? "n/a"
    : bytes < 1024
      ? `${bytes} B`
      : bytes < 1024 * 1024
        ? `${(bytes / 1024).toFixed(1)} KB`
        : bytes < 1024 ** 3
          ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
          : `${(bytes / 1024 ** 3).toFixed(2)} GB`;
export const fmtRows = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));
