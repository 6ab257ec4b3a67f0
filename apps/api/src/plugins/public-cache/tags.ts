// What a public answer depends on, named for a CDN (`Surrogate-Key` for Fastly and others,
// `Cache-Tag` for Cloudflare), and what a public write changes, sent to PURGE_URL
// (plugins/public-cache/purge.ts; docs/decisions/0035-cached-answers-cdn-and-instances.md).
//
// Tags are data kinds (`courses`, `members`, `partners`, `reports`, `news`, `events`, `jobs`,
// `insights`, `organisations`), `org:<slug>` on an organisation's own answers, and `site` on every
// public answer (one key clears everything). They are read from the address, never from the
// query or the Host, so a client cannot multiply them. A write purges its kind and
// `organisations` (an approval can make an organisation public, and organisation names appear
// beside every kind); a write whose kind is not known here purges `site`.

export const SITE_TAG = "site";

const CONTENT = ["news", "events", "jobs", "insights"] as const;
const EVERY_KIND = ["reports", "members", "partners", "courses", ...CONTENT, "organisations"];
const withOrganisations = (...kinds: string[]) => [...kinds, "organisations"];

/** The kind of data under each first segment of an API address (writes and reads alike). */
const API_KINDS: Record<string, string> = {
  courses: "courses",
  members: "members",
  partners: "partners",
  reports: "reports",
  news: "news",
  events: "events",
  jobs: "jobs",
  insights: "insights",
  organizations: "organisations",
};

/** What each public page (first segment of its path, language prefix removed) shows. */
const PAGE_TAGS: Record<string, readonly string[]> = {
  "": EVERY_KIND,
  impact: withOrganisations("reports"),
  learning: ["courses"],
  ...Object.fromEntries(CONTENT.map((kind) => [kind, withOrganisations(kind)])),
  "sitemap.xml": EVERY_KIND,
  "news.atom": ["news"],
  "events.ics": ["events"],
};

const API_PREFIX = "/api/v1/";
/** The Kiswahili pages' prefix (packages/shared/src/language-paths.ts). */
const LANGUAGE = /^\/sw(?=\/|$)/;

/** The segments of an address's path, its query dropped, each decoded once. */
function segmentsOf(url: string): string[] {
  const path = url.split("?")[0] ?? "";
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** A slug as a tag value: the characters a slug may hold, nothing else. */
const tagValue = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, 100);

/** The tags of a public answer at `url`. */
export function tagsOf(url: string): string[] {
  const tags = new Set<string>([SITE_TAG]);
  if (url.startsWith(API_PREFIX)) {
    const [first, second, third] = segmentsOf(url.slice(API_PREFIX.length - 1));
    if (first === "public" && second === "organizations") {
      tags.add("organisations");
      if (third) for (const tag of [...EVERY_KIND, `org:${tagValue(third)}`]) tags.add(tag);
    } else if (first === "open-data") {
      for (const tag of withOrganisations("reports")) tags.add(tag);
    } else if (first && API_KINDS[first]) {
      tags.add(API_KINDS[first]);
      if (first !== "courses" && first !== "partners") tags.add("organisations");
    }
    return [...tags];
  }
  const [first, second] = segmentsOf(url.replace(LANGUAGE, ""));
  if (first === "organisations") {
    for (const tag of EVERY_KIND) tags.add(tag);
    if (second) tags.add(`org:${tagValue(second)}`);
  } else {
    for (const tag of PAGE_TAGS[first ?? ""] ?? []) tags.add(tag);
  }
  return [...tags];
}

/** The tags a successful public write at `url` makes stale. */
export function purgedBy(url: string): string[] {
  const [first] = url.startsWith(API_PREFIX) ? segmentsOf(url.slice(API_PREFIX.length - 1)) : [];
  const kind = first ? API_KINDS[first] : undefined;
  if (!kind) return [SITE_TAG];
  return kind === "organisations" ? [kind] : withOrganisations(kind);
}
