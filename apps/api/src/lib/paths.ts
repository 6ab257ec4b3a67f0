import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The apps/api folder, found from this module whether it runs from src/ (tsx) or dist/ (bundle). */
export function apiPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).name === "@alliance/api") return dir;
    dir = dirname(dir);
  }
  throw new Error("Cannot find the @alliance/api package folder");
}

export const migrationsDir = () => join(apiPackageDir(), "drizzle");
export const repoRoot = () => resolve(apiPackageDir(), "../..");
export const defaultWebDist = () => join(repoRoot(), "apps/web/dist");
