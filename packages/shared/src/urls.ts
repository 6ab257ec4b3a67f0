// The one rule for addresses people type in (member website, partner link, course link) and for
// images (course and partner pictures). The API validates with it, the forms resolve with it, and
// the public pages use it again before linking to anything stored earlier.
//
// A link is parsed with the WHATWG `URL` parser (the one browsers use to follow it), after trimming,
// and only http: and https: pass. Parsing, not pattern matching, is what closes tricks such as
// `java\tscript:` or `\u0001javascript:` (the parser drops tabs, newlines and leading control
// characters, so a regex sees "java script" while the browser runs "javascript:"). Control, format
// (zero-width) and space characters inside the address are refused outright: a real address never
// needs them, and what the visitor sees must be what the browser opens.
import { z } from "zod";
import { LIMITS } from "./constants";

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

export const httpUrlMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://`;

const webAddress = (label: string, required: boolean) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .transform((value, ctx) => {
      if (value === "") {
        if (required) ctx.addIssue({ code: "custom", message: `${label} is required` });
        return value;
      }
      const url = toHttpUrl(value);
      if (url === undefined) {
        ctx.addIssue({ code: "custom", message: httpUrlMessage(label) });
        return z.NEVER;
      }
      return url;
    });

/** A required web address; the stored value is the address itself (a bare domain gains https://). */
export const httpUrl = (label: string) => webAddress(label, true);

/** An optional web address: empty stays empty, anything else follows httpUrl. */
export const optionalHttpUrl = (label: string) => webAddress(label, false).optional().default("");

/** The only image addresses accepted: a file uploaded to this site (`/uploads/<sha256>.webp`). */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/([0-9a-f]{64})\.webp$/;

export const uploadedImageMessage = (label: string) => `${label} must be an image uploaded to this site`;

/** An image uploaded to this site; the server also checks that the file exists. */
export const uploadedImage = (label = "Image") =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .regex(UPLOADED_IMAGE_PATH, uploadedImageMessage(label));

/** An image uploaded to this site, or empty (a course keeps its current image when none is sent). */
export const optionalUploadedImage = (label = "Image") =>
  z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .refine((value) => value === "" || UPLOADED_IMAGE_PATH.test(value), uploadedImageMessage(label))
    .optional()
    .default("");
