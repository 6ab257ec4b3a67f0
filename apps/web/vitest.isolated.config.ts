import { defineProject } from "vitest/config";
import { ISOLATED_TESTS, webPlugins, webTests } from "./vitest.config";

/** The component tests that replace a module or the clock, each in a fresh module graph and jsdom. */
export default defineProject({
  plugins: webPlugins,
  test: { name: "web-isolated", ...webTests, include: ISOLATED_TESTS },
});
