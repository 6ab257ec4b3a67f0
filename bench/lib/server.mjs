// The databases and the server under test: the PostgreSQL bench database, direct SQL on the bench
// data (PGlite is opened in this process while the server is stopped), and the real server
// started with the defaults as installed.
import { join } from "node:path";
import pg from "pg";
import { ADMIN, PG_URL } from "./options.mjs";
import { freePort, startProcess } from "./util.mjs";

export async function withPg(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database `alliance_bench_<pid>` on BENCH_PG_URL, with its URL and a drop(). */
export async function createPgDatabase() {
  const name = `alliance_bench_${process.pid}`;
  await withPg(PG_URL, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withPg(PG_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** Runs SQL on the bench data: PGlite is opened in this process (the server must be stopped). */
export async function withDataConnection(target, fn) {
  if (target.driver === "postgres") {
    return withPg(target.url, (c) => fn((sql) => c.query(sql)));
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(join(target.dataDir, "db"), { extensions: { pg_trgm } });
  try {
    return await fn((sql) => db.exec(sql));
  } finally {
    await db.close();
  }
}

/** The environment of the server under test: NODE_ENV=production, demo seed, defaults as installed. */
export function serverEnv(target, port, webDist) {
  return {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.url ?? "",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "true",
    // Everything else as installed: request logging at the default `info` level included.
    WEB_DIST: webDist,
    // Generous limits: the bench signs in a few times and must not trip the throttles.
    LOGIN_MAX_FAILURES_PER_IP: "1000",
  };
}

/** Starts the built server on `target` (NODE_ENV=production, demo seed, defaults as installed). */
export async function startServer(target, serverJs, webDist) {
  const port = await freePort();
  const handle = await startProcess({
    label: `server (${target.driver})`,
    script: serverJs,
    env: serverEnv(target, port, webDist),
    readyUrl: `http://127.0.0.1:${port}/ready`,
  });
  return { ...handle, base: `http://127.0.0.1:${port}`, pid: handle.child.pid };
}

export async function signIn(base) {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.token}` };
}
