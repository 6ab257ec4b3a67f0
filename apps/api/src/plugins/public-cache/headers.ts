// The caching headers of public answers, for browsers and a CDN in front of the site
// (docs/decisions/0035-cached-answers-cdn-and-instances.md, docs/guides/deploying.md):
// - anonymous public answers: a browser revalidates every time (`max-age=0`; the revalidation is a
//   304 from memory), a CDN keeps the answer 60 s, may serve it stale for 5 minutes while it
//   fetches a new one and for a day when the site is down;
// - answers to a signed-in caller: never stored anywhere;
// - `Vary`: the coding always; on API reads also `Authorization` (a signed-in caller's answer may
//   differ; pages ignore the header). The language is in the path. A Save-Data variant adds its
//   header here and its value to the cache key (plugins/public-cache/key.ts);
// - `Surrogate-Key` and `Cache-Tag`: what the answer depends on (plugins/public-cache/tags.ts).
import { tagsOf } from "./tags";

export const PUBLIC_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400";
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";

/** The headers a CDN reads on an anonymous public answer at `url`. */
export function publicAnswerHeaders(url: string): Record<string, string> {
  const tags = tagsOf(url);
  return {
    "cache-control": PUBLIC_CACHE_CONTROL,
    vary: url.startsWith("/api/") ? "Accept-Encoding, Authorization" : "Accept-Encoding",
    "surrogate-key": tags.join(" "),
    "cache-tag": tags.join(","),
  };
}
