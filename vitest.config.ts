import { defineConfig } from "vitest/config";

// One Vitest workspace; `npm test` picks projects by name (shared, web and web-isolated, api and
// api-pg, then process and process-pg). The "-pg" projects, the tests on PostgreSQL, exist only
// when TEST_DATABASE_URL names a server (scripts/test-api.mjs sets it when one is reachable).
export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "apps/web",
      "apps/web/vitest.isolated.config.ts",
      "apps/api",
      ...(process.env.TEST_DATABASE_URL ? ["apps/api/vitest.pg.config.ts"] : []),
      "apps/api/vitest.process.config.ts",
      ...(process.env.TEST_DATABASE_URL ? ["apps/api/vitest.process-pg.config.ts"] : []),
    ],
  },
});
