// Instructions per request: a figure a shared machine disturbs far less than wall time. A server runs under
// valgrind's callgrind (instrumentation on once it is ready); for each path a fixed number of
// requests warms it up (JIT, caches, compressed copies), the counters are zeroed, a second fixed
// number of requests is sent and the counters dumped: their total divided by the requests is what
// one request cost the server, all threads, event loop and logging included. Two runs gave figures
// within a few percent (the hello-world: 96,688 and 101,065 on a machine at load average 20-25;
// the load changes how many requests one event-loop turn serves), where wall time moved by
// factors (docs/performance.md).
//
// The client is this process: `connections` keep-alive sockets each sending the next request when
// the last answer is complete, like wrk, with the same request bytes.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const hasCallgrind = () => spawnSync("valgrind", ["--version"], { stdio: "ignore" }).status === 0;

/**
 * Sends `count` GETs of `path` over `connections` keep-alive sockets (one request in flight per
 * socket) and resolves with the statuses seen.
 */
export function sendRequests(port, path, { count, connections = 32, headers = {} }) {
  const head = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
  const statuses = {};
  let started = 0;
  const one = () =>
    new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let buffer = Buffer.alloc(0);
      const next = () => {
        if (started >= count) {
          socket.end();
          resolve();
          return;
        }
        started += 1;
        socket.write(head);
      };
      socket.on("connect", next);
      socket.on("error", reject);
      socket.on("data", (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          const end = buffer.indexOf("\r\n\r\n");
          if (end < 0) return;
          const text = buffer.subarray(0, end).toString("latin1");
          const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1] ?? 0);
          if (buffer.length < end + 4 + length) return;
          const status = text.slice(9, 12);
          statuses[status] = (statuses[status] ?? 0) + 1;
          buffer = buffer.subarray(end + 4 + length);
          next();
        }
      });
    });
  return Promise.all(Array.from({ length: Math.min(connections, count) }, one)).then(() => statuses);
}

/** valgrind names its control pipe after USER and HOST: callgrind_control must see the server's. */
const control = (env, pid, ...args) => {
  const r = spawnSync("callgrind_control", [...args, String(pid)], { encoding: "utf8", env });
  if (r.status !== 0) throw new Error(`callgrind_control ${args.join(" ")}: ${r.stderr || r.stdout}`);
};

/**
 * Starts `node <script> <args>` under callgrind with `env`, waits for `readyPath` on `port`, then
 * for each of `paths` returns { path, perRequest, statuses }. `headers` are sent with every request.
 */
export async function instructionsPerRequest(options) {
  // Start-up under valgrind is several times slower: on a loaded machine a plugin may overrun
  // Fastify's start-up timeout; such a start is tried again (the counts are not affected).
  for (let attempt = 1; ; attempt++) {
    try {
      return await underCallgrind(options);
    } catch (error) {
      if (attempt >= 3 || !String(error.message).includes("exited")) throw error;
      options.log?.(`the server under callgrind did not start (attempt ${attempt}), trying again`);
    }
  }
}

async function underCallgrind({
  script,
  args = [],
  env = {},
  port,
  readyPath = "/",
  paths,
  headers = {},
  warm = 3000,
  count = 5000,
  connections = 32,
  log = () => {},
}) {
  const dir = mkdtempSync(join(tmpdir(), "alliance-callgrind-"));
  const childEnv = { ...process.env, ...env };
  const child = spawn(
    "valgrind",
    [
      "--tool=callgrind",
      "--instr-atstart=no",
      `--callgrind-out-file=${join(dir, "cg.out")}`,
      process.execPath,
      script,
      ...args,
    ],
    { env: childEnv, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  try {
    const deadline = Date.now() + 900_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server under callgrind exited: ${stderr}`);
      if (Date.now() > deadline) throw new Error("server under callgrind did not become ready");
      const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    control(childEnv, child.pid, "-i", "on");
    const results = [];
    for (const path of paths) {
      await sendRequests(port, path, { count: warm, connections, headers });
      control(childEnv, child.pid, "-z");
      const statuses = await sendRequests(port, path, { count, connections, headers });
      // Dumps the counters since the zero; the file's summary line is their total.
      control(childEnv, child.pid, "-d");
      const dumps = readdirSync(dir)
        .filter((f) => f.startsWith("cg.out"))
        .map((f) => join(dir, f));
      const latest = dumps.sort((a, b) => Number(a.split(".").pop()) - Number(b.split(".").pop())).pop();
      const text = readFileSync(latest, "utf8");
      const total = Number(/^(?:summary|totals):\s*(\d+)/m.exec(text)?.[1] ?? Number.NaN);
      for (const f of dumps) rmSync(f);
      results.push({ path, perRequest: total / count, statuses });
      log(`${path}: ${Math.round(total / count).toLocaleString("en")} instructions/request`, statuses);
    }
    return results;
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r() : child.on("exit", r)));
    rmSync(dir, { recursive: true, force: true });
  }
}
