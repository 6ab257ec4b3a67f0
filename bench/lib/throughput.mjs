// Throughput of the public endpoints beside the hello-world reference, memory under load, and the
// flood: one client sending new query strings and Host headers while another measures its p99.
import { join } from "node:path";
import { instructionsPerRequest } from "./instructions.mjs";
import {
  BROWSER,
  CONNECTIONS,
  DURATION,
  INSTRUCTIONS_COUNT,
  INSTRUCTIONS_WARM,
  PUBLIC_ENDPOINTS,
  pinned,
  ROUNDS,
  root,
} from "./options.mjs";
import { driverName, log, row } from "./report.mjs";
import { serverEnv } from "./server.mjs";
import { cpuMs, fetchRaw, fmtInt, fmtKb, fmtMs, freePort, load, sampleRss, sleep } from "./util.mjs";
import { assetsOf } from "./web.mjs";
import { flood } from "./wrk.mjs";

export const throughputCell = (r) =>
  r.non2xx > 0 && r.non2xx >= r.total / 2
    ? `HTTP errors (${fmtInt(r.non2xx)} non-2xx)`
    : `${fmtInt(r.rps)} req/s · p50 ${fmtMs(r.p50)} ms · mean ${fmtMs(r.mean)} ms · p99 ${fmtMs(r.p99)} ms${r.non2xx ? ` · ${fmtInt(r.non2xx)} non-2xx` : ""}`;

/** The run with the most requests per second. */
const best = (runs) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
/** The least CPU time per request among runs (µs): the least disturbed by other work. */
const leastCpu = (runs) => Math.min(...runs.map((r) => r.cpuUs));

/** One wrk run, with the CPU time `pid` spent per request (µs). */
async function measured(url, opts, pid) {
  const before = cpuMs(pid);
  const r = await load(url, opts);
  return { ...r, cpuUs: ((cpuMs(pid) - before) * 1000) / Math.max(1, r.total) };
}

