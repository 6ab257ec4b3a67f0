import { defineProject } from "vitest/config";
import { DATABASE_PROCESS_TESTS, processTests } from "./vitest.process.config";

/** The process-level tests whose database is the one under test, on TEST_DATABASE_URL's server. */
export default defineProject({
  test: {
    name: "process-pg",
    include: DATABASE_PROCESS_TESTS,
    ...processTests,
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" },
  },
});
