// A stand-in web build for the site tests: the page template, an SSR entry written by the test,
// and optionally a client manifest.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function fakeDist(template: string, entry: string, manifest?: object): string {
  const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
  writeFileSync(join(dist, "index.html"), template);
  mkdirSync(join(dist, "server"));
  writeFileSync(join(dist, "server", "entry-server.js"), entry);
  mkdirSync(join(dist, "assets"));
  if (manifest) {
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  }
  return dist;
}
