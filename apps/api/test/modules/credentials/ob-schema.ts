// The Open Badges 3.0 JSON Schema for AchievementCredential, as 1EdTech publishes it (shipped in
// test/fixtures/open-badges, never downloaded at test time), compiled with ajv's draft 2019-09
// validator as the schema's `$schema` names. Shares no code with the site.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2019 from "ajv/dist/2019";

const schema = JSON.parse(
  readFileSync(
    join(import.meta.dirname, "../../fixtures/open-badges/ob_v3p0_achievementcredential_schema.json"),
    "utf8",
  ),
);

// strict: false because the published schema uses keywords ajv's strict mode refuses (e.g. tuple
// `items` without `minItems`/`additionalItems` pairs); validation itself is unchanged.
const ajv = new Ajv2019({ allErrors: true, strict: false });
// The schema's only formats, as XML Schema / RFC 3339 write them (ajv ships no format checks).
ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat("date-time", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const validate = ajv.compile(schema);

/** The schema's complaints about `credential`, empty when it validates. */
export function achievementCredentialErrors(credential: unknown): string[] {
  if (validate(credential)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`);
}
