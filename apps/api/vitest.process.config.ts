import { defineProject } from "vitest/config";

// Process-level tests: they start servers and scripts as child processes (shutdown under a stalled
// log reader, backup and restore, two instances on one PostgreSQL). Slow, so `npm test` runs them
// last, after the browser tests (scripts/test-api.mjs process).
export default defineProject({
  test: {
    name: "process",
    include: ["test/process/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
