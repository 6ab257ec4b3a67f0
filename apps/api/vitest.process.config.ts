import { defineProject } from "vitest/config";

// Process-level tests: they start servers and scripts as child processes (shutdown under a stalled
// log reader, backup and restore, an import killed mid-write, two instances on one PostgreSQL).
// Slow, so `npm test` runs them last, after the browser tests (scripts/test-api.mjs process).
// "process" runs them all on PGlite; "process-pg" (vitest.process-pg.config.ts) runs again only
// the files whose database is the one under test. The servers of the shutdown tests always run on
// PGlite (`npm start`'s default), so a second pass of them would test the same thing twice.
export const processTests = {
  environment: "node" as const,
  testTimeout: 120_000,
  hookTimeout: 120_000,
  pool: "forks" as const,
  // Both projects share these workers when run together (scripts/test-api.mjs process).
  maxWorkers: 2,
};

/** The files that open the database under test (PGlite, or TEST_DATABASE_URL's server). */
export const DATABASE_PROCESS_TESTS = [
  "test/process/backup.test.ts",
  "test/process/import-kill.test.ts",
  "test/process/multi-instance.test.ts",
];

export default defineProject({
  test: {
    name: "process",
    include: ["test/process/**/*.test.ts"],
    ...processTests,
    env: { TEST_DATABASE_URL: "" },
  },
});
