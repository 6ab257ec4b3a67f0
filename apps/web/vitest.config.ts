import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The component tests that replace a module (`vi.mock`, `vi.doMock`) or the clock
 * (`vi.useFakeTimers`), found by reading the files: a replaced module holds only in a fresh module
 * graph, and a component's timers read the clock its module first saw. They run in the project
 * "web-isolated" (vitest.isolated.config.ts), a fresh graph and jsdom per file; every other file
 * runs in "web", where a worker keeps its jsdom and the modules it has imported from file to file.
 * Isolating every file cost six times the CPU (setting up jsdom and loading every catalogue again
 * for each of 63 files) for the same results.
 */
function needsIsolation(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /\bvi\.(mock|doMock|useFakeTimers)\(/.test(readFileSync(path, "utf8"))
      )
        found.push(relative(root, path));
    }
  };
  walk(join(root, "src"));
  return found;
}

export const ISOLATED_TESTS = needsIsolation();

export const webTests = {
  include: ["src/**/*.test.{ts,tsx}"],
  environment: "jsdom" as const,
  setupFiles: ["./src/test-setup.ts"],
  // A stubbed global (fetch, the clipboard) never outlives its test, whatever file comes next.
  unstubGlobals: true,
};

export const webPlugins = [react(), lingui({ cwd: root })];

export default defineProject({
  plugins: webPlugins,
  test: { name: "web", ...webTests, exclude: ["**/node_modules/**", ...ISOLATED_TESTS], isolate: false },
});
