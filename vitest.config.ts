import { defineConfig } from "vitest/config";

// One Vitest workspace; `npm test` picks projects by name (shared, web, api).
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/web", "apps/api"],
  },
});
