// The one rule for addresses people type in (member website, partner link, course link) and for
// images (course and partner pictures). The API validates with it (through ./urls), the forms
// resolve with it, and the public pages use it again before linking to anything stored earlier.
// Plain functions and patterns, no zod: the public pages import it without loading zod.
//
// A link is parsed with the WHATWG `URL` parser (the one browsers use to follow it), after trimming,
// and only http: and https: pass. Parsing, not pattern matching, is what closes tricks such as
// `java\tscript:` or `\u0001javascript:` (the parser drops tabs, newlines and leading control
// characters, so a regex sees "java script" while the browser runs "javascript:"). Control, format
// (zero-width) and space characters inside the address are refused outright: a real address never
// needs them, and what the visitor sees must be what the browser opens.
/** Anything invisible or ambiguous inside an address: controls, zero-width/format characters, spaces. */
const HIDDEN_OR_SPACE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Z}\s]/u;
/** `scheme:` at the start, as the URL parser reads it. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A bare host name with an optional path, e.g. `org.example` or `www.org.example/about`. */
const BARE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i;

/**
 * The http(s) address this text stands for, or `undefined` when it is not one. A bare domain
 * (`org.example`) stands for `https://org.example`; everything else must parse as an absolute
 * http: or https: URL with a host.
 */
export function toHttpUrl(value: string | null | undefined): string | undefined {
  const text = (value ?? "").trim();
  if (!text || HIDDEN_OR_SPACE.test(text)) return undefined;
  const candidate = HAS_SCHEME.test(text) ? text : BARE_DOMAIN.test(text) ? `https://${text}` : undefined;
  if (!candidate) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (!url.hostname || url.username || url.password) return undefined;
  return candidate;
}

/** The only image addresses accepted: a file uploaded to this site (`/uploads/<sha256>.webp`). */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/([0-9a-f]{64})\.webp$/;

/** A web address field's refusal (the public forms name it in the reader's language). */
export const httpUrlMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://`;
