// Runs the API integration tests on embedded PGlite and, when a server is reachable
// (TEST_DATABASE_URL, or the local default that CI provides), on PostgreSQL too: the projects
// "api" and "api-pg" in one Vitest run, so their files share one pool of workers instead of
// running one suite after the other. Each project migrates one template database first; each test
// file works on its own copy (apps/api/test/global-setup.ts). Extra arguments go to Vitest
// (file filters). `node scripts/test-api.mjs process` runs the process-level tests (child
// processes: shutdown, backup, an import killed, two instances) on PGlite and, those that open the
// database under test, on PostgreSQL, in one pool too; `npm test` runs those last.
import { spawnSync } from "node:child_process";
import pg from "pg";

const DEFAULT_PG = "postgres://postgres@127.0.0.1:5432/test";
const mode = process.argv[2] === "process" ? "process" : "api";
const extra = process.argv.slice(mode === "process" ? 3 : 2);

function vitest(projects, env) {
  const args = ["vitest", "run", ...projects.flatMap((name) => ["--project", name]), ...extra];
  const result = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, ...env } });
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

const url = process.env.TEST_DATABASE_URL || DEFAULT_PG;
const server = (await reachable(url)) ? url : null;
if (!server) console.log(`\nPostgreSQL not reachable at ${url}: the tests run on PGlite only.`);

if (mode === "api") {
  console.log(`\n=== API tests on PGlite${server ? ` and PostgreSQL (${new URL(server).host})` : ""} ===`);
  vitest(server ? ["api", "api-pg"] : ["api"], { TEST_DATABASE_URL: server ?? "" });
} else {
  console.log(
    `\n=== Process-level tests on PGlite${server ? ` and PostgreSQL (${new URL(server).host})` : ""} ===`,
  );
  vitest(server ? ["process", "process-pg"] : ["process"], { TEST_DATABASE_URL: server ?? "" });
}
