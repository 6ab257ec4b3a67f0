import { defineProject } from "vitest/config";

/**
 * The API tests on embedded PGlite ("api"). The same files run on PostgreSQL as the project
 * "api-pg" (vitest.pg.config.ts); scripts/test-api.mjs runs both projects in one pool.
 */
export const apiTests = {
  include: ["test/**/*.test.ts"],
  // Child-process tests are a project of their own, run last (vitest.process.config.ts).
  exclude: ["test/process/**", "**/node_modules/**"],
  environment: "node" as const,
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // One migrated template database per run; each test file opens a copy of it (helpers.ts).
  globalSetup: ["test/global-setup.ts"],
  pool: "forks" as const,
  // Both projects share these workers when run together; one more than the cores, since a file on
  // PostgreSQL spends much of its time waiting for the server.
  maxWorkers: Number(process.env.API_TEST_WORKERS ?? 3),
  // A worker runs file after file without importing the app again for each: every file builds its
  // own app on its own database (createTestApp) and no test mocks a module.
  isolate: false,
};

export default defineProject({
  test: { name: "api", ...apiTests, env: { TEST_DATABASE_URL: "" } },
});
