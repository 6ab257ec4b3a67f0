// `npm test`: every check, in the order that fails soonest, with the independent quick ones side by
// side. Lint, types, the unit tests and the site's build run at once: tsc uses one core, Vitest's
// unit run one worker (its default on two cores is cores - 1) plus its main process, and the unit
// tests outlast lint and types, so run one after the other they left a core idle most of the
// time; the build (for the browser and process tests) fills it. Their outputs are kept and
// printed whole as each ends, so they do not interleave. Then, one at a time (each uses the whole
// machine): the API tests, the browser tests (which build again only when a source is newer than
// the build), the process-level tests. A failing stage does not stop the later ones (a CI run
// then reports every failure at once); the exit code is 1 if any failed. Prints how long each
// step took, the figures of the README's table, and, last, the final lines of every failed step:
// a CI log is often read from its end, where the browser tests' long output would otherwise have
// pushed an earlier stage's error out of sight.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

const STAGES = [
  [
    ["lint", ["run", "lint"]],
    ["typecheck", ["run", "typecheck"]],
    ["test:unit", ["run", "test:unit"]],
    ["build", ["run", "build"]],
  ],
  [["test:api", ["run", "test:api"]]],
  [["test:e2e", ["run", "test:e2e"]]],
  [["test:process", ["run", "test:process"]]],
];

/** How many of a failed step's last lines the summary repeats. */
const TAIL_LINES = 60;
/** The failure lines of any step, wherever they are in its output (Vitest, Playwright, tsc, Biome). */
const FAILURE_LINE = /(error TS\d+|✗|×|FAIL |Error:|failed|\d+\) \[|AssertionError)/;
const MAX_FAILURE_LINES = 80;

const seconds = (start) => ((performance.now() - start) / 1000).toFixed(0);
const plain = (text) => stripVTControlCharacters(text);

/** Runs `npm <args>`; alone, its output goes straight through, else it is kept until it ends. */
function step(name, args, alone) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    const output = [];
    const keep = (chunk) => {
      output.push(chunk);
      if (alone) process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code, signal) => {
      const text = Buffer.concat(output).toString("utf8");
      if (!alone) {
        process.stdout.write(`\n===== ${name} =====\n`);
        process.stdout.write(text);
      }
      const ok = code === 0;
      const time = seconds(start);
      console.log(
        `\n===== ${name}: ${ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${time} s =====`,
      );
      resolve({ name, ok, time, text });
    });
  });
}

const started = performance.now();
const done = [];
for (const stage of STAGES) {
  if (stage.length > 1) console.log(`\n===== ${stage.map(([name]) => name).join(", ")}: side by side =====`);
  const results = await Promise.all(stage.map(([name, args]) => step(name, args, stage.length === 1)));
  done.push(...results);
}

for (const { name, ok, text } of done) {
  if (ok) continue;
  const lines = plain(text).split("\n");
  const failures = lines.filter((line) => FAILURE_LINE.test(line)).slice(0, MAX_FAILURE_LINES);
  console.log(`\n===== ${name} FAILED: its failure lines =====\n${failures.join("\n")}`);
  console.log(
    `\n===== ${name} FAILED: its last ${TAIL_LINES} lines =====\n${lines.slice(-TAIL_LINES).join("\n")}`,
  );
}

console.log("\n===== npm test: step times =====");
for (const { name, ok, time } of done)
  console.log(`${name.padEnd(14)} ${`${time} s`.padStart(7)} ${ok ? "" : "FAILED"}`);
console.log(`${"in all".padEnd(14)} ${`${seconds(started)} s`.padStart(7)}`);
process.exit(done.every((result) => result.ok) ? 0 : 1);
