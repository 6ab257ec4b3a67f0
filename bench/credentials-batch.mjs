// `node bench/credentials-batch.mjs`: how long the built server takes to issue 1,000 certificates
// in one batch (a CSV of 1,000 recipients, every credential signed eddsa-rdfc-2022 and stored
// together; docs/decisions/0041-open-badges-credentials.md), as a dry run and for real, and how
// long a public read takes meanwhile (the batch is queued work and must not block other
// requests), and when the last credential was signed (signing runs in worker threads,
// signing-pool.ts; CREDENTIAL_SIGNING_THREADS=0 signs on the main thread, for comparison). Prints
// the figures; not a test. The aim on a 2-core machine: under a minute.
// Options: BENCH_DRIVERS=pglite (default) or postgres or both, BENCH_PG_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildApi } from "./lib/build.mjs";
import { createPgDatabase, signIn, startServer } from "./lib/server.mjs";
import { stopProcess } from "./lib/util.mjs";

const RECIPIENTS = 1000;
const drivers = (process.env.BENCH_DRIVERS ?? "pglite").split(",").map((d) => d.trim());

function csv() {
  const rows = ["name,email,phone,completedOn,grade"];
  for (let i = 0; i < RECIPIENTS; i++) {
    // Every third recipient has a phone only (their links come back to hand out).
    const contact = i % 3 === 0 ? `,07${String(10000000 + i).slice(-8)}` : `bench${i}@mail.example,`;
    rows.push(`Bench Learner ${i},${contact},2026-01-15,${i % 2 ? "Pass" : ""}`);
  }
  return rows.join("\n");
}

/** A public read every 250 ms while `work` runs: the slowest answer shows whether it was blocked. */
async function whileProbing(base, work) {
  const times = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/v1/courses/approved?probe=${times.length}`).then((res) => res.arrayBuffer());
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    return { result: await work(), times };
  } finally {
    running = false;
    await probe;
  }
}

async function benchDriver(driver, serverJs, body) {
  const target = { driver, dataDir: mkdtempSync(join(tmpdir(), `alliance-credentials-${driver}-`)) };
  let pgDb = null;
  if (driver === "postgres") {
    pgDb = await createPgDatabase();
    target.url = pgDb.url;
  }
  const server = await startServer(target, serverJs, "");
  try {
    const auth = await signIn(server.base);
    const issuable = await (
      await fetch(`${server.base}/api/v1/credentials/issuable`, { headers: auth })
    ).json();
    const organisation = issuable.organizations.find((entry) => entry.courses.length > 0);
    if (!organisation) throw new Error("the demo data has no approved course of an approved member");
    const query = `courseId=${organisation.courses[0].id}&organizationId=${organisation.id}`;
    const send = (extra) =>
      fetch(`${server.base}/api/v1/credentials/batch?${query}${extra}`, {
        method: "POST",
        headers: { ...auth, "content-type": "text/csv" },
        body,
      });

    let started = performance.now();
    const dry = await send("&dryRun=true");
    if (dry.status !== 200) throw new Error(`dry run: ${dry.status} ${await dry.text()}`);
    const dryMs = performance.now() - started;

    const { result, times } = await whileProbing(server.base, async () => {
      started = performance.now();
      const queued = await send("");
      if (queued.status !== 202) throw new Error(`batch: ${queued.status} ${await queued.text()}`);
      const answerMs = performance.now() - started;
      const { id } = await queued.json();
      let signedMs = null;
      for (;;) {
        const batch = await (
          await fetch(`${server.base}/api/v1/credentials/batch/${id}`, { headers: auth })
        ).json();
        if (batch.state === "failed") throw new Error(`batch failed: ${batch.error}`);
        if (signedMs === null && batch.signed >= batch.total) signedMs = performance.now() - started;
        if (batch.state === "done") {
          const doneMs = performance.now() - started;
          return { answerMs, signedMs: signedMs ?? doneMs, doneMs, batch };
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    const slowest = Math.max(...times);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `| ${driver} | ${(dryMs / 1000).toFixed(2)} s | ${result.answerMs.toFixed(0)} ms | ${(result.signedMs / 1000).toFixed(1)} s | ${(result.doneMs / 1000).toFixed(1)} s (${result.batch.total} issued, ${result.batch.handOut.length} links) | ${median.toFixed(0)} ms / ${slowest.toFixed(0)} ms (${times.length} reads) |`,
    );
    console.log(
      `\n${result.batch.total} certificates issued in ${(result.doneMs / 1000).toFixed(1)} s (${driver}; aim: under 60 s); load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
    );
  } finally {
    await stopProcess(server);
    rmSync(target.dataDir, { recursive: true, force: true });
    if (pgDb) await pgDb.drop();
  }
}

const serverJs = await buildApi();
const body = csv();
console.log(`Batch issuing of ${RECIPIENTS} certificates (${(body.length / 1024).toFixed(0)} KB CSV):\n`);
console.log(
  "| database | dry run | answer (queued) | all signed | all issued | public read meanwhile (median / slowest) |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const driver of drivers) await benchDriver(driver, serverJs, body);
