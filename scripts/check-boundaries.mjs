// The import boundaries of biome.json hold (docs/decisions/0032-page-loaders-and-boundaries.md):
// each fixture below is an import that must be refused where it is written, or allowed, and this
// script proves Biome says so. It writes each fixture as a file at its place in a temporary copy
// of the tree's folders, beside a copy of biome.json, and lints them all at once there; run by
// `npm run lint` (so by `npm test` and CI). Not in the tree itself: `npm test` runs the types and
// the unit tests beside the lint, and a fixture left in `apps/` for a moment was read by tsc (a
// clean run failed on it). It also checks that every web feature folder is named in the rule that
// keeps features apart, so a new feature cannot slip past it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const root = join(import.meta.dirname, "..");
const RESTRICTED = "lint/style/noRestrictedImports";

/** [folder, import, whether Biome must refuse it] */
const FIXTURES = [
  ["packages/shared/src", "../../../apps/web/src/lib/api", true],
  ["apps/api/src/modules/site", "../../../../web/src/app/load-page", true],
  ["apps/api/src/lib", "../../../web/src/lib/api", true],
  ["apps/api/src/plugins", "../../../web/src/lib/api", true],
  ["apps/api/src/db", "../../../web/src/lib/api", true],
  ["apps/api/src/lib", "../modules/site/html", true],
  ["apps/api/src/plugins/public-cache", "../../modules/site/html", true],
  ["apps/api/src/modules/site", "../../lib/errors", false],
  ["apps/web/src/app", "../../../api/src/app", true],
  ["apps/web/src/lib", "../../../api/src/app", true],
  ["apps/web/src/lib/public-read", "../../pages/public/home", true],
  ["apps/web/src/lib/staff", "../../features/users/api", true],
  ["apps/web/src/components/public", "../../../../api/src/app", true],
  ["apps/web/src/components/staff", "../../features/organizations/api", true],
  ["apps/web/src/components/public", "../../pages/public/not-found", true],
  ["apps/web/src/features/users", "../../../../api/src/app", true],
  ["apps/web/src/features/users", "../../pages/public/home", true],
  ["apps/web/src/features/users", "../reports/api", true],
  ["apps/web/src/features/users/components", "../../organizations/api", true],
  ["apps/web/src/features/courses/public", "../../members/api", true],
  ["apps/web/src/features/users/components", "../api", false],
  ["apps/web/src/features/users", "../../lib/staff/list", false],
  ["apps/web/src/features/users", "../../components/ui/button", false],
  ["apps/web/src/pages/public", "../../features/impact/use-summary", false],
];

function featureRuleNamesEveryFeature() {
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  const override = config.overrides.find((entry) => entry.includes.includes("apps/web/src/features/**"));
  const patterns = override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
  const groups = patterns.flatMap((pattern) => pattern.group);
  const features = readdirSync(join(root, "apps/web/src/features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.filter((name) => !groups.includes(`../${name}/**`));
}

const files = FIXTURES.map(([folder, source], index) => ({
  path: `${folder}/__boundary-fixture-${index}__.ts`,
  source,
}));
/** biome.json as it is, but without git: the copy is no repository (the rules are the same). */
function configForCopy() {
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { ...config.vcs, enabled: false };
  return JSON.stringify(config);
}

let report;
const copy = mkdtempSync(join(tmpdir(), "boundaries-"));
try {
  writeFileSync(join(copy, "biome.json"), configForCopy());
  for (const { path, source } of files) {
    mkdirSync(join(copy, dirname(path)), { recursive: true });
    writeFileSync(join(copy, path), `import { x } from "${source}";\n\nexport { x };\n`);
  }
  const run = spawnSync(
    join(root, "node_modules/.bin/biome"),
    ["lint", "--reporter=json", "--max-diagnostics=none", ...files.map((file) => file.path)],
    { cwd: copy, encoding: "utf8" },
  );
  report = JSON.parse(run.stdout);
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const refused = new Set(
  report.diagnostics
    .filter((diagnostic) => diagnostic.category === RESTRICTED)
    .map((diagnostic) => diagnostic.location.path),
);
const wrong = FIXTURES.flatMap(([folder, source, mustRefuse], index) =>
  refused.has(files[index].path) === mustRefuse
    ? []
    : [`${folder}: import "${source}" should be ${mustRefuse ? "refused" : "allowed"}`],
);
const unlisted = featureRuleNamesEveryFeature();
if (unlisted.length)
  wrong.push(`biome.json: the features' override does not name ${unlisted.join(", ")} (../<name>/**)`);
if (wrong.length) {
  console.error(`Import boundaries do not hold:\n  ${wrong.join("\n  ")}`);
  process.exit(1);
}
console.log(`Import boundaries hold: ${FIXTURES.length} fixtures checked.`);
