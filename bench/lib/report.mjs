// The bench's output: rows of one markdown table, notes under it, the machine it ran on, and its
// load average when the run started and ended (figures from a busy machine are noisy).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { fmtInt } from "./util.mjs";

const rows = [];
const notes = [];

export const log = (...args) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

export function row(measure, driver, data, result, compared = "") {
  rows.push({ measure, driver, data, result, compared });
  log(`${measure} | ${driver} | ${data} | ${result} | ${compared}`);
}

export const note = (text) => notes.push(text);
export const driverName = (d) => (d === "pglite" ? "PGlite" : "PostgreSQL");

/** "1.23 0.98 0.50": the 1, 5 and 15-minute load averages. */
export function loadAverage() {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "n/a";
  }
}

export function machine() {
  const cpu = cpus();
  let chromium = "";
  try {
    chromium = execFileSync("/usr/bin/chromium", ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {}
  return `${cpu.length} × ${cpu[0]?.model ?? "CPU"}, ${fmtInt(totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}, load average at start ${loadAverage()}${chromium ? `, ${chromium}` : ""}`;
}

function table() {
  const esc = (s) => String(s).replace(/\|/g, "\\|");
  return [
    "| Measure | Driver | Data | Result | Compared with |",
    "|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${esc(r.measure)} | ${esc(r.driver)} | ${esc(r.data)} | ${esc(r.result)} | ${esc(r.compared)} |`,
    ),
  ].join("\n");
}

/** The whole report: header, table, notes and a footer. */
export function report(header, footer) {
  return [
    header,
    "",
    table(),
    "",
    ...notes.map((n) => `- ${n}`),
    ...(notes.length ? [""] : []),
    footer,
    "",
  ].join("\n");
}
