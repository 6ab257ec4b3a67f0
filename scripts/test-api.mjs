// Runs the API integration tests on embedded PGlite, then again on PostgreSQL when a server is
// reachable (TEST_DATABASE_URL, or the local default that CI provides). `node scripts/test-api.mjs
// process` runs the process-level tests (child processes: shutdown, backup, two instances) the
// same way; `npm test` runs those last.
import { spawnSync } from "node:child_process";
import pg from "pg";

const DEFAULT_PG = "postgres://postgres@127.0.0.1:5432/test";
const project = process.argv[2] === "process" ? "process" : "api";
const extra = process.argv.slice(project === "process" ? 3 : 2);

function run(label, env) {
  console.log(`\n=== ${project === "api" ? "API" : "Process-level"} tests on ${label} ===`);
  const result = spawnSync("npx", ["vitest", "run", "--project", project, ...extra], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

run("PGlite", { TEST_DATABASE_URL: "" });
const url = process.env.TEST_DATABASE_URL || DEFAULT_PG;
if (await reachable(url)) run(`PostgreSQL (${new URL(url).host})`, { TEST_DATABASE_URL: url });
else console.log(`\nPostgreSQL not reachable at ${url}: API tests ran on PGlite only.`);
