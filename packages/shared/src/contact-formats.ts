// Phone numbers and website addresses of the public membership form, checked the same way in
// the browser and by the API. Plain functions, so they cost nothing where zod is not loaded.

/** Spaces, dashes, dots and brackets people type inside phone numbers. */
const PHONE_PUNCTUATION = /[\s\-.()]/g;

/**
 * Kenyan numbers as people write them (0712 345 678, 0110 123 456, +254 712 345 678,
 * 254712345678) or any international number with its country code (+44 20 7946 0958,
 * 0044 20 7946 0958): 8 to 15 digits after the code, as E.164 allows.
 */
export function isPhoneNumber(value: string): boolean {
  const compact = value.trim().replace(PHONE_PUNCTUATION, "");
  if (/^0[17]\d{8}$/.test(compact)) return true;
  if (/^(?:\+|00)?254[17]\d{8}$/.test(compact)) return true;
  return /^(?:\+|00)[1-9]\d{7,14}$/.test(compact);
}

export const PHONE_FORMAT_MESSAGE =
  "Phone must be a Kenyan number (e.g. 0712 345 678) or an international number starting with + and the country code";

/**
 * A web address: an optional http:// or https://, a host name with at least one dot and a
 * top-level domain of letters (example.org, www.example.co.ke), then an optional path.
 */
export function isWebsite(value: string): boolean {
  const text = value.trim();
  if (/\s/.test(text)) return false;
  const match = /^(?:https?:\/\/)?([^/?#:]+)(?::\d{1,5})?(?:[/?#].*)?$/i.exec(text);
  if (!match) return false;
  const host = match[1]!;
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(host);
}

export const WEBSITE_FORMAT_MESSAGE = "Website must be a web address such as https://example.org";
