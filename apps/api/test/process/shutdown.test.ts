// The built server as an operator runs it: its standard output goes to a pipe nobody reads (a
// stalled log shipper), requests fill that pipe, and the server must still answer, stop on SIGTERM
// within the limit, and leave a PGlite database that reopens with every acknowledged write.
// Process-level on purpose: app.inject cannot show a blocked event loop or a process that never
// exits.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client";
import { apiPackageDir, repoRoot } from "../../src/lib/paths";
import { ensureBuilt, freePort, serverJs, sleep, waitUntilAnswering } from "./built-server";

const root = repoRoot();

interface Started {
  child: ChildProcess;
  port: number;
  dataDir: string;
  stderr: () => string;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

async function start(command: string, args: string[], env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "alliance-shutdown-"));
  dirs.push(dataDir);
  const child = spawn(command, args, {
    cwd: root,
    // stdout: a pipe this test never reads; stderr is read (start-up errors only).
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
      ADMIN_PASSWORD: "shutdown test passphrase",
      FORM_MAX_PER_WINDOW: "1000",
      SKIP_BUILD: "1",
      ...env,
    },
  });
  children.push(child);
  child.stdout?.pause();
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  await waitUntilAnswering(child, `http://127.0.0.1:${port}/health`, () => stderr);
  return { child, port, dataDir, stderr: () => stderr };
}

/** Sends `total` logged requests, `concurrency` at a time: far more log output than a pipe holds. */
async function flood(port: number, total = 1500, concurrency = 16) {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const res = await fetch(`http://127.0.0.1:${port}/health?n=${next}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function exited(child: ChildProcess, withinMs: number): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null) return resolve({ code: child.exitCode, ms: 0 });
    const timer = setTimeout(() => reject(new Error(`still running after ${withinMs} ms`)), withinMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, ms: Date.now() - started });
    });
  });
}

const REQUEST = {
  firstName: "Wanjiru",
  surName: "Kamau",
  email: "wanjiru@example.org",
  phone: "+254700000000",
  organizationName: "Shutdown Test",
  message: "marker-message",
};

/** A POST whose body arrives in two parts: in flight from the first byte until `finish()`. */
function slowRequest(port: number, message: string) {
  const body = JSON.stringify({ ...REQUEST, message });
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk;
  });
  socket.on("error", () => {});
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(answer)));
  socket.write(
    `POST /api/v1/requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
  );
  return { finish: () => socket.write(body.slice(20)), closed };
}

/** Opens the data directory again as the next start would, and returns the stored messages. */
async function storedMessages(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir: join(dataDir, "db") });
  try {
    const result = await database.db.execute(sql`select message from requests order by message`);
    return (result as unknown as { rows: Array<{ message: string }> }).rows.map((r) => r.message);
  } finally {
    await database.close();
  }
}

beforeAll(() => {
  ensureBuilt();
}, 120_000);

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a server whose log reader has stalled", () => {
  it("keeps answering, finishes the request in flight on SIGTERM, exits, and its data reopens", async () => {
    const server = await start(process.execPath, [serverJs]);
    await flood(server.port);
    const health = await fetch(`http://127.0.0.1:${server.port}/health`, {
      signal: AbortSignal.timeout(3000),
    });
    expect(health.status).toBe(200);

    const posted = await fetch(`http://127.0.0.1:${server.port}/api/v1/requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...REQUEST, message: "before-shutdown" }),
    });
    expect(posted.status).toBe(201);

    const slow = slowRequest(server.port, "in-flight");
    await sleep(300);
    server.child.kill("SIGTERM");
    await sleep(300);
    expect(server.child.exitCode).toBeNull(); // waiting for the request in flight
    slow.finish();
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 201/);

    const { code } = await exited(server.child, 15_000);
    expect(code).toBe(0);
    expect(await storedMessages(server.dataDir)).toEqual(["before-shutdown", "in-flight"]);
  }, 900_000);

  it("keeps answering and stops on SIGTERM when `npm start` built first and its output is never read", async () => {
    // scripts/start.mjs with a build that prints megabytes (tests/fixtures/chatty-build.mjs), the
    // way a first start on a fresh clone builds before serving, with the same unread stdout.
    const server = await start(process.execPath, [join(root, "scripts/start.mjs")], {
      START_BUILD_COMMAND: JSON.stringify([
        process.execPath,
        join(apiPackageDir(), "test/fixtures/chatty-build.mjs"),
      ]),
    });
    await flood(server.port);
    const health = await fetch(`http://127.0.0.1:${server.port}/health`, {
      signal: AbortSignal.timeout(3000),
    });
    expect(health.status).toBe(200);
    server.child.kill("SIGTERM");
    const { code, ms } = await exited(server.child, 15_000);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(15_000);
  }, 900_000);

  it("does not wait for a request that never ends, and a second SIGTERM exits at once", async () => {
    const server = await start(process.execPath, [serverJs]);
    await flood(server.port, 600);
    const posted = await fetch(`http://127.0.0.1:${server.port}/api/v1/requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...REQUEST, message: "acknowledged" }),
    });
    expect(posted.status).toBe(201);

    slowRequest(server.port, "never-finished");
    await sleep(300);
    server.child.kill("SIGTERM");
    // The same signal delivered twice at once (npm forwarding it, a process group) is one request.
    server.child.kill("SIGTERM");
    await sleep(1500);
    expect(server.child.exitCode).toBeNull();
    server.child.kill("SIGTERM");
    const { ms } = await exited(server.child, 15_000);
    expect(ms).toBeLessThan(3000);
    // The abrupt exit is recovered like a crash: every acknowledged write is there.
    expect(await storedMessages(server.dataDir)).toEqual(["acknowledged"]);
  }, 900_000);
});

describe("npm start", () => {
  it("stops the whole process tree on SIGTERM, under a stalled log reader", async () => {
    const npm = await start("npm", ["start", "--silent"]);
    const server = Number(
      execFileSync("pgrep", ["-P", String(npm.child.pid)])
        .toString()
        .trim(),
    );
    expect(server).toBeGreaterThan(0);
    await flood(npm.port);
    npm.child.kill("SIGTERM");
    await exited(npm.child, 15_000);
    // npm waits for its child, so the server is gone too.
    expect(() => process.kill(server, 0)).toThrow();
    expect(await storedMessages(npm.dataDir)).toEqual([]);
  }, 900_000);

  it("stops an orphaned server (its npm killed outright)", async () => {
    const npm = await start("npm", ["start", "--silent"]);
    const server = Number(
      execFileSync("pgrep", ["-P", String(npm.child.pid)])
        .toString()
        .trim(),
    );
    npm.child.kill("SIGKILL");
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      try {
        process.kill(server, 0);
      } catch {
        break;
      }
      await sleep(200);
    }
    expect(() => process.kill(server, 0)).toThrow();
  }, 900_000);
});
