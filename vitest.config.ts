import { defineConfig } from "vitest/config";

// One Vitest workspace; `npm test` picks projects by name (shared, web, api and api-pg, then
// process). "api-pg", the API tests on PostgreSQL, exists only when TEST_DATABASE_URL names a
// server (scripts/test-api.mjs sets it when one is reachable).
export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "apps/web",
      "apps/api",
      ...(process.env.TEST_DATABASE_URL ? ["apps/api/vitest.pg.config.ts"] : []),
      "apps/api/vitest.process.config.ts",
    ],
  },
});
