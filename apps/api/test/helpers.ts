// Test harness: a real database per test file (in-memory PGlite, or a fresh database on the
// PostgreSQL server named by TEST_DATABASE_URL), and the app built on it as `server.ts` does.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { Response as LightMyRequestResponse } from "light-my-request";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { users } from "../src/db/schema";
import { hashPassword } from "../src/modules/account/passwords";
import { onServer } from "./global-setup";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  /**
   * The one API test client: `method url` (under /api/v1 unless it starts with /api/), sent as a
   * user made by `users` or `createUserWithToken` (`as`; signed out without it), with `body` as
   * JSON and any other `headers`.
   */
  call(method: Method, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Staff users of the given kinds (an organisation user of a new organisation unless told), each with its bearer token. */
  users(...kinds: UserFields[]): Promise<TestUser[]>;
  close(): Promise<void>;
}

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export interface CallOptions {
  /** Who calls: a user with its authorization header (signed out when absent). */
  as?: { auth: Record<string, string> } | null | undefined;
  /** The JSON body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address (throttles count per address). */
  remoteAddress?: string;
}

export type UserFields = Partial<{
  username: string;
  email: string;
  organizationName: string;
  isAdmin: boolean;
  reserved: boolean;
  phone: string;
  /** A real password (hashed as signing up would), for tests that sign in with it. */
  password: string;
}>;

export type TestUser = Awaited<ReturnType<typeof createUserWithToken>>;

/** `ctx.call` of a test app (see TestContext.call). */
export function callerOf(app: TestContext["app"]): TestContext["call"] {
  return (method, url, options = {}) =>
    app.inject({
      method,
      url: url.startsWith("/api/") ? url : `/api/v1${url}`,
      headers: { ...options.as?.auth, ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
}

/**
 * Opens a fresh, migrated database: a copy of the run's template (test/global-setup.ts) when there
 * is one, else a new database that migrates itself (a file run outside the API projects).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const template = inject("pgliteTemplate");
    const database = await openDatabase({
      dataDir: "memory://",
      loadDataDir: template ? pgliteTemplate(template) : undefined,
    });
    return { database, drop: async () => {} };
  }
  const template = inject("postgresTemplate");
  const name = `${template ?? "t"}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onServer(TEST_DATABASE_URL, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`),
  );
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await onServer(TEST_DATABASE_URL!, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

let templateDump: { file: string; blob: Blob } | undefined;
/** The template's dump, read once per worker. */
function pgliteTemplate(file: string): Blob {
  if (templateDump?.file !== file) templateDump = { file, blob: new Blob([readFileSync(file)]) };
  return templateDump.blob;
}

/**
 * Prints each error the app answered with a 5xx, with its stack: the test app logs nothing
 * (LOG_LEVEL silent), and a test that meets one, expected or not, must say why in a CI log.
 */
function printServerErrors(app: TestContext["app"]) {
  const errors = new WeakMap<object, unknown>();
  app.addHook("onError", async (request, _reply, error) => {
    errors.set(request, error);
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode >= 500 && errors.has(request)) {
      console.error(`${request.method} ${request.url} answered ${reply.statusCode}:`, errors.get(request));
    }
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, "onRoute" | "serveWeb" | "clock"> = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: "test",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, ...options });
  printServerErrors(app);
  await app.ready();
  const ctx: TestContext = {
    app,
    database,
    config,
    call: callerOf(app),
    users: (...kinds) => Promise.all(kinds.map((fields) => createUserWithToken(ctx, fields))),
    close: async () => {
      await app.close();
      await drop();
    },
  };
  return ctx;
}

let counter = 0;

/** Inserts a staff user directly (no session); the row as stored. */
export async function createUser(ctx: Pick<TestContext, "database">, fields: UserFields = {}) {
  counter += 1;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      username: fields.username ?? `user${counter}`,
      email: fields.email ?? `user${counter}@org${counter}.example`,
      organizationName: fields.organizationName ?? `Org ${counter}`,
      phone: fields.phone ?? "0700000000",
      isAdmin: fields.isAdmin ?? false,
      reserved: fields.reserved ?? false,
      passwordHash: fields.password ? await hashPassword(fields.password) : "not-a-real-hash",
    })
    .returning();
  return user!;
}

/** Inserts a staff user directly and returns it with a valid bearer token. */
export async function createUserWithToken(
  ctx: Pick<TestContext, "app" | "database">,
  fields: UserFields = {},
) {
  const user = await createUser(ctx, fields);
  const token = await ctx.app.tokens.issue(user.id);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

/** The current `version` of a course or member record (approving names it, ADR 0020). */
export async function versionOf(ctx: TestContext, table: "courses" | "members", id: string): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select version from ${sql.identifier(table)} where id = ${id}`,
  )) as unknown as { rows: Array<{ version: number }> };
  return Number(result.rows[0]?.version ?? 0);
}