/** Headers of a cached answer that the hello-world replays (not those of the transport). */
const TRANSPORT = new Set([
  "content-length",
  "content-encoding",
  "content-type",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

/**
 * Each endpoint alternates with the hello-world, ROUNDS times, and each side keeps its best run:
 * the machine's load drifts (other work shares the cores), adjacent runs see the same drift, and
 * the best of a few runs is the least disturbed estimate of what the code can do. The CPU time
 * per request of each side is given too: it is what a busy machine disturbs least.
 */
export function throughputSection(driver, server, hello) {
  return pinned([server.pid, hello.pid], () => throughputRuns(driver, server, hello));
}

async function throughputRuns(driver, server, hello) {
  let peak = 0;
  const hellos = [];
  const results = [];
  const opts = { connections: CONNECTIONS, duration: DURATION, headers: BROWSER };
  // Warm every path first (JIT, caches, compressed variants), and the reference too.
  await load(`${hello.base}/`, { ...opts, duration: 2 });
  for (const path of PUBLIC_ENDPOINTS) await load(`${server.base}${path}`, { ...opts, duration: 2 });
  for (const path of PUBLIC_ENDPOINTS) {
    const url = `${server.base}${path}`;
    const probe = await fetchRaw(url, BROWSER);
    if (probe.status !== 200) {
      results.push({ path, status: probe.status });
      continue;
    }
    const helloRuns = [];
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) {
      helloRuns.push(await measured(`${hello.base}/`, opts, hello.pid));
      const stop = sampleRss(server.pid);
      runs.push(await measured(url, opts, server.pid));
      peak = Math.max(peak, stop());
    }
    const reference = { ...best(helloRuns), cpuUs: leastCpu(helloRuns) };
    hellos.push(reference);
    results.push({
      path,
      r: best(runs),
      cpuUs: leastCpu(runs),
      hello: reference,
      bytes: probe.buffer.length,
    });
  }
  const withHeaders = await helloWithHeaders(server, hello, opts);
  const avg = (key) => hellos.reduce((sum, h) => sum + h[key], 0) / hellos.length;
  if (hellos.length) {
    row(
      "Throughput: bare Fastify hello-world (reference)",
      driverName(driver),
      "-",
      `${fmtInt(avg("rps"))} req/s · p50 ${fmtMs(avg("p50"))} ms · p99 ${fmtMs(avg("p99"))} ms · CPU ${fmtMs(avg("cpuUs"))} µs/request`,
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
  for (const { path, r, cpuUs, hello: ref, status, bytes } of results) {
    if (!r) {
      row(`Throughput: GET ${path}`, driverName(driver), "demo seed", `not measured (HTTP ${status})`);
      continue;
    }
    const ratio = r.rps / ref.rps;
    const goal = 0.7;
    row(
      `Throughput: GET ${path}`,
      driverName(driver),
      "demo seed",
      `${throughputCell(r)} · CPU ${fmtMs(cpuUs)} µs/request`,
      `${ratio.toFixed(2)}× bare${ratio < goal ? ` (below the ${goal}× goal)` : ""} · by CPU time ${(ref.cpuUs / cpuUs).toFixed(2)}× (hello-world ${fmtMs(ref.cpuUs)} µs/request)${withHeaders ? ` · ${(r.rps / withHeaders.r.rps).toFixed(2)}× hello-world with the same headers` : ""} · body ${fmtKb(bytes)} brotli`,
    );
  }
  return { peakRss: peak };
}

/** The hello-world again, carrying the headers of a cached answer: what those bytes alone cost. */
async function helloWithHeaders(server, hello, opts) {
  const sample = await fetchRaw(`${server.base}/api/v1/partners`, BROWSER);
  if (sample.status !== 200) return null;
  const headers = {};
  for (const [name, value] of Object.entries(sample.headers)) {
    if (!TRANSPORT.has(name)) headers[name] = value;
  }
  await fetch(`${hello.base}/with-headers`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(headers),
  });
  const bytes = Object.entries(headers).reduce((sum, [k, v]) => sum + k.length + String(v).length + 4, 0);
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await load(`${hello.base}/with-headers`, opts));
  return { r: best(runs), bytes };
}

/**
 * The flood: one client sends new query strings and Host headers as fast as it can, over the
 * public pages, API reads and a script asset, while another client (4 connections) measures its
 * p99 for `/`, a JavaScript asset and the approved courses, one after the other.
 */
export async function floodSection(driver, server) {
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
  await pinned([server.pid], async () => {
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
  });
}

/**
 * Instructions per request (bench/lib/instructions.mjs): the hello-world and the server under
 * test, each run under callgrind, the same count of requests of each public endpoint. Unlike
 * requests per second, the figure does not move with the machine's load; it counts the server's
 * own instructions (user space: the kernel's share of each socket write is not in it).
 */
export async function instructionsSection(driver, target, serverJs, webDist) {
  const opts = { headers: BROWSER, warm: INSTRUCTIONS_WARM, count: INSTRUCTIONS_COUNT, log };
  const helloPort = await freePort();
  const [hello] = await instructionsPerRequest({
    ...opts,
    script: join(root, "bench/hello.mjs"),
    args: [String(helloPort)],
    port: helloPort,
    paths: ["/"],
  });
  const port = await freePort();
  const results = await instructionsPerRequest({
    ...opts,
    script: serverJs,
    env: serverEnv(target, port, webDist),
    port,
    readyPath: "/ready",
    paths: PUBLIC_ENDPOINTS,
  });
  row(
    "Instructions per request: bare Fastify hello-world (reference)",
    driverName(driver),
    "-",
    `${fmtInt(hello.perRequest)} instructions/request`,
    `callgrind, ${fmtInt(INSTRUCTIONS_COUNT)} requests after ${fmtInt(INSTRUCTIONS_WARM)} to warm up, 32 connections`,
  );
  for (const { path, perRequest, statuses } of results) {
    const ok = (statuses["200"] ?? 0) === INSTRUCTIONS_COUNT;
    row(
      `Instructions per request: GET ${path}`,
      driverName(driver),
      "demo seed",
      ok ? `${fmtInt(perRequest)} instructions/request` : `not measured (${JSON.stringify(statuses)})`,
      ok ? `${(hello.perRequest / perRequest).toFixed(2)}× bare by instructions` : "",
    );
  }
}
