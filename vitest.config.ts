import { defineConfig } from "vitest/config";

// One Vitest workspace; `npm test` picks projects by name (shared, web, api, then process).
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/web", "apps/api", "apps/api/vitest.process.config.ts"],
  },
});
