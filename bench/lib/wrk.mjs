// Load generation with wrk (a C client, so the client is never the limit): installed from the
// distribution's packages when missing, pinned to the client CPUs when the bench pins, its text
// report parsed into the numbers the bench prints.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Makes sure `wrk` is on the PATH: apt-get install wrk (Debian, Ubuntu) when it is not. */
export function ensureWrk(log = console.error) {
  if (spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined) return;
  log("wrk not found: installing it with apt-get (Debian package `wrk`)");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    execFileSync(cmd, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  run(["apt-get", "update"]);
  run(["apt-get", "install", "-y", "--no-install-recommends", "wrk"]);
}

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** "1.23ms" → 1.23 (milliseconds). */
const ms = (text) => {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? "");
  return m ? Number(m[1]) * UNITS[m[2]] : Number.NaN;
};

export function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps,
    total,
    non2xx,
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    mean: ms(/Latency\s+([\d.]+\w+)/.exec(output)?.[1]),
    p50: ms(/\s50%\s+([\d.]+\w+)/.exec(output)?.[1]),
    p99: ms(/\s99%\s+([\d.]+\w+)/.exec(output)?.[1]),
  };
}

let scriptDir;
/** A Lua script for wrk, written once per run. */
export function wrkScript(name, source) {
  scriptDir ??= mkdtempSync(join(tmpdir(), "alliance-wrk-"));
  const path = join(scriptDir, name);
  writeFileSync(path, source);
  return path;
}

/**
 * One wrk run; `cpus` pins it (taskset). Returns req/s, latency (ms: mean, p50, p99), counts.
 * `script` replaces the URL's requests with a Lua script's.
 */
export function wrk(url, { connections, duration, headers = {}, cpus, script }) {
  const args = ["-t", "1", "-c", String(connections), "-d", `${duration}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (script) args.push("-s", script);
  args.push(url);
  const [cmd, cmdArgs] = cpus ? ["taskset", ["-c", cpus, "wrk", ...args]] : ["wrk", args];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}: ${out}`));
      resolve(parseWrk(out));
    });
  });
}

/** Every request a new query string and a new Host header, over the site's public paths. */
export const FLOOD_LUA = `
local paths = {}
local n = 0
init = function(args)
  for i = 1, #args do paths[i] = args[i] end
end
request = function()
  n = n + 1
  local path = paths[(n % #paths) + 1]
  local sep = string.find(path, "?", 1, true) and "&" or "?"
  local url = path .. sep .. "flood=" .. n .. "-" .. math.random(1, 1e9)
  return wrk.format("GET", url, { ["Host"] = "h" .. math.random(1, 1e9) .. ".example", ["Accept-Encoding"] = "gzip, deflate, br" })
end
`;

/** wrk with FLOOD_LUA: the paths are given to the script after `--`. */
export function flood(base, paths, { connections, duration, cpus }) {
  const script = wrkScript("flood.lua", FLOOD_LUA);
  const args = [
    "-t",
    "1",
    "-c",
    String(connections),
    "-d",
    `${duration}s`,
    "--timeout",
    "10s",
    "-s",
    script,
    base,
    "--",
    ...paths,
  ];
  const [cmd, cmdArgs] = cpus ? ["taskset", ["-c", cpus, "wrk", ...args]] : ["wrk", args];
  const child = spawn(cmd, cmdArgs, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  const done = new Promise((resolve) => child.on("exit", () => resolve(parseWrk(out))));
  return { done, stop: () => child.kill("SIGINT") };
}
