// `npm test`: every check, each started as soon as what it needs has finished, so that no core is
// left idle while anything is left to run. The machine has two cores and the browser tests, the
// longest step by far, leave part of them idle (Chromium waits for the server, the network to
// settle, the next page; about half of the two cores with the full browser, ADR 0054): run alone
// after the others, they left a core idle for much of the run. So lint, types, the unit tests and
// the site's build start at once; the browser tests start as soon as the build is done (they test
// it); the API tests start when lint, types and the unit tests are done (so that, once the short
// ones have ended, at most three steps compete), and the process-level tests, which also run the
// built server, after them. The browser tests' output goes straight through, as
// the progress of the run; every other step's output is kept and printed whole as it ends, so
// nothing interleaves. A failing step does not stop the others (a CI run then reports every
// failure at once); the exit code is 1 if any failed. Prints how long each step took (from its own
// start), the figures of the README's table, and, last, each failed test's report shortened to
// its error (or, for a step without test reports, its failure lines and its end): a CI log is
// often read from its end, in a window of a few dozen lines, where the browser tests' long output
// would otherwise have pushed an earlier step's error out of sight.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

/** Each step: its npm script, the steps it waits for, and whether its output streams through. */
const STEPS = [
  { name: "lint", args: ["run", "lint"], after: [] },
  { name: "typecheck", args: ["run", "typecheck"], after: [] },
  { name: "test:unit", args: ["run", "test:unit"], after: [] },
  { name: "build", args: ["run", "build"], after: [] },
  { name: "test:e2e", args: ["run", "test:e2e"], after: ["build"], stream: true },
  { name: "test:api", args: ["run", "test:api"], after: ["lint", "typecheck", "test:unit"] },
  { name: "test:process", args: ["run", "test:process"], after: ["build", "test:api"] },
];

/** How many of a failed step's last lines the summary repeats when no failure block is found. */
const TAIL_LINES = 40;
/** The failure lines of any step, wherever they are in its output (tsc, Biome, anything else). */
const FAILURE_LINE = /(error TS\d+|✗|×|FAIL |Error:|failed|\d+\) \[|AssertionError)/;
const MAX_FAILURE_LINES = 40;
/** Where a failed test's report starts: Playwright's "  1) [phone] › file:line › title", Vitest's " FAIL  project  file > title". */
const FAILURE_BLOCK = /^\s+\d+\) \[[\w-]+\] › |^\s*FAIL\s+\S+\s+\S+ > /;
/** The lines of one failed test's report the summary keeps: its title, the error and where. */
const BLOCK_LINES = 16;
const MAX_BLOCKS = 6;
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(0);
const plain = (text) => stripVTControlCharacters(text);

/** Runs `npm <args>`; streamed, its output goes straight through, else it is kept until it ends. */
function step(name, args, streamed) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    const output = [];
    const keep = (chunk) => {
      output.push(chunk);
      if (streamed) process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code, signal) => {
      const text = Buffer.concat(output).toString("utf8");
      if (!streamed) {
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
/** Each step's promise, made when the steps it waits for have ended (passed or not). */
const running = new Map();
const run = (spec) => {
  if (!running.has(spec.name)) {
    const waits = spec.after.map((name) => run(STEPS.find((other) => other.name === name)));
    running.set(
      spec.name,
      Promise.all(waits).then(async () => {
        const at = seconds(started);
        console.log(`\n===== ${spec.name}: started at ${at} s =====`);
        return { ...(await step(spec.name, spec.args, spec.stream === true)), at };
      }),
    );
  }
  return running.get(spec.name);
};
const done = await Promise.all(STEPS.map(run));

/**
 * Each failed test's report, shortened to its title, error and code frame and, for a browser
 * test, what its page saw (the fixture's attachment; the screenshot's and trace's paths and the
 * call log are left out): a CI log is read from its end, in a window of a few dozen lines.
 */
function failureBlocks(lines) {
  const blocks = [];
  for (let i = 0; i < lines.length && blocks.length < MAX_BLOCKS; i++) {
    if (!FAILURE_BLOCK.test(lines[i])) continue;
    const error = [];
    const saw = [];
    let part = "error";
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j].trimEnd();
      const trimmed = line.trim();
      if (FAILURE_BLOCK.test(line) || /^(⎯{3}|Error Context:)/.test(trimmed)) break;
      const attachment = /^attachment #\d+: (.+?) \(/.exec(trimmed);
      if (attachment) part = attachment[1] === "what the page saw" ? "saw" : "other";
      else if (trimmed === "Call log:") part = "other";
      else if (trimmed === "" || /^─+$/.test(trimmed)) {
        if (part === "other" && trimmed === "") part = "gap";
      } else if (part === "error" || part === "gap") {
        part = "error";
        if (error.length < BLOCK_LINES) error.push(line);
      } else if (part === "saw" && saw.length < 6) saw.push(line);
    }
    const block = [lines[i].trim(), ...error, ...(saw.length ? ["    what the page saw:", ...saw] : [])];
    // Vitest repeats each failure in its summary; one copy is enough.
    if (!blocks.some((seen) => seen[0] === block[0])) blocks.push(block);
  }
  return blocks;
}

console.log("\n===== npm test: step times =====");
console.log(`${"step".padEnd(14)} ${"took".padStart(7)} ${"from".padStart(7)}`);
for (const { name, ok, time, at } of done)
  console.log(`${name.padEnd(14)} ${`${time} s`.padStart(7)} ${`${at} s`.padStart(7)} ${ok ? "" : "FAILED"}`);
console.log(`${"in all".padEnd(14)} ${`${seconds(started)} s`.padStart(7)}`);

// Last, what failed: the end of the log.
for (const { name, ok, text } of done) {
  if (ok) continue;
  const lines = plain(text).split("\n");
  const blocks = failureBlocks(lines);
  if (blocks.length > 0) {
    console.log(
      `\n===== ${name} FAILED: its failed tests =====\n${blocks.map((b) => b.join("\n")).join("\n\n")}`,
    );
    continue;
  }
  const failures = lines.filter((line) => FAILURE_LINE.test(line)).slice(0, MAX_FAILURE_LINES);
  console.log(`\n===== ${name} FAILED: its failure lines =====\n${failures.join("\n")}`);
  console.log(
    `\n===== ${name} FAILED: its last ${TAIL_LINES} lines =====\n${lines.slice(-TAIL_LINES).join("\n")}`,
  );
}
process.exit(done.every((result) => result.ok) ? 0 : 1);
