import { defineProject } from "vitest/config";
import { apiTests } from "./vitest.config";

/** The API tests on the PostgreSQL server of TEST_DATABASE_URL, a database per test file. */
export default defineProject({
  test: {
    name: "api-pg",
    ...apiTests,
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" },
  },
});
